/**
 * The open thread: a stored conversation (its newest page, then older pages on demand) or a new
 * chat that opens with Bela's greeting. `threadKey` changes with every switch, so an answer for a
 * thread no longer shown is dropped. The send store writes the turn in flight into `messages`.
 */
import type { MessagePage } from '@shared/contracts/chat';
import { create } from 'zustand';
import { useSessionStore } from '../../../lib/session/session-store';
import { fetchMessages, fetchNewestPage, type NewestPage } from '../api/chat-api';
import { toDisplay, type DisplayMessage } from '../utils/display-message';
import { pickGreeting } from '../utils/greetings';
import type { LoadStatus } from './load-status';

interface ThreadData {
  /** Bumped on every switch of thread and on reset. */
  threadKey: number;
  conversationId: string | null;
  /** The opening line of a new chat (not stored). */
  greeting: string | null;
  /** Oldest first. */
  messages: DisplayMessage[];
  status: LoadStatus;
  hasEarlier: boolean;
  earlierCursor: string | null;
  loadingEarlier: boolean;
  earlierFailed: boolean;
  /**
   * The account whose kept ID token fetched the page shown, before Firebase had restored the
   * session (`fetchNewestPage`); null otherwise. The chat store compares it with the account
   * Firebase restores.
   */
  acceptedUid: string | null;
  /** Cancels this store's requests on reset; a new one per reset. */
  requests: AbortController;
}

interface ThreadState extends ThreadData {
  /**
   * Asks for the newest page of a conversation about to be opened (the one in the address, while
   * the chat is still loading); the `open` that follows within a few seconds uses that request.
   * Changes no state, unless `showOnArrival`: then the page, once it arrives, opens the thread if
   * no thread has been opened or started meanwhile (the screen shows it with its first render).
   */
  prefetch: (conversationId: string, options?: { showOnArrival?: boolean }) => void;
  open: (conversationId: string) => Promise<void>;
  startNew: () => void;
  loadEarlier: () => Promise<void>;
  /** The first reply of a new chat named the conversation it created (the thread stays the same). */
  adoptConversation: (conversationId: string) => void;
  append: (message: DisplayMessage) => void;
  /** The server named a message the client had shown under a local id. */
  renameMessage: (from: string, to: string) => void;
  removeMessage: (id: string) => void;
  reset: () => void;
}

/** A thread with nothing loaded: where opening or starting a chat begins. */
const emptyThread = {
  conversationId: null,
  greeting: null,
  messages: [],
  status: 'idle',
  hasEarlier: false,
  earlierCursor: null,
  loadingEarlier: false,
  earlierFailed: false,
  acceptedUid: null,
} satisfies Partial<ThreadData>;

/** A prefetched page that arrived longer ago than this is asked for again. */
const PREFETCH_FRESH_MS = 5_000;

interface Prefetched {
  request: Promise<NewestPage>;
  /** The page, once it has arrived (then the thread shows it at once, with no loading state). */
  page: NewestPage | null;
  arrivedAt: number | null;
}

/** The thread's state once a conversation's newest page has arrived. */
const ready = (page: MessagePage) =>
  ({ messages: page.messages.map(toDisplay), hasEarlier: page.hasMore, earlierCursor: page.nextBefore, status: 'ready' }) as const;

/**
 * A page the server gave for the token Firebase keeps (the request sent as the page started) tells the
 * session whose it is, so that the guard shows the thread before Firebase has restored the session.
 * Set in the same update as the thread: both render together.
 */
function showNewestPage(newest: NewestPage, thread: Partial<ThreadData>, set: (state: Partial<ThreadData>) => void): void {
  set({ ...thread, ...ready(newest.page), acceptedUid: newest.acceptedUid });
  if (newest.acceptedUid) useSessionStore.getState().setProvisionalUid(newest.acceptedUid);
}

/** Newest pages asked for by `prefetch` and not yet taken by `open`, by conversation. */
const prefetched = new Map<string, Prefetched>();

const isFresh = (entry: Prefetched | undefined): entry is Prefetched =>
  entry !== undefined && (entry.arrivedAt === null || Date.now() - entry.arrivedAt < PREFETCH_FRESH_MS);

function takePrefetched(conversationId: string): Prefetched | null {
  const entry = prefetched.get(conversationId);
  prefetched.delete(conversationId);
  return isFresh(entry) ? entry : null;
}

export const useThreadStore = create<ThreadState>()((set, get) => ({
  ...emptyThread,
  threadKey: 0,
  requests: new AbortController(),

  prefetch: (conversationId, { showOnArrival = false } = {}) => {
    const { conversationId: shown, status, requests, threadKey } = get();
    if ((shown === conversationId && status !== 'idle') || isFresh(prefetched.get(conversationId))) return;
    const entry: Prefetched = { request: fetchNewestPage(conversationId, requests.signal), page: null, arrivedAt: null };
    entry.request.then(
      (page) => {
        Object.assign(entry, { page, arrivedAt: Date.now() });
        const now = get();
        if (!showOnArrival || now.threadKey !== threadKey || now.status !== 'idle' || prefetched.get(conversationId) !== entry) return;
        prefetched.delete(conversationId);
        showNewestPage(page, { ...emptyThread, threadKey: threadKey + 1, conversationId }, set);
      },
      // A failure is reported by the `open` that takes it.
      () => undefined,
    );
    prefetched.set(conversationId, entry);
  },

  open: async (conversationId) => {
    const threadKey = get().threadKey + 1;
    const early = takePrefetched(conversationId);
    if (early?.page) {
      showNewestPage(early.page, { ...emptyThread, threadKey, conversationId }, set);
      return;
    }
    // The request goes out before the switch re-renders the thread.
    const request = early?.request ?? fetchNewestPage(conversationId, get().requests.signal);
    set({ ...emptyThread, threadKey, conversationId, status: 'loading' });
    try {
      const page = await request;
      if (get().threadKey !== threadKey) return;
      showNewestPage(page, {}, set);
    } catch (error) {
      if (get().threadKey !== threadKey) return;
      console.warn('Failed to load messages', error);
      set({ status: 'error' });
    }
  },

  startNew: () =>
    set((state) => ({
      ...emptyThread,
      threadKey: state.threadKey + 1,
      // Two new chats in a row do not open with the same line.
      greeting: pickGreeting(Math.random, state.greeting ?? undefined),
      status: 'ready',
    })),

  loadEarlier: async () => {
    const { conversationId, earlierCursor, hasEarlier, loadingEarlier, threadKey, status, requests } = get();
    if (!conversationId || !hasEarlier || loadingEarlier || status !== 'ready') return;
    set({ loadingEarlier: true, earlierFailed: false });
    try {
      const page = await fetchMessages(conversationId, earlierCursor, requests.signal);
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

  adoptConversation: (conversationId) => set({ conversationId }),

  append: (message) => set((state) => ({ messages: [...state.messages, message] })),

  renameMessage: (from, to) =>
    set((state) => ({ messages: state.messages.map((message) => (message.id === from ? { ...message, id: to } : message)) })),

  removeMessage: (id) => set((state) => ({ messages: state.messages.filter((message) => message.id !== id) })),

  reset: () => {
    get().requests.abort();
    prefetched.clear();
    set((state) => ({ ...emptyThread, threadKey: state.threadKey + 1, requests: new AbortController() }));
  },
}));
