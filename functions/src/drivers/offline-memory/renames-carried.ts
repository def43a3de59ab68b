/**
 * A name changed in one memory is changed wherever the member's memories hold it of the same one. "My boyfriend Liam is
 * coming round later" keeps "Their boyfriend is Liam." and "Their boyfriend Liam is coming round later."; "correction,
 * he's called Niall" updates the first (a correction, or the slot said again), and this carries the new name to the
 * second. Only a name, one for one, and only to a memory that names it with the same relation or with none: a place or a
 * date is not carried (compromise's places) ("They work in Munich" stays true of a move to Hamburg), nor a name two people share.
 */
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import { KIN_WORDS } from './vocabulary';
import { escapedForRegExp } from './words';
import { nlp } from '../lazy-nlp';

const KIN = new RegExp(String.raw`\b(?:${KIN_WORDS})s?\b`, 'giu');
/** The capitalised words of a memory after its first ("Their boyfriend Liam is …" → Liam). */
const namesOf = (text: string) => new Set([...text.matchAll(/(?<!^)(?<![.!?]\s)\b(\p{Lu}\p{Ll}+)\b/gu)].map((match) => match[1]!));
/** A town or a country, as compromise knows it: never carried as a name. */
const isPlace = (word: string) => (nlp(word).places().length as number) > 0;
const kinOf = (text: string) => new Set([...text.matchAll(KIN)].map((match) => match[0].toLowerCase().replace(/s$/, '')));

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
    if (gone.length !== 1 || come.length !== 1 || [gone[0]!, come[0]!].some(isPlace)) continue;
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
