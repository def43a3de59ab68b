/**
 * Which of Bela's memory changes the member undid in the chat (the line under a reply: "Bela will
 * remember: … · Undo"), so that the line says so for as long as the app runs, whichever thread is
 * shown or however often its rows render again. The undoing itself is the memories resource's
 * (`hooks/use-undo-memory-change.ts`); this keeps only what the line shows.
 */
import { create } from 'zustand';

interface MemoryUndoState {
  /** By `undoKey`. */
  undone: Record<string, true>;
  markUndone: (key: string) => void;
}

/** A change of one reply: the reply's message, the memory and what was done to it. */
export const undoKey = (messageId: string, memoryId: string, op: string) => `${messageId}/${memoryId}/${op}`;

export const useMemoryUndoStore = create<MemoryUndoState>()((set) => ({
  undone: {},
  markUndone: (key) => set((state) => (state.undone[key] ? state : { undone: { ...state.undone, [key]: true } })),
}));
