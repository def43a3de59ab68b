/**
 * Undo of a deletion on the memory page: the memory is written again with its text and kind (and
 * pinned again when it was). It comes back as one the member added: the API keeps no deleted
 * memory to restore, as the chat's Undo of "Bela forgot" does the same.
 */
import type { Memory } from '@bela/contracts/memories';
import { useCallback } from 'react';
import { useCreateMemory, useUpdateMemory } from '../../../resources/memories/mutations';

export function useRestoreMemory(uid: string | null): (memory: Memory) => Promise<void> {
  const { mutateAsync: create } = useCreateMemory(uid);
  const { mutateAsync: update } = useUpdateMemory(uid);
  return useCallback(
    async (memory: Memory) => {
      const restored = await create({ text: memory.text, kind: memory.kind });
      if (memory.pinned) await update({ memoryId: restored.id, pinned: true });
    },
    [create, update],
  );
}
