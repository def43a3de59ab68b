/** POST /ai/memories/update: a memory's text, kind or pin changed; the list shows the server's answer. */
import type { memoryEndpoints, Memory } from '@bela/contracts/memories';
import type { RequestBody } from '@bela/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { withMemoryReplaced, type MemoryPages } from '../utils/memory-pages';
import { memoryKeys } from './query-keys';

type UpdateEndpoint = typeof memoryEndpoints.update;
export type UpdateMemoryRequest = RequestBody<UpdateEndpoint>;

export async function updateMemory(request: UpdateMemoryRequest): Promise<Memory> {
  const { memory } = await apiPost<UpdateEndpoint>('/ai/memories/update', request);
  return memory;
}

export function useUpdateMemory(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMemory,
    onSuccess: (memory) => {
      if (!uid) return;
      client.setQueryData<MemoryPages>(memoryKeys.list(uid), (data) => data && withMemoryReplaced(data, memory));
    },
  });
}
