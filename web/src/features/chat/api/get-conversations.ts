/** The sidebar's conversations (POST /ai/conversations), newest first, 20 a page. */
import { CONVERSATION_PAGE_SIZE } from '@bela/contracts/constants';
import type { chatEndpoints, ConversationPage, ConversationSummary } from '@bela/contracts/chat';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

export type ConversationPages = InfiniteData<ConversationPage>;

/** One page, newest `updatedAt` first, after the cursor; a field missing from the answer reads as empty. */
export async function fetchConversations(startAfter: string | null, signal?: AbortSignal): Promise<ConversationPage> {
  const page: Partial<ConversationPage> = await apiPost<typeof chatEndpoints.conversations>(
    '/ai/conversations',
    { limit: CONVERSATION_PAGE_SIZE, ...(startAfter ? { startAfter } : {}) },
    { signal },
  );
  return {
    conversations: Array.isArray(page.conversations) ? page.conversations : [],
    hasMore: Boolean(page.hasMore),
    nextCursor: page.nextCursor ?? null,
  };
}

export function getConversationsQueryOptions(uid: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversations(uid),
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ConversationPage) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    // Back on the chat after another page: the list catches up on what changed meanwhile. (Not
    // sooner: the screen and the sidebar, mounted a frame apart, share the first answer.)
    staleTime: 5_000,
  });
}

/** The list, once the account is known and allowed to read it (`enabled`: the e-mail is verified). */
export function useConversations(uid: string | null, enabled: boolean) {
  return useInfiniteQuery({ ...getConversationsQueryOptions(uid ?? ''), enabled: enabled && uid !== null });
}

/** The list's conversations in order, each once (a page may repeat one that moved meanwhile). */
export function listedConversations(data: ConversationPages | undefined): ConversationSummary[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.conversations).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * The list with `id` first, as `change` makes it from its listed copy (undefined when it is not
 * listed); unchanged when `change` gives nothing.
 */
export function withConversationFirst(
  data: ConversationPages,
  id: string,
  change: (listed: ConversationSummary | undefined) => ConversationSummary | undefined,
): ConversationPages {
  const listed = data.pages.flatMap((page) => page.conversations).find((item) => item.id === id);
  const moved = change(listed);
  if (!moved) return data;
  const pages = data.pages.map((page, index) => {
    const rest = page.conversations.filter((item) => item.id !== id);
    return { ...page, conversations: index === 0 ? [moved, ...rest] : rest };
  });
  return { ...data, pages };
}

/** The list without `id`. */
export function withoutConversation(data: ConversationPages, id: string): ConversationPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, conversations: page.conversations.filter((item) => item.id !== id) })) };
}

/**
 * A reply was written to `id`: it moves to the top of the list (when the list is loaded), then the
 * list is asked for again in the background.
 */
export function moveConversationToTop(
  client: QueryClient,
  uid: string,
  id: string,
  change: (listed: ConversationSummary | undefined) => ConversationSummary | undefined,
): void {
  const key = chatKeys.conversations(uid);
  client.setQueryData<ConversationPages>(key, (data) => data && withConversationFirst(data, id, change));
}

export function refreshConversations(client: QueryClient, uid: string): void {
  void client.invalidateQueries({ queryKey: chatKeys.conversations(uid) });
}
