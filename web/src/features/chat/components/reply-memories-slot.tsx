/**
 * The place under a reply of Bela's for what memory had to do with it. The chat knows the slot, not
 * what fills it: the app gives it the memories feature's lines ("Bela will remember: … · Undo",
 * "Remembered"; `app/routes/chat.tsx`), so the chat never imports another feature. Without a
 * provider nothing is shown there.
 */
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import { createContext, useContext, type ReactNode } from 'react';
import type { DisplayMessage } from '../utils/display-message';

export interface ReplyMemoryNotes {
  messageId: string;
  learned?: MemoryChange[];
  used?: UsedMemory[];
}

/** Renders the notes of one reply; keep it stable (a module-level function): every row reads it. */
export type RenderReplyMemories = (notes: ReplyMemoryNotes) => ReactNode;

const ReplyMemoriesContext = createContext<RenderReplyMemories | null>(null);

export function ReplyMemoriesProvider({ render, children }: { render: RenderReplyMemories; children: ReactNode }) {
  return <ReplyMemoriesContext.Provider value={render}>{children}</ReplyMemoriesContext.Provider>;
}

/** The slot under a reply: what the app put there, for this message. */
export function ReplyMemoriesSlot({ message }: { message: DisplayMessage }) {
  const render = useContext(ReplyMemoriesContext);
  return render ? render({ messageId: message.id, learned: message.learned, used: message.memories }) : null;
}
