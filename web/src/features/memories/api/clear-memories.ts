/** POST /ai/memories/clear ("Forget everything"): every memory of the member is deleted. */
import type { memoryEndpoints } from '@bela/contracts/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { withNothingRemembered, type MemoryPages } from '../utils/memory-pages';
import { chatThreadsPrefix, memoryKeys } from './query-keys';

/** Resolves with how many were deleted. */
export async function clearMemories(): Promise<number> {
  const { deleted } = await apiPost<typeof memoryEndpoints.clear>('/ai/memories/clear', undefined);
  return deleted;
}

export function useClearMemories(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearMemories,
    onSuccess: () => {
      if (!uid) return;
      client.setQueryData<MemoryPages>(memoryKeys.list(uid), (data) => data && withNothingRemembered(data));
      void client.invalidateQueries({ queryKey: chatThreadsPrefix(uid) });
    },
  });
}
