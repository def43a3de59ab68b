/**
 * Brute-force protection for sign-in: failed logins (reported by the web app after the identity
 * provider refuses a password, or refused by /auth/login) and sign-up attempts are counted per
 * client address; past the limit, /auth/login, /auth/signup and login reports answer 429.
 */
import type { Request, RequestHandler } from 'express';
import type { Services } from '../../composition-root';
import type { RateRule } from './rate-limiter';

const message = 'Too many attempts. Please wait a moment and try again.';

export const FAILED_LOGINS: RateRule = {
  scope: 'login-failures',
  limit: 10,
  windowSeconds: 15 * 60,
  code: 'too-many-attempts',
  message,
};

export const SIGNUPS: RateRule = {
  scope: 'signups',
  limit: 10,
  windowSeconds: 60 * 60,
  code: 'too-many-attempts',
  message,
};

export const clientKey = (req: Request) => req.ip ?? 'unknown';

/** Refuses a client already over the failed-login limit; counts this request's failure if it fails. */
export function throttleFailedLogins(services: Services): RequestHandler {
  return async (req, res, next) => {
    const key = clientKey(req);
    await services.rateLimiter.assertBelow(FAILED_LOGINS, key);
    res.on('finish', () => {
      if (res.statusCode >= 400 && res.statusCode !== 429) {
        services.rateLimiter.hit(FAILED_LOGINS, key).catch((error: unknown) => {
          services.logger.warn('failed-login count not stored', { requestId: req.id, error });
        });
      }
    });
    next();
  };
}

/** Counts every sign-up attempt of a client; past the limit, refuses. */
export function throttleSignups(services: Services): RequestHandler {
  return async (req, _res, next) => {
    await services.rateLimiter.consume(SIGNUPS, clientKey(req));
    next();
  };
}
