/**
 * Trial and subscription status (SPEC.md section 4), computed on the server from the user record.
 * The client only displays the result.
 */
import { TRIAL_DAYS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import type { AccessStatus } from '@bela/contracts/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after the synced period end a paid member keeps access. Stripe renews a subscription
 * about an hour after its period ends and retries a failed charge over days, announcing each step
 * by webhook; two days covers a renewal whose webhook is late or retried. Past that, a member whose
 * renewal we never heard of (a lost webhook, a stale write) is no longer paid: the next sync
 * (verify-session, checkout, any webhook) restores access if Stripe says they are.
 */
export const PAID_ACCESS_GRACE_MS = 48 * 60 * 60 * 1000;

export interface AccessInput {
  createdAt: Date;
  subscriptionStatus: string;
  paymentStatus: string;
  /** The end of the paid period, as the subscription sync last read it from Stripe. */
  subscriptionPeriodEnd: Date | null;
  emailVerified: boolean;
  isWaitlistUser: boolean;
  /** The end of the complimentary month an admin granted (issue 25), if ever one was. */
  complimentaryUntil?: Date | null;
  now: Date;
}

/** Paid: an active, paid subscription whose period (plus the grace) has not ended. */
export function isPaid(input: Pick<AccessInput, 'subscriptionStatus' | 'paymentStatus' | 'subscriptionPeriodEnd' | 'now'>): boolean {
  const end = input.subscriptionPeriodEnd;
  return (
    input.subscriptionStatus === 'active' &&
    input.paymentStatus === 'paid' &&
    end instanceof Date &&
    end.getTime() + PAID_ACCESS_GRACE_MS > input.now.getTime()
  );
}

/**
 * A complimentary month runs: full access an admin granted, until its end (no grace: it is no
 * renewal). It is never a subscription: the subscription fields and the business counters know
 * nothing of it.
 */
export function isComplimentary(input: Pick<AccessInput, 'complimentaryUntil' | 'now'>): boolean {
  const until = input.complimentaryUntil;
  return until instanceof Date && until.getTime() > input.now.getTime();
}

export function accessStatus(input: AccessInput): AccessStatus {
  const trialDurationDays = input.isWaitlistUser ? WAITLIST_TRIAL_DAYS : TRIAL_DAYS;
  const wholeDaysSinceSignup = Math.max(0, Math.floor((input.now.getTime() - input.createdAt.getTime()) / DAY_MS));
  const daysRemaining = Math.max(0, trialDurationDays - wholeDaysSinceSignup);
  const stripePaid = isPaid(input);
  // A complimentary month the member is told of only while Stripe is not what pays.
  const complimentary = !stripePaid && isComplimentary(input);
  const paid = stripePaid || complimentary;
  const status = paid ? 'paid' : daysRemaining > 0 ? 'trial' : 'expired';
  return {
    status,
    isPaidUser: paid,
    isTrialUser: !paid,
    trialDurationDays,
    daysRemaining,
    trialEndsAt: new Date(input.createdAt.getTime() + trialDurationDays * DAY_MS).toISOString(),
    isWaitlistUser: input.isWaitlistUser,
    emailVerified: input.emailVerified,
    canUseChat: status !== 'expired',
    complimentaryUntil: complimentary ? input.complimentaryUntil!.toISOString() : null,
  };
}
