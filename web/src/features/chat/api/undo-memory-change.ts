/**
 * Undo of what Bela learned from a message (the chat's line under her reply), through the memories
 * API: a memory added is deleted (one already gone counts as undone), an update puts the text back
 * as it was, a memory forgotten is written again with its text and kind. The memory page (its own
 * feature, every key under `['memories', uid]`) asks again when next shown.
 */
import type { MemoryChange, memoryEndpoints } from '@bela/contracts/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Whether a change can be undone: an update needs the text it replaced. */
export const canUndo = (change: MemoryChange): boolean => change.op !== 'update' || typeof change.previousText === 'string';

export async function undoMemoryChange(change: MemoryChange): Promise<void> {
  switch (change.op) {
    case 'add':
      try {
        await apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId: change.memoryId });
      } catch (error) {
        // Deleted meanwhile (on the memory page, or undone before a reload): nothing left to undo.
        if (isApiError(error) && error.status === 404) return;
        throw error;
      }
      return;
    case 'update':
      await apiPost<typeof memoryEndpoints.update>('/ai/memories/update', { memoryId: change.memoryId, text: change.previousText ?? '' });
      return;
    case 'delete':
      await apiPost<typeof memoryEndpoints.create>('/ai/memories/create', { text: change.text, ...(change.kind ? { kind: change.kind } : {}) });
      return;
  }
}

export function useUndoMemoryChange(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoMemoryChange,
    onSuccess: () => {
      if (uid) void client.invalidateQueries({ queryKey: ['memories', uid] });
    },
  });
}
