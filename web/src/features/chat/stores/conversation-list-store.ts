/**
 * The sidebar's conversations, newest first: the first page, further pages on demand, a refresh
 * that keeps the pages loaded beyond the first, and deletion with a spinner per conversation. The
 * send store moves a conversation to the top when a reply is written to it.
 */
import type { ConversationPage, ConversationSummary } from '@shared/contracts/chat';
import { create } from 'zustand';
import { deleteConversation, fetchConversations } from '../api/chat-api';
import type { LoadStatus } from './load-status';

/** How long a conversation created in this tab stays listed though a refresh does not have it yet. */
export const CREATED_HERE_MS = 60_000;

interface ListData {
  conversations: ConversationSummary[];
  status: LoadStatus;
  hasMore: boolean;
  cursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
  deletingIds: Record<string, true>;
  /** Conversations created in this tab, with when (epoch ms): the list may lag behind the write. */
  createdHere: Record<string, number>;
  /** Bumped by every load, refresh and reset: an answer to an older one is dropped. */
  request: number;
  /** Cancels this list's requests on reset; a new one per reset. */
  requests: AbortController;
}

interface ListState extends ListData {
  load: () => Promise<void>;
  refresh: () => Promise<void>;
  loadMore: () => Promise<void>;
  /** Deletes a conversation; throws an Error whose message is the one to show. */
  remove: (conversationId: string) => Promise<void>;
  /** A new chat's first reply created this conversation. */
  addCreated: (conversation: ConversationSummary) => void;
  /** A reply is being written to this conversation: it moves to the top with its new title and preview. */
  touch: (conversationId: string, changes: Pick<ConversationSummary, 'title' | 'preview' | 'updatedAt'>) => void;
  reset: () => void;
}

const emptyList = {
  conversations: [],
  status: 'idle',
  hasMore: false,
  cursor: null,
  loadingMore: false,
  moreFailed: false,
  deletingIds: {},
  createdHere: {},
} satisfies Partial<ListData>;

/** Puts `conversation` first (it was just written to), replacing an older copy. */
function toTop(list: ConversationSummary[], conversation: ConversationSummary): ConversationSummary[] {
  return [conversation, ...list.filter((item) => item.id !== conversation.id)];
}

/** The list after a fresh first page arrived, keeping what the first page cannot show. */
function mergeFirstPage(state: ListData, page: ConversationPage, now: number): Partial<ListData> {
  const fresh = new Set(page.conversations.map((item) => item.id));
  const last = page.conversations.at(-1);
  // The pages loaded beyond the first: the conversations older than the fresh page.
  const older = last ? state.conversations.filter((item) => !fresh.has(item.id) && item.updatedAt <= last.updatedAt) : [];
  const loadedBeyond = older.length > 0 && state.cursor !== page.nextCursor;
  const createdHere = Object.fromEntries(Object.entries(state.createdHere).filter(([, at]) => now - at < CREATED_HERE_MS));
  const justCreated = state.conversations.filter((item) => !fresh.has(item.id) && item.id in createdHere);
  return {
    conversations: [...justCreated, ...(page.hasMore ? [...page.conversations, ...older] : page.conversations)],
    hasMore: loadedBeyond ? state.hasMore : page.hasMore,
    cursor: loadedBeyond ? state.cursor : page.nextCursor,
    createdHere,
  };
}

export const useConversationListStore = create<ListState>()((set, get) => ({
  ...emptyList,
  request: 0,
  requests: new AbortController(),

  load: async () => {
    const request = get().request + 1;
    set({ request, status: 'loading', moreFailed: false });
    try {
      const page = await fetchConversations(null, get().requests.signal);
      if (get().request !== request) return;
      set({ conversations: page.conversations, hasMore: page.hasMore, cursor: page.nextCursor, status: 'ready' });
    } catch (error) {
      if (get().request !== request) return;
      console.warn('Failed to load conversations', error);
      set({ status: 'error' });
    }
  },

  refresh: async () => {
    if (get().status !== 'ready') return get().load();
    const request = get().request + 1;
    set({ request });
    try {
      const page = await fetchConversations(null, get().requests.signal);
      if (get().request !== request) return;
      set((state) => mergeFirstPage(state, page, Date.now()));
    } catch (error) {
      // The list already shown stays; a later refresh catches up.
      console.warn('Conversation refresh failed', error);
    }
  },

  loadMore: async () => {
    const { cursor, loadingMore, hasMore, request, requests } = get();
    if (loadingMore || !hasMore) return;
    set({ loadingMore: true, moreFailed: false });
    try {
      const page = await fetchConversations(cursor, requests.signal);
      if (get().request !== request) {
        // A load or refresh since has replaced the list this page would extend.
        set({ loadingMore: false });
        return;
      }
      set((state) => {
        const known = new Set(state.conversations.map((item) => item.id));
        return {
          conversations: [...state.conversations, ...page.conversations.filter((item) => !known.has(item.id))],
          hasMore: page.hasMore,
          cursor: page.nextCursor,
          loadingMore: false,
        };
      });
    } catch (error) {
      console.warn('Failed to load more conversations', error);
      set(get().request === request ? { loadingMore: false, moreFailed: true } : { loadingMore: false });
    }
  },

  remove: async (conversationId) => {
    const { requests } = get();
    // After a reset the answer belongs to a list that is gone.
    const stillOurs = () => get().requests === requests;
    set((state) => ({ deletingIds: { ...state.deletingIds, [conversationId]: true } }));
    try {
      await deleteConversation(conversationId);
      if (stillOurs()) {
        set((state) => {
          const { [conversationId]: _created, ...createdHere } = state.createdHere;
          return { conversations: state.conversations.filter((item) => item.id !== conversationId), createdHere };
        });
      }
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
      throw new Error(`Failed to delete conversation: ${reason}`, { cause: error });
    } finally {
      if (stillOurs()) {
        set((state) => {
          const { [conversationId]: _removed, ...deletingIds } = state.deletingIds;
          return { deletingIds };
        });
      }
    }
  },

  addCreated: (conversation) =>
    set((state) => ({
      conversations: toTop(state.conversations, conversation),
      createdHere: { ...state.createdHere, [conversation.id]: Date.now() },
    })),

  touch: (conversationId, { title, preview, updatedAt }) =>
    set((state) => {
      const existing = state.conversations.find((item) => item.id === conversationId);
      if (!existing) return {};
      return { conversations: toTop(state.conversations, { ...existing, title: title || existing.title, preview, updatedAt }) };
    }),

  reset: () => {
    get().requests.abort();
    set((state) => ({ ...emptyList, request: state.request + 1, requests: new AbortController() }));
  },
}));
