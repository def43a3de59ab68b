/**
 * The turn in flight (`use-chat-turn.ts`), for the parts of the screen that show or start it. Two
 * contexts: the turn's course (the member's message, sending, the notice) changes a few times a
 * turn; the streamed text changes every frame and is read by the streaming bubble alone, so the
 * thread and the rest of the screen do not render again per token.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useChatTurn, type ChatTurnOptions, type SendOutcome } from '../hooks/use-chat-turn';
import type { DisplayMessage } from '../utils/display-message';
import { threadMessages, type ChatNotice } from '../utils/turn-reducer';

export interface TurnView {
  /** The messages the turn adds to the thread shown (the message being answered, a new chat's unsaved ones). */
  turnMessages: DisplayMessage[];
  sending: boolean;
  notice: ChatNotice | null;
  send: (content: string) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
}

export interface StreamView {
  phase: 'waiting' | 'streaming';
  text: string;
}

const TurnContext = createContext<TurnView | null>(null);
const StreamContext = createContext<StreamView | null>(null);

export function useTurn(): TurnView {
  const turn = useContext(TurnContext);
  if (!turn) throw new Error('useTurn is used outside ChatTurnProvider');
  return turn;
}

/** Bela's reply being written in the thread shown, or null. */
export const useStreamedReply = (): StreamView | null => useContext(StreamContext);

export function ChatTurnProvider({ children, ...options }: ChatTurnOptions & { children: ReactNode }) {
  const { state, sending, send, stop, dismissNotice } = useChatTurn(options);
  const { threadKey } = options;
  const shownTurn = state.turn?.threadKey === threadKey ? state.turn : null;
  const sendingMessage = shownTurn?.userMessage ?? null;
  const turnMessages = useMemo(() => threadMessages(state.kept, sendingMessage, threadKey), [state.kept, sendingMessage, threadKey]);
  const turn = useMemo<TurnView>(
    () => ({ turnMessages, sending, notice: state.notice, send, stop, dismissNotice }),
    [turnMessages, sending, state.notice, send, stop, dismissNotice],
  );
  const phase = shownTurn?.phase;
  const text = shownTurn?.text ?? '';
  const stream = useMemo<StreamView | null>(() => (phase ? { phase, text } : null), [phase, text]);
  return (
    <TurnContext.Provider value={turn}>
      <StreamContext.Provider value={stream}>{children}</StreamContext.Provider>
    </TurnContext.Provider>
  );
}
