/**
 * One turn's course, without React: the stream is asked for, its tokens are shown once a frame,
 * `meta` names the conversation and the member's stored message, and the end (done, stopped,
 * refused or failed) goes into the cache (`turn-cache.ts`) and the turn's state (`turn-reducer.ts`).
 * A stopped turn's conversation is looked at again a moment later (`stopped-look.ts`). The hook
 * (`use-chat-turn.ts`) owns the turn in flight and hands this what it needs.
 */
import type { MemoryChange } from '@bela/contracts/memories';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { streamTurn, type ReceivedMeta } from '../api/chat-stream';
import type { DisplayMessage } from '../utils/display-message';
import type { TurnAction } from '../utils/turn-reducer';
import { createFrameBatcher, type FrameScheduler } from './frame-batcher';
import { lookAfterStop } from './stopped-look';
import { turnCache } from './turn-cache';
import { apologyReply, finishedReply, refusalOf, stoppedLook, stoppedReply, type SendOutcome, type TurnSpec } from './turn-specs';

/** The turn in flight: where it writes, its request, and the reply as far as it came (once stopped, what the screen keeps). */
export interface TurnInFlight {
  id: number;
  owner: string;
  threadKey: number;
  /** Null for a new chat until `meta` names the conversation. */
  conversationId: string | null;
  controller: AbortController;
  written: string;
}

export interface TurnRun {
  turn: TurnInFlight;
  client: QueryClient;
  dispatch: (action: TurnAction) => void;
  /** The turn is still the one in flight (not replaced, not left with its thread). */
  isCurrent: () => boolean;
  /** No turn came after it (the look after a stop is still wanted). */
  isLatest: () => boolean;
  /** The notice that Bela is an AI came with the turn, to show after the member's message `messageId`. */
  onNotice: (messageId: string, text: string) => void;
  /** A new chat's first turn created this conversation. */
  onConversationCreated: (conversationId: string) => void;
  /** The stream and the frames (the API's and the browser's; fakes in tests). */
  stream?: typeof streamTurn;
  frames?: FrameScheduler;
}

export async function runTurn(spec: TurnSpec, run: TurnRun): Promise<SendOutcome> {
  const { turn, client, dispatch, isCurrent } = run;
  const { id, owner } = turn;
  const openConversation = turn.conversationId;
  const cache = turnCache(client, owner);
  dispatch({ type: 'sent', turnId: id, threadKey: turn.threadKey, conversationId: openConversation, kind: spec.kind, message: spec.userMessage, cut: spec.cut });
  // Tokens wait for the next frame; `turn.written` is the whole reply so far.
  const frames = createFrameBatcher((text) => {
    if (isCurrent()) dispatch({ type: 'tokens', turnId: id, text });
  }, run.frames);
  let storedUserId = spec.userMessage?.id ?? '';
  /** What Bela learned from the member's message (the `memory` event), shown under the reply. */
  let learned: MemoryChange[] = [];

  const applyMeta = (meta: ReceivedMeta) => {
    if (meta.model) cache.model(meta.model);
    if (spec.kind === 'send' && meta.userMessageId) storedUserId = meta.userMessageId;
    // Shown after the member's message the turn answers (sent, edited, or the one a regenerate answers again).
    const noticeAt = meta.userMessageId || storedUserId;
    if (meta.notice?.text && noticeAt) run.onNotice(noticeAt, meta.notice.text);
    const listed = { title: meta.title, preview: spec.preview };
    const created = !turn.conversationId && meta.conversationId ? meta.conversationId : null;
    if (created) {
      turn.conversationId = created;
      cache.created(created, listed);
    }
    dispatch({ type: 'meta', turnId: id, conversationId: turn.conversationId ?? meta.conversationId, userMessageId: storedUserId });
    if (created) run.onConversationCreated(created);
    else if (turn.conversationId) cache.touched(turn.conversationId, listed);
  };

  /** Ends the turn: the conversation's messages as `settle` leaves them go into its cache, or a new chat's stay in its thread. */
  const end = (reply: DisplayMessage | null) => {
    if (turn.conversationId) cache.settled(turn.conversationId, (messages) => spec.settle(messages, reply, storedUserId));
    dispatch({ type: 'ended', turnId: id, messages: turn.conversationId ? [] : spec.settle([], reply, storedUserId) });
  };

  try {
    const done = await (run.stream ?? streamTurn)(
      spec.request(openConversation),
      (event) => {
        if (!isCurrent()) return;
        // After a stop, nothing more joins what the screen keeps (and the server was told).
        if (event.type === 'token' && !turn.controller.signal.aborted) {
          turn.written += event.text;
          frames.push(event.text);
        } else if (event.type === 'meta') applyMeta(event.meta);
        else if (event.type === 'memory') learned = [...learned, ...event.changes];
      },
      turn.controller.signal,
    );
    frames.flush();
    if (!isCurrent()) return { status: 'ignored' };
    end(finishedReply(done, turn.written, learned));
    if (learned.length > 0) cache.memoriesStale();
    return { status: 'sent' };
  } catch (error) {
    frames.flush();
    if (!isCurrent()) return { status: 'ignored' };
    if (turn.controller.signal.aborted) {
      // Stopped by the member: what Bela had written stays, marked; the server stored it too, cut at the same place.
      const reply = stoppedReply(turn.written);
      end(reply);
      // A moment later the conversation is asked for again (a new turn, or the chat leaving, cancels it).
      const stoppedIn = turn.conversationId;
      if (stoppedIn) {
        void lookAfterStop(client, { owner, conversationId: stoppedIn, look: stoppedLook(spec, reply, storedUserId) }).then((page) => {
          if (page && run.isLatest()) cache.newestPage(stoppedIn, page);
        });
      }
      return { status: 'stopped' };
    }
    const refusal = refusalOf(error);
    if (refusal) {
      dispatch({ type: 'refused', turnId: id, notice: refusal.notice });
      // The exchange shown is not the server's latest: the thread catches up.
      if (refusal.status === 409 && openConversation) cache.threadStale(openConversation);
      return { status: 'refused', code: refusal.notice.code, message: refusal.notice.message };
    }
    console.warn('Chat reply failed', isApiError(error) ? `${error.code}: ${error.message}` : error);
    end(apologyReply());
    return { status: 'failed' };
  } finally {
    frames.cancel();
    // The list catches up with the server (titles, order) in the background.
    if (turn.conversationId) cache.listStale();
  }
}
