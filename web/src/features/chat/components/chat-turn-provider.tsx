/**
 * The turn in flight (`use-chat-turn.ts`) and the choice between alternatives (`turn/use-choice.ts`),
 * for the parts of the screen that show or start them. Two contexts: the turn's course (the
 * member's message, sending, the notice, a choice) changes a few times a turn; the streamed text
 * changes every frame and is read by the streaming bubble alone, so the thread and the rest of the
 * screen do not render again per token. Data flows one way: the reply controls and the composer's
 * Left/Right keys both call the choice kept here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useChatTurn, type ChatTurnOptions, type SendOutcome } from '../hooks/use-chat-turn';
import { useFocusWish, type FocusReturn } from '../hooks/use-focus-return';
import { steppableReply } from '../turn/thread-view';
import { turnCache } from '../turn/turn-cache';
import { stepTarget } from '../turn/turn-specs';
import { useChoice, type Choice } from '../turn/use-choice';
import type { DisplayMessage } from '../utils/display-message';
import { threadMessages, type ChatNotice, type ThreadCut } from '../utils/turn-reducer';
import { useChatUid } from './chat-account';

/** Shows the previous (-1) or next (+1) alternative of Bela's last reply; false when there is none to show. */
export type SwipeHandler = (direction: -1 | 1) => boolean;

export interface TurnView extends Choice {
  /**
   * The messages the turn adds to the thread shown (the message being answered, or edited, a new
   * chat's unsaved ones), and the stored ones it hides while it runs (a regenerated reply).
   */
  turnMessages: DisplayMessage[];
  cut: ThreadCut | null;
  /** The conversation shown (null: a new chat not yet sent). */
  conversationId: string | null;
  sending: boolean;
  notice: ChatNotice | null;
  /** The notices that Bela is an AI, by the member's message they follow (`use-chat-turn.ts`). */
  aiNotices: ReadonlyMap<string, string>;
  send: (content: string) => Promise<SendOutcome>;
  regenerate: (reply: DisplayMessage) => Promise<SendOutcome>;
  edit: (message: DisplayMessage, content: string) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
  /** The Left/Right keys of an empty composer: the alternatives of Bela's latest reply, as its arrows show them. */
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

export function ChatTurnProvider({ children, ...options }: Omit<ChatTurnOptions, 'uid'> & { children: ReactNode }) {
  const uid = useChatUid();
  const { state, sending, send, regenerate, edit, stop, dismissNotice, aiNotices } = useChatTurn({ ...options, uid });
  const { threadKey, conversationId } = options;
  const shownTurn = state.turn?.threadKey === threadKey ? state.turn : null;
  const sendingMessage = shownTurn?.userMessage ?? null;
  const cut = shownTurn?.cut ?? null;
  const turnMessages = useMemo(() => threadMessages(state.kept, sendingMessage, threadKey), [state.kept, sendingMessage, threadKey]);
  const { choose, choosing, failed } = useChoice(uid, conversationId, { threadKey, sending });
  const focus = useFocusWish();

  // The keys read the thread as it is when pressed: the reply whose arrows it shows now.
  const client = useQueryClient();
  const shown = useRef({ uid, conversationId, turnMessages, cut, sending });
  useEffect(() => {
    shown.current = { uid, conversationId, turnMessages, cut, sending };
  });
  const swipe = useCallback<SwipeHandler>(
    (direction) => {
      const { uid: owner, conversationId: open, turnMessages: fromTurn, cut: hidden, sending: busy } = shown.current;
      if (busy || !owner || !open) return false;
      const reply = steppableReply(turnCache(client, owner).thread(open), fromTurn, hidden);
      const to = reply ? stepTarget(reply, 'reply', direction) : null;
      return reply !== null && to !== null && choose(reply, 'reply', to);
    },
    [client, choose],
  );

  const turn = useMemo<TurnView>(
    () => ({ turnMessages, cut, conversationId, sending, notice: state.notice, aiNotices, send, regenerate, edit, stop, dismissNotice, choose, choosing, failed, swipe, focus }),
    [turnMessages, cut, conversationId, sending, state.notice, aiNotices, send, regenerate, edit, stop, dismissNotice, choose, choosing, failed, swipe, focus],
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
