/**
 * The memory page's order: one group per kind, in the order of `memoryKindLabels` (kinds with no
 * memory left out); in a group the pinned ones first, then the newest first (by when Bela learned
 * it, or the member wrote it: an edit does not move a memory).
 */
import type { Memory } from '@bela/contracts/memories';
import { memoryKindLabels, type MemoryKind } from '@bela/contracts/constants';

export interface MemoryGroup {
  kind: MemoryKind;
  label: string;
  memories: Memory[];
}

const kindsInOrder = Object.keys(memoryKindLabels) as MemoryKind[];

function byPinThenNewest(a: Memory, b: Memory): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function groupMemories(memories: readonly Memory[]): MemoryGroup[] {
  return kindsInOrder
    .map((kind) => ({ kind, label: memoryKindLabels[kind], memories: memories.filter((memory) => memory.kind === kind).sort(byPinThenNewest) }))
    .filter((group) => group.memories.length > 0);
}
