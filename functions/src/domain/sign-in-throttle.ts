/**
 * Brute-force protection for sign-in, in two separate limits that each block only what they
 * protect. Failed logins (refused by /auth/login, or reported after the identity provider refused
 * a password) count per client address, so one address cannot try many accounts. They count per
 * account (the e-mail tried) only when the caller proved that account is theirs with its ID token:
 * an e-mail named in a request is only a claim, and counting it would let anyone lock an account's
 * owner out by naming their address (the provider itself throttles guesses against one account).
 * Successes never count, and a verified member proving the password with an ID token is never
 * refused, so colleagues or a mobile carrier behind one address do not lock each other out.
 * Sign-up attempts count per client address.
 */
import type { RateLimiter, RateRule, RateState } from '../stores/rate-limits';
import { AppError } from '../platform/app-error';

export interface ThrottleLimits {
  failedLoginsPer15Min: number;
  signupsPerHour: number;
}

const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

export const failedLoginsRule = (limits: ThrottleLimits): RateRule => ({
  scope: 'login-failures',
  limit: limits.failedLoginsPer15Min,
  windowSeconds: FAILED_LOGIN_WINDOW_SECONDS,
  code: 'too-many-attempts',
});

export const failedLoginsPerAccountRule = (limits: ThrottleLimits): RateRule => ({
  scope: 'login-failures-account',
  limit: limits.failedLoginsPer15Min,
  windowSeconds: FAILED_LOGIN_WINDOW_SECONDS,
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

/** One sign-in attempt: where it came from, and the account tried when it is known. */
export interface SignInAttempt {
  clientKey: string;
  /** The account tried: an attempt naming an account over its limit is refused. */
  email?: string | null;
  /**
   * The caller's ID token proves `email` is theirs. Only then does a failure count against the
   * account; a failure naming an account it cannot prove counts against its address alone.
   */
  accountProven?: boolean;
  /** The caller proved the password with an ID token of an account whose e-mail is verified. */
  verifiedMember?: boolean;
}

/** An e-mail as one account, however it was typed; empty when there is none. */
export const accountKeyOf = (email: string | null | undefined): string => email?.trim().toLowerCase() ?? '';

/**
 * The counters an attempt is held to: its address always, and its account when one was named
 * (`checking`) or, for counting a failure, when the caller proved the account is theirs.
 */
function countersOf(deps: SignInThrottleDeps, attempt: SignInAttempt, use: 'checking' | 'counting'): Array<[RateRule, string]> {
  const account = accountKeyOf(attempt.email);
  const counters: Array<[RateRule, string]> = [[failedLoginsRule(deps.limits), attempt.clientKey]];
  if (account && (use === 'checking' || attempt.accountProven === true)) counters.push([failedLoginsPerAccountRule(deps.limits), account]);
  return counters;
}

/** The refusal of the counter that keeps the caller waiting longest, if any refuses. */
function refusal(states: RateState[]): AppError | null {
  const over = states.filter((state) => !state.allowed);
  if (over.length === 0) return null;
  const retryAfterSeconds = Math.max(...over.map((state) => state.retryAfterSeconds));
  return new AppError('too-many-attempts', { retryAfterSeconds });
}

/**
 * Refuses an attempt whose address or account is over the failed-login limit, without counting.
 * A verified member is never refused: the limits slow down guessing, and they proved the password.
 */
export async function assertMayTrySignIn(deps: SignInThrottleDeps, attempt: SignInAttempt): Promise<void> {
  if (attempt.verifiedMember) return;
  const states = await Promise.all(countersOf(deps, attempt, 'checking').map(([rule, key]) => deps.rateLimiter.peek(rule, key)));
  const refused = refusal(states);
  if (refused) throw refused;
}

/**
 * Counts one failed sign-in against its address, and against its account when the caller proved it
 * theirs; refuses when either goes over.
 */
export async function countFailedSignIn(deps: SignInThrottleDeps, attempt: SignInAttempt): Promise<void> {
  const states = await Promise.all(countersOf(deps, attempt, 'counting').map(([rule, key]) => deps.rateLimiter.hit(rule, key)));
  const refused = refusal(states);
  if (refused) throw refused;
}

/** Counts one sign-up attempt; refuses past the limit. */
export const countSignupAttempt = (deps: SignInThrottleDeps, clientKey: string) =>
  deps.rateLimiter.consume(signupsRule(deps.limits), clientKey);
