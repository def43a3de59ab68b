/** The chat API (docs/API.md): conversations, messages, and a turn as JSON or as a stream. */
import type { Request, Response } from 'express';
import { chatEndpoints } from '@bela/contracts/chat';
import { AppError } from '../../platform/app-error';
import { toAppError } from '../../http/error-response';
import { route, type RouteBinding } from '../../http/route';
import { assertChatAccess } from './entitlements';
import { runEdit, runRegenerate, runTurn, type TurnDeps, type TurnEvents, type TurnResult } from './reply-service';
import type { SpeechAudioStore } from '../../stores/speech-audio';
import { recordAiNoticeGiven } from './ai-notice';
import { withAttachments } from './photo-moment';

/** Aborts when the client goes away before the answer is finished. */
function disconnectSignal(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  req.on('aborted', () => controller.abort());
  return controller.signal;
}

/** One server-sent event. */
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Server-sent events on an answer that is opened only once the turn has started. */
function eventStream(res: Response) {
  return {
    open() {
      if (res.headersSent) return;
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        // Not `no-store`: Chromium reports a streamed `no-store` answer whose end arrives after its
        // last event as a cancelled request, after every reply. A POST answer is never reused from
        // a cache anyway, and `private` keeps shared caches from storing it.
        'Cache-Control': 'private, no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
    },
    send(event: string, data: unknown) {
      res.write(frame(event, data));
    },
    /** Writes one event; resolves true once it was handed to the connection, false when that failed. */
    sendNow(event: string, data: unknown): Promise<boolean> {
      return new Promise((resolve) => {
        res.write(frame(event, data), (error) => resolve(!error));
      });
    },
  };
}

type TurnRunner = (signal: AbortSignal, events: TurnEvents) => Promise<TurnResult>;

interface TurnContext {
  uid: string;
  requestId: string;
  req: Request;
  res: Response;
}

export interface ChatRouteDeps extends TurnDeps {
  /** The replies read aloud (issue 43): they go with their conversation. */
  speechAudio?: SpeechAudioStore;
  /** The local stack under test honours `x-bela-test-pace-ms` (config OFFLINE_MODEL_PACE_BY_REQUEST). */
  paceByRequest?: boolean;
}

const PACE_HEADER = 'x-bela-test-pace-ms';

/** The offline model's pace a browser test asked for, on the local stack only. */
export function requestedPace(deps: Pick<ChatRouteDeps, 'paceByRequest'>, req: Pick<Request, 'get'>): number | undefined {
  const raw = deps.paceByRequest ? req.get(PACE_HEADER) : undefined;
  if (!raw || !/^\d{1,4}$/.test(raw)) return undefined;
  const asked = Number(raw);
  return asked <= 2000 ? asked : undefined;
}

/** The JSON answer of a turn (POST /ai/chat, and the JSON form of regenerate and edit). */
const turnAnswer = (turn: TurnResult) => ({
  aiResponse: { id: turn.messageId, role: 'assistant' as const, content: turn.content, ...(turn.attachments?.length ? { attachments: turn.attachments } : {}) },
  conversationId: turn.conversationId,
  userMessageId: turn.userMessageId,
  title: turn.title,
  crisis: turn.crisis,
  ...(turn.alternatives ? { alternatives: turn.alternatives, chosen: turn.chosen } : {}),
  ...(turn.memories.length ? { memories: turn.memories } : {}),
  ...(turn.learned.length ? { learned: turn.learned } : {}),
  ...(turn.notice ? { notice: turn.notice } : {}),
});

/**
 * Streams a turn as server-sent events: `meta` once it has started, `token`s, then `done` or
 * `error`. Refusals before the start stay plain JSON errors.
 */
async function streamTurn(deps: ChatRouteDeps, run: TurnRunner, { uid, requestId, req, res }: TurnContext) {
  const stream = eventStream(res);
  let noticeGiven: Promise<void> = Promise.resolve();
  try {
    const turn = await run(disconnectSignal(req, res), {
      tokenDelayMs: requestedPace(deps, req),
      onStart: (start) => {
        stream.open();
        if (!start.notice) return stream.send('meta', start);
        // The notice counts as given once the event that carries it is out, not before (ai-notice.ts).
        noticeGiven = stream.sendNow('meta', start).then((sent) => (sent ? recordAiNoticeGiven(deps, uid, deps.now()) : undefined));
      },
      onToken: (text) => stream.send('token', { text }),
      onMemory: (changes) => stream.send('memory', { changes }),
    });
    await noticeGiven;
    stream.send('done', {
      messageId: turn.messageId,
      conversationId: turn.conversationId,
      content: turn.content,
      crisis: turn.crisis,
      ...(turn.alternatives ? { alternatives: turn.alternatives, chosen: turn.chosen } : {}),
      ...(turn.memories.length ? { memories: turn.memories } : {}),
      ...(turn.attachments?.length ? { attachments: turn.attachments } : {}),
    });
    res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    const failure = toAppError(error);
    const shown = failure.code === 'aborted' ? failure : new AppError('reply-failed');
    if (failure.code !== 'aborted' && failure.code !== 'reply-failed') deps.logger.error('stream failed', { requestId, error });
    if (!res.writableEnded) {
      stream.send('error', { code: shown.code, message: shown.message });
      res.end();
    }
  }
}

/**
 * Regenerate and edit answer as /ai/chat/stream does, or as /ai/chat does (the JSON envelope) for
 * a client that does not ask for an event stream.
 */
async function streamOrJson(deps: ChatRouteDeps, run: TurnRunner, context: TurnContext) {
  const { req, res } = context;
  if (req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream') return streamTurn(deps, run, context);
  const turn = await run(disconnectSignal(req, res), { tokenDelayMs: requestedPace(deps, req) });
  await noticeGivenWithAnswer(deps, context.uid, turn, res);
  res.status(200).json({ success: true, data: turnAnswer(turn) });
}

/**
 * A JSON answer carries its notice only at the end: it counts as given when the member is still
 * there to be sent it (ai-notice.ts). Recorded before the answer goes, so the member's next message,
 * sent as soon as this answer arrives, already finds it.
 */
async function noticeGivenWithAnswer(deps: ChatRouteDeps, uid: string, turn: TurnResult, res: Response): Promise<void> {
  if (turn.notice && !res.destroyed && !res.writableEnded) await recordAiNoticeGiven(deps, uid, deps.now());
}

export function chatRoutes(deps: ChatRouteDeps): RouteBinding[] {
  const { conversations } = deps;
  return [
    route(chatEndpoints.model, async () => deps.chatModel.info),

    route(chatEndpoints.conversations, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      return conversations.list(caller.uid, body.limit, body.startAfter);
    }),

    route(chatEndpoints.messages, async ({ body, caller }) => {
      const { record } = await assertChatAccess(deps, caller);
      const page = await conversations.messages(caller.uid, body.conversationId, body.limit, body.before);
      // A shared photo is signed now, by the reader's access now (issue 42).
      return { ...page, messages: await withAttachments(deps, page.messages, record, deps.now()) };
    }),

    route(chatEndpoints.deleteConversation, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      const messagesDeleted = await conversations.delete(caller.uid, body.conversationId);
      await deps.speechAudio?.deleteConversation(caller.uid, body.conversationId);
      return { deleted: true as const, messagesDeleted };
    }),

    route(chatEndpoints.chat, async ({ body, caller, req, res }) => {
      const turn = await runTurn(deps, caller, body, disconnectSignal(req, res), { tokenDelayMs: requestedPace(deps, req) });
      await noticeGivenWithAnswer(deps, caller.uid, turn, res);
      return turnAnswer(turn);
    }),

    route(chatEndpoints.chatStream, async ({ body, caller, requestId, req, res }) =>
      streamTurn(deps, (signal, events) => runTurn(deps, caller, body, signal, events), { uid: caller.uid, requestId, req, res }),
    ),

    route(chatEndpoints.regenerate, async ({ body, caller, requestId, req, res }) =>
      streamOrJson(deps, (signal, events) => runRegenerate(deps, caller, body, signal, events), { uid: caller.uid, requestId, req, res }),
    ),

    route(chatEndpoints.edit, async ({ body, caller, requestId, req, res }) =>
      streamOrJson(deps, (signal, events) => runEdit(deps, caller, body, signal, events), { uid: caller.uid, requestId, req, res }),
    ),

    route(chatEndpoints.stop, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      await conversations.requestStop(caller.uid, body.conversationId, deps.now(), body.shownChars);
      return { stopping: true as const };
    }),

    route(chatEndpoints.choose, async ({ body, caller }) => {
      const { record } = await assertChatAccess(deps, caller);
      const messages =
        body.alternative !== undefined
          ? await conversations.chooseAlternative(caller.uid, body.conversationId, body.messageId, body.alternative, deps.now())
          : await conversations.chooseVersion(caller.uid, body.conversationId, body.messageId, body.version!, deps.now());
      return { messages: await withAttachments(deps, messages, record, deps.now()) };
    }),
  ];
}
