/**
 * Sends a message and follows Bela's reply (`turn-reducer.ts` holds the turn's state). The stream's
 * request is this hook's (an AbortController in a ref): Stop aborts it, and so does leaving the
 * thread it was sent in. What the turn leaves behind goes into the query cache: the conversation's
 * messages, its place at the top of the list, the model that answered.
 */
import type { ConversationSummary } from '@bela/contracts/chat';
import { chatRefusalCodes, type ChatRefusalCode } from '@bela/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../lib/api-error';
import { streamChat, type ReceivedMeta } from '../api/chat-stream';
import { moveConversationToTop, refreshConversations } from '../api/get-conversations';
import { singlePage, withMessagesAppended, type MessagePages } from '../api/get-messages';
import { setChatModel } from '../api/get-model';
import { chatKeys } from '../api/query-keys';
import { localId, localMessage, type DisplayMessage } from '../utils/display-message';
import { APOLOGY, initialTurnState, turnReducer, type TurnState } from '../utils/turn-reducer';

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'stopped' }
  | { status: 'ignored' }
  /** Nothing was stored: the text goes back into the input. */
  | { status: 'refused'; code: ChatRefusalCode; message: string }
  /** The apology was appended; the member's message stays shown. */
  | { status: 'failed' };

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
  stop: () => void;
  dismissNotice: () => void;
}

function isRefusal(code: string): code is ChatRefusalCode {
  return (chatRefusalCodes as readonly string[]).includes(code);
}

/** Shows tokens once per animation frame: a fast stream renders the bubble once a frame, not per token. */
function frameScheduler() {
  if (typeof requestAnimationFrame === 'function') {
    return { request: (run: () => void) => requestAnimationFrame(run), cancel: (id: number) => cancelAnimationFrame(id) };
  }
  return { request: (run: () => void) => window.setTimeout(run, 16), cancel: (id: number) => window.clearTimeout(id) };
}

export function useChatTurn({ uid, threadKey, conversationId, onConversationCreated }: ChatTurnOptions): ChatTurn {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(turnReducer, initialTurnState);
  /** The turn in flight: its id, request and where it writes. */
  const inFlight = useRef<{ id: number; owner: string; threadKey: number; conversationId: string | null; controller: AbortController } | null>(null);
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
    if (turn.conversationId) void client.invalidateQueries({ queryKey: chatKeys.messages(turn.owner, turn.conversationId) });
  }, [threadKey, uid, client]);

  // Leaving the chat page (logout included) stops the reply, as leaving its conversation does: no
  // request outlives the screen that made it.
  useEffect(() => () => inFlight.current?.controller.abort(), []);

  const send = useCallback(
    async (content: string): Promise<SendOutcome> => {
      const { uid: owner, threadKey: sentIn, conversationId: openConversation } = shown.current;
      if (inFlight.current || !content.trim() || !owner) return { status: 'ignored' };
      const id = ++turnCount.current;
      const turn = { id, owner, threadKey: sentIn, conversationId: openConversation, controller: new AbortController() };
      inFlight.current = turn;
      const isCurrent = () => inFlight.current === turn;
      const userMessage: DisplayMessage = { id: localId('local-user'), role: 'user', content, createdAt: new Date().toISOString() };
      dispatch({ type: 'sent', turnId: id, threadKey: sentIn, conversationId: openConversation, message: userMessage });

      // Tokens wait here for the next frame; `written` is the whole reply so far.
      const frames = frameScheduler();
      let queued = '';
      let written = '';
      let frame: number | null = null;
      const flush = () => {
        if (frame !== null) frames.cancel(frame);
        frame = null;
        if (queued && isCurrent()) dispatch({ type: 'tokens', turnId: id, text: queued });
        queued = '';
      };
      let storedUserId = userMessage.id;

      const applyMeta = (meta: ReceivedMeta) => {
        if (meta.model) setChatModel(client, owner, meta.model);
        if (meta.userMessageId) storedUserId = meta.userMessageId;
        const stamp = new Date().toISOString();
        if (!turn.conversationId && meta.conversationId) {
          const created = meta.conversationId;
          turn.conversationId = created;
          // The thread stays as it is: its cache starts empty (the exchange goes in when it is done).
          client.setQueryData<MessagePages>(chatKeys.messages(owner, created), (data) => data ?? singlePage({ messages: [], hasMore: false, nextBefore: null }));
          const summary: ConversationSummary = { id: created, title: meta.title, createdAt: stamp, updatedAt: stamp, preview: content };
          moveConversationToTop(client, owner, created, () => summary);
          dispatch({ type: 'meta', turnId: id, conversationId: created, userMessageId: storedUserId });
          shown.current.onConversationCreated(created);
          return;
        }
        dispatch({ type: 'meta', turnId: id, conversationId: turn.conversationId ?? meta.conversationId, userMessageId: storedUserId });
        if (turn.conversationId) {
          moveConversationToTop(client, owner, turn.conversationId, (listed) =>
            listed ? { ...listed, title: meta.title || listed.title, preview: content, updatedAt: stamp } : undefined,
          );
        }
      };

      /** Ends the turn: `messages` go into its conversation's cache, or stay in its thread for a new chat. */
      const end = (messages: DisplayMessage[]) => {
        if (turn.conversationId) {
          client.setQueryData<MessagePages>(chatKeys.messages(owner, turn.conversationId), (data) => withMessagesAppended(data, messages));
          dispatch({ type: 'ended', turnId: id, messages: [] });
        } else {
          dispatch({ type: 'ended', turnId: id, messages });
        }
      };
      const sentMessage = () => ({ ...userMessage, id: storedUserId });

      try {
        const done = await streamChat(
          { content, conversationId: openConversation },
          (event) => {
            if (!isCurrent()) return;
            if (event.type === 'token') {
              queued += event.text;
              written += event.text;
              frame ??= frames.request(flush);
            } else if (event.type === 'meta') {
              applyMeta(event.meta);
            }
          },
          turn.controller.signal,
        );
        flush();
        if (!isCurrent()) return { status: 'ignored' };
        const reply = localMessage('assistant', done.content || written, done.crisis ? 'crisis' : undefined);
        end([sentMessage(), done.messageId ? { ...reply, id: done.messageId } : reply]);
        return { status: 'sent' };
      } catch (error) {
        flush();
        if (!isCurrent()) return { status: 'ignored' };
        if (turn.controller.signal.aborted) {
          // Stopped by the member: what Bela had written stays, marked (it is not stored).
          end(written.trim() ? [sentMessage(), localMessage('assistant', written, 'stopped')] : [sentMessage()]);
          return { status: 'stopped' };
        }
        const code = isApiError(error) ? error.code : '';
        if (isApiError(error) && error.status >= 400 && isRefusal(code)) {
          const retryAfter = error.retryAfterSeconds ?? null;
          const at = Date.now();
          dispatch({
            type: 'refused',
            turnId: id,
            notice: { code, message: error.message, retryAt: retryAfter === null ? null : at + retryAfter * 1000, at },
          });
          return { status: 'refused', code, message: error.message };
        }
        console.warn('Chat reply failed', isApiError(error) ? `${error.code}: ${error.message}` : error);
        end([sentMessage(), localMessage('assistant', APOLOGY, 'apology')]);
        return { status: 'failed' };
      } finally {
        if (frame !== null) frames.cancel(frame);
        if (isCurrent()) inFlight.current = null;
        // The list catches up with the server (titles, order) in the background.
        if (turn.conversationId) refreshConversations(client, owner);
      }
    },
    [client],
  );

  const stop = useCallback(() => inFlight.current?.controller.abort(), []);
  const dismissNotice = useCallback(() => dispatch({ type: 'notice-dismissed' }), []);

  return { state, sending: state.turn !== null, send, stop, dismissNotice };
}
