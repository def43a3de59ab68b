/** The offline extractor's tests' shared helpers: a message read at a fixed time, and its operations as lines. */
import type { KnownMemory, MemoryOperation } from '../../../ports/memory-extractor';
import { proposeOperations } from '../offline-memory-extractor';
import { slotOf } from '../facts';
import { factsOfMemory } from '../read-facts';
import { MANY_OF } from '../vocabulary';
import { memoryTextOf } from '../wording';

/** Wednesday 4 March 2026, 10:00 in Lisbon. */
export const NOW = new Date('2026-03-04T10:00:00Z');
const LONG_AGO = new Date('2026-02-01T10:00:00Z');

export const propose = (message: string, memories: KnownMemory[] = [], extra: { previousReply?: string; now?: Date; timeZone?: string | null } = {}) =>
  proposeOperations({ message, memories, now: extra.now ?? NOW, timeZone: extra.timeZone === undefined ? 'Europe/Lisbon' : extra.timeZone, ...(extra.previousReply ? { previousReply: extra.previousReply } : {}) });

/** "slot: text" for an add, "update id slot: text" and "delete id" for the others. */
export const shown = (ops: MemoryOperation[]) => ops.map((op) => (op.op === 'delete' ? `delete ${op.memoryId}` : op.op === 'update' ? `update ${op.memoryId} ${op.slot}: ${op.text}` : `${op.slot}: ${op.text}`));

export function memory(id: string, text: string, options: { slot?: string; updatedAt?: Date } = {}): KnownMemory {
  return { id, text, kind: 'people', pinned: false, updatedAt: options.updatedAt ?? LONG_AGO, ...(options.slot ? { slot: options.slot } : {}) };
}

/** A new memory read back as the extractor reads a stored one: its slots and texts (one each when it reads itself back). */
export function readBack(op: MemoryOperation): { slots: string[]; texts: string[] } {
  if (op.op !== 'add') throw new Error('expected an add');
  // A note about one of the member's people or pets by name ("Their little sister Ruby is 6.") also reads as the one it
  // names, who is a memory of their own ("Their sister is Ruby."): that one is left out here.
  const read = factsOfMemory({ text: op.text, updatedAt: NOW });
  const facts = read.filter((fact) => !((fact.type === 'person' || fact.type === 'pet') && fact.name && read.some((other) => other.type === 'note' && other.text.includes(fact.name!))));
  return { slots: facts.map((fact) => slotOf(fact, MANY_OF)), texts: facts.map(memoryTextOf) };
}
