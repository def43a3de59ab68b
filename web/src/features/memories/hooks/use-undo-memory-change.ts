/**
 * Undo of what Bela learned from a message (the line under her reply in the chat), through the
 * memories resource's own changes: a memory added is deleted (one already gone counts as undone),
 * an update puts the text back as it was (the server puts that version back, with its message), a
 * memory forgotten is written again with its text and kind, as it began. Each leaves the cached memory list as the same change on the memory page does.
 */
import type { MemoryChange } from '@bela/contracts/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { memoryCache, useCreateMemory, useDeleteMemory, useUpdateMemory } from '../../../resources/memories/mutations';

/** Whether a change can be undone: an update needs the text it replaced. */
export const canUndo = (change: MemoryChange): boolean => change.op !== 'update' || typeof change.previousText === 'string';

export function useUndoMemoryChange(uid: string | null) {
  const client = useQueryClient();
  const { mutateAsync: remove } = useDeleteMemory(uid);
  const { mutateAsync: update } = useUpdateMemory(uid);
  const { mutateAsync: create } = useCreateMemory(uid);
  return useMutation({
    mutationFn: async (change: MemoryChange): Promise<void> => {
      switch (change.op) {
        case 'add':
          try {
            await remove(change.memoryId);
          } catch (error) {
            // Deleted meanwhile (on the memory page, or undone before a reload): nothing left to undo.
            if (!isApiError(error) || error.status !== 404) throw error;
            if (uid) memoryCache.removed(client, uid, change.memoryId);
          }
          return;
        case 'update':
          await update({ memoryId: change.memoryId, text: change.previousText ?? '' });
          return;
        case 'delete':
          // As it began (learned, on its day, linked to its message: decision 0036), when the change says.
          await create({ text: change.text, ...(change.kind ? { kind: change.kind } : {}), ...(change.began ? { restore: change.began } : {}) });
          return;
      }
    },
  });
}
