/** What a user may do, computed on the server from their record, in one place. */
import type { AccessStatus, UserInfo } from '@bela/contracts/auth';
import { TRIAL_PENDING, type UserRecord, type UserStore } from '../stores/users';
import type { WaitlistStore } from '../stores/waitlist';
import type { TrialClaim, TrialMailbox, TrialRecordStore } from '../stores/trial-records';
import { TRIAL_END_COUNTED, type BusinessStatsStore } from '../stores/business-stats';
import { accessStatus } from './access-status';
import { canonicalEmail } from './canonical-email';

export interface UserAccessDeps {
  users: UserStore;
  waitlist: WaitlistStore;
  /**
   * The trials mailboxes have had: an account verified after sign-up claims its mailbox's when
   * first seen verified. The app always wires it (api-app.ts); a bench or test that builds a route
   * without it leaves pending accounts pending.
   */
  trialRecords?: TrialRecordStore;
  now: () => Date;
  /** Counts a trial started (the admin's Business figures). */
  business?: BusinessStatsStore;
}

/** An address as the trial records and the chat's quota windows read it (decision 0023). */
export const mailboxOf = (email: string): TrialMailbox => ({ canonical: canonicalEmail(email), address: email });

/** The account's address has not been verified yet, so it has claimed no trial (decision 0023). */
export const trialPending = (record: UserRecord): boolean => record[TRIAL_PENDING] === true;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/**
 * When the member's free trial started: at sign-up, unless their address had a trial before
 * (stores/trial-records.ts), whose start the sign-up then wrote as `trialStartedAt`; for an
 * account whose address was verified after sign-up, when that was first noticed (also written as
 * `trialStartedAt`, or the mailbox's earlier start).
 */
export function trialStartOf(record: UserRecord): Date {
  const reused = record['trialStartedAt'];
  if (reused instanceof Date) return reused;
  return record.createdAt instanceof Date ? record.createdAt : new Date(0);
}

async function accessFor(deps: UserAccessDeps, record: UserRecord, emailVerified: boolean, waitlisted?: Promise<boolean>): Promise<AccessStatus> {
  return accessStatus({
    createdAt: trialStartOf(record),
    subscriptionStatus: record.subscriptionStatus,
    paymentStatus: record.paymentStatus,
    subscriptionPeriodEnd: record.subscriptionPeriodEnd instanceof Date ? record.subscriptionPeriodEnd : null,
    emailVerified,
    isWaitlistUser: await (waitlisted ?? deps.waitlist.has(record.email)),
    complimentaryUntil: record.complimentaryUntil instanceof Date ? record.complimentaryUntil : null,
    now: deps.now(),
  });
}

/** The record in its public form (SPEC.md section 3, User info), with `access`. */
export async function userInfoFor(deps: UserAccessDeps, uid: string, record: UserRecord, emailVerified: boolean): Promise<UserInfo> {
  const access = await accessFor(deps, record, emailVerified);
  return {
    uid,
    displayName: record.displayName,
    email: record.email,
    emailVerified,
    createdAt: iso(record.createdAt) ?? new Date(0).toISOString(),
    method: record.method,
    ageConfirmed: record.ageConfirmed,
    subscriptionStatus: record.subscriptionStatus,
    paymentStatus: record.paymentStatus,
    subscriptionPeriodStart: iso(record.subscriptionPeriodStart),
    subscriptionPeriodEnd: iso(record.subscriptionPeriodEnd),
    lastPaymentDate: iso(record.lastPaymentDate),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    role: record.role === 'admin' ? 'admin' : 'user',
    access,
  };
}

/**
 * The record and access of a signed-in caller, or null when they have no profile yet. With the
 * address the caller's token carries, the waitlist is asked beside the record, not after it (the
 * record's own address is asked again in the rare case it differs).
 */
export async function loadUserAccess(
  deps: UserAccessDeps,
  uid: string,
  emailVerified: boolean | Promise<boolean>,
  tokenEmail?: string | null,
): Promise<{ record: UserRecord; access: AccessStatus } | null> {
  const waitlisted = tokenEmail ? deps.waitlist.has(tokenEmail) : undefined;
  waitlisted?.catch(() => undefined);
  const [stored, verified] = await Promise.all([deps.users.get(uid), emailVerified]);
  if (!stored) return null;
  const record = await claimPendingTrial(deps, uid, stored, verified);
  return { record, access: await accessFor(deps, record, verified, record.email === tokenEmail ? waitlisted : undefined) };
}

/**
 * Claims the mailbox's trial for an account now known to be verified, and counts a trial that
 * starts (the Business figures): the day it starts, and the day it will end. Returns the claim
 * and the end access gives it.
 */
export async function claimTrial(
  deps: UserAccessDeps & { trialRecords: TrialRecordStore },
  record: UserRecord,
  now: Date,
): Promise<{ claim: TrialClaim; trialEnd: Date }> {
  const claim = await deps.trialRecords.claim(mailboxOf(record.email), now);
  const access = await accessFor(deps, { ...record, trialStartedAt: claim.trialStartedAt }, true);
  const trialEnd = new Date(access.trialEndsAt);
  if (!claim.alreadyUsed) {
    await Promise.all([deps.business?.countNow(now, record, { trialsStarted: 1 }), deps.business?.countNow(trialEnd, record, { trialsEnding: 1 })]);
  }
  return { claim, trialEnd };
}

/**
 * An account signed up before its address was verified reserved no trial. The first time it is
 * seen verified (sign-in, user info, the chat, the gallery), it claims its mailbox's trial: a new
 * one starting then, or, when another account of the mailbox had one meanwhile, that one's start
 * (perhaps long over: then the trial has ended, as for a second sign-up). Returns the record as it
 * now is.
 */
export async function claimPendingTrial(deps: UserAccessDeps, uid: string, record: UserRecord, emailVerified: boolean): Promise<UserRecord> {
  const { trialRecords } = deps;
  if (!emailVerified || !trialPending(record) || !trialRecords) return record;
  const { claim, trialEnd } = await claimTrial({ ...deps, trialRecords }, record, deps.now());
  const fields = { trialStartedAt: claim.trialStartedAt, [TRIAL_END_COUNTED]: trialEnd };
  await deps.users.settleTrial(uid, fields);
  return { ...record, ...fields, [TRIAL_PENDING]: false };
}
