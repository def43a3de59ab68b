/** POST /ai/memories/delete: the memory leaves the list once the server has deleted it. */
import type { memoryEndpoints } from '@bela/contracts/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { withMemoryRemoved, type MemoryPages } from '../utils/memory-pages';
import { chatThreadsPrefix, memoryKeys } from './query-keys';

export async function deleteMemory(memoryId: string): Promise<void> {
  await apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId });
}

export function useDeleteMemory(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: (_answer, memoryId) => {
      if (!uid) return;
      client.setQueryData<MemoryPages>(memoryKeys.list(uid), (data) => data && withMemoryRemoved(data, memoryId));
      void client.invalidateQueries({ queryKey: chatThreadsPrefix(uid) });
    },
  });
}
