/**
 * The reply being streamed, kept apart from the thread: a token changes only this store, so only
 * the streaming bubble re-renders while Bela writes (never the message list). Tokens that arrive
 * within one animation frame are applied together.
 */
import { create } from 'zustand';

/** 'waiting': asked, no token yet ('Bela is typing...'); 'streaming': tokens are arriving. */
export type StreamPhase = 'idle' | 'waiting' | 'streaming';

interface StreamState {
  phase: StreamPhase;
  text: string;
  start: () => void;
  /** Queues text; it shows at the next animation frame. */
  append: (text: string) => void;
  /** The whole text so far, queued tokens included. */
  snapshot: () => string;
  reset: () => void;
}

const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(callback) : (callback) => setTimeout(callback, 16);

let queued = '';
let scheduled = false;
/** Bumped by start and reset, so a frame scheduled for an earlier reply does nothing. */
let generation = 0;

export const useStreamStore = create<StreamState>()((set, get) => ({
  phase: 'idle',
  text: '',
  start: () => {
    generation += 1;
    queued = '';
    scheduled = false;
    set({ phase: 'waiting', text: '' });
  },
  append: (text) => {
    if (!text) return;
    queued += text;
    if (scheduled) return;
    scheduled = true;
    const mine = generation;
    nextFrame(() => {
      if (mine !== generation) return;
      scheduled = false;
      const add = queued;
      queued = '';
      if (add) set((state) => ({ phase: 'streaming', text: state.text + add }));
    });
  },
  snapshot: () => get().text + queued,
  reset: () => {
    generation += 1;
    queued = '';
    scheduled = false;
    set({ phase: 'idle', text: '' });
  },
}));
