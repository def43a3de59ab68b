/** Search across the member's conversations (POST /ai/conversations/search), newest first, page by page. */
import type { chatSearchEndpoints, SearchMessagesAnswer } from '@bela/contracts/chat-search';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

export const SEARCH_PAGE_SIZE = 20;

export type SearchPages = InfiniteData<SearchMessagesAnswer>;

export async function searchMessages(query: string, cursor: string | null, signal?: AbortSignal): Promise<SearchMessagesAnswer> {
  const answer: Partial<SearchMessagesAnswer> = await apiPost<typeof chatSearchEndpoints.search>(
    '/ai/conversations/search',
    { query, limit: SEARCH_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    { signal },
  );
  // A hit without a title (a server from before hits named their conversation) shows as untitled.
  const hits = Array.isArray(answer.hits) ? answer.hits.map((hit) => ({ ...hit, title: typeof hit.title === 'string' ? hit.title : '' })) : [];
  return { hits, nextCursor: answer.nextCursor ?? null };
}

export function getSearchMessagesQueryOptions(uid: string, query: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.search(uid, query),
    queryFn: ({ pageParam, signal }) => searchMessages(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchMessagesAnswer) => last.nextCursor ?? undefined,
    // A search typed again within a minute answers from the cache; new messages show after that.
    staleTime: 60_000,
  });
}

/** The hits for `query` (trimmed; nothing is asked for an empty one), once the account may read them. */
export function useSearchMessages(uid: string | null, query: string, enabled: boolean) {
  const trimmed = query.trim();
  return useInfiniteQuery({ ...getSearchMessagesQueryOptions(uid ?? '', trimmed), enabled: enabled && uid !== null && trimmed !== '' });
}
