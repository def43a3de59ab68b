/** The chat API (docs/API.md): conversations, messages, and a turn as JSON or as a stream. */
import type { Request, Response } from 'express';
import { chatEndpoints } from '@bela/contracts/chat';
import { AppError } from '../../platform/app-error';
import { toAppError } from '../../http/error-response';
import { route, type RouteBinding } from '../../http/route';
import { assertChatAccess } from './entitlements';
import { runTurn, type TurnDeps } from './reply-service';

/** Aborts when the client goes away before the answer is finished. */
function disconnectSignal(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  req.on('aborted', () => controller.abort());
  return controller.signal;
}

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
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
}

export function chatRoutes(deps: TurnDeps): RouteBinding[] {
  const { conversations } = deps;
  return [
    route(chatEndpoints.model, async () => deps.chatModel.info),

    route(chatEndpoints.conversations, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      return conversations.list(caller.uid, body.limit, body.startAfter);
    }),

    route(chatEndpoints.messages, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      return conversations.messages(caller.uid, body.conversationId, body.limit, body.before);
    }),

    route(chatEndpoints.deleteConversation, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      const messagesDeleted = await conversations.delete(caller.uid, body.conversationId);
      return { deleted: true as const, messagesDeleted };
    }),

    route(chatEndpoints.chat, async ({ body, caller, req, res }) => {
      const turn = await runTurn(deps, caller, body, disconnectSignal(req, res));
      return {
        aiResponse: { id: turn.messageId, role: 'assistant' as const, content: turn.content },
        conversationId: turn.conversationId,
        userMessageId: turn.userMessageId,
        title: turn.title,
        crisis: turn.crisis,
      };
    }),

    route(chatEndpoints.chatStream, async ({ body, caller, requestId, req, res }) => {
      const stream = eventStream(res);
      try {
        // Refusals (limits, trial, verification) happen before `onStart` and stay plain JSON errors.
        const turn = await runTurn(deps, caller, body, disconnectSignal(req, res), {
          onStart: (start) => {
            stream.open();
            stream.send('meta', start);
          },
          onToken: (text) => stream.send('token', { text }),
        });
        stream.send('done', { messageId: turn.messageId, conversationId: turn.conversationId, content: turn.content, crisis: turn.crisis });
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
    }),
  ];
}
