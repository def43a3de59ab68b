/**
 * A signed-in member for component tests: the session as the app holds it once Firebase has
 * restored the account and the server has answered POST /auth/user-info. Tests say who is signed
 * in, never where the app keeps it.
 */
import type { UserInfo } from '@bela/contracts/auth';
import type { User } from 'firebase/auth';
import { queryClient } from '../lib/query/query-client';
import { useSessionStore } from '../lib/session/session-store';
import { userInfoKey } from '../lib/session/user-info-query';

const DAY_MS = 86_400_000;

/** A verified member on day 2 of a 3-day trial, unless `overrides` says otherwise. */
export type MemberOverrides = Omit<Partial<UserInfo>, 'access'> & { access?: Partial<UserInfo['access']> };

export function memberInfo(overrides: MemberOverrides = {}): UserInfo {
  const createdAt = new Date(Date.now() - DAY_MS).toISOString();
  const { access, ...rest } = overrides;
  return {
    uid: 'member-1',
    displayName: 'Ana Member',
    email: 'ana@example.com',
    emailVerified: true,
    createdAt,
    method: 'email',
    ageConfirmed: true,
    subscriptionStatus: 'none',
    paymentStatus: 'none',
    subscriptionPeriodStart: null,
    subscriptionPeriodEnd: null,
    lastPaymentDate: null,
    cancelAtPeriodEnd: false,
    role: 'user',
    ...rest,
    access: {
      status: 'trial',
      isPaidUser: false,
      isTrialUser: true,
      trialDurationDays: 3,
      daysRemaining: 2,
      trialEndsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
      isWaitlistUser: false,
      emailVerified: rest.emailVerified ?? true,
      canUseChat: true,
      ...access,
    },
  };
}

/** A paying member (subscription active, renews in a month). */
export function paidMemberInfo(overrides: MemberOverrides = {}): UserInfo {
  const now = Date.now();
  return memberInfo({
    subscriptionStatus: 'active',
    paymentStatus: 'paid',
    subscriptionPeriodStart: new Date(now - DAY_MS).toISOString(),
    subscriptionPeriodEnd: new Date(now + 29 * DAY_MS).toISOString(),
    lastPaymentDate: new Date(now - DAY_MS).toISOString(),
    ...overrides,
    access: { status: 'paid', isPaidUser: true, isTrialUser: false, daysRemaining: 0, canUseChat: true, ...overrides.access },
  });
}

/** An admin (a verified account with the admin role). */
export const adminInfo = (overrides: MemberOverrides = {}) =>
  memberInfo({ uid: 'admin-1', displayName: 'Ada Admin', email: 'admin@example.com', role: 'admin', ...overrides });

/** The Firebase user of `info`, as far as the app reads one. */
export function firebaseUser(info: Pick<UserInfo, 'uid' | 'email' | 'displayName' | 'emailVerified'>): User {
  return {
    uid: info.uid,
    email: info.email,
    displayName: info.displayName,
    emailVerified: info.emailVerified,
    providerData: [],
    getIdToken: async () => `test-id-token-${info.uid}`,
    reload: async () => undefined,
  } as unknown as User;
}

/**
 * Signs `info`'s account in, its user info already answered (a later refresh asks POST
 * /auth/user-info, which the test then answers).
 */
export function signInAs(info: UserInfo): void {
  queryClient.setQueryData(userInfoKey(info.uid), info);
  useSessionStore.setState({
    user: firebaseUser(info),
    status: 'signed-in',
    authChecked: true,
    provisionalUid: null,
    authFlow: null,
    profileMissing: false,
    justSignedUp: false,
  });
}

/** Nobody signed in, as Firebase reports it. */
export function signOut(): void {
  useSessionStore.getState().clear();
}
