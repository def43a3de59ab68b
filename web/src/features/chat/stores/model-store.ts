/**
 * The model that answers: loaded on demand (the header's offline badge, the About dialog) and
 * updated by the `meta` event of every reply.
 */
import type { ChatModelInfo } from '@shared/contracts/chat';
import { create } from 'zustand';
import { fetchChatModel } from '../api/chat-api';
import type { LoadStatus } from './load-status';

interface ModelState {
  model: ChatModelInfo | null;
  status: LoadStatus;
  /** Cancels the load in flight on reset; a new one per reset. */
  requests: AbortController;
  load: () => Promise<void>;
  setModel: (model: ChatModelInfo) => void;
  reset: () => void;
}

export const useModelStore = create<ModelState>()((set, get) => ({
  model: null,
  status: 'idle',
  requests: new AbortController(),

  load: async () => {
    const { status, requests } = get();
    if (status === 'loading' || status === 'ready') return;
    set({ status: 'loading' });
    try {
      const model = await fetchChatModel(requests.signal);
      if (get().requests === requests) set({ model, status: 'ready' });
    } catch (error) {
      if (get().requests !== requests) return;
      console.warn('Failed to load the model info', error);
      set({ status: 'error' });
    }
  },

  setModel: (model) => set({ model, status: 'ready' }),

  reset: () => {
    get().requests.abort();
    set({ model: null, status: 'idle', requests: new AbortController() });
  },
}));
