/**
 * The retention sweep: raw analytics events past their expiry, ended rate-limit windows and old
 * webhook ids go; the daily counters stay. Personal data with a shorter life goes sooner
 * (RETENTION_DAYS, which the Privacy page states): what a visitor typed without an account (an
 * abandoned sign-up's name and address, the address of a failed sign-in) after 30 days, and queued
 * mail once delivered or after 30 days. The `retention` function runs it daily in production
 * (beside Firestore's TTL policies on `expireAt`); locally the stack runs it at start and
 * `npm run admin -- retention` on demand.
 */
import { RETENTION_DAYS } from '@bela/contracts/constants';
import type { Logger } from '../../platform/logger';
import type { AnalyticsEventStore } from '../../stores/analytics-events';
import type { RateLimiter } from '../../stores/rate-limits';
import type { StripeEventStore } from '../../stores/stripe-events';
import type { SupportMailStore } from '../../stores/support-mail';

const DAY_MS = 86_400_000;

export interface RetentionDeps {
  analytics: AnalyticsEventStore;
  rateLimiter: RateLimiter;
  stripeEvents: StripeEventStore;
  supportMail: SupportMailStore;
  logger: Logger;
  now: () => Date;
}

export interface RetentionSweep {
  /** Raw analytics events past their expiry. */
  events: number;
  /** Abandoned sign-ups and sign-in reports without an account, past RETENTION_DAYS.typedWithoutAccount. */
  typedWithoutAccount: number;
  /** Mail documents delivered, or queued more than RETENTION_DAYS.queuedMail ago. */
  mail: number;
  rateLimits: number;
  stripeEvents: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function runRetention(deps: RetentionDeps): Promise<RetentionSweep> {
  const now = deps.now();
  const swept: RetentionSweep = {
    events: await deps.analytics.purgeExpired(now),
    typedWithoutAccount: await deps.analytics.purgeTypedWithoutAccount(daysBefore(now, RETENTION_DAYS.typedWithoutAccount)),
    mail: await deps.supportMail.purgeMail(daysBefore(now, RETENTION_DAYS.queuedMail)),
    rateLimits: await deps.rateLimiter.purgeExpired(now),
    stripeEvents: await deps.stripeEvents.purgeExpired(now),
  };
  deps.logger.info('retention sweep', { ...swept });
  return swept;
}
