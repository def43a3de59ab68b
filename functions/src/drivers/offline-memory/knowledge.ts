/**
 * What Bela knows about the member at a point in a conversation: their memories, then what they
 * said in the conversation, read with the same extractor (so she knows what was said even when
 * nothing was stored, and the newest statement wins).
 */
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import type { Fact } from './facts';
import { factsOfMemory } from './read-facts';
import { proposeOperations } from './offline-memory-extractor';

/** Applies operations to a list of memories, as the store would: updates in place, adds at the end. */
export function applyOperations(memories: KnownMemory[], operations: MemoryOperation[], at: Date, newId: () => string): KnownMemory[] {
  let list = [...memories];
  for (const operation of operations) {
    if (operation.op === 'delete') list = list.filter((memory) => memory.id !== operation.memoryId);
    else if (operation.op === 'update') {
      list = list.map((memory) =>
        memory.id === operation.memoryId ? { ...memory, text: operation.text, kind: operation.kind, ...(operation.slot ? { slot: operation.slot } : {}), updatedAt: at } : memory,
      );
    } else list.push({ id: newId(), text: operation.text, kind: operation.kind, ...(operation.slot ? { slot: operation.slot } : {}), pinned: false, updatedAt: at });
  }
  return list;
}

export interface SaidMessage {
  text: string;
  /** Bela's message just before it. */
  previousReply?: string;
}

export interface KnownFact {
  fact: Fact;
  memory: KnownMemory;
}

/**
 * The facts Bela knows: each memory's facts, updated by what the member said since, message by
 * message. Dates in the conversation are read against `now`.
 */
export function knownFacts(memories: readonly KnownMemory[], said: readonly SaidMessage[], now: Date, timeZone: string | null = null): KnownFact[] {
  return knownMemories(memories, said, now, timeZone).flatMap((memory) => factsOfMemory(memory).map((fact) => ({ fact, memory })));
}

/** The memories as they stand after what the member said in the conversation, oldest first. */
export function knownMemories(memories: readonly KnownMemory[], said: readonly SaidMessage[], now: Date, timeZone: string | null = null): KnownMemory[] {
  let list = [...memories].sort((x, y) => x.updatedAt.getTime() - y.updatedAt.getTime());
  let next = 0;
  for (const message of said) {
    const operations = proposeOperations({ message: message.text, previousReply: message.previousReply, memories: list, now, timeZone });
    if (operations.length > 0) list = applyOperations(list, operations, now, () => `said-${(next += 1)}`);
  }
  return list;
}
