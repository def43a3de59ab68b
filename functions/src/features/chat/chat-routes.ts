/** The chat API (docs/API.md): conversations, messages, and a turn as JSON or as a stream. */
import { Router, type Request, type Response } from 'express';
import type { Services } from '../../composition-root';
import {
  chatRequest,
  conversationMessagesRequest,
  conversationsRequest,
  deleteConversationRequest,
  type ChatRequestBody,
} from '../../shared/schemas';
import type { z } from 'zod';
import { validateBody } from '../../http/middleware';
import { HttpError } from '../../http/http-error';
import { assertChatAccess } from '../entitlements/entitlements';
import { ConversationStore } from './conversation-store';
import { ReplyFailedError, runTurn } from './reply-service';

/** Aborts when the client goes away before the answer is finished. */
function disconnectSignal(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  req.on('aborted', () => controller.abort());
  return controller.signal;
}

export function chatRoutes(services: Services): Router {
  const router = Router();
  const storeFor = (req: Request) => new ConversationStore(services.docs, req.user!.uid);

  router.get('/model', (_req, res) => {
    res.json({ success: true, data: services.chatModel.info });
  });

  router.post('/conversations', validateBody(conversationsRequest), async (req, res) => {
    await assertChatAccess(services, req.user!);
    const { limit, startAfter }: z.infer<typeof conversationsRequest> = req.body;
    res.json({ success: true, data: await storeFor(req).list(limit, startAfter) });
  });

  router.post('/conversations/messages', validateBody(conversationMessagesRequest), async (req, res) => {
    await assertChatAccess(services, req.user!);
    const { conversationId, limit, before }: z.infer<typeof conversationMessagesRequest> = req.body;
    res.json({ success: true, data: await storeFor(req).messages(conversationId, limit, before) });
  });

  router.post('/conversations/delete', validateBody(deleteConversationRequest), async (req, res) => {
    await assertChatAccess(services, req.user!);
    const { conversationId }: z.infer<typeof deleteConversationRequest> = req.body;
    const messagesDeleted = await storeFor(req).delete(conversationId);
    res.json({ success: true, data: { deleted: true, messagesDeleted } });
  });

  router.post('/chat', validateBody(chatRequest), async (req, res) => {
    const body: ChatRequestBody = req.body;
    try {
      const turn = await runTurn(services, req.user!, body, disconnectSignal(req, res));
      res.json({
        success: true,
        data: {
          aiResponse: { id: turn.messageId, role: 'assistant', content: turn.content },
          conversationId: turn.conversationId,
          userMessageId: turn.userMessageId,
          title: turn.title,
          crisis: turn.crisis,
        },
      });
    } catch (error) {
      if (error instanceof ReplyFailedError) throw new HttpError(502, error.code, error.message);
      throw error;
    }
  });

  router.post('/chat/stream', validateBody(chatRequest), async (req, res) => {
    const body: ChatRequestBody = req.body;
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const open = () => {
      if (res.headersSent) return;
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
    };
    try {
      // Refusals (limits, trial, verification) happen before `onStart` and stay plain JSON errors.
      const turn = await runTurn(services, req.user!, body, disconnectSignal(req, res), {
        onStart: (start) => {
          open();
          send('meta', start);
        },
        onToken: (text) => send('token', { text }),
      });
      send('done', { messageId: turn.messageId, conversationId: turn.conversationId, content: turn.content, crisis: turn.crisis });
      res.end();
    } catch (error) {
      if (!res.headersSent) throw error;
      const failure = error instanceof ReplyFailedError ? error : new ReplyFailedError('reply-failed', 'Sorry, I had trouble responding. Please try again.');
      if (!(error instanceof ReplyFailedError)) services.logger.error('stream failed', { requestId: req.id, error });
      if (!res.writableEnded) {
        send('error', { code: failure.code, message: failure.message });
        res.end();
      }
    }
  });

  return router;
}
