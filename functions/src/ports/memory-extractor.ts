/**
 * MemoryExtractor reads what the member just said and proposes changes to what Bela remembers about
 * them, in the manner of mem0's update step: add a new fact, update one that changed, delete one the
 * member says is no longer true, or nothing. The feature applies the proposals (after removing
 * sensitive data) and stores them; a driver never writes.
 */
import type { MemoryKind } from '@bela/contracts/memories';

/** A memory as the extractor and the model see it. */
export interface KnownMemory {
  id: string;
  /** A short statement about the member in Bela's words: "Their sister is Ana; she lives in Porto." */
  text: string;
  kind: MemoryKind;
  /**
   * What the memory is about, when an extractor said ("name", "person:sister", "pet:dog", "work",
   * "city", "like:jazz", "plan:interview"...): a new statement about the same slot updates it.
   */
  slot?: string;
  pinned: boolean;
  /** When it was learned or last changed. */
  updatedAt: Date;
}

export interface ExtractionInput {
  /** The member's message of this exchange. */
  message: string;
  /** Bela's message just before it, when there is one (the question the member may be answering). */
  previousReply?: string;
  /** The member's existing memories most relevant to the message (at most a few dozen). */
  memories: KnownMemory[];
  /** When the member said it, and their time zone (null when unknown: UTC), to date "next Tuesday". */
  now: Date;
  timeZone: string | null;
  signal?: AbortSignal;
}

export type MemoryOperation =
  | { op: 'add'; text: string; kind: MemoryKind; slot?: string }
  | { op: 'update'; memoryId: string; text: string; kind: MemoryKind; slot?: string }
  | { op: 'delete'; memoryId: string };

export interface MemoryExtractor {
  readonly driver: 'offline' | 'openai';
  /**
   * How many existing memories it reads at most with a message (the most related first): a remote
   * model's prompt is bounded; the offline extractor reads them all (it parses each text once).
   */
  readonly contextLimit: number;
  /**
   * The changes the message calls for, each naming only memories of `input.memories`. Empty when
   * there is nothing to remember. Never rejects for a service failure: a remote driver that fails
   * proposes nothing (the exchange goes on without learning).
   */
  propose(input: ExtractionInput): Promise<MemoryOperation[]>;
}
