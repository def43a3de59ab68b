/**
 * The retention sweep: raw analytics events past their expiry, ended rate-limit windows and old
 * webhook ids go; the daily counters stay. The `retention` function runs it daily in production
 * (beside Firestore's TTL policies on `expireAt`); locally the stack runs it at start and
 * `npm run admin -- retention` on demand.
 */
import type { Logger } from '../../platform/logger';
import type { AnalyticsEventStore } from '../../stores/analytics-events';
import type { RateLimiter } from '../../stores/rate-limits';
import type { StripeEventStore } from '../../stores/stripe-events';

export interface RetentionDeps {
  analytics: AnalyticsEventStore;
  rateLimiter: RateLimiter;
  stripeEvents: StripeEventStore;
  logger: Logger;
  now: () => Date;
}

export async function runRetention(deps: RetentionDeps): Promise<{ events: number; rateLimits: number; stripeEvents: number }> {
  const now = deps.now();
  const swept = {
    events: await deps.analytics.purgeExpired(now),
    rateLimits: await deps.rateLimiter.purgeExpired(now),
    stripeEvents: await deps.stripeEvents.purgeExpired(now),
  };
  deps.logger.info('retention sweep', swept);
  return swept;
}
