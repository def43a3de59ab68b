/**
 * The chat state: the conversation list (paged), the open thread (paged backwards), the send in
 * flight and its notices, and the model that answers. The reply text being streamed lives in
 * `stream-store.ts` so tokens never touch this store.
 */
import { chatRefusalCodes, type ChatModelInfo, type ChatRefusalCode, type ConversationSummary } from '@shared/schemas';
import { create } from 'zustand';
import { isApiError } from '../../../lib/api-error';
import { deleteConversation, fetchChatModel, fetchConversations, fetchMessages, type StoredMessage } from '../api/chat-api';
import { streamChat } from '../api/chat-stream';
import { pickGreeting } from '../utils/greetings';
import { useStreamStore } from './stream-store';

export const APOLOGY = 'Sorry, I had trouble responding. Please try again.';

/** A message as the thread shows it. */
export interface DisplayMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  /**
   * 'crisis': a crisis referral (988); 'apology': the failure bubble (not stored); 'stopped': a
   * reply the user stopped (not stored).
   */
  kind?: 'crisis' | 'apology' | 'stopped';
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A refusal shown above the input. */
export interface ChatNotice {
  code: ChatRefusalCode;
  message: string;
  /** When the limit lifts (epoch ms), from Retry-After. */
  retryAt: number | null;
}

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'stopped' }
  | { status: 'ignored' }
  /** Nothing was stored: the text goes back into the input. */
  | { status: 'refused'; code: ChatRefusalCode; message: string }
  /** The apology was appended; the user's message stays shown. */
  | { status: 'failed' };

export interface SendHooks {
  /** The first reply of a new chat created this conversation. */
  onConversationCreated?: (conversationId: string) => void;
}

interface ChatState {
  ownerUid: string | null;

  conversations: ConversationSummary[];
  listStatus: LoadStatus;
  listHasMore: boolean;
  listCursor: string | null;
  listLoadingMore: boolean;
  listMoreFailed: boolean;
  deletingIds: Record<string, true>;

  /** Bumped on every switch of thread; late answers for an older thread are dropped. */
  threadKey: number;
  conversationId: string | null;
  /** The opening line of a new chat (not stored). */
  greeting: string | null;
  messages: DisplayMessage[];
  threadStatus: LoadStatus;
  hasEarlier: boolean;
  earlierCursor: string | null;
  loadingEarlier: boolean;
  earlierFailed: boolean;

  sending: boolean;
  notice: ChatNotice | null;

  model: ChatModelInfo | null;
  modelStatus: LoadStatus;

  /** Resets everything when another user signs in. */
  ensureOwner: (uid: string) => void;
  reset: () => void;
  loadConversations: () => Promise<void>;
  refreshConversations: () => Promise<void>;
  loadMoreConversations: () => Promise<void>;
  openConversation: (conversationId: string) => Promise<void>;
  startNewChat: () => void;
  loadEarlier: () => Promise<void>;
  send: (content: string, hooks?: SendHooks) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
  /** Deletes a conversation; throws an Error whose message is the one to show. */
  removeConversation: (conversationId: string) => Promise<void>;
  loadModel: () => Promise<void>;
}

let localSeq = 0;
const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(localSeq += 1)}`;

/** The stream in flight, if any; a thread switch aborts it. */
let active: { controller: AbortController; threadKey: number } | null = null;
let listRequest = 0;
/** Conversations this tab created in the last minute (kept through a lagging list refresh). */
const recentlyCreated = new Set<string>();
const RECENT_MS = 60_000;

function abortActive(): void {
  active?.controller.abort();
  active = null;
}

type ChatData = Omit<ChatState, { [K in keyof ChatState]: ChatState[K] extends (...args: never[]) => unknown ? K : never }[keyof ChatState]>;

/** A thread with nothing loaded and nothing in flight: where opening or starting a chat begins. */
const emptyThread = {
  greeting: null,
  messages: [],
  hasEarlier: false,
  earlierCursor: null,
  loadingEarlier: false,
  earlierFailed: false,
  sending: false,
  notice: null,
} satisfies Partial<ChatData>;

function initialData(): Omit<ChatData, 'threadKey'> {
  return {
    ownerUid: null,
    conversations: [],
    listStatus: 'idle',
    listHasMore: false,
    listCursor: null,
    listLoadingMore: false,
    listMoreFailed: false,
    deletingIds: {},
    conversationId: null,
    ...emptyThread,
    threadStatus: 'idle',
    model: null,
    modelStatus: 'idle',
  };
}

function resetStream(): void {
  useStreamStore.getState().reset();
}

function toDisplay({ crisis, ...message }: StoredMessage): DisplayMessage {
  return crisis ? { ...message, kind: 'crisis' } : message;
}

function isRefusal(code: string): code is ChatRefusalCode {
  return (chatRefusalCodes as readonly string[]).includes(code);
}

/** Puts `conversation` first (it was just written to), replacing an older copy. */
function toTop(list: ConversationSummary[], conversation: ConversationSummary): ConversationSummary[] {
  return [conversation, ...list.filter((item) => item.id !== conversation.id)];
}

export const useChatStore = create<ChatState>()((set, get) => ({
  ...initialData(),
  threadKey: 0,

  ensureOwner: (uid) => {
    if (get().ownerUid === uid) return;
    get().reset();
    set({ ownerUid: uid });
  },

  reset: () => {
    abortActive();
    listRequest += 1;
    resetStream();
    set((state) => ({ ...initialData(), threadKey: state.threadKey + 1 }));
  },

  loadConversations: async () => {
    const request = ++listRequest;
    set({ listStatus: 'loading', listMoreFailed: false });
    try {
      const page = await fetchConversations();
      if (request !== listRequest) return;
      set({ conversations: page.conversations, listHasMore: page.hasMore, listCursor: page.nextCursor, listStatus: 'ready' });
    } catch (error) {
      if (request !== listRequest) return;
      console.warn('Failed to load conversations', error);
      set({ listStatus: 'error' });
    }
  },

  refreshConversations: async () => {
    if (get().listStatus !== 'ready') return get().loadConversations();
    const request = ++listRequest;
    try {
      const page = await fetchConversations();
      if (request !== listRequest) return;
      set((state) => {
        // Keep the pages loaded beyond the first: the conversations older than the fresh page.
        const fresh = new Set(page.conversations.map((item) => item.id));
        const last = page.conversations.at(-1);
        const older = last ? state.conversations.filter((item) => !fresh.has(item.id) && item.updatedAt <= last.updatedAt) : [];
        const loadedBeyond = older.length > 0 && state.listCursor !== page.nextCursor;
        // A conversation created here moments ago stays even if the list lags behind the write.
        const justCreated = state.conversations.filter((item) => !fresh.has(item.id) && recentlyCreated.has(item.id));
        return {
          conversations: [...justCreated, ...(page.hasMore ? [...page.conversations, ...older] : page.conversations)],
          listHasMore: loadedBeyond ? state.listHasMore : page.hasMore,
          listCursor: loadedBeyond ? state.listCursor : page.nextCursor,
        };
      });
    } catch (error) {
      // The list already shown stays; a later refresh catches up.
      console.warn('Conversation refresh failed', error);
    }
  },

  loadMoreConversations: async () => {
    const { listCursor, listLoadingMore, listHasMore } = get();
    if (listLoadingMore || !listHasMore) return;
    const request = listRequest;
    set({ listLoadingMore: true, listMoreFailed: false });
    try {
      const page = await fetchConversations(listCursor);
      if (request !== listRequest) return;
      set((state) => {
        const known = new Set(state.conversations.map((item) => item.id));
        return {
          conversations: [...state.conversations, ...page.conversations.filter((item) => !known.has(item.id))],
          listHasMore: page.hasMore,
          listCursor: page.nextCursor,
          listLoadingMore: false,
        };
      });
    } catch (error) {
      console.warn('Failed to load more conversations', error);
      if (request === listRequest) set({ listLoadingMore: false, listMoreFailed: true });
    }
  },

  openConversation: async (conversationId) => {
    abortActive();
    resetStream();
    const threadKey = get().threadKey + 1;
    set({
      threadKey,
      conversationId,
      ...emptyThread,
      threadStatus: 'loading',
    });
    try {
      const page = await fetchMessages(conversationId);
      if (get().threadKey !== threadKey) return;
      set({ messages: page.messages.map(toDisplay), hasEarlier: page.hasMore, earlierCursor: page.nextBefore, threadStatus: 'ready' });
    } catch (error) {
      if (get().threadKey !== threadKey) return;
      console.warn('Failed to load messages', error);
      set({ threadStatus: 'error' });
    }
  },

  startNewChat: () => {
    abortActive();
    resetStream();
    set((state) => ({
      threadKey: state.threadKey + 1,
      conversationId: null,
      ...emptyThread,
      greeting: pickGreeting(Math.random, state.greeting ?? undefined),
      threadStatus: 'ready',
    }));
  },

  loadEarlier: async () => {
    const { conversationId, earlierCursor, hasEarlier, loadingEarlier, threadKey, threadStatus } = get();
    if (!conversationId || !hasEarlier || loadingEarlier || threadStatus !== 'ready') return;
    set({ loadingEarlier: true, earlierFailed: false });
    try {
      const page = await fetchMessages(conversationId, earlierCursor);
      if (get().threadKey !== threadKey) return;
      set((state) => {
        const known = new Set(state.messages.map((message) => message.id));
        return {
          messages: [...page.messages.filter((message) => !known.has(message.id)).map(toDisplay), ...state.messages],
          hasEarlier: page.hasMore,
          earlierCursor: page.nextBefore,
          loadingEarlier: false,
        };
      });
    } catch (error) {
      console.warn('Failed to load earlier messages', error);
      if (get().threadKey === threadKey) set({ loadingEarlier: false, earlierFailed: true });
    }
  },

  send: async (content, hooks = {}) => {
    const state = get();
    if (state.sending || !content.trim() || state.threadStatus !== 'ready') return { status: 'ignored' };
    const threadKey = state.threadKey;
    const userMessageId = localId('local-user');
    const now = new Date().toISOString();
    let currentUserId = userMessageId;
    let conversationId = state.conversationId;
    const isCurrent = () => get().threadKey === threadKey;

    set((s) => ({
      messages: [...s.messages, { id: userMessageId, role: 'user', content, createdAt: now }],
      sending: true,
      notice: null,
    }));
    const stream = useStreamStore.getState();
    stream.start();
    const controller = new AbortController();
    active = { controller, threadKey };

    const replaceUserId = (id: string) => {
      if (!id || id === currentUserId) return;
      const previous = currentUserId;
      currentUserId = id;
      set((s) => ({ messages: s.messages.map((message) => (message.id === previous ? { ...message, id } : message)) }));
    };

    try {
      const done = await streamChat(
        { content, conversationId },
        (event) => {
          if (!isCurrent()) return;
          if (event.type === 'token') {
            stream.append(event.text);
          } else if (event.type === 'meta') {
            const { meta } = event;
            replaceUserId(meta.userMessageId);
            if (meta.model) set({ model: meta.model, modelStatus: 'ready' });
            const stamp = new Date().toISOString();
            if (!conversationId && meta.conversationId) {
              conversationId = meta.conversationId;
              const created = conversationId;
              recentlyCreated.add(created);
              setTimeout(() => recentlyCreated.delete(created), RECENT_MS);
              const summary: ConversationSummary = { id: conversationId, title: meta.title, createdAt: stamp, updatedAt: stamp, preview: content };
              set((s) => ({ conversationId, conversations: toTop(s.conversations, summary) }));
              hooks.onConversationCreated?.(conversationId);
            } else if (conversationId) {
              const id = conversationId;
              set((s) => {
                const existing = s.conversations.find((item) => item.id === id);
                if (!existing) return {};
                return { conversations: toTop(s.conversations, { ...existing, title: meta.title || existing.title, updatedAt: stamp, preview: content }) };
              });
            }
          }
        },
        controller.signal,
      );
      if (isCurrent()) {
        const text = done.content || stream.snapshot();
        const reply: DisplayMessage = {
          id: done.messageId || localId('local-reply'),
          role: 'assistant',
          content: text,
          createdAt: new Date().toISOString(),
          ...(done.crisis ? { kind: 'crisis' as const } : {}),
        };
        set((s) => ({ messages: [...s.messages, reply], sending: false }));
        stream.reset();
      }
      void get().refreshConversations();
      return { status: 'sent' };
    } catch (error) {
      if (!isCurrent()) return { status: 'ignored' };
      const partial = stream.snapshot();
      stream.reset();

      if (controller.signal.aborted) {
        // Stopped by the user: keep what Bela had written (it is not stored).
        if (partial.trim()) {
          const stopped: DisplayMessage = { id: localId('local-stopped'), role: 'assistant', content: partial, createdAt: new Date().toISOString(), kind: 'stopped' };
          set((s) => ({ messages: [...s.messages, stopped] }));
        }
        set({ sending: false });
        void get().refreshConversations();
        return { status: 'stopped' };
      }

      if (isApiError(error) && error.status >= 400 && isRefusal(error.code)) {
        // Refused before the stream: nothing was stored, so the message goes back into the input.
        const retryAfter = error.retryAfterSeconds ?? null;
        set((s) => ({
          messages: s.messages.filter((message) => message.id !== currentUserId),
          sending: false,
          notice: { code: error.code as ChatRefusalCode, message: error.message, retryAt: retryAfter === null ? null : Date.now() + retryAfter * 1000 },
        }));
        return { status: 'refused', code: error.code as ChatRefusalCode, message: error.message };
      }

      console.warn('Chat reply failed', isApiError(error) ? `${error.code}: ${error.message}` : error);
      const apology: DisplayMessage = { id: localId('local-apology'), role: 'assistant', content: APOLOGY, createdAt: new Date().toISOString(), kind: 'apology' };
      set((s) => ({ messages: [...s.messages, apology], sending: false }));
      if (conversationId) void get().refreshConversations();
      return { status: 'failed' };
    } finally {
      if (active?.controller === controller) active = null;
    }
  },

  stop: () => {
    active?.controller.abort();
  },

  dismissNotice: () => set({ notice: null }),

  removeConversation: async (conversationId) => {
    set((s) => ({ deletingIds: { ...s.deletingIds, [conversationId]: true } }));
    try {
      await deleteConversation(conversationId);
      recentlyCreated.delete(conversationId);
      set((s) => ({ conversations: s.conversations.filter((item) => item.id !== conversationId) }));
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
      throw new Error(`Failed to delete conversation: ${reason}`, { cause: error });
    } finally {
      set((s) => {
        const { [conversationId]: _removed, ...rest } = s.deletingIds;
        return { deletingIds: rest };
      });
    }
  },

  loadModel: async () => {
    if (get().modelStatus === 'loading' || get().modelStatus === 'ready') return;
    set({ modelStatus: 'loading' });
    try {
      const model = await fetchChatModel();
      set({ model, modelStatus: 'ready' });
    } catch (error) {
      console.warn('Failed to load the model info', error);
      set({ modelStatus: 'error' });
    }
  },
}));
