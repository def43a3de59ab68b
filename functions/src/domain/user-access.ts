/** What a user may do, computed on the server from their record, in one place. */
import type { AccessStatus, UserInfo } from '@bela/contracts/auth';
import type { UserRecord, UserStore } from '../stores/users';
import type { WaitlistStore } from '../stores/waitlist';
import { accessStatus } from './access-status';

export interface UserAccessDeps {
  users: UserStore;
  waitlist: WaitlistStore;
  now: () => Date;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/**
 * When the member's free trial started: at sign-up, unless their address had a trial before
 * (stores/trial-records.ts), whose start the sign-up then wrote as `trialStartedAt`.
 */
export function trialStartOf(record: UserRecord): Date {
  const reused = record['trialStartedAt'];
  if (reused instanceof Date) return reused;
  return record.createdAt instanceof Date ? record.createdAt : new Date(0);
}

async function accessFor(deps: UserAccessDeps, record: UserRecord, emailVerified: boolean): Promise<AccessStatus> {
  return accessStatus({
    createdAt: trialStartOf(record),
    subscriptionStatus: record.subscriptionStatus,
    paymentStatus: record.paymentStatus,
    subscriptionPeriodEnd: record.subscriptionPeriodEnd instanceof Date ? record.subscriptionPeriodEnd : null,
    emailVerified,
    isWaitlistUser: await deps.waitlist.has(record.email),
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

/** The record and access of a signed-in caller, or null when they have no profile yet. */
export async function loadUserAccess(
  deps: UserAccessDeps,
  uid: string,
  emailVerified: boolean,
): Promise<{ record: UserRecord; access: AccessStatus } | null> {
  const record = await deps.users.get(uid);
  if (!record) return null;
  return { record, access: await accessFor(deps, record, emailVerified) };
}
