/**
 * The places Bela's voice takes in the chat (issue 43): under each of her replies (play / pause),
 * and beside the composer (the microphone, voice mode). The chat knows the slots, not what fills
 * them: the app gives them the voice feature's controls (`app/routes/chat.tsx`), as it gives the
 * memories' lines (`reply-memories-slot.tsx`), so the chat never imports another feature. Without a
 * provider nothing is shown there.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { isLocal, type DisplayMessage } from '../utils/display-message';
import type { SendOutcome } from '../turn/turn-specs';
import { useTurn } from './chat-turn-provider';

export interface ReplyVoiceProps {
  conversationId: string;
  messageId: string;
  /** The reply's shown text (its audio is made again when it changes). */
  content: string;
  crisis: boolean;
  /** The latest reply of the thread. */
  latest: boolean;
}

export interface ComposerVoiceProps {
  /** False while the member may not send (unverified, trial over, a thread loading). */
  canSend: boolean;
  /** Bela is replying. */
  sending: boolean;
  /** Puts text in the composer, to review and send. */
  setDraft: (text: string) => void;
  /** Sends text as the member's message. */
  send: (text: string) => Promise<SendOutcome>;
}

export interface VoiceSlots {
  /** Keep both stable (module-level functions): every row reads them. */
  reply: (props: ReplyVoiceProps) => ReactNode;
  composer: (props: ComposerVoiceProps) => ReactNode;
}

const VoiceSlotsContext = createContext<VoiceSlots | null>(null);

export function VoiceSlotsProvider({ slots, children }: { slots: VoiceSlots; children: ReactNode }) {
  return <VoiceSlotsContext.Provider value={slots}>{children}</VoiceSlotsContext.Provider>;
}

/** Under one of Bela's stored replies: what the app put there. */
export function ReplyVoiceSlot({ message, latest }: { message: DisplayMessage; latest: boolean }) {
  const slots = useContext(VoiceSlotsContext);
  const { conversationId } = useTurn();
  if (!slots || !conversationId || isLocal(message) || message.role !== 'assistant' || message.kind === 'apology') return null;
  return slots.reply({ conversationId, messageId: message.id, content: message.content, crisis: message.kind === 'crisis', latest });
}

/** Beside the composer's Send button. */
export function ComposerVoiceSlot(props: ComposerVoiceProps) {
  const slots = useContext(VoiceSlotsContext);
  return slots ? slots.composer(props) : null;
}
