/**
 * Tracking (public, bearer optional) and statistics (admins). Tracking cannot be used to fill the
 * store: the per-address limit is checked before anything is written, an anonymous sign-in report
 * can only be a failure and counts towards the sign-in throttle of the address it came from (never
 * of the account it names: anyone could name anyone's), and who the caller is comes from the
 * token, never from the body.
 */
import type { Request } from 'express';
import { analyticsEndpoints } from '@bela/contracts/analytics';
import { businessStatsEndpoints } from '@bela/contracts/analytics-business';
import { businessStats, conversationStats, type BusinessStatisticsDeps, type ConversationStatisticsDeps } from './business-statistics';
import { AppError } from '../../platform/app-error';
import type { RateLimiter, RateRule } from '../../stores/rate-limits';
import { assertMayTrySignIn, countFailedSignIn, type SignInThrottleDeps } from '../../domain/sign-in-throttle';
import { route, type RouteBinding } from '../../http/route';
import { actionStats, loginStats, visitStats, type StatisticsDeps } from './statistics';
import { trackAction, trackLogin, trackVisit, type RequestFacts, type TrackingDeps } from './tracking';
import type { VerifiedToken } from '../../ports/identity';

export interface AnalyticsDeps extends SignInThrottleDeps, TrackingDeps, StatisticsDeps, BusinessStatisticsDeps, ConversationStatisticsDeps {
  rateLimiter: RateLimiter;
  /** Tracking reports one client address may send a minute. */
  trackingPerMinute: number;
}

export function analyticsRoutes(deps: AnalyticsDeps): RouteBinding[] {
  const trackingRule: RateRule = { scope: 'tracking', limit: deps.trackingPerMinute, windowSeconds: 60, code: 'too-many-requests' };
  const facts = (caller: VerifiedToken | null, clientKey: string, req: Request): RequestFacts => ({
    caller,
    ip: clientKey,
    userAgent: req.get('user-agent'),
  });

  return [
    route(analyticsEndpoints.trackVisit, async ({ body, caller, clientKey, req }) => {
      await deps.rateLimiter.consume(trackingRule, clientKey);
      return trackVisit(deps, facts(caller, clientKey, req), body);
    }),

    route(analyticsEndpoints.trackAction, async ({ body, caller, clientKey, req }) => {
      await deps.rateLimiter.consume(trackingRule, clientKey);
      return trackAction(deps, facts(caller, clientKey, req), body);
    }),

    route(analyticsEndpoints.trackLogin, async ({ body, caller, clientKey, req }) => {
      if (!caller && body.success === true) {
        throw new AppError('unauthenticated', { message: 'A successful sign-in is reported with its ID token.' });
      }
      // Limits first: past one, nothing is written. An anonymous report counts as a failed sign-in
      // against its own address only: the account it names is a claim, and counting it would let
      // anyone lock that account's owner out. A signed-in caller's failure counts against their
      // own account too; a success never counts. An attempt already over a limit is refused
      // before it counts.
      await deps.rateLimiter.consume(trackingRule, clientKey);
      if (!caller || body.success === false) {
        const attempt = { clientKey, email: caller?.email ?? body.email, accountProven: caller !== null };
        await assertMayTrySignIn(deps, attempt);
        await countFailedSignIn(deps, attempt);
      }
      return trackLogin(deps, facts(caller, clientKey, req), body);
    }),

    route(analyticsEndpoints.visitStats, async ({ query }) => visitStats(deps, query)),
    route(analyticsEndpoints.actionStats, async ({ query }) => actionStats(deps, query)),
    route(analyticsEndpoints.loginStats, async ({ query }) => loginStats(deps, query)),
    route(businessStatsEndpoints.businessStats, async ({ query }) => businessStats(deps, query)),
    route(businessStatsEndpoints.conversationStats, async ({ query }) => conversationStats(deps, query)),
  ];
}
