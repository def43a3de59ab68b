/** The `users/{uid}` document and its public form (SPEC.md section 3, User info). */
import type { AccessStatus, Role, UserInfo } from '../../shared/schemas';
import { signupMethods } from '../../shared/schemas';

export interface UserRecord {
  displayName: string;
  email: string;
  createdAt: Date;
  method: (typeof signupMethods)[number];
  ageConfirmed: boolean;
  /** Server-owned: written by admin tooling and Stripe sync only. */
  subscriptionStatus: string;
  paymentStatus: string;
  subscriptionPeriodStart: Date | null;
  subscriptionPeriodEnd: Date | null;
  lastPaymentDate: Date | null;
  cancelAtPeriodEnd: boolean;
  role: Role;
  lastLoginAt?: Date;
  [key: string]: unknown;
}

export const userPath = (uid: string) => `users/${uid}`;

/** A new account: a non-admin trial user, whatever the client sent. */
export function newUserRecord(input: {
  email: string;
  displayName: string;
  method: UserRecord['method'];
  now: Date;
}): UserRecord {
  return {
    displayName: input.displayName,
    email: input.email,
    createdAt: input.now,
    method: input.method,
    ageConfirmed: true,
    subscriptionStatus: 'none',
    paymentStatus: 'unpaid',
    subscriptionPeriodStart: null,
    subscriptionPeriodEnd: null,
    lastPaymentDate: null,
    cancelAtPeriodEnd: false,
    role: 'user',
  };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

export function toUserInfo(uid: string, record: UserRecord, access: AccessStatus): UserInfo {
  const emailVerified = access.emailVerified;
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
