/**
 * A conversation's messages (POST /ai/conversations/messages): the first page is the newest, each
 * further page the one before it; the thread shows them oldest first. The first page of the
 * conversation a page load opens comes from the request the page's entry sent with the kept ID
 * token (`early-newest-page.ts`, `lib/boot`), without a second request.
 */
import { MESSAGE_PAGE_SIZE } from '@bela/contracts/constants';
import type { chatEndpoints, MessagePage } from '@bela/contracts/chat';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { toDisplay, type DisplayMessage } from '../utils/display-message';
import { takeFirstPage } from '../../../lib/boot/first-page';
import { earlyNewestPageKey } from './early-newest-page';
import { chatKeys } from './query-keys';

/** A page as the thread shows it: stored messages, and those the client adds (a stopped reply, an apology). */
export interface ThreadPage {
  /** Oldest first. */
  messages: DisplayMessage[];
  hasMore: boolean;
  nextBefore: string | null;
}

export type MessagePages = InfiniteData<ThreadPage>;

// A field missing from an answer reads as an empty page.
const toThreadPage = (page: Partial<MessagePage>): ThreadPage => ({
  messages: Array.isArray(page.messages) ? page.messages.map(toDisplay) : [],
  hasMore: Boolean(page.hasMore),
  nextBefore: page.nextBefore ?? null,
});

/** The newest page older than `before` (the newest of all without it), in chronological order. */
export async function fetchMessages(conversationId: string, before: string | null, signal?: AbortSignal): Promise<ThreadPage> {
  const page: Partial<MessagePage> = await apiPost<typeof chatEndpoints.messages>(
    '/ai/conversations/messages',
    { conversationId, limit: MESSAGE_PAGE_SIZE, ...(before ? { before } : {}) },
    { signal },
  );
  return toThreadPage(page);
}

/** A conversation's cache holding one page: how a thread written here starts. */
export const singlePage = (page: ThreadPage): MessagePages => ({ pages: [page], pageParams: [null] });

/** `messages` after `list`, those already in it (by id) left out. */
export function appendNew(list: DisplayMessage[], messages: DisplayMessage[]): DisplayMessage[] {
  const known = new Set(list.map((message) => message.id));
  return [...list, ...messages.filter((message) => !known.has(message.id))];
}

/**
 * `list` with its latest exchange replaced: the message `fromId` and all after it give way to
 * `messages` (a choice's answer, a regenerated reply, an edited message and its new reply). Without
 * `fromId` in the list, `messages` are appended.
 */
export function replaceFrom(list: DisplayMessage[], fromId: string, messages: DisplayMessage[]): DisplayMessage[] {
  const at = list.findIndex((message) => message.id === fromId);
  return at < 0 ? appendNew(list, messages) : [...list.slice(0, at), ...messages];
}

/** A conversation's cache with the messages of its newest page changed (or started from none). */
export function withNewestMessages(data: MessagePages | undefined, change: (messages: DisplayMessage[]) => DisplayMessage[]): MessagePages {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return singlePage({ messages: change([]), hasMore: false, nextBefore: null });
  return { ...data, pages: [{ ...newest, messages: change(newest.messages) }, ...older] };
}

/** Appends messages to the newest page of a conversation's cache (or starts it with them). */
export const withMessagesAppended = (data: MessagePages | undefined, messages: DisplayMessage[]): MessagePages =>
  withNewestMessages(data, (list) => appendNew(list, messages));

/** The conversation's latest exchange replaced, from the message `fromId` on (`replaceFrom`). */
export const withLatestExchange = (data: MessagePages | undefined, fromId: string, messages: DisplayMessage[]): MessagePages =>
  withNewestMessages(data, (list) => replaceFrom(list, fromId, messages));

/** A conversation's cache with its newest page as the server answers it now (the older pages kept). */
export function withNewestPage(data: MessagePages | undefined, page: ThreadPage): MessagePages {
  if (!data || data.pages.length === 0) return singlePage(page);
  return { ...data, pages: [page, ...data.pages.slice(1)] };
}

export interface EarlyNewestPage {
  /** The account whose kept ID token the server accepted; null when no early answer was had. */
  uid: string | null;
  /** The page, until a request of the thread takes it; null once taken (or put in the cache). */
  page: ThreadPage | null;
}

const NO_EARLY_PAGE: EarlyNewestPage = { uid: null, page: null };

/** The early answer for this conversation, read; null when none was sent, or it was refused or failed. */
async function readEarlyNewestPage(conversationId: string): Promise<{ uid: string; page: ThreadPage } | null> {
  const early = await takeFirstPage<Partial<MessagePage>>(earlyNewestPageKey(conversationId));
  return early && { uid: early.uid, page: toThreadPage(early.data) };
}

/**
 * Takes the early answer for a conversation. The page goes into that account's cache, so that the
 * thread shows it with its first render; `onAccepted` hears the account (the session shows the
 * page for it before Firebase has restored the session). A thread whose request is already waiting
 * for the answer takes the page itself.
 */
export function getEarlyNewestPageQueryOptions(conversationId: string, onAccepted?: (uid: string) => void) {
  return queryOptions({
    queryKey: chatKeys.earlyNewestPage(conversationId),
    queryFn: async ({ client }): Promise<EarlyNewestPage> => {
      const early = await readEarlyNewestPage(conversationId);
      if (!early) return NO_EARLY_PAGE;
      const key = chatKeys.messages(early.uid, conversationId);
      const waiting = client.getQueryState(key);
      const taken = waiting?.fetchStatus === 'fetching';
      if (!taken && waiting?.data === undefined) client.setQueryData<MessagePages>(key, singlePage(early.page));
      onAccepted?.(early.uid);
      return { uid: early.uid, page: taken ? early.page : null };
    },
    // Sent once per page load: never asked again.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * Starts taking the early answer for the conversation the page was opened on, during render: the
 * chat is rendered hidden (and runs no effects) until the session is known, and the answer is what
 * makes it known.
 */
export function useEarlyNewestPage(conversationId: string | null): void {
  const client = useQueryClient();
  const setProvisionalUid = useSessionStore((state) => state.setProvisionalUid);
  if (conversationId && !client.getQueryState(chatKeys.earlyNewestPage(conversationId))) {
    void client.prefetchQuery(getEarlyNewestPageQueryOptions(conversationId, setProvisionalUid));
  }
}

/** The early page for `uid`'s conversation when one is still waiting to be taken; taken once. */
async function takeWaitingEarlyPage(client: QueryClient, uid: string, conversationId: string): Promise<ThreadPage | null> {
  const key = chatKeys.earlyNewestPage(conversationId);
  const state = client.getQueryState<EarlyNewestPage>(key);
  const early = state?.status === 'success' ? state.data : await client.fetchQuery(getEarlyNewestPageQueryOptions(conversationId)).catch(() => null);
  if (!early?.page || early.uid !== uid) return null;
  client.setQueryData<EarlyNewestPage>(key, { uid: early.uid, page: null });
  return early.page;
}

export function getMessagesQueryOptions(uid: string, conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(uid, conversationId),
    queryFn: async ({ pageParam, signal, client }) => {
      if (pageParam === null && client.getQueryState(chatKeys.earlyNewestPage(conversationId))) {
        const early = await takeWaitingEarlyPage(client, uid, conversationId);
        if (early) return early;
        // Given up on while it waited (the thread was left): nothing to ask.
        signal.throwIfAborted();
      }
      return fetchMessages(conversationId, pageParam, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: ThreadPage) => (last.hasMore && last.nextBefore ? last.nextBefore : undefined),
  });
}

/** The open conversation's messages (none asked for without a conversation, or before `enabled`). */
export function useMessages(uid: string | null, conversationId: string | null, enabled: boolean) {
  return useInfiniteQuery({ ...getMessagesQueryOptions(uid ?? '', conversationId ?? ''), enabled: enabled && uid !== null && conversationId !== null });
}

/**
 * Starts asking for the open conversation's newest page as the screen renders, rather than once its
 * first frame is committed (when the query would start): a page load that had no early answer
 * (Firebase restores the session first) asks as soon as the account is known.
 */
export function usePrefetchMessages(uid: string | null, conversationId: string | null, enabled: boolean): void {
  const client = useQueryClient();
  if (enabled && uid && conversationId && !client.getQueryState(chatKeys.messages(uid, conversationId))) {
    prefetchMessages(client, uid, conversationId);
  }
}

/** Asks for a conversation's newest page before its thread renders (a conversation picked in the list). */
export function prefetchMessages(client: QueryClient, uid: string, conversationId: string): void {
  void client.prefetchInfiniteQuery(getMessagesQueryOptions(uid, conversationId));
}
