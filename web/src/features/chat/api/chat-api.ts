/** The chat endpoints of the API (docs/API.md, "Chat"). */
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '@shared/constants';
import type { ChatModelInfo, chatEndpoints, ConversationPage, MessagePage } from '@shared/contracts/chat';
import type { ResponseData } from '@shared/contracts/endpoint';
import { apiGet, apiPost } from '../../../lib/api-client';
import { parseEnvelope } from '../../../lib/api-envelope';
import { useSessionStore } from '../../../lib/session/session-store';
import { takeEarlyNewestPage } from './early-newest-page';

type Endpoints = typeof chatEndpoints;

// The pages are read defensively: a field missing from an answer reads as an empty page.

/** POST /ai/conversations: newest `updatedAt` first, `limit` a page. */
export async function fetchConversations(startAfter?: string | null, signal?: AbortSignal): Promise<ConversationPage> {
  const page: Partial<ConversationPage> = await apiPost<Endpoints['conversations']>(
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

const toMessagePage = (page: Partial<MessagePage>): MessagePage => ({
  messages: Array.isArray(page.messages) ? page.messages : [],
  hasMore: Boolean(page.hasMore),
  nextBefore: page.nextBefore ?? null,
});

/** POST /ai/conversations/messages: the newest page older than `before`, in chronological order. */
export async function fetchMessages(conversationId: string, before?: string | null, signal?: AbortSignal): Promise<MessagePage> {
  const page: Partial<MessagePage> = await apiPost<Endpoints['messages']>(
    '/ai/conversations/messages',
    { conversationId, limit: MESSAGE_PAGE_SIZE, ...(before ? { before } : {}) },
    { signal },
  );
  return toMessagePage(page);
}

export interface NewestPage {
  page: MessagePage;
  /**
   * The account whose kept ID token the server accepted, when the page came from the request
   * sent as the page started (`early-newest-page.ts`); null when it was asked for the ordinary way.
   */
  acceptedUid: string | null;
}

/**
 * The newest page of a conversation: the answer of the page's early request when there is one, it
 * succeeded, and Firebase has not meanwhile restored another account (or none); else the ordinary
 * request, with Firebase's token.
 */
export async function fetchNewestPage(conversationId: string, signal?: AbortSignal): Promise<NewestPage> {
  const early = takeEarlyNewestPage(conversationId);
  if (early) {
    try {
      const { uid, response } = await early;
      const page = toMessagePage(await parseEnvelope<Partial<MessagePage>>(response));
      const { authChecked, user } = useSessionStore.getState();
      if (!authChecked || user?.uid === uid) return { page, acceptedUid: uid };
    } catch {
      // Refused or failed: asked again below, as if it had never been sent.
    }
  }
  return { page: await fetchMessages(conversationId, null, signal), acceptedUid: null };
}

/** POST /ai/conversations/delete. */
export function deleteConversation(conversationId: string): Promise<ResponseData<Endpoints['deleteConversation']>> {
  return apiPost<Endpoints['deleteConversation']>('/ai/conversations/delete', { conversationId });
}

/** GET /ai/model: the model that answers. */
export function fetchChatModel(signal?: AbortSignal): Promise<ChatModelInfo> {
  return apiGet<Endpoints['model']>('/ai/model', undefined, { signal });
}
