/**
 * POST /email/contact: stores the message and queues a mail document in the format of Firebase's
 * Trigger Email extension, which delivers it in production.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Services } from '../../composition-root';
import { contactRequest, type ContactRequest } from '../../shared/schemas';
import { validateBody } from '../../http/middleware';

export function contactRoutes(services: Services): Router {
  const router = Router();
  router.post('/contact', validateBody(contactRequest), async (req, res) => {
    const body: ContactRequest = req.body;
    const id = randomUUID();
    const createdAt = services.now();
    const subject = body.subject || 'Support request';
    await services.docs.batch((ops) => {
      ops.create(`contactMessages/${id}`, { ...body, subject, createdAt, requestId: req.id });
      ops.create(`mail/${id}`, {
        to: [services.config.supportEmail],
        replyTo: body.email,
        message: {
          subject: `[Bela support] ${subject}`,
          text: `From: ${body.name} <${body.email}>\n\n${body.message}`,
        },
        createdAt,
      });
    });
    res.status(201).json({ success: true, data: { id } });
  });
  return router;
}
