/** POST /email/contact: stores the message and queues a mail to support. */
import { randomUUID } from 'node:crypto';
import { contactEndpoints } from '@bela/contracts/contact';
import type { SupportMailStore } from '../../stores/support-mail';
import { route, type RouteBinding } from '../../http/route';

export interface ContactDeps {
  supportMail: SupportMailStore;
  now: () => Date;
}

export function contactRoutes(deps: ContactDeps): RouteBinding[] {
  return [
    route(contactEndpoints.contact, async ({ body, caller, requestId }) => {
      const id = randomUUID();
      await deps.supportMail.submit(id, { ...body, subject: body.subject || 'Support request', uid: caller?.uid ?? null }, deps.now(), requestId);
      return { id };
    }),
  ];
}
