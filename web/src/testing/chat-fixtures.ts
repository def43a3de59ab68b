/**
 * The chat's component-test fixtures: conversations and messages as the API sends them, the
 * handlers a chat screen asks on opening (the model, the conversation list, a conversation's
 * pages), and a reply as the stream sends it.
 */
import type { ChatMessage, ConversationSummary, MessagePage, StreamDone, StreamMeta } from '@bela/contracts/chat';
import { chatEndpoints } from '@bela/contracts/chat';
import { eventStream, onApi, type SseEventSpec } from './api-handlers';

const MINUTE = 60_000;

/** A conversation of the list, updated `minutesAgo`. */
export function conversation(id: string, title: string, minutesAgo = 5): ConversationSummary {
  const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  return { id, title, createdAt: at, updatedAt: at, preview: '' };
}

/** A stored message, written `minutesAgo`. */
export function message(id: string, role: ChatMessage['role'], content: string, minutesAgo = 10, crisis?: boolean): ChatMessage {
  return { id, role, content, createdAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(), ...(crisis ? { crisis } : {}) };
}

/** A page of a conversation's messages (oldest first); `nextBefore` names the page before it. */
export const messagePage = (messages: ChatMessage[], nextBefore: string | null = null): MessagePage => ({
  messages,
  hasMore: nextBefore !== null,
  nextBefore,
});

export const onlineModel = { id: 'model-1', label: 'Model One', offline: false };

/** GET /ai/model: the model that answers. */
export const modelHandler = (model = onlineModel) => onApi(chatEndpoints.model, () => model);

/** POST /ai/conversations: the list's pages in order, each after the cursor the one before names. */
export function conversationsHandler(...pages: ConversationSummary[][]) {
  return onApi(chatEndpoints.conversations, ({ body }) => {
    const index = body.startAfter ? pages.findIndex((page) => page.at(-1)?.id === body.startAfter) + 1 : 0;
    const conversations = pages[index] ?? [];
    const hasMore = index < pages.length - 1;
    return { conversations, hasMore, nextCursor: hasMore ? (conversations.at(-1)?.id ?? null) : null };
  });
}

/**
 * POST /ai/conversations/messages: each conversation's pages, newest first; the page before one
 * is asked for with `before` = its `nextBefore`.
 */
export function messagesHandler(pages: Record<string, MessagePage[]>) {
  return onApi(chatEndpoints.messages, ({ body }) => {
    const conversationPages = pages[body.conversationId] ?? [messagePage([])];
    if (!body.before) return conversationPages[0]!;
    const index = conversationPages.findIndex((page) => page.nextBefore === body.before);
    return conversationPages[index + 1] ?? messagePage([]);
  });
}

/** The chat screen's handlers on opening: the model, the list, and the conversations' pages. */
export function chatHandlers({ conversations = [] as ConversationSummary[], messages = {} as Record<string, MessagePage[]> } = {}) {
  // A stop tells the server too (POST /ai/chat/stop); it answers that it is stopping.
  return [modelHandler(), conversationsHandler(conversations), messagesHandler(messages), onApi(chatEndpoints.stop, () => ({ stopping: true as const }))];
}

/** The events of a reply: `meta`, its text as tokens, then `done` (left out with `done: false`). */
export function replyEvents(
  text: string[],
  { conversationId = 'c-new', title = 'A new chat', userMessageId = 'u-1', messageId = 'a-1', crisis = false, done = true } = {},
): SseEventSpec[] {
  const meta: StreamMeta = { conversationId, userMessageId, title, model: onlineModel };
  const end: StreamDone = { messageId, conversationId, content: text.join(''), crisis };
  return [
    { event: 'meta', data: meta },
    ...text.map((part) => ({ event: 'token', data: { text: part } })),
    ...(done ? [{ event: 'done', data: end }] : []),
  ];
}

/** POST /ai/chat/stream answered by `stream` (from `eventStream`). */
export const chatStreamHandler = (stream: ReturnType<typeof eventStream>) => onApi(chatEndpoints.chatStream, () => stream.response);

/**
 * Loads the chat page's code (its guard and route), so that a test file's first test does not spend
 * its time compiling it: call in `beforeAll`, with a generous timeout.
 */
export async function loadChatPage(): Promise<void> {
  await Promise.all([import('../app/routes/chat'), import('../app/guards/require-auth'), import('../features/chat/components/about-bela-dialog')]);
}
