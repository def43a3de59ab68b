/** The chat (docs/API.md, "Chat"): conversations, messages, and a turn as JSON or as a stream. */
import { z } from 'zod';
import { documentId, isoTime } from './common';
import { endpoint } from './endpoint';

export const chatModelInfo = z.object({ id: z.string(), label: z.string(), offline: z.boolean() });
export type ChatModelInfo = z.infer<typeof chatModelInfo>;

export const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  preview: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: isoTime,
  /** Set on a crisis-protocol reply, so it keeps its look after a reload. */
  crisis: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationsRequest = z.object({
  limit: z.number().int().min(1).max(50).default(20),
  startAfter: documentId.optional(),
});

export const conversationPage = z.object({
  conversations: z.array(conversationSummary),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPage>;

export const conversationMessagesRequest = z.object({
  conversationId: documentId,
  limit: z.number().int().min(1).max(100).default(50),
  before: documentId.optional(),
});

export const messagePage = z.object({
  /** Oldest first. */
  messages: z.array(chatMessage),
  hasMore: z.boolean(),
  nextBefore: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;

export const deleteConversationRequest = z.object({ conversationId: documentId });

/** Only the last user message is new; a client `systemPrompt` or system message is ignored. */
export const chatRequest = z.object({
  messages: z
    .array(z.object({ role: z.string().max(20), content: z.string().max(100_000) }))
    .min(1, 'messages is required.')
    .max(200),
  conversationId: documentId.optional().nullable(),
  systemPrompt: z.unknown().optional(),
  /** The browser's IANA time zone (e.g. `Europe/Paris`); the server checks it names a real zone. */
  timeZone: z.string().max(64).optional(),
});
export type ChatRequestBody = z.infer<typeof chatRequest>;

export const chatTurn = z.object({
  aiResponse: z.object({ id: z.string(), role: z.literal('assistant'), content: z.string() }),
  conversationId: z.string(),
  userMessageId: z.string(),
  title: z.string(),
  crisis: z.boolean(),
});

/** The events of POST /ai/chat/stream, in order: `meta`, `token`s, then `done` or `error`. */
export const streamEvents = {
  meta: z.object({ conversationId: z.string(), userMessageId: z.string(), title: z.string(), model: chatModelInfo }),
  token: z.object({ text: z.string() }),
  done: z.object({ messageId: z.string(), conversationId: z.string(), content: z.string(), crisis: z.boolean() }),
  error: z.object({ code: z.string(), message: z.string() }),
};
export type StreamMeta = z.infer<typeof streamEvents.meta>;
export type StreamDone = z.infer<typeof streamEvents.done>;

export const chatEndpoints = {
  model: endpoint({
    method: 'GET',
    path: '/ai/model',
    access: 'user',
    summary: 'The model that answers (offline: true for the offline demo model).',
    response: chatModelInfo,
  }),
  conversations: endpoint({
    method: 'POST',
    path: '/ai/conversations',
    access: 'verified',
    summary: "The caller's conversations, newest updatedAt first.",
    body: conversationsRequest,
    response: conversationPage,
  }),
  messages: endpoint({
    method: 'POST',
    path: '/ai/conversations/messages',
    access: 'verified',
    summary: 'The newest messages older than `before`, in chronological order.',
    body: conversationMessagesRequest,
    response: messagePage,
  }),
  deleteConversation: endpoint({
    method: 'POST',
    path: '/ai/conversations/delete',
    access: 'verified',
    summary: 'Deletes one of the caller’s conversations and its messages.',
    body: deleteConversationRequest,
    response: z.object({ deleted: z.literal(true), messagesDeleted: z.number().int() }),
  }),
  chat: endpoint({
    method: 'POST',
    path: '/ai/chat',
    access: 'verified',
    summary: "Sends one message and answers with Bela's whole reply.",
    body: chatRequest,
    response: chatTurn,
  }),
  chatStream: endpoint({
    method: 'POST',
    path: '/ai/chat/stream',
    access: 'verified',
    summary: "Sends one message and streams Bela's reply as server-sent events (meta, token, done | error).",
    body: chatRequest,
    stream: true,
  }),
};
