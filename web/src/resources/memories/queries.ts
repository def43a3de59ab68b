/**
 * What Bela knows about the member (POST /ai/memories): newest first, a page at a time ("Load
 * more"), each page with the count and the "Bela remembers" switch.
 */
import type { memoryEndpoints, MemoryPage } from '@bela/contracts/memories';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { memoryKeys } from './keys';

export const MEMORY_PAGE_SIZE = 50;

/** The page after `cursor` (the first without it); a field missing from the answer reads as empty. */
export async function fetchMemories(cursor: string | null, signal?: AbortSignal): Promise<MemoryPage> {
  const page: Partial<MemoryPage> = await apiPost<typeof memoryEndpoints.list>(
    '/ai/memories',
    { limit: MEMORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    { signal },
  );
  return {
    memories: Array.isArray(page.memories) ? page.memories : [],
    nextCursor: page.nextCursor ?? null,
    count: typeof page.count === 'number' ? page.count : 0,
    enabled: page.enabled !== false,
  };
}

export function memoriesQueryOptions(uid: string) {
  return infiniteQueryOptions({
    queryKey: memoryKeys.list(uid),
    queryFn: ({ pageParam, signal }) => fetchMemories(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MemoryPage) => last.nextCursor ?? undefined,
    // Opened again later (after a chat that taught Bela something): asked afresh.
    staleTime: 0,
  });
}

/** The member's memories, once the account is known. */
export function useMemories(uid: string | null) {
  return useInfiniteQuery({ ...memoriesQueryOptions(uid ?? ''), enabled: uid !== null });
}

/** Bela's memory of `uid` changed elsewhere (a chat turn learned something): asked again when next shown. */
export function markMemoriesStale(client: QueryClient, uid: string): Promise<void> {
  return client.invalidateQueries({ queryKey: memoryKeys.all(uid) });
}
