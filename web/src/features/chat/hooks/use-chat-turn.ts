/**
 * Runs a turn of the chat and follows Bela's reply (`turn-reducer.ts` holds the turn's state): a
 * message sent, Bela's last reply regenerated (a new alternative), or the member's latest message
 * edited (a new version, and a new reply). Every kind streams the same way (`streamTurn`). The
 * stream's request is this hook's (an AbortController in a ref): Stop aborts it, and so does leaving
 * the thread it was sent in. What the turn leaves behind goes into the query cache: the
 * conversation's messages, its place at the top of the list, the model that answered. A stopped
 * turn's messages are asked for again a moment later, so that their ids and fields are the server's.
 */
import type { ConversationSummary } from '@bela/contracts/chat';
import type { MemoryChange } from '@bela/contracts/memories';
import { chatRefusalCodes, type ChatRefusalCode } from '@bela/contracts/errors';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { editRequest, regenerateRequest, sendRequest, streamTurn, type ReceivedMeta, type TurnStreamRequest } from '../api/chat-stream';
import { moveConversationToTop, refreshConversations } from '../api/get-conversations';
import {
  appendNew,
  fetchMessages,
  replaceFrom,
  singlePage,
  withNewestMessages,
  withNewestPage,
  type MessagePages,
} from '../api/get-messages';
import { setChatModel } from '../api/get-model';
import { requestStop } from '../api/stop-reply';
import { chatKeys } from '../api/query-keys';
import { isLocal, localId, localMessage, type DisplayMessage } from '../utils/display-message';
import {
  APOLOGY,
  changeRefusalCodes,
  initialTurnState,
  turnReducer,
  type ThreadCut,
  type TurnKind,
  type TurnRefusalCode,
  type TurnState,
} from '../utils/turn-reducer';

export type { TurnRefusalCode };


export type SendOutcome =
  | { status: 'sent' }
  | { status: 'stopped' }
  | { status: 'ignored' }
  /** Nothing was stored: the text goes back into the input (or the edit form). */
  | { status: 'refused'; code: TurnRefusalCode; message: string }
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
  /** A new alternative of Bela's last reply (`reply`), streamed where it is shown. */
  regenerate: (reply: DisplayMessage) => Promise<SendOutcome>;
  /** The member's latest message (`message`) says `content` instead; Bela answers it anew. */
  edit: (message: DisplayMessage, content: string) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
  /**
   * The notices that Bela is an AI given with this screen's turns, by the member's message they
   * came with (the server decides when: the start of a day's chat, then every three hours).
   */
  aiNotices: ReadonlyMap<string, string>;
}

function refusalCode(code: string, status: number): TurnRefusalCode | null {
  if ((chatRefusalCodes as readonly string[]).includes(code)) return code as ChatRefusalCode;
  if ((changeRefusalCodes as readonly string[]).includes(code)) return code as TurnRefusalCode;
  return status === 409 ? 'conflict' : null;
}

/** Shows tokens once per animation frame: a fast stream renders the bubble once a frame, not per token. */
function frameScheduler() {
  if (typeof requestAnimationFrame === 'function') {
    return { request: (run: () => void) => requestAnimationFrame(run), cancel: (id: number) => cancelAnimationFrame(id) };
  }
  return { request: (run: () => void) => window.setTimeout(run, 16), cancel: (id: number) => window.clearTimeout(id) };
}

/** The waits before each new look at a stopped turn's conversation (ms); the last look keeps what is shown. */
export const RECONCILE_AFTER_MS = [1_000, 2_000];

/** What a turn is: its kind, its request, what it shows while it runs, and how its end changes the thread. */
interface TurnSpec {
  kind: TurnKind;
  request: (conversationId: string | null) => TurnStreamRequest;
  /** The member's message the turn shows (sent, or edited in place). */
  userMessage: DisplayMessage | null;
  cut: ThreadCut | null;
  /** The preview the conversation list shows for it (null: unchanged). */
  preview: string | null;
  /**
   * The conversation's messages once the turn is over, from those it had: `reply` is Bela's reply
   * (null when none was written), `userId` the member's message as the server named it.
   */
  settle: (messages: DisplayMessage[], reply: DisplayMessage | null, userId: string) => DisplayMessage[];
  /** The server's messages hold what the turn stored (a stopped reply is found there). */
  stored: (messages: DisplayMessage[], reply: DisplayMessage | null, userId: string) => boolean;
}

/** How a stopped turn recognises its messages in the server's page, and puts them back over it. */
interface StoppedLook {
  stored: (server: DisplayMessage[]) => boolean;
  overlay: (server: DisplayMessage[]) => DisplayMessage[];
}

/** The message after the one `id` in `messages` is one of Bela's. */
const replyFollows = (messages: DisplayMessage[], id: string) => {
  const at = messages.findIndex((message) => message.id === id);
  return at >= 0 && messages[at + 1]?.role === 'assistant';
};

export function useChatTurn({ uid, threadKey, conversationId, onConversationCreated }: ChatTurnOptions): ChatTurn {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(turnReducer, initialTurnState);
  const [aiNotices, setAiNotices] = useState<ReadonlyMap<string, string>>(() => new Map());
  /**
   * The turn in flight: its id, request and where it writes, and the reply as far as it came
   * (`written`; once stopped, what the screen keeps).
   */
  const inFlight = useRef<{ id: number; owner: string; threadKey: number; conversationId: string | null; controller: AbortController; written: string } | null>(null);
  const turnCount = useRef(0);
  /** The stopped turns' second looks at their conversation; cancelled by a new turn, or when the chat goes. */
  const reconciling = useRef(new Set<AbortController>());
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
  useEffect(() => {
    const looks = reconciling.current;
    return () => {
      inFlight.current?.controller.abort();
      for (const look of looks) look.abort();
      looks.clear();
    };
  }, []);

  /**
   * A moment after a stop, the conversation's newest page is asked for again: once it holds what
   * the turn stored, it replaces the one shown (the server's ids and fields). Until then what is
   * shown stays, and if the last look still misses it, it is put back over the server's page
   * (`overlay`). A later turn, or leaving the chat, cancels the look.
   */
  const reconcileLater = useCallback((queryClient: QueryClient, turnId: number, owner: string, conversation: string, look: StoppedLook) => {
    const cancel = new AbortController();
    reconciling.current.add(cancel);
    const stillLatest = () => !cancel.signal.aborted && turnCount.current === turnId && !inFlight.current && shown.current.uid === owner;
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    void (async () => {
      for (const [attempt, delay] of RECONCILE_AFTER_MS.entries()) {
        await wait(delay);
        if (!stillLatest()) break;
        const page = await fetchMessages(conversation, null, cancel.signal).catch(() => null);
        if (!stillLatest()) break;
        const found = page !== null && look.stored(page.messages);
        if (!page || (!found && attempt < RECONCILE_AFTER_MS.length - 1)) continue;
        // Not found the last time: the server's page, with what is shown put back over it.
        const messages = found ? page.messages : look.overlay(page.messages);
        queryClient.setQueryData<MessagePages>(chatKeys.messages(owner, conversation), (data) => withNewestPage(data, { ...page, messages }));
        break;
      }
      reconciling.current.delete(cancel);
    })();
  }, []);

  const run = useCallback(
    async (spec: TurnSpec): Promise<SendOutcome> => {
      const { uid: owner, threadKey: sentIn, conversationId: openConversation } = shown.current;
      if (inFlight.current || !owner) return { status: 'ignored' };
      // Only a message sent may start a conversation.
      if (spec.kind !== 'send' && !openConversation) return { status: 'ignored' };
      const id = ++turnCount.current;
      for (const look of reconciling.current) look.abort();
      reconciling.current.clear();
      const turn = { id, owner, threadKey: sentIn, conversationId: openConversation, controller: new AbortController(), written: '' };
      inFlight.current = turn;
      const isCurrent = () => inFlight.current === turn;
      const { userMessage } = spec;
      dispatch({ type: 'sent', turnId: id, threadKey: sentIn, conversationId: openConversation, kind: spec.kind, message: userMessage, cut: spec.cut });

      // Tokens wait here for the next frame; `turn.written` is the whole reply so far.
      const frames = frameScheduler();
      let queued = '';
      let frame: number | null = null;
      const flush = () => {
        if (frame !== null) frames.cancel(frame);
        frame = null;
        if (queued && isCurrent()) dispatch({ type: 'tokens', turnId: id, text: queued });
        queued = '';
      };
      let storedUserId = userMessage?.id ?? '';
      /** What Bela learned from the member's message (the `memory` event), shown under the reply. */
      let learned: MemoryChange[] = [];

      const applyMeta = (meta: ReceivedMeta) => {
        if (meta.model) setChatModel(client, owner, meta.model);
        if (spec.kind === 'send' && meta.userMessageId) storedUserId = meta.userMessageId;
        // Shown after the member's message the turn answers (sent, edited, or the one a regenerate answers again).
        const noticeAt = meta.userMessageId || storedUserId;
        if (meta.notice && noticeAt) {
          const text = meta.notice.text;
          setAiNotices((shown) => new Map(shown).set(noticeAt, text));
        }
        const stamp = new Date().toISOString();
        if (!turn.conversationId && meta.conversationId) {
          const created = meta.conversationId;
          turn.conversationId = created;
          // The thread stays as it is: its cache starts empty (the exchange goes in when it is done).
          client.setQueryData<MessagePages>(chatKeys.messages(owner, created), (data) => data ?? singlePage({ messages: [], hasMore: false, nextBefore: null }));
          const summary: ConversationSummary = { id: created, title: meta.title, createdAt: stamp, updatedAt: stamp, preview: spec.preview ?? '' };
          moveConversationToTop(client, owner, created, () => summary);
          dispatch({ type: 'meta', turnId: id, conversationId: created, userMessageId: storedUserId });
          shown.current.onConversationCreated(created);
          return;
        }
        dispatch({ type: 'meta', turnId: id, conversationId: turn.conversationId ?? meta.conversationId, userMessageId: storedUserId });
        if (turn.conversationId) {
          moveConversationToTop(client, owner, turn.conversationId, (listed) =>
            listed ? { ...listed, title: meta.title || listed.title, preview: spec.preview ?? listed.preview, updatedAt: stamp } : undefined,
          );
        }
      };

      /**
       * Ends the turn: the conversation's messages as `settle` leaves them go into its cache, or a
       * new chat's stay in its thread.
       */
      const end = (reply: DisplayMessage | null) => {
        if (turn.conversationId) {
          client.setQueryData<MessagePages>(chatKeys.messages(owner, turn.conversationId), (data) =>
            withNewestMessages(data, (messages) => spec.settle(messages, reply, storedUserId)),
          );
          dispatch({ type: 'ended', turnId: id, messages: [] });
        } else {
          dispatch({ type: 'ended', turnId: id, messages: spec.settle([], reply, storedUserId) });
        }
      };

      try {
        const done = await streamTurn(
          spec.request(openConversation),
          (event) => {
            if (!isCurrent()) return;
            if (event.type === 'token') {
              // After a stop, nothing more joins what the screen keeps (and the server was told).
              if (turn.controller.signal.aborted) return;
              queued += event.text;
              turn.written += event.text;
              frame ??= frames.request(flush);
            } else if (event.type === 'meta') {
              applyMeta(event.meta);
            } else if (event.type === 'memory') {
              learned = [...learned, ...event.changes];
            }
          },
          turn.controller.signal,
        );
        flush();
        if (!isCurrent()) return { status: 'ignored' };
        const reply = localMessage('assistant', done.content || turn.written, done.crisis ? 'crisis' : undefined);
        end({
          ...reply,
          ...(done.messageId ? { id: done.messageId } : {}),
          ...(done.alternatives !== undefined && done.alternatives >= 2 ? { alternatives: done.alternatives, chosen: done.chosen ?? done.alternatives - 1 } : {}),
          ...(done.memories?.length ? { memories: done.memories } : {}),
          ...(learned.length > 0 ? { learned } : {}),
        });
        // The memory page (its own feature, keys under ['memories', uid]) asks again when next shown.
        if (learned.length > 0) void client.invalidateQueries({ queryKey: ['memories', owner] });
        return { status: 'sent' };
      } catch (error) {
        flush();
        if (!isCurrent()) return { status: 'ignored' };
        if (turn.controller.signal.aborted) {
          // Stopped by the member: what Bela had written stays, marked; the server stored it too, cut at the same place.
          const reply = turn.written.trim() ? localMessage('assistant', turn.written, 'stopped') : null;
          end(reply);
          const conversation = turn.conversationId;
          if (conversation) {
            reconcileLater(client, id, owner, conversation, {
              stored: (server) => spec.stored(server, reply, storedUserId),
              overlay: (server) => spec.settle(server, reply, storedUserId),
            });
          }
          return { status: 'stopped' };
        }
        const status = isApiError(error) ? error.status : 0;
        const code = isApiError(error) ? refusalCode(error.code, status) : null;
        if (isApiError(error) && status >= 400 && code) {
          const retryAfter = error.retryAfterSeconds ?? null;
          const at = Date.now();
          dispatch({
            type: 'refused',
            turnId: id,
            notice: { code, message: error.message, retryAt: retryAfter === null ? null : at + retryAfter * 1000, at },
          });
          // The exchange shown is not the server's latest: the thread catches up.
          if (status === 409 && openConversation) void client.invalidateQueries({ queryKey: chatKeys.messages(owner, openConversation) });
          return { status: 'refused', code, message: error.message };
        }
        console.warn('Chat reply failed', isApiError(error) ? `${error.code}: ${error.message}` : error);
        end(localMessage('assistant', APOLOGY, 'apology'));
        return { status: 'failed' };
      } finally {
        if (frame !== null) frames.cancel(frame);
        if (isCurrent()) inFlight.current = null;
        // The list catches up with the server (titles, order) in the background.
        if (turn.conversationId) refreshConversations(client, owner);
      }
    },
    [client, reconcileLater],
  );

  const send = useCallback(
    (content: string): Promise<SendOutcome> => {
      if (!content.trim()) return Promise.resolve({ status: 'ignored' });
      const userMessage: DisplayMessage = { id: localId('local-user'), role: 'user', content, createdAt: new Date().toISOString() };
      const sent = (userId: string) => ({ ...userMessage, id: userId || userMessage.id });
      return run({
        kind: 'send',
        request: (conversation) => sendRequest({ content, conversationId: conversation }),
        userMessage,
        cut: null,
        preview: content,
        settle: (messages, reply, userId) => appendNew(messages, reply ? [sent(userId), reply] : [sent(userId)]),
        stored: (messages, reply, userId) => (reply ? replyFollows(messages, userId) : messages.some((message) => message.id === userId)),
      });
    },
    [run],
  );

  const regenerate = useCallback(
    (target: DisplayMessage): Promise<SendOutcome> => {
      // The reply's alternatives once this one is added (the shown one counts as the first).
      const alternatives = (target.alternatives ?? 1) + 1;
      return run({
        kind: 'regenerate',
        request: (conversation) => regenerateRequest(conversation ?? ''),
        userMessage: null,
        cut: { id: target.id, keep: false },
        preview: null,
        settle: (messages, reply) => {
          // Nothing written: the reply stays as it was. A failure's apology comes after it.
          if (!reply) return messages;
          if (reply.kind === 'apology') return appendNew(messages, [reply]);
          const regenerated: DisplayMessage = {
            // The server's id: a reply stopped a moment ago may still carry the one it was shown under.
            id: isLocal(reply) ? target.id : reply.id,
            role: 'assistant',
            content: reply.content,
            createdAt: target.createdAt,
            ...(reply.kind ? { kind: reply.kind } : {}),
            alternatives: reply.alternatives ?? alternatives,
            chosen: reply.chosen ?? alternatives - 1,
            ...(reply.memories ? { memories: reply.memories } : {}),
            ...(reply.learned ? { learned: reply.learned } : {}),
          };
          return replaceFrom(messages, target.id, [regenerated]);
        },
        stored: (messages, reply) =>
          !reply || messages.some((message) => (message.id === target.id || message.id === reply.id) && (message.alternatives ?? 1) >= alternatives),
      });
    },
    [run],
  );

  const edit = useCallback(
    (target: DisplayMessage, content: string): Promise<SendOutcome> => {
      if (!content.trim()) return Promise.resolve({ status: 'ignored' });
      const versions = (target.versions ?? 1) + 1;
      const edited: DisplayMessage = { ...target, content, versions, version: versions - 1 };
      return run({
        kind: 'edit',
        request: (conversation) => editRequest(conversation ?? '', target.id, content),
        userMessage: edited,
        cut: { id: target.id, keep: true },
        preview: content,
        settle: (messages, reply) => replaceFrom(messages, target.id, reply ? [edited, reply] : [edited]),
        stored: (messages, reply) =>
          messages.some((message) => message.id === target.id && (message.versions ?? 1) >= versions) && (!reply || replyFollows(messages, target.id)),
      });
    },
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
