/**
 * The reply being streamed, kept apart from the thread: a token changes only this store, so only
 * the streaming bubble re-renders while Bela writes (never the message list). Tokens that arrive
 * within one animation frame are shown together.
 */
import { create } from 'zustand';

/** 'waiting': asked, no token yet ('Bela is typing...'); 'streaming': tokens are arriving. */
export type StreamPhase = 'idle' | 'waiting' | 'streaming';

interface StreamState {
  phase: StreamPhase;
  /** The text shown so far. */
  text: string;
  /** Tokens received since the last frame, not shown yet. */
  queued: string;
  /** The frame that will show `queued`; cancelled by start and reset. */
  frame: { cancel: () => void } | null;
  start: () => void;
  /** Queues text; it shows at the next animation frame. */
  append: (text: string) => void;
  /** The whole text so far, queued tokens included. */
  snapshot: () => string;
  reset: () => void;
}

function requestFrame(callback: () => void): { cancel: () => void } {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return { cancel: () => cancelAnimationFrame(id) };
  }
  const timer = setTimeout(callback, 16);
  return { cancel: () => clearTimeout(timer) };
}

export const useStreamStore = create<StreamState>()((set, get) => ({
  phase: 'idle',
  text: '',
  queued: '',
  frame: null,

  start: () => {
    get().frame?.cancel();
    set({ phase: 'waiting', text: '', queued: '', frame: null });
  },

  append: (text) => {
    if (!text) return;
    set((state) => ({ queued: state.queued + text }));
    if (get().frame) return;
    const frame = requestFrame(() => {
      if (get().frame !== frame) return;
      const { queued } = get();
      set(queued ? { frame: null, queued: '', phase: 'streaming', text: get().text + queued } : { frame: null });
    });
    set({ frame });
  },

  snapshot: () => get().text + get().queued,

  reset: () => {
    get().frame?.cancel();
    set({ phase: 'idle', text: '', queued: '', frame: null });
  },
}));
