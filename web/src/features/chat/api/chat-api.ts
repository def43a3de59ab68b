/** The chat endpoints of the API (docs/API.md, "Chat"). */
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '@shared/constants';
import type { ChatModelInfo, chatEndpoints, ConversationPage, MessagePage } from '@shared/contracts/chat';
import type { ResponseData } from '@shared/contracts/endpoint';
import { apiGet, apiPost } from '../../../lib/api-client';

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

/** POST /ai/conversations/messages: the newest page older than `before`, in chronological order. */
export async function fetchMessages(conversationId: string, before?: string | null, signal?: AbortSignal): Promise<MessagePage> {
  const page: Partial<MessagePage> = await apiPost<Endpoints['messages']>(
    '/ai/conversations/messages',
    { conversationId, limit: MESSAGE_PAGE_SIZE, ...(before ? { before } : {}) },
    { signal },
  );
  return {
    messages: Array.isArray(page.messages) ? page.messages : [],
    hasMore: Boolean(page.hasMore),
    nextBefore: page.nextBefore ?? null,
  };
}

/** POST /ai/conversations/delete. */
export function deleteConversation(conversationId: string): Promise<ResponseData<Endpoints['deleteConversation']>> {
  return apiPost<Endpoints['deleteConversation']>('/ai/conversations/delete', { conversationId });
}

/** GET /ai/model: the model that answers. */
export function fetchChatModel(signal?: AbortSignal): Promise<ChatModelInfo> {
  return apiGet<Endpoints['model']>('/ai/model', undefined, { signal });
}
