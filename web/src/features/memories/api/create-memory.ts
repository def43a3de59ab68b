/** POST /ai/memories/create: a memory the member writes by hand; it appears at the top of the list. */
import type { memoryEndpoints, Memory } from '@bela/contracts/memories';
import type { RequestBody } from '@bela/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { withMemoryAdded, type MemoryPages } from '../utils/memory-pages';
import { memoryKeys } from './query-keys';

type CreateEndpoint = typeof memoryEndpoints.create;
export type CreateMemoryRequest = RequestBody<CreateEndpoint>;

export async function createMemory(request: CreateMemoryRequest): Promise<Memory> {
  const { memory } = await apiPost<CreateEndpoint>('/ai/memories/create', request);
  return memory;
}

export function useCreateMemory(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMemory,
    onSuccess: (memory) => {
      if (!uid) return;
      client.setQueryData<MemoryPages>(memoryKeys.list(uid), (data) => data && withMemoryAdded(data, memory));
    },
  });
}
