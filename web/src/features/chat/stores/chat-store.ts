/**
 * The chat as a whole: whose it is, and one reset for all of its stores (on logout, or when
 * another user signs in). The state itself lives in the conversation list, thread, send, stream
 * and model stores.
 */
import { create } from 'zustand';
import { useConversationListStore } from './conversation-list-store';
import { useModelStore } from './model-store';
import { useSendStore } from './send-store';
import { useStreamStore } from './stream-store';
import { useThreadStore } from './thread-store';

interface ChatState {
  ownerUid: string | null;
  /** Resets everything when another user signs in. */
  ensureOwner: (uid: string) => void;
  /** Cancels every request and the turn in flight, and forgets every conversation and message. */
  reset: () => void;
}

export const useChatStore = create<ChatState>()((set, get) => ({
  ownerUid: null,

  ensureOwner: (uid) => {
    // Before the first claim the thread may show a page fetched with the token Firebase keeps, which
    // names its account: another account gets none of it.
    const owner = get().ownerUid ?? useThreadStore.getState().acceptedUid;
    if (owner === uid) {
      set({ ownerUid: uid });
      return;
    }
    // Before the first claim (and after a reset) the stores hold only what this user's screen has
    // just asked for: keep those requests.
    if (owner !== null) get().reset();
    set({ ownerUid: uid });
  },

  reset: () => {
    useSendStore.getState().reset();
    useStreamStore.getState().reset();
    useThreadStore.getState().reset();
    useConversationListStore.getState().reset();
    useModelStore.getState().reset();
    set({ ownerUid: null });
  },
}));
