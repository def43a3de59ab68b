/**
 * A name changed in one memory is changed wherever the member's memories hold it of the same one. "My boyfriend Liam is
 * coming round later" keeps "Their boyfriend is Liam." and "Their boyfriend Liam is coming round later."; "correction,
 * he's called Niall" updates the first (a correction, or the slot said again), and this carries the new name to the
 * second. Only a name, one for one, and only to a memory that names it with the same relation or with none: a place or a
 * date is not carried (compromise's places) ("They work in Munich" stays true of a move to Hamburg), nor a name two people share.
 */
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import { kinsIn } from './corrections';
import { namesPlace } from './frame-names';
import { escapedForRegExp } from './words';

/** The capitalised words of a memory after its first ("Their boyfriend Liam is …" → Liam). */
const namesOf = (text: string) => new Set([...text.matchAll(/(?<!^)(?<![.!?]\s)\b(\p{Lu}\p{Ll}+)\b/gu)].map((match) => match[1]!));
const kinOf = (text: string) => new Set(kinsIn(text));

export function withRenamesCarried(operations: MemoryOperation[], memories: readonly KnownMemory[]): MemoryOperation[] {
  const touched = new Set(operations.flatMap((operation) => (operation.op === 'add' ? [] : [operation.memoryId])));
  const carried: MemoryOperation[] = [];
  for (const operation of operations) {
    if (operation.op !== 'update') continue;
    const before = memories.find((memory) => memory.id === operation.memoryId);
    // (A person's or a pet's name: a town or an employer renamed in one memory is not renamed in another.)
    if (!before || !(/^(?:person|pet):/.test(before.slot ?? '') || kinOf(before.text).size > 0)) continue;
    const oldNames = namesOf(before.text);
    const newNames = namesOf(operation.text);
    const gone = [...oldNames].filter((name) => !newNames.has(name));
    const come = [...newNames].filter((name) => !oldNames.has(name));
    if (gone.length !== 1 || come.length !== 1 || [gone[0]!, come[0]!].some(namesPlace)) continue;
    const name = new RegExp(`(?<![\\p{L}])${escapedForRegExp(gone[0]!)}(?![\\p{L}])`, 'u');
    const kin = kinOf(before.text);
    for (const memory of memories) {
      if (touched.has(memory.id) || !name.test(memory.text)) continue;
      const theirs = kinOf(memory.text);
      if (theirs.size > 0 && ![...theirs].some((relation) => kin.has(relation))) continue;
      touched.add(memory.id);
      carried.push({ op: 'update', memoryId: memory.id, text: memory.text.replace(name, come[0]!), kind: memory.kind, ...(memory.slot ? { slot: memory.slot } : {}) });
    }
  }
  return [...operations, ...carried];
}
