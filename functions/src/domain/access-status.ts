/**
 * Trial and subscription status (SPEC.md section 4), computed on the server from the user record.
 * The client only displays the result.
 */
import { TRIAL_DAYS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import type { AccessStatus } from '@bela/contracts/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccessInput {
  createdAt: Date;
  subscriptionStatus: string;
  paymentStatus: string;
  emailVerified: boolean;
  isWaitlistUser: boolean;
  now: Date;
}

function isPaid(input: Pick<AccessInput, 'subscriptionStatus' | 'paymentStatus'>): boolean {
  return input.subscriptionStatus === 'active' && input.paymentStatus === 'paid';
}

export function accessStatus(input: AccessInput): AccessStatus {
  const trialDurationDays = input.isWaitlistUser ? WAITLIST_TRIAL_DAYS : TRIAL_DAYS;
  const wholeDaysSinceSignup = Math.max(0, Math.floor((input.now.getTime() - input.createdAt.getTime()) / DAY_MS));
  const daysRemaining = Math.max(0, trialDurationDays - wholeDaysSinceSignup);
  const paid = isPaid(input);
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
  };
}
