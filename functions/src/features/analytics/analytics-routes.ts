/**
 * Sign-in reports (public) and login statistics (admins). A report cannot be used to fill the
 * store: without a token only a failure can be reported, the throttle is checked before anything
 * is written, and a signed-in caller's identity comes from the token, never from the body.
 */
import { randomUUID } from 'node:crypto';
import { analyticsEndpoints } from '../../shared/contracts/analytics';
import { AppError } from '../../platform/app-error';
import { anonymizeIp } from '../../platform/anonymize-ip';
import type { LoginEventStore } from '../../stores/login-events';
import type { RateLimiter, RateRule } from '../../stores/rate-limits';
import { countFailedSignIn, type SignInThrottleDeps } from '../../domain/sign-in-throttle';
import { route, type RouteBinding } from '../../http/route';
import { summariseLogins } from './login-stats';

export interface AnalyticsDeps extends SignInThrottleDeps {
  rateLimiter: RateLimiter;
  /** Tracking reports one client address may send a minute. */
  trackingPerMinute: number;
  loginEvents: LoginEventStore;
  /** `test` on the local stack, `live` in production. */
  environment: 'live' | 'test';
  now: () => Date;
}

export function analyticsRoutes(deps: AnalyticsDeps): RouteBinding[] {
  const trackingRule: RateRule = { scope: 'tracking', limit: deps.trackingPerMinute, windowSeconds: 60, code: 'too-many-requests' };
  return [
    route(analyticsEndpoints.trackLogin, async ({ body, caller, clientKey, req }) => {
      if (!caller && body.success === true) {
        throw new AppError('unauthenticated', { message: 'A successful sign-in is reported with its ID token.' });
      }
      // Limits first: past one, nothing is written. An anonymous report counts as a failed sign-in.
      await deps.rateLimiter.consume(trackingRule, clientKey);
      if (!caller || body.success === false) await countFailedSignIn(deps, clientKey);
      const id = randomUUID();
      await deps.loginEvents.record(id, {
        timestamp: deps.now(),
        success: body.success,
        loginMethod: body.loginMethod,
        email: (caller ? caller.email : body.email)?.toLowerCase() ?? null,
        userId: caller?.uid ?? null,
        deviceType: body.deviceType ?? null,
        browser: body.browser ?? null,
        ip: anonymizeIp(req.ip),
        userAgent: body.userAgent ?? req.get('user-agent')?.slice(0, 1000) ?? null,
        errorMessage: body.errorMessage ?? null,
        sessionId: body.sessionId ?? null,
        page: body.page ?? null,
        environment: deps.environment,
        isTest: deps.environment === 'test',
      });
      return { id };
    }),

    route(analyticsEndpoints.loginStats, async ({ query }) => {
      const docs = await deps.loginEvents.find(query);
      const activities = docs.map(({ id, data }) => ({
        id,
        timestamp: data.timestamp.toISOString(),
        success: data.success,
        loginMethod: data.loginMethod,
        email: data.email,
        userId: data.userId,
        deviceType: data.deviceType,
        browser: data.browser,
        ip: data.ip,
        userAgent: data.userAgent,
        errorMessage: data.errorMessage,
        environment: data.environment,
        isTest: data.isTest,
      }));
      return { activities, summary: summariseLogins(docs.map((d) => d.data)) };
    }),
  ];
}
