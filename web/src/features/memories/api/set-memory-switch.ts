/**
 * POST /ai/memories/settings: the "Bela remembers" switch. Off, Bela neither learns nor uses
 * memories; the ones she has are kept until the member deletes them.
 */
import type { memoryEndpoints } from '@bela/contracts/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { withSwitch, type MemoryPages } from '../utils/memory-pages';
import { memoryKeys } from './query-keys';

/** Resolves with the switch as the server now has it. */
export async function setMemorySwitch(enabled: boolean): Promise<boolean> {
  const answer = await apiPost<typeof memoryEndpoints.settings>('/ai/memories/settings', { enabled });
  return answer.enabled;
}

export function useSetMemorySwitch(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMemorySwitch,
    onSuccess: (enabled) => {
      if (!uid) return;
      client.setQueryData<MemoryPages>(memoryKeys.list(uid), (data) => data && withSwitch(data, enabled));
    },
  });
}
