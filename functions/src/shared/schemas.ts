/**
 * Request and response schemas shared by the functions and the web app. Request schemas drop
 * unknown keys, so server-owned fields (role, subscription, period) never ride along in a
 * client payload.
 */
import { z } from 'zod';

const email = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(320);
const uid = z.string().min(1).max(128);
const displayName = z.string().trim().max(100);

export const signupMethods = ['email', 'google'] as const;

/** POST /email/contact. */
export const contactRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100),
  email,
  subject: z.string().trim().max(200).optional().default(''),
  message: z.string().trim().min(1, 'Please enter a message.').max(5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** GET /images/landing-preview. */
export const landingPreviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10).default(3),
});

/** POST /auth/signup (SPEC.md section 7). */
export const signupRequest = z.object({
  uid,
  email,
  displayName: displayName.min(1, 'Please enter your name.'),
  ageConfirmed: z.literal(true, { message: 'You must confirm you are 18 years or older to sign up.' }),
  method: z.enum(signupMethods).default('email'),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** POST /auth/login. */
export const loginRequest = z.object({
  uid,
  email,
  displayName: displayName.optional().nullable(),
  loginMethod: z.enum(signupMethods).default('email'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /auth/user-info: the token in the body must belong to the bearer. */
export const userInfoRequest = z.object({
  token: z.string().min(1).max(8192),
});
export type UserInfoRequest = z.infer<typeof userInfoRequest>;

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

/** User info as the API returns it (SPEC.md section 3), ISO strings for dates. */
export interface UserInfo {
  uid: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  method: (typeof signupMethods)[number];
  ageConfirmed: boolean;
  subscriptionStatus: string;
  paymentStatus: string;
  subscriptionPeriodStart: string | null;
  subscriptionPeriodEnd: string | null;
  lastPaymentDate: string | null;
  cancelAtPeriodEnd: boolean;
  role: Role;
}

export interface LoginResult {
  status: 'success' | 'failure';
  statusCode: 'ok' | 'user-not-found';
  message: string;
}

export interface ApiError {
  code: string;
  message: string;
}

export type ApiEnvelope<T> = { success: true; data: T } | { success: false; error: ApiError };
