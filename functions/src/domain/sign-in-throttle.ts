/**
 * Brute-force protection for sign-in: failed logins (refused by /auth/login, or reported after the
 * identity provider refused a password) and sign-up attempts are counted per client address.
 */
import type { RateLimiter, RateRule } from '../stores/rate-limits';

export interface ThrottleLimits {
  failedLoginsPer15Min: number;
  signupsPerHour: number;
}

export const failedLoginsRule = (limits: ThrottleLimits): RateRule => ({
  scope: 'login-failures',
  limit: limits.failedLoginsPer15Min,
  windowSeconds: 15 * 60,
  code: 'too-many-attempts',
});

export const signupsRule = (limits: ThrottleLimits): RateRule => ({
  scope: 'signups',
  limit: limits.signupsPerHour,
  windowSeconds: 60 * 60,
  code: 'too-many-attempts',
});

export interface SignInThrottleDeps {
  rateLimiter: RateLimiter;
  limits: ThrottleLimits;
}

/** Refuses a client already over the failed-login limit, without counting. */
export const assertMayTrySignIn = (deps: SignInThrottleDeps, clientKey: string) =>
  deps.rateLimiter.assertBelow(failedLoginsRule(deps.limits), clientKey);

/** Counts one failed sign-in; refuses when it goes over the limit. */
export const countFailedSignIn = (deps: SignInThrottleDeps, clientKey: string) =>
  deps.rateLimiter.consume(failedLoginsRule(deps.limits), clientKey);

/** Counts one sign-up attempt; refuses past the limit. */
export const countSignupAttempt = (deps: SignInThrottleDeps, clientKey: string) =>
  deps.rateLimiter.consume(signupsRule(deps.limits), clientKey);
