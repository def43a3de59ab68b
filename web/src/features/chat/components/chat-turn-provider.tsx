/**
 * The turn in flight (`use-chat-turn.ts`), for the parts of the screen that show or start it. Two
 * contexts: the turn's course (the member's message, sending, the notice) changes a few times a
 * turn; the streamed text changes every frame and is read by the streaming bubble alone, so the
 * thread and the rest of the screen do not render again per token.
 */
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useChatTurn, type ChatTurnOptions, type SendOutcome } from '../hooks/use-chat-turn';
import { useFocusWish, type FocusReturn } from '../hooks/use-focus-return';
import type { DisplayMessage } from '../utils/display-message';
import { threadMessages, type ChatNotice, type ThreadCut } from '../utils/turn-reducer';

/** Shows the previous (-1) or next (+1) alternative of Bela's last reply; false when there is none to show. */
export type SwipeHandler = (direction: -1 | 1) => boolean;

export interface TurnView {
  /** The account and the conversation shown (null: a new chat). */
  uid: string | null;
  conversationId: string | null;
  /**
   * The messages the turn adds to the thread shown (the message being answered, or edited, a new
   * chat's unsaved ones), and the stored ones it hides while it runs (a regenerated reply).
   */
  turnMessages: DisplayMessage[];
  cut: ThreadCut | null;
  sending: boolean;
  notice: ChatNotice | null;
  /** The notices that Bela is an AI, by the member's message they follow (`use-chat-turn.ts`). */
  aiNotices: ReadonlyMap<string, string>;
  send: (content: string) => Promise<SendOutcome>;
  regenerate: (reply: DisplayMessage) => Promise<SendOutcome>;
  edit: (message: DisplayMessage, content: string) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
  /** The Left/Right keys of an empty composer: the reply controls register what they do. */
  setSwipeHandler: (handler: SwipeHandler | null) => void;
  swipe: SwipeHandler;
  /** Where the focus goes back when a change takes away the control that had it (`use-focus-return.ts`). */
  focus: FocusReturn;
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
  const { state, sending, send, regenerate, edit, stop, dismissNotice, aiNotices } = useChatTurn(options);
  const { threadKey, uid, conversationId } = options;
  const shownTurn = state.turn?.threadKey === threadKey ? state.turn : null;
  const sendingMessage = shownTurn?.userMessage ?? null;
  const cut = shownTurn?.cut ?? null;
  const turnMessages = useMemo(() => threadMessages(state.kept, sendingMessage, threadKey), [state.kept, sendingMessage, threadKey]);
  const swipeHandler = useRef<SwipeHandler | null>(null);
  const setSwipeHandler = useCallback((handler: SwipeHandler | null) => {
    swipeHandler.current = handler;
  }, []);
  const swipe = useCallback<SwipeHandler>((direction) => swipeHandler.current?.(direction) ?? false, []);
  const focus = useFocusWish();
  const turn = useMemo<TurnView>(
    () => ({
      uid,
      conversationId,
      turnMessages,
      cut,
      sending,
      notice: state.notice,
      aiNotices,
      send,
      regenerate,
      edit,
      stop,
      dismissNotice,
      setSwipeHandler,
      swipe,
      focus,
    }),
    [uid, conversationId, turnMessages, cut, sending, state.notice, aiNotices, send, regenerate, edit, stop, dismissNotice, setSwipeHandler, swipe, focus],
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
