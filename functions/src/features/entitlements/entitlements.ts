/**
 * Who may chat, and how much: the one module holding the per-plan limits. A refusal is an
 * HttpError whose code the web app turns into a state (verify banner, upgrade prompt, slow down).
 */
import type { Services } from '../../composition-root';
import type { VerifiedToken } from '../../ports/identity';
import { CHAT_RATE_PER_MINUTE, DAILY_MESSAGES, MAX_MESSAGE_CHARS, MAX_REPLY_TOKENS } from '../../shared/constants';
import type { AccessStatus } from '../../shared/schemas';
import { HttpError } from '../../http/http-error';
import type { UserRecord } from '../auth/user-record';
import type { RateRule } from '../rate-limit/rate-limiter';
import { loadUserAccess } from './user-access';

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
  message: "You're sending messages a little fast. Please wait a moment.",
};

const dailyRule = (plan: Plan): RateRule => ({
  scope: `chat-day-${plan}`,
  limit: entitlements.dailyMessages[plan],
  windowSeconds: 24 * 60 * 60,
  code: 'daily-limit-reached',
  message:
    plan === 'trial'
      ? "You've reached today's message limit for the free trial. Upgrade to keep chatting."
      : "You've reached today's message limit. It resets within a day.",
});

export interface ChatEntitlement {
  record: UserRecord;
  access: AccessStatus;
  plan: Plan;
}

/** A token issued before the user verified says unverified; ask the identity provider then. */
async function isVerified(services: Services, user: VerifiedToken): Promise<boolean> {
  if (user.emailVerified) return true;
  return (await services.identity.getUser(user.uid))?.emailVerified === true;
}

/**
 * May this caller read their conversations? A verified member may, even after the trial ended;
 * an unverified one may not (SPEC.md section 6).
 */
export async function assertChatAccess(services: Services, user: VerifiedToken): Promise<ChatEntitlement> {
  const verified = await isVerified(services, user);
  const loaded = await loadUserAccess(services, user.uid, verified);
  if (!loaded) throw HttpError.forbidden('Please complete sign up first.', 'user-not-found');
  if (!verified) throw HttpError.forbidden('Please verify your email to chat.', 'email-not-verified');
  return { ...loaded, plan: loaded.access.isPaidUser ? 'paid' : 'trial' };
}

/** Checks the message and counts it against the per-minute and daily limits. */
export async function assertMaySend(services: Services, user: VerifiedToken, text: string): Promise<ChatEntitlement> {
  if (text.length > entitlements.maxMessageChars) {
    throw new HttpError(400, 'message-too-long', `Messages can be at most ${entitlements.maxMessageChars} characters.`);
  }
  const entitlement = await assertChatAccess(services, user);
  if (!entitlement.access.canUseChat) {
    throw HttpError.forbidden('Your free trial has ended. Upgrade to continue chatting.', 'trial-expired');
  }
  await services.rateLimiter.consume(perMinuteRule, user.uid);
  await services.rateLimiter.consume(dailyRule(entitlement.plan), user.uid);
  return entitlement;
}
