/** The chat endpoints of the API (docs/API.md, "Chat"). */
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '@shared/constants';
import type { ChatMessage, ChatModelInfo, ConversationSummary } from '@shared/schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

export interface ConversationPage {
  conversations: ConversationSummary[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** A stored message; the server marks a crisis referral with `crisis: true`. */
export type StoredMessage = ChatMessage & { crisis?: boolean };

export interface MessagePage {
  /** Chronological (oldest first). */
  messages: StoredMessage[];
  hasMore: boolean;
  nextBefore: string | null;
}

/** POST /ai/conversations: newest `updatedAt` first, `limit` a page. */
export async function fetchConversations(startAfter?: string | null, signal?: AbortSignal): Promise<ConversationPage> {
  const page = await apiPost<Partial<ConversationPage>>(
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
  const page = await apiPost<Partial<MessagePage>>(
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
export function deleteConversation(conversationId: string): Promise<{ deleted: true; messagesDeleted: number }> {
  return apiPost('/ai/conversations/delete', { conversationId });
}

/** GET /ai/model: the model that answers. */
export function fetchChatModel(): Promise<ChatModelInfo> {
  return apiGet<ChatModelInfo>('/ai/model');
}
