/**
 * Undo of a deletion on the memory page: the memory is written again with its text and kind (and
 * pinned again when it was), as it began: learned on its day and linked to its message, or added by
 * the member (decision 0036). The API keeps no deleted memory; the page sends back what it showed.
 * Its earlier versions are not written back.
 */
import type { Memory } from '@bela/contracts/memories';
import { useCallback } from 'react';
import { useCreateMemory, useUpdateMemory } from '../../../resources/memories/mutations';

export function useRestoreMemory(uid: string | null): (memory: Memory) => Promise<void> {
  const { mutateAsync: create } = useCreateMemory(uid);
  const { mutateAsync: update } = useUpdateMemory(uid);
  return useCallback(
    async (memory: Memory) => {
      const restore = { origin: memory.origin, createdAt: memory.createdAt, source: memory.source, editedAt: memory.editedAt };
      const restored = await create({ text: memory.text, kind: memory.kind, restore });
      if (memory.pinned) await update({ memoryId: restored.id, pinned: true });
    },
    [create, update],
  );
}
