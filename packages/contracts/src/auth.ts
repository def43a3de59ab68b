/** Sign-up, login and user info (SPEC.md sections 3 and 7). */
import { z } from 'zod';
import { displayName, email, isoTime, roles, signupMethods, uid } from './common';
import { endpoint } from './endpoint';

/** Trial and subscription status, computed on the server (SPEC.md section 4); the client only shows it. */
export const accessStatus = z.object({
  status: z.enum(['paid', 'trial', 'expired']),
  isPaidUser: z.boolean(),
  isTrialUser: z.boolean(),
  trialDurationDays: z.number().int(),
  /** Trial length minus whole days since sign-up, at least 0. */
  daysRemaining: z.number().int(),
  trialEndsAt: isoTime,
  isWaitlistUser: z.boolean(),
  emailVerified: z.boolean(),
  /** Paid (or complimentary), or a trial with days remaining. E-mail verification is checked separately. */
  canUseChat: z.boolean(),
  /**
   * The end of the complimentary month an admin granted, while it gives the access (status `paid`,
   * never a Stripe subscription); null when none runs or a Stripe subscription pays for the access.
   */
  complimentaryUntil: isoTime.nullable().optional(),
});
export type AccessStatus = z.infer<typeof accessStatus>;

/** User info as the API returns it (SPEC.md section 3), ISO strings for dates. */
export const userInfo = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: isoTime,
  method: z.enum(signupMethods),
  ageConfirmed: z.boolean(),
  subscriptionStatus: z.string(),
  paymentStatus: z.string(),
  subscriptionPeriodStart: isoTime.nullable(),
  subscriptionPeriodEnd: isoTime.nullable(),
  lastPaymentDate: isoTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  role: z.enum(roles),
  access: accessStatus,
});
export type UserInfo = z.infer<typeof userInfo>;

/** Request schemas drop unknown keys: role and subscription fields never ride along in a client payload. */
export const signupRequest = z.object({
  uid,
  email,
  displayName: displayName.min(1, 'Please enter your name.'),
  ageConfirmed: z.literal(true, { message: 'You must confirm you are 18 years or older to sign up.' }),
  method: z.enum(signupMethods).default('email'),
});

export const loginRequest = z.object({
  uid,
  email,
  displayName: displayName.optional().nullable(),
  loginMethod: z.enum(signupMethods).default('email'),
});

export const loginResult = z.object({
  status: z.enum(['success', 'failure']),
  statusCode: z.enum(['ok', 'user-not-found']),
  message: z.string(),
});

/** The token in the body must belong to the bearer. */
export const userInfoRequest = z.object({ token: z.string().min(1).max(8192) });

export const authEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/auth/signup',
    access: 'user',
    summary: "Registers the caller's profile; a new account is a non-admin trial user, whose trial is its address's first one (`trialAlreadyUsed` when not). Only a verified address claims a trial: an unverified sign-up reserves nothing (`trialAlreadyUsed` is false) and claims when first seen verified.",
    body: signupRequest,
    response: z.object({
      user: userInfo,
      /**
       * The address (or the same mailbox written with dots or a `+tag`) had a free trial before, on
       * an account since deleted or another one: this account goes on with that trial, not a new one.
       */
      trialAlreadyUsed: z.boolean(),
    }),
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'user',
    summary: "Records the caller's sign-in; 404 user-not-found when the account has no profile yet.",
    body: loginRequest,
    response: loginResult.extend({ user: userInfo }),
  }),
  userInfo: endpoint({
    method: 'POST',
    path: '/auth/user-info',
    access: 'user',
    summary: "The caller's user info, with access computed on the server.",
    body: userInfoRequest,
    response: userInfo,
  }),
};
