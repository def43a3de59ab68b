/** The chat (docs/API.md, "Chat"): conversations, messages, and a turn as JSON or as a stream. */
import { z } from 'zod';
import { documentId, isoTime } from './common';
import { endpoint } from './endpoint';
import { memoryChange, usedMemory } from './memories';
import { photoAttachment } from './gallery';

/** Most alternatives a reply keeps, and most versions a member's message keeps (decision 0007). */
export const MAX_ALTERNATIVES = 10;
export const MAX_VERSIONS = 10;

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
  /** A message Bela wrote first, at the member's invitation (a check-in, issue 44). */
  checkIn: z.boolean().optional(),
  /** The member stopped this reply while Bela was writing it: the text is what she had written. */
  stopped: z.boolean().optional(),
  /** A reply that was regenerated: how many alternatives it has (2 to 10)... */
  alternatives: z.number().int().min(2).max(MAX_ALTERNATIVES).optional(),
  /** ...and the zero-based index of the one shown, the one Bela goes on from. */
  chosen: z.number().int().min(0).optional(),
  /** A member's message that was edited: how many versions it has (2 to 10)... */
  versions: z.number().int().min(2).max(MAX_VERSIONS).optional(),
  /** ...and the zero-based index of the one shown (with the reply it had). */
  version: z.number().int().min(0).optional(),
  /** A reply composed with memories: the ones it was given (as they were then). */
  memories: z.array(usedMemory).optional(),
  /** A reply after which Bela learned something from the member's message: what changed. */
  learned: z.array(memoryChange).optional(),
  /** A photo Bela shared with the reply (issue 42), signed for the reader now. */
  attachments: z.array(photoAttachment).optional(),
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

/**
 * New York's notice that Bela is an AI and not a human, given with a turn when the server decides it
 * is due (at the start of the member's day of chat, and at least every three hours after): the chat
 * shows `text` as a line of its own.
 */
export const aiNotice = z.object({ kind: z.literal('not-human'), text: z.string() });
export type AiNotice = z.infer<typeof aiNotice>;

export const chatTurn = z.object({
  aiResponse: z.object({
    id: z.string(),
    role: z.literal('assistant'),
    content: z.string(),
    /** A photo Bela shares with the reply (issue 42). */
    attachments: z.array(photoAttachment).optional(),
  }),
  conversationId: z.string(),
  userMessageId: z.string(),
  title: z.string(),
  crisis: z.boolean(),
  /** After a regenerate: how many alternatives the reply has now, and the one shown (the new one). */
  alternatives: z.number().int().optional(),
  chosen: z.number().int().optional(),
  /** The memories the reply was composed with, and what Bela learned from the member's message. */
  memories: z.array(usedMemory).optional(),
  learned: z.array(memoryChange).optional(),
  /** The notice that Bela is an AI, when this turn carries it. */
  notice: aiNotice.optional(),
});

/** POST /ai/chat/regenerate: a new alternative of the conversation's last reply. */
export const regenerateRequest = z.object({
  conversationId: documentId,
  timeZone: z.string().max(64).optional(),
});

/** POST /ai/chat/edit: replaces the member's latest message and asks for a new reply. */
export const editRequest = z.object({
  conversationId: documentId,
  messageId: documentId,
  content: z.string().max(100_000),
  timeZone: z.string().max(64).optional(),
});

/**
 * POST /ai/chat/choose: which alternative of the last reply (`alternative`), or which version of the
 * member's latest message (`version`), is shown and goes on into the history. Exactly one of them.
 */
export const chooseRequest = z
  .object({
    conversationId: documentId,
    messageId: documentId,
    alternative: z.number().int().min(0).max(MAX_ALTERNATIVES - 1).optional(),
    version: z.number().int().min(0).max(MAX_VERSIONS - 1).optional(),
  })
  .refine((body) => (body.alternative === undefined) !== (body.version === undefined), {
    message: 'Name either an alternative or a version.',
  });

/** The most characters of a reply a stop may say were shown (far beyond any reply: MAX_REPLY_TOKENS is 500). */
export const MAX_SHOWN_CHARS = 100_000;

/**
 * POST /ai/chat/stop: the reply on the way in this conversation stops where it is (kept, marked
 * stopped). `shownChars`: how much of it had reached the member's screen (UTF-16 code units of the
 * streamed text, as JavaScript counts a string's length); the reply is stored cut there, and never
 * longer than what the server had sent.
 */
export const stopRequest = z.object({ conversationId: documentId, shownChars: z.number().int().min(0).max(MAX_SHOWN_CHARS).optional() });

/** The latest exchange as shown after a choice: the member's message, then the reply (if any). */
export const latestExchange = z.object({ messages: z.array(chatMessage) });
export type LatestExchange = z.infer<typeof latestExchange>;

/** The events of POST /ai/chat/stream, in order: `meta`, `token`s, then `done` or `error`. */
export const streamEvents = {
  /** `notice`: the notice that Bela is an AI, when this turn carries it (shown before the reply). */
  meta: z.object({ conversationId: z.string(), userMessageId: z.string(), title: z.string(), model: chatModelInfo, notice: aiNotice.optional() }),
  token: z.object({ text: z.string() }),
  done: z.object({
    messageId: z.string(),
    conversationId: z.string(),
    content: z.string(),
    crisis: z.boolean(),
    /** After a regenerate: how many alternatives the reply has now, and the one shown (the new one). */
    alternatives: z.number().int().optional(),
    chosen: z.number().int().optional(),
    /** The memories the reply was composed with. */
    memories: z.array(usedMemory).optional(),
    /** A photo Bela shares with the reply (issue 42). */
    attachments: z.array(photoAttachment).optional(),
  }),
  /** What Bela learned from the member's message (sent before `done`, only when something changed). */
  memory: z.object({ changes: z.array(memoryChange) }),
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
    revocationBesideHandler: true,
    summary: "Sends one message and answers with Bela's whole reply.",
    body: chatRequest,
    response: chatTurn,
  }),
  chatStream: endpoint({
    method: 'POST',
    path: '/ai/chat/stream',
    access: 'verified',
    revocationBesideHandler: true,
    summary: "Sends one message and streams Bela's reply as server-sent events (meta, token, done | error).",
    body: chatRequest,
    stream: true,
  }),
  regenerate: endpoint({
    method: 'POST',
    path: '/ai/chat/regenerate',
    access: 'verified',
    revocationBesideHandler: true,
    summary:
      "Streams a new alternative of the conversation's last reply, as /ai/chat/stream does (JSON like /ai/chat when the request does not accept text/event-stream). Counts as a message.",
    body: regenerateRequest,
    stream: true,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/ai/chat/edit',
    access: 'verified',
    revocationBesideHandler: true,
    summary:
      "Replaces the member's latest message (the earlier version and its reply are kept) and streams a new reply, as /ai/chat/stream does. Counts as a message.",
    body: editRequest,
    stream: true,
  }),
  stop: endpoint({
    method: 'POST',
    path: '/ai/chat/stop',
    access: 'verified',
    summary:
      'Stops the reply being written in the conversation, wherever its stream runs: what was sent is kept (cut at `shownChars`, what the member saw, when given), marked stopped, and the model call is cancelled. The client also ends its stream.',
    body: stopRequest,
    response: z.object({ stopping: z.literal(true) }),
  }),
  choose: endpoint({
    method: 'POST',
    path: '/ai/chat/choose',
    access: 'verified',
    summary: 'Shows another alternative of the last reply, or another version of the latest message; answers the latest exchange.',
    body: chooseRequest,
    response: latestExchange,
  }),
};
