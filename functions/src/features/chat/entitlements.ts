/**
 * Who may chat, and how much: the one module holding the per-plan limits. A refusal is an AppError
 * whose code the web app turns into a state (verify banner, upgrade prompt, slow down).
 */
import type { Identity, VerifiedToken } from '../../ports/identity';
import { CHAT_RATE_PER_MINUTE, DAILY_MESSAGES, MAX_MESSAGE_CHARS, MAX_REPLY_TOKENS } from '@bela/contracts/constants';
import type { AccessStatus } from '@bela/contracts/auth';
import { AppError } from '../../platform/app-error';
import type { UserRecord } from '../../stores/users';
import type { RateLimiter, RateRule, WindowsInTransaction } from '../../stores/rate-limits';
import { isEmailVerified } from '../../domain/email-verification';
import { loadUserAccess, mailboxOf, type UserAccessDeps } from '../../domain/user-access';

export type Plan = 'trial' | 'paid';

export const entitlements = {
  maxMessageChars: MAX_MESSAGE_CHARS,
  maxReplyTokens: MAX_REPLY_TOKENS,
  /** History turns the model sees, newest last, within a character budget. */
  historyTurns: 24,
  historyChars: 12_000,
  perMinute: CHAT_RATE_PER_MINUTE,
  dailyMessages: DAILY_MESSAGES,
} as const;

const perMinuteRule: RateRule = {
  scope: 'chat-minute',
  limit: entitlements.perMinute,
  windowSeconds: 60,
  code: 'rate-limited',
};

const dailyRule = (plan: Plan): RateRule => ({
  scope: `chat-day-${plan}`,
  limit: entitlements.dailyMessages[plan],
  windowSeconds: 24 * 60 * 60,
  code: 'daily-limit-reached',
  ...(plan === 'trial' ? { message: "You've reached today's message limit for the free trial. Upgrade to keep chatting." } : {}),
});

export interface EntitlementDeps extends UserAccessDeps {
  identity: Identity;
  rateLimiter: RateLimiter;
}

export interface ChatEntitlement {
  record: UserRecord;
  access: AccessStatus;
  plan: Plan;
}

/**
 * May this caller read their conversations? A verified member may, even after the trial ended;
 * an unverified one may not (SPEC.md section 6).
 */
export async function assertChatAccess(deps: EntitlementDeps, user: VerifiedToken): Promise<ChatEntitlement> {
  // The identity provider (when the token predates the verification), the record and the waitlist are asked together.
  const verified = isEmailVerified(deps.identity, user);
  const loaded = await loadUserAccess(deps, user.uid, verified, user.email);
  if (!loaded) throw new AppError('user-not-found', { message: 'Please complete sign up first.' });
  if (!(await verified)) throw new AppError('email-not-verified');
  return { ...loaded, plan: loaded.access.isPaidUser ? 'paid' : 'trial' };
}

/** Refuses a message longer than a member may send. */
export function assertMessageLength(text: string): void {
  if (text.length > entitlements.maxMessageChars) throw new AppError('message-too-long');
}

/** Refuses a member who may read but not send (the trial has ended). */
export function assertMayChat(entitlement: ChatEntitlement): void {
  if (!entitlement.access.canUseChat) throw new AppError('trial-expired');
}

/**
 * The minute and day windows of a turn, for each plan, to be read in the turn's transaction before
 * the member's record says which plan counts (both plans' day windows are read: one round trip, not
 * two). `key` is the quota key the windows count (`quotaKeyOf`).
 */
export function chatWindows(rateLimiter: RateLimiter, key: string): Record<Plan, WindowsInTransaction> & { paths: string[] } {
  const trial = rateLimiter.windowsInTransaction([perMinuteRule, dailyRule('trial')], key);
  const paid = rateLimiter.windowsInTransaction([perMinuteRule, dailyRule('paid')], key);
  return { trial, paid, paths: [...new Set([...trial.paths, ...paid.paths])] };
}

/**
 * Whose messages the minute and day windows count: the member's mailbox (the trial record's key),
 * not the account, so deleting the account and signing up again with the same mailbox refills
 * nothing (decision 0023). The uid only for a record without an address (or a bench's routes
 * built without the trial records).
 */
export function quotaKeyOf(deps: EntitlementDeps, record: Pick<UserRecord, 'email'>, uid: string): string {
  return record.email && deps.trialRecords ? deps.trialRecords.quotaKey(mailboxOf(record.email)) : uid;
}
