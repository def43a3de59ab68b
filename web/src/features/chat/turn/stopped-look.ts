/**
 * The second look at a conversation after a stop. The server stores a stopped reply as its side of
 * the stream ends, a moment after the screen has stopped it; the screen then asks for the
 * conversation's newest page again, so that what it shows carries the server's ids and fields.
 *
 * The looks are the query client's retries (`retry`, `retryDelay`): a look that does not find what
 * the turn stored throws, and the client asks again after the next wait. The first attempt is the
 * stop itself and only starts the waits (nothing is stored yet to look for). The last look keeps
 * what the screen shows, put back over the server's page. Cancelling the query (a new turn, the
 * chat leaving) ends the waits and the request under way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fetchMessages, type ThreadPage } from '../api/get-messages';
import { chatKeys } from '../api/query-keys';
import type { StoppedLook } from './turn-specs';

/** The waits before each look at a stopped turn's conversation (ms); the last look keeps what is shown. */
export const RECONCILE_AFTER_MS = [1_000, 2_000];

/** Numbers the looks: each has a key of its own (a new look never joins an older one's fetch). */
let looks = 0;

/** Thrown by a look that does not find the turn's messages yet: the query client asks again. */
class NotStoredYet extends Error {
  constructor() {
    super('The stopped reply is not stored yet.');
  }
}

export interface StoppedLookRequest {
  owner: string;
  conversationId: string;
  look: StoppedLook;
  /** The newest page of a conversation (the API; a fake in tests). */
  fetchPage?: (conversationId: string, before: null, signal: AbortSignal) => Promise<ThreadPage>;
  delays?: readonly number[];
}

/**
 * Looks again at the conversation after the waits (`delays`), until its newest page holds what the
 * turn stored: resolves with that page, or after the last look with the server's page and the
 * turn's messages put back over it; null when every look failed or the looks were cancelled.
 */
export async function lookAfterStop(client: QueryClient, request: StoppedLookRequest): Promise<ThreadPage | null> {
  const { owner, conversationId, look, fetchPage = fetchMessages, delays = RECONCILE_AFTER_MS } = request;
  looks += 1;
  let attempt = 0;
  try {
    // The key names the look: what its function counts and waits for is this look's own, never shared.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one key per look (`looks`)
    return await client.fetchQuery({
      queryKey: chatKeys.stoppedLook(owner, conversationId, looks),
      queryFn: async ({ signal }) => {
        const at = attempt;
        attempt += 1;
        if (at === 0) throw new NotStoredYet();
        const page = await fetchPage(conversationId, null, signal);
        if (look.stored(page.messages)) return page;
        if (at < delays.length) throw new NotStoredYet();
        // Not found the last time: the server's page, with what is shown put back over it.
        return { ...page, messages: look.overlay(page.messages) };
      },
      retry: delays.length,
      retryDelay: (failures) => delays[Math.min(failures, delays.length - 1)] ?? 0,
      staleTime: 0,
      gcTime: 0,
    });
  } catch {
    return null;
  }
}

/** Cancels the account's looks under way (a new turn began, or the chat went). */
export function cancelStoppedLooks(client: QueryClient, owner: string | null): void {
  if (owner) void client.cancelQueries({ queryKey: chatKeys.stoppedLooks(owner) });
}
