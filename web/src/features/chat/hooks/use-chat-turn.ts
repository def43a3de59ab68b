/**
 * Runs the turns of the chat screen and holds their state. The parts are apart: what each kind of
 * turn is (`turn/turn-specs.ts`), a turn's course from request to end (`turn/run-turn.ts`, with the
 * cache writes of `turn/turn-cache.ts`, the frames of `turn/frame-batcher.ts` and the look after a
 * stop of `turn/stopped-look.ts`), and the turn's state (`utils/turn-reducer.ts`); this hook wires
 * them. The stream's request is this hook's (an AbortController in a ref): Stop aborts it, and so
 * does leaving the thread (or the account) it was sent in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { requestStop } from '../api/stop-reply';
import { runTurn, type TurnInFlight } from '../turn/run-turn';
import { cancelStoppedLooks } from '../turn/stopped-look';
import { turnCache } from '../turn/turn-cache';
import { editSpec, regenerateSpec, sendSpec, type SendOutcome, type TurnSpec } from '../turn/turn-specs';
import type { DisplayMessage } from '../utils/display-message';
import { initialTurnState, turnReducer, type TurnRefusalCode, type TurnState } from '../utils/turn-reducer';

export type { SendOutcome, TurnRefusalCode };

export interface ChatTurnOptions {
  /** The account the chat is for (its cache entries). */
  uid: string | null;
  /** The thread shown now (`use-thread-identity.ts`), and its conversation (null: a new chat). */
  threadKey: number;
  conversationId: string | null;
  /** A new chat's first reply created this conversation. */
  onConversationCreated: (conversationId: string) => void;
}

export interface ChatTurn {
  state: TurnState;
  sending: boolean;
  send: (content: string) => Promise<SendOutcome>;
  /** A new alternative of Bela's last reply (`reply`), streamed where it is shown. */
  regenerate: (reply: DisplayMessage) => Promise<SendOutcome>;
  /** The member's latest message (`message`) says `content` instead; Bela answers it anew. */
  edit: (message: DisplayMessage, content: string) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
  /** The notices that Bela is an AI given with this screen's turns, by the member's message they came with. */
  aiNotices: ReadonlyMap<string, string>;
}

export function useChatTurn({ uid, threadKey, conversationId, onConversationCreated }: ChatTurnOptions): ChatTurn {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(turnReducer, initialTurnState);
  const [aiNotices, setAiNotices] = useState<ReadonlyMap<string, string>>(() => new Map());
  const inFlight = useRef<TurnInFlight | null>(null);
  const turnCount = useRef(0);
  const shown = useRef({ uid, threadKey, conversationId, onConversationCreated });
  useEffect(() => {
    shown.current = { uid, threadKey, conversationId, onConversationCreated };
  });

  // A turn belongs to the thread (and the account) it was sent in: showing another ends it. What
  // the server stored of it is asked for again when its conversation is next opened.
  useEffect(() => {
    dispatch({ type: 'thread-shown', threadKey });
    const turn = inFlight.current;
    if (!turn || (turn.threadKey === threadKey && turn.owner === uid)) return;
    inFlight.current = null;
    turn.controller.abort();
    if (turn.conversationId) turnCache(client, turn.owner).threadStale(turn.conversationId);
  }, [threadKey, uid, client]);

  // Leaving the chat page (logout included) stops the reply, as leaving its conversation does: no
  // request outlives the screen that made it. Another account's chat drops the looks after a stop.
  useEffect(() => () => cancelStoppedLooks(client, uid), [client, uid]);
  useEffect(() => () => inFlight.current?.controller.abort(), []);

  const run = useCallback(
    async (spec: TurnSpec): Promise<SendOutcome> => {
      const { uid: owner, threadKey: sentIn, conversationId: openConversation } = shown.current;
      if (inFlight.current || !owner) return { status: 'ignored' };
      // Only a message sent may start a conversation.
      if (spec.kind !== 'send' && !openConversation) return { status: 'ignored' };
      const id = ++turnCount.current;
      cancelStoppedLooks(client, owner);
      const turn: TurnInFlight = { id, owner, threadKey: sentIn, conversationId: openConversation, controller: new AbortController(), written: '' };
      inFlight.current = turn;
      const isCurrent = () => inFlight.current === turn;
      try {
        return await runTurn(spec, {
          turn,
          client,
          dispatch,
          isCurrent,
          isLatest: () => turnCount.current === id && !inFlight.current,
          onNotice: (messageId, text) => setAiNotices((notices) => new Map(notices).set(messageId, text)),
          onConversationCreated: (created) => shown.current.onConversationCreated(created),
        });
      } finally {
        if (isCurrent()) inFlight.current = null;
      }
    },
    [client],
  );

  const send = useCallback((content: string) => (content.trim() ? run(sendSpec(content)) : Promise.resolve<SendOutcome>({ status: 'ignored' })), [run]);
  const regenerate = useCallback((target: DisplayMessage) => run(regenerateSpec(target)), [run]);
  const edit = useCallback(
    (target: DisplayMessage, content: string) => (content.trim() ? run(editSpec(target, content)) : Promise.resolve<SendOutcome>({ status: 'ignored' })),
    [run],
  );

  const stop = useCallback(() => {
    const turn = inFlight.current;
    if (!turn) return;
    // The server hears of it too, wherever its side of the stream runs (a new chat's id comes with
    // `meta`), with how much of the reply the screen shows: it stores the reply cut there. The
    // tokens still waiting for a frame are shown with the stopped reply, so they count.
    if (turn.conversationId) requestStop(turn.conversationId, turn.written.length);
    turn.controller.abort();
  }, []);
  const dismissNotice = useCallback(() => dispatch({ type: 'notice-dismissed' }), []);

  return { state, sending: state.turn !== null, send, regenerate, edit, stop, dismissNotice, aiNotices };
}
