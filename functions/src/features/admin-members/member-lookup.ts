/**
 * What support sees of a member (issue 25): their plan, trial, subscription, last payment,
 * complimentary months and the messages they sent to support, read from their record, the identity
 * provider (whether the address is verified) and the support mailbox. Grants of a complimentary
 * month, which gives full access but is never a Stripe subscription: the subscription fields and
 * the business counters (paying members, MRR) stay Stripe's alone.
 */
import {
  COMPLIMENTARY_DAYS,
  MAX_COMPLIMENTARY_GRANTS,
  MEMBER_SUPPORT_MESSAGES,
  type ComplimentaryGrant,
  type ComplimentaryResult,
  type MemberDetails,
  type MemberPlan,
} from '@bela/contracts/admin-members';
import { accessStatus, isPaid } from '../../domain/access-status';
import { trialStartOf, type UserAccessDeps } from '../../domain/user-access';
import { AppError } from '../../platform/app-error';
import type { Identity } from '../../ports/identity';
import type { Payments } from '../../ports/payments';
import type { Logger } from '../../platform/logger';

/** How many failed charges a member's record lists. */
const MEMBER_FAILED_PAYMENTS = 10;
import type { SupportMailStore } from '../../stores/support-mail';
import type { ComplimentaryGrantRecord, UserRecord } from '../../stores/users';

export interface MemberLookupDeps extends UserAccessDeps {
  identity: Identity;
  /** The member's charges at the payment provider: the failed ones are shown (issue 42). */
  payments?: Pick<Payments, 'listCharges'>;
  logger?: Logger;
  supportMail: SupportMailStore;
  /** True with a test key or the sandbox: the dashboard's test-mode pages. */
  stripeTestMode: boolean;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const dateOrNull = (value: unknown) => (value instanceof Date ? value : null);

/** The member's customer in the Stripe dashboard. */
export const stripeDashboardUrl = (customerId: string, testMode: boolean) =>
  `https://dashboard.stripe.com/${testMode ? 'test/' : ''}customers/${encodeURIComponent(customerId)}`;

/** Stripe pays for the member's access now (an active, paid subscription within its period). */
export function paysThroughStripe(record: UserRecord, now: Date): boolean {
  return isPaid({
    subscriptionStatus: record.subscriptionStatus,
    paymentStatus: record.paymentStatus,
    subscriptionPeriodEnd: dateOrNull(record.subscriptionPeriodEnd),
    now,
  });
}

const grantsOf = (grants: ComplimentaryGrantRecord[] | undefined): ComplimentaryGrant[] =>
  (grants ?? []).map((grant) => ({ at: grant.at.toISOString(), by: grant.byEmail, until: grant.until.toISOString() }));

/** The member whose record holds `email` (as sign-up stored it, in lower case); 404 otherwise. */
export async function findMember(deps: Pick<UserAccessDeps, 'users'>, email: string): Promise<{ uid: string; record: UserRecord }> {
  const uid = await deps.users.findUidByEmail(email);
  const record = uid ? await deps.users.get(uid) : null;
  if (!uid || !record) throw new AppError('member-not-found');
  return { uid, record };
}

export async function memberDetails(deps: MemberLookupDeps, uid: string, record: UserRecord): Promise<MemberDetails> {
  const now = deps.now();
  const [identityUser, waitlist] = await Promise.all([deps.identity.getUser(uid), deps.waitlist.has(record.email)]);
  const emailVerified = identityUser?.emailVerified === true;
  const trialStart = trialStartOf(record);
  const access = accessStatus({
    createdAt: trialStart,
    subscriptionStatus: record.subscriptionStatus,
    paymentStatus: record.paymentStatus,
    subscriptionPeriodEnd: dateOrNull(record.subscriptionPeriodEnd),
    emailVerified,
    isWaitlistUser: waitlist,
    complimentaryUntil: dateOrNull(record.complimentaryUntil),
    now,
  });
  const plan: MemberPlan = paysThroughStripe(record, now) ? 'paid' : access.complimentaryUntil ? 'complimentary' : access.status === 'trial' ? 'trial' : 'expired';
  const customerId = typeof record.stripeCustomerId === 'string' && record.stripeCustomerId ? record.stripeCustomerId : null;
  const [supportMessages, charges] = await Promise.all([
    deps.supportMail.recentOf({ uid, verifiedEmail: emailVerified ? record.email : null }, MEMBER_SUPPORT_MESSAGES),
    customerId && deps.payments
      ? deps.payments.listCharges(customerId).catch((error: unknown) => {
          deps.logger?.warn('charges not read for the member record', { error });
          return [];
        })
      : Promise.resolve([]),
  ]);
  const failedPayments = charges
    .filter((charge) => charge.status === 'failed')
    .slice(0, MEMBER_FAILED_PAYMENTS)
    .map((charge) => ({ at: charge.created.toISOString(), amountCents: charge.amount }));
  return {
    uid,
    email: record.email,
    displayName: record.displayName,
    role: record.role === 'admin' ? 'admin' : 'user',
    createdAt: iso(record.createdAt) ?? new Date(0).toISOString(),
    emailVerified,
    plan,
    trial: { started: trialStart.toISOString(), ends: access.trialEndsAt, daysRemaining: access.daysRemaining, waitlist },
    subscription: {
      status: record.subscriptionStatus,
      paymentStatus: record.paymentStatus,
      periodStart: iso(record.subscriptionPeriodStart),
      periodEnd: iso(record.subscriptionPeriodEnd),
      cancelAtPeriodEnd: record.cancelAtPeriodEnd === true,
      stripeCustomerId: customerId,
    },
    lastPaymentDate: iso(record.lastPaymentDate),
    complimentary: { until: iso(record.complimentaryUntil), grants: grantsOf(record.complimentaryGrants) },
    supportMessages: supportMessages.map((message) => ({ id: message.id, at: iso(message.at), subject: message.subject, message: message.message })),
    failedPayments,
    stripeDashboardUrl: customerId ? stripeDashboardUrl(customerId, deps.stripeTestMode) : null,
  };
}

/**
 * Grants a complimentary month: 30 days from the later of now and the current complimentary end.
 * Refused (409) while Stripe pays for the member's access: a month more would change nothing.
 */
export async function grantComplimentaryMonth(
  deps: Pick<UserAccessDeps, 'users' | 'now' | 'business'>,
  uid: string,
  admin: { uid: string; email: string | null },
): Promise<ComplimentaryResult> {
  const at = deps.now();
  const { until, grants } = await deps.users.grantComplimentary(
    uid,
    { at, byUid: admin.uid, byEmail: admin.email, days: COMPLIMENTARY_DAYS, keep: MAX_COMPLIMENTARY_GRANTS },
    (record) => {
      if (paysThroughStripe(record, at)) throw new AppError('already-paying');
    },
  );
  // The Business tab counts complimentary months beside the subscriptions (issue 42).
  const record = deps.business ? await deps.users.get(uid) : null;
  if (record) await deps.business?.countNow(at, record, { complimentaryMonths: 1 });
  return { uid, until: until.toISOString(), grants: grantsOf(grants) };
}
