/**
 * Request and response schemas shared by the functions and the web app. Request schemas drop
 * unknown keys, so server-owned fields (role, subscription, period) never ride along in a
 * client payload.
 */
import { z } from 'zod';
import { ANALYTICS_DEFAULT_LIMIT, ANALYTICS_LIMITS } from './constants';

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
  /** Computed on the server from the record (SPEC.md section 4); the client only displays it. */
  access: AccessStatus;
}

export interface AccessStatus {
  status: 'paid' | 'trial' | 'expired';
  isPaidUser: boolean;
  isTrialUser: boolean;
  trialDurationDays: number;
  /** Trial length minus whole days since sign-up, at least 0. */
  daysRemaining: number;
  trialEndsAt: string;
  isWaitlistUser: boolean;
  emailVerified: boolean;
  /** Paid, or a trial with days remaining. E-mail verification is checked separately. */
  canUseChat: boolean;
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

/** POST /data/check-waitlist. */
export const checkWaitlistRequest = z.object({ email });
export type CheckWaitlistRequest = z.infer<typeof checkWaitlistRequest>;

/** POST /account/delete: the confirmation word guards against a stray call. */
export const deleteAccountRequest = z.object({
  confirm: z.literal('DELETE', { message: "Type DELETE to confirm." }),
});

// ── Chat (docs/API.md) ────────────────────────────────────────────────────────────────────────

const documentId = z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');

export const conversationsRequest = z.object({
  limit: z.number().int().min(1).max(50).default(20),
  startAfter: documentId.optional(),
});

export const conversationMessagesRequest = z.object({
  conversationId: documentId,
  limit: z.number().int().min(1).max(100).default(50),
  before: documentId.optional(),
});

export const deleteConversationRequest = z.object({ conversationId: documentId });

/** Only the last user message is new; a client `systemPrompt` or system message is ignored. */
export const chatRequest = z.object({
  messages: z
    .array(z.object({ role: z.string().max(20), content: z.string().max(100_000) }))
    .min(1, 'messages is required.')
    .max(200),
  conversationId: documentId.optional().nullable(),
  systemPrompt: z.unknown().optional(),
});
export type ChatRequestBody = z.infer<typeof chatRequest>;

export interface ConversationSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  preview: string;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  /** Set on a crisis-protocol reply, so it keeps its look after a reload. */
  crisis?: boolean;
}

export interface ChatModelInfo {
  id: string;
  label: string;
  offline: boolean;
}

/** Refusal codes the web app turns into states: verify banner, upgrade prompt, slow down. */
export const chatRefusalCodes = [
  'email-not-verified',
  'trial-expired',
  'daily-limit-reached',
  'rate-limited',
  'message-too-long',
] as const;
export type ChatRefusalCode = (typeof chatRefusalCodes)[number];

// ── Tracking (SPEC.md section 3, 'Tracking payload fields') ────────────────────────────────────

const shortText = (max: number) => z.string().trim().max(max).optional().nullable();

/** Context fields every tracking call may carry. */
export const trackingContext = z.object({
  page: shortText(500),
  userAgent: shortText(1000),
  referrer: shortText(1000),
  sessionId: shortText(100),
  userId: shortText(128),
  userEmail: shortText(320),
});

export const deviceTypes = ['tablet', 'mobile', 'desktop'] as const;

/** POST /utility/track-login. */
export const trackLoginRequest = trackingContext.extend({
  loginMethod: z.enum(signupMethods),
  success: z.union([z.boolean(), z.literal('unknown')]),
  errorMessage: shortText(500),
  email: shortText(320),
  deviceType: z.enum(deviceTypes).optional().nullable(),
  browser: shortText(100),
});
export type TrackLoginRequest = z.infer<typeof trackLoginRequest>;

/** GET /utility/login-stats (admin). */
export const loginStatsQuery = z.object({
  startDate: z.coerce.date().optional(),
  endDate: z.coerce.date().optional(),
  userId: z.string().trim().min(1).max(128).optional(),
  loginMethod: z.enum(signupMethods).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (ANALYTICS_LIMITS as readonly number[]).includes(n), 'limit must be one of the offered page sizes.')
    .default(ANALYTICS_DEFAULT_LIMIT),
});
export type LoginStatsQuery = z.infer<typeof loginStatsQuery>;
