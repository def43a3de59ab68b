/**
 * Brute-force protection for sign-in: failed logins (reported by the web app after the identity
 * provider refuses a password, or refused by /auth/login) and sign-up attempts are counted per
 * client address; past the limit, /auth/login, /auth/signup and login reports answer 429.
 */
import type { Request, RequestHandler } from 'express';
import type { Services } from '../../composition-root';
import type { RateRule } from './rate-limiter';

const message = 'Too many attempts. Please wait a moment and try again.';

export const failedLoginsRule = (services: Services): RateRule => ({
  scope: 'login-failures',
  limit: services.config.throttle.failedLoginsPer15Min,
  windowSeconds: 15 * 60,
  code: 'too-many-attempts',
  message,
});

const signupsRule = (services: Services): RateRule => ({
  scope: 'signups',
  limit: services.config.throttle.signupsPerHour,
  windowSeconds: 60 * 60,
  code: 'too-many-attempts',
  message,
});

const COUNTED_FAILURES = new Set([400, 401, 403]);

export const clientKey = (req: Request) => req.ip ?? 'unknown';

/** Refuses a client already over the failed-login limit; counts this request's failure if it fails. */
export function throttleFailedLogins(services: Services): RequestHandler {
  const rule = failedLoginsRule(services);
  return async (req, res, next) => {
    const key = clientKey(req);
    await services.rateLimiter.assertBelow(rule, key);
    res.on('finish', () => {
      // Refused credentials count; 'user-not-found' is the normal first step of a new Google user.
      if (COUNTED_FAILURES.has(res.statusCode)) {
        services.rateLimiter.hit(rule, key).catch((error: unknown) => {
          services.logger.warn('failed-login count not stored', { requestId: req.id, error });
        });
      }
    });
    next();
  };
}

/** Counts every sign-up attempt of a client; past the limit, refuses. */
export function throttleSignups(services: Services): RequestHandler {
  const rule = signupsRule(services);
  return async (req, _res, next) => {
    await services.rateLimiter.consume(rule, clientKey(req));
    next();
  };
}
