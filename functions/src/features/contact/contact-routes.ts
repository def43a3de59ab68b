/**
 * POST /email/contact: stores the message and queues a mail to support. Every message is a mail
 * sent, so each client address, and each signed-in member, may send only a few an hour.
 */
import { randomUUID } from 'node:crypto';
import { contactEndpoints } from '@bela/contracts/contact';
import type { SupportMailStore } from '../../stores/support-mail';
import type { RateLimiter, RateRule } from '../../stores/rate-limits';
import { route, type RouteBinding } from '../../http/route';

/** Messages one address may send in an hour: a school or office may share one address. */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 10;
/** Messages a signed-in member may send in an hour: one or two is a conversation, more a flood. */
export const CONTACT_MESSAGES_PER_ACCOUNT_PER_HOUR = 5;

export const contactRules = {
  address: { scope: 'contact-address', limit: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, windowSeconds: 60 * 60, code: 'too-many-requests' },
  account: { scope: 'contact-account', limit: CONTACT_MESSAGES_PER_ACCOUNT_PER_HOUR, windowSeconds: 60 * 60, code: 'too-many-requests' },
} as const satisfies Record<string, RateRule>;

export interface ContactDeps {
  rateLimiter: RateLimiter;
  supportMail: SupportMailStore;
  now: () => Date;
}

export function contactRoutes(deps: ContactDeps): RouteBinding[] {
  return [
    route(contactEndpoints.contact, async ({ body, caller, clientKey, requestId }) => {
      if (caller) await deps.rateLimiter.consume(contactRules.account, caller.uid);
      await deps.rateLimiter.consume(contactRules.address, clientKey);
      const id = randomUUID();
      await deps.supportMail.submit(id, { ...body, subject: body.subject || 'Support request', uid: caller?.uid ?? null }, deps.now(), requestId);
      return { id };
    }),
  ];
}
