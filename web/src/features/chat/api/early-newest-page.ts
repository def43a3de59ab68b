/**
 * The chat's part of the boot path (`lib/boot`): a page load that opens a conversation by its
 * address (`/chat?c=<id>`) asks for its newest page from the page's entry, with the ID token this
 * browser keeps, so that it is on its way while the app's code loads and Firebase Auth restores the
 * session. The messages query (`get-messages.ts`) takes the answer under `earlyNewestPageKey`, or
 * asks the ordinary way when there is none.
 *
 * Small and free of the API client: the page's entry imports it.
 */
import { MESSAGE_PAGE_SIZE } from '@bela/contracts/constants';
import type { chatEndpoints } from '@bela/contracts/chat';
import type { RequestBody } from '@bela/contracts/endpoint';
import type { EarlyRequest } from '../../../lib/boot/early-request';
import { addressedConversation } from '../utils/conversation-address';

type MessagesEndpoint = (typeof chatEndpoints)['messages'];
const MESSAGES_PATH: MessagesEndpoint['path'] = '/ai/conversations/messages';

/** The key the early answer for a conversation's newest page waits under (`lib/boot/first-page.ts`). */
export const earlyNewestPageKey = (conversationId: string) => `newest-page:${conversationId}`;

/**
 * The thread's first rows format their times, and a page's first date formatter costs tens of
 * milliseconds (the browser loads its locale data; later ones, whatever their options, a tenth of a
 * millisecond): one is made while the answer is on its way (`utils/relative-time.ts` keeps its own).
 */
function prepareDateFormatting(): void {
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(0);
}

/** The early request for the newest page of the conversation `location` names; null for any other page. */
export function newestPageEarlyRequest(location: Pick<Location, 'pathname' | 'search'>): EarlyRequest | null {
  const conversationId = addressedConversation(location);
  if (!conversationId) return null;
  const body: RequestBody<MessagesEndpoint> = { conversationId, limit: MESSAGE_PAGE_SIZE };
  return { key: earlyNewestPageKey(conversationId), path: MESSAGES_PATH, body, prepare: prepareDateFormatting };
}
