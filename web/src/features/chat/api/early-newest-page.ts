/**
 * The newest page of the conversation a page load opens (`/chat?c=<id>`), asked for as the page
 * starts with the ID token Firebase keeps (`lib/session/early-request.ts`), so that it is on its way
 * while the app's code loads and Firebase Auth restores the session. The messages query
 * (`get-messages.ts`) takes the answer, or asks the ordinary way when there is none.
 *
 * Small and free of the API client: the page's entry calls `requestAddressedConversationEarly`.
 */
import { MESSAGE_PAGE_SIZE } from '@bela/contracts/constants';
import type { chatEndpoints } from '@bela/contracts/chat';
import type { RequestBody } from '@bela/contracts/endpoint';
import { sendEarlyRequest, takeEarlyAnswer, type EarlyAnswer } from '../../../lib/session/early-request';
import { addressedConversation } from '../utils/conversation-address';

type MessagesEndpoint = (typeof chatEndpoints)['messages'];
const MESSAGES_PATH: MessagesEndpoint['path'] = '/ai/conversations/messages';

const keyOf = (conversationId: string) => `newest-page:${conversationId}`;

/**
 * Sends the early request for the conversation in the page's address, if it names one; resolves
 * once it has left (at once when there is none).
 */
export function requestAddressedConversationEarly(): Promise<void> {
  const conversationId = typeof window === 'undefined' ? null : addressedConversation(window.location);
  if (!conversationId) return Promise.resolve();
  const body: RequestBody<MessagesEndpoint> = { conversationId, limit: MESSAGE_PAGE_SIZE };
  return sendEarlyRequest(keyOf(conversationId), MESSAGES_PATH, body);
}

/** The early answer for this conversation's newest page, once; null when none was sent. */
export function takeEarlyNewestPage(conversationId: string): Promise<EarlyAnswer> | null {
  return takeEarlyAnswer(keyOf(conversationId));
}
