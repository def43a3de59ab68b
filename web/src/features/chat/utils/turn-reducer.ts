/**
 * One turn of the chat, as a pure reducer: the member's message is sent (or Bela's last reply is
 * regenerated, or the member's latest message edited), the server names the conversation and the
 * stored message (`meta`), Bela's reply streams in, and the turn ends (done, stopped, failed) or is
 * refused before it began. While a regenerate or an edit runs, the stored messages it replaces are
 * hidden (`cut`): the new reply streams where the old one was. A turn belongs to the thread it was sent in:
 * actions of any other turn are ignored, and leaving the thread drops it.
 *
 * The messages a turn leaves behind go into the conversation's cache (`use-chat-turn.ts`); the
 * ones no cache can hold (a new chat's failure before the server named its conversation) and those
 * shown until the cache has them are kept here, for the thread they belong to.
 */
import type { ChatRefusalCode, ErrorCode } from '@bela/contracts/errors';
import type { DisplayMessage } from './display-message';

export const APOLOGY = 'Sorry, I had trouble responding. Please try again.';

/** Refusals of a regenerate or an edit: the exchange is no longer the latest, or has no room left. */
export const changeRefusalCodes = [
  'not-latest-exchange',
  'nothing-to-regenerate',
  'too-many-alternatives',
  'too-many-versions',
  'conflict',
] as const satisfies readonly ErrorCode[];
export type TurnRefusalCode = ChatRefusalCode | (typeof changeRefusalCodes)[number];

/** A refusal shown above the input. */
export interface ChatNotice {
  code: TurnRefusalCode;
  message: string;
  /** When the limit lifts (epoch ms), from Retry-After. */
  retryAt: number | null;
  /** When the refusal came (epoch ms). */
  at: number;
}

export type TurnKind = 'send' | 'regenerate' | 'edit';

/**
 * The stored messages a turn hides while it runs: from the message `id` on (a regenerate's reply),
 * or only those after it (`keep`: the member's message being edited).
 */
export interface ThreadCut {
  id: string;
  keep: boolean;
}

export interface Turn {
  id: number;
  kind: TurnKind;
  /** The thread it was sent in (`use-thread-identity.ts`). */
  threadKey: number;
  /** The conversation it writes to; null for a new chat until `meta` names it. */
  conversationId: string | null;
  /**
   * The member's message the turn shows: a message sent (after the thread), or the edited one (in
   * place of the stored message of the same id); null for a regenerate.
   */
  userMessage: DisplayMessage | null;
  cut: ThreadCut | null;
  /** 'waiting': sent, no token yet ('Bela is typing...'); 'streaming': tokens are arriving. */
  phase: 'waiting' | 'streaming';
  /** The reply so far. */
  text: string;
}

export interface TurnState {
  turn: Turn | null;
  /** Messages a finished turn left in its thread, shown after the conversation's own. */
  kept: { threadKey: number; messages: DisplayMessage[] };
  notice: ChatNotice | null;
}

export type TurnAction =
  | {
      type: 'sent';
      turnId: number;
      threadKey: number;
      conversationId: string | null;
      kind: TurnKind;
      message: DisplayMessage | null;
      cut?: ThreadCut | null;
    }
  | { type: 'meta'; turnId: number; conversationId: string; userMessageId: string }
  | { type: 'tokens'; turnId: number; text: string }
  /** The turn is over; `messages` (its message and the reply, stopped reply or apology) stay in its thread. */
  | { type: 'ended'; turnId: number; messages: DisplayMessage[] }
  /** Refused before the stream: nothing was stored, the message leaves the thread. */
  | { type: 'refused'; turnId: number; notice: ChatNotice }
  /** Another thread is shown: what belonged to the one before goes. */
  | { type: 'thread-shown'; threadKey: number }
  | { type: 'notice-dismissed' };

export const initialTurnState: TurnState = { turn: null, kept: { threadKey: -1, messages: [] }, notice: null };

export function turnReducer(state: TurnState, action: TurnAction): TurnState {
  switch (action.type) {
    case 'sent': {
      const turn: Turn = {
        id: action.turnId,
        threadKey: action.threadKey,
        conversationId: action.conversationId,
        kind: action.kind,
        userMessage: action.message,
        cut: action.cut ?? null,
        phase: 'waiting',
        text: '',
      };
      const kept = state.kept.threadKey === action.threadKey ? state.kept : { threadKey: action.threadKey, messages: [] };
      return { turn, kept, notice: null };
    }
    case 'meta': {
      const { turn } = state;
      if (turn?.id !== action.turnId) return state;
      // Only a message sent gets its stored id here: an edited one keeps its own.
      const userMessage = turn.kind === 'send' && turn.userMessage && action.userMessageId ? { ...turn.userMessage, id: action.userMessageId } : turn.userMessage;
      return { ...state, turn: { ...turn, conversationId: turn.conversationId ?? action.conversationId, userMessage } };
    }
    case 'tokens': {
      const { turn } = state;
      if (turn?.id !== action.turnId || !action.text) return state;
      return { ...state, turn: { ...turn, phase: 'streaming', text: turn.text + action.text } };
    }
    case 'ended': {
      const { turn } = state;
      if (turn?.id !== action.turnId) return state;
      const before = state.kept.threadKey === turn.threadKey ? state.kept.messages : [];
      return { ...state, turn: null, kept: { threadKey: turn.threadKey, messages: [...before, ...action.messages] } };
    }
    case 'refused':
      if (state.turn?.id !== action.turnId) return state;
      return { ...state, turn: null, notice: action.notice };
    case 'thread-shown': {
      const turn = state.turn?.threadKey === action.threadKey ? state.turn : null;
      const kept = state.kept.threadKey === action.threadKey ? state.kept : initialTurnState.kept;
      if (turn === state.turn && kept === state.kept && state.notice === null) return state;
      return { turn, kept, notice: null };
    }
    case 'notice-dismissed':
      return state.notice ? { ...state, notice: null } : state;
  }
}

/**
 * The turns' messages shown in `threadKey`'s thread: what finished turns kept there, then the
 * message of the turn in flight (`sending`, when it was sent in this thread).
 */
export function threadMessages(kept: TurnState['kept'], sending: DisplayMessage | null, threadKey: number): DisplayMessage[] {
  const shownKept = kept.threadKey === threadKey ? kept.messages : NONE;
  if (!sending) return shownKept;
  return [...shownKept, sending];
}

const NONE: DisplayMessage[] = [];

/**
 * The thread as shown: the conversation's stored messages without those the turn in flight hides
 * (`cut`), then the turn's. A turn's message with the id of a stored one (an edited message) takes
 * its place; the others follow, each once.
 */
export function mergeThread(stored: DisplayMessage[], fromTurn: DisplayMessage[], cut: ThreadCut | null = null): DisplayMessage[] {
  let shown = stored;
  if (cut) {
    const at = stored.findIndex((message) => message.id === cut.id);
    if (at >= 0) shown = stored.slice(0, cut.keep ? at + 1 : at);
  }
  if (fromTurn.length === 0) return shown;
  const replacing = new Map(fromTurn.map((message) => [message.id, message]));
  const known = new Set(shown.map((message) => message.id));
  const replaced = shown.some((message) => replacing.has(message.id)) ? shown.map((message) => replacing.get(message.id) ?? message) : shown;
  return [...replaced, ...fromTurn.filter((message) => !known.has(message.id))];
}
