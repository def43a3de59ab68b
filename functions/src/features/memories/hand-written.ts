/**
 * A memory the member writes by hand, read as Bela reads what they say in the chat (decision 0036):
 * the extractor behind the MemoryExtractor port reads the words, so "I work as a childminder" is
 * filed under Work and kept as "They work as a childminder.", in the one voice of every memory
 * (offline-memory/voice.ts for the offline extractor, the OpenAI extractor's own instructions in
 * production). What the extractor cannot read (already in that voice, a note of another shape, or a
 * remote extractor that failed) is kept in the member's words, its kind guessed from them.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import { MEMORY_TEXT_MAX_CHARS } from '@bela/contracts/memories';
import type { MemoryExtractor, MemoryOperation } from '../../ports/memory-extractor';
import { guessKind } from '../../domain/memory/guess-kind';

export interface HandWritten {
  text: string;
  kind: MemoryKind;
  /** What it is about, when the extractor said and the member wrote one fact: a later statement about it updates it. */
  slot?: string;
}

type Add = Extract<MemoryOperation, { op: 'add' }>;

/**
 * The memory the member's words make: the extractor's reading of them, one memory whatever their
 * number of facts (the member wrote one note); the kind the member chose wins over the one read.
 */
export async function readHandWritten(extractor: Pick<MemoryExtractor, 'propose'>, words: string, chosen: MemoryKind | undefined, now: Date): Promise<HandWritten> {
  // Nothing to relate it to: the member's own note is read alone, never as a change of another.
  const operations: MemoryOperation[] = await extractor.propose({ message: words, memories: [], now, timeZone: null }).catch(() => []);
  const adds = operations.filter((operation): operation is Add => operation.op === 'add');
  const text = adds.map((add) => add.text.trim()).join(' ');
  if (adds.length === 0 || text.length > MEMORY_TEXT_MAX_CHARS) return { text: words, kind: chosen ?? guessKind(words) };
  const kind = chosen ?? adds[0]!.kind;
  const slot = adds.length === 1 && adds[0]!.kind === kind ? adds[0]!.slot : undefined;
  return { text, kind, ...(slot ? { slot } : {}) };
}
