/**
 * Which of a member's memories answer their question, by what it asks rather than by its words:
 * "what do I do for a living?" finds "They teach year 4 at a primary school", which shares no word
 * with it. A reply's memories are chosen with it (domain/memory/select-memories.ts), whichever model
 * writes the reply, so that a memory asked for in other words reaches the model.
 */
import type { KnownMemory } from './memory-extractor';

export interface MemoryRecall {
  /** The memories among `memories` that answer `question` when it asks about the member, best first; none when it does not. */
  answering(question: string, memories: readonly KnownMemory[]): Promise<KnownMemory[]>;
}
