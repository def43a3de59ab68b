/**
 * Member lookup for support (issue 25): an admin finds a member by e-mail and sees their plan,
 * trial, subscription, last payment and the messages they sent to support; opens their Stripe
 * customer in the billing portal; grants a complimentary month. Every call is written to the admin
 * audit log. The e-mail travels in a POST body, so it never lands in a URL or an access log.
 */
import { z } from 'zod';
import { email, isoTime, roles, uid } from './common';
import { endpoint } from './endpoint';

/** How long one complimentary grant gives full access. */
export const COMPLIMENTARY_DAYS = 30;
/** The grants a member's record keeps (the latest ones). */
export const MAX_COMPLIMENTARY_GRANTS = 12;
/** The support messages a lookup shows (the newest ones). */
export const MEMBER_SUPPORT_MESSAGES = 20;

/**
 * What gives the member access now: a Stripe subscription (`paid`), a complimentary month an admin
 * granted (`complimentary`, never a Stripe subscription), the free trial, or nothing (`expired`).
 */
export const memberPlans = ['paid', 'complimentary', 'trial', 'expired'] as const;
export type MemberPlan = (typeof memberPlans)[number];

export const memberLookupRequest = z.object({ email });
export const memberRequest = z.object({ uid });

export const complimentaryGrant = z.object({
  at: isoTime,
  /** The granting admin's e-mail (null when their account had none). */
  by: z.string().nullable(),
  until: isoTime,
});
export type ComplimentaryGrant = z.infer<typeof complimentaryGrant>;

/** A message the member sent to support through the contact form. */
export const memberSupportMessage = z.object({
  id: z.string(),
  at: isoTime.nullable(),
  subject: z.string(),
  message: z.string(),
});
export type MemberSupportMessage = z.infer<typeof memberSupportMessage>;

export const memberDetails = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(roles),
  createdAt: isoTime,
  emailVerified: z.boolean(),
  plan: z.enum(memberPlans),
  trial: z.object({
    started: isoTime,
    ends: isoTime,
    daysRemaining: z.number().int(),
    /** A waitlist address: the longer trial. */
    waitlist: z.boolean(),
  }),
  subscription: z.object({
    status: z.string(),
    paymentStatus: z.string(),
    periodStart: isoTime.nullable(),
    periodEnd: isoTime.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    stripeCustomerId: z.string().nullable(),
  }),
  lastPaymentDate: isoTime.nullable(),
  complimentary: z.object({
    /** The end of the latest complimentary month (past or running), null when none was granted. */
    until: isoTime.nullable(),
    /** Oldest first, the latest few. */
    grants: z.array(complimentaryGrant),
  }),
  /** Newest first, at most `MEMBER_SUPPORT_MESSAGES`. */
  supportMessages: z.array(memberSupportMessage),
  /** Charges that failed (a declined card), newest first, at most 10 (issue 42); amounts in the currency's cents. */
  failedPayments: z.array(z.object({ at: isoTime, amountCents: z.number().int() })),
  /** The member's customer in the Stripe dashboard, when they have one. */
  stripeDashboardUrl: z.string().nullable(),
});
export type MemberDetails = z.infer<typeof memberDetails>;

export const complimentaryResult = z.object({
  uid: z.string(),
  /** The new end of the member's complimentary access. */
  until: isoTime,
  grants: z.array(complimentaryGrant),
});
export type ComplimentaryResult = z.infer<typeof complimentaryResult>;

export const adminMembersEndpoints = {
  lookup: endpoint({
    method: 'POST',
    path: '/utility/members/lookup',
    access: 'admin',
    summary:
      "A member by e-mail: plan, trial, subscription dates, last payment, complimentary months and the support messages they sent; 404 member-not-found. Written to the audit log.",
    body: memberLookupRequest,
    response: memberDetails,
  }),
  portal: endpoint({
    method: 'POST',
    path: '/utility/members/portal',
    access: 'admin',
    summary: "A Stripe billing-portal session of the member's customer; 404 no-subscription when they have none. Written to the audit log.",
    body: memberRequest,
    response: z.object({ url: z.string() }),
  }),
  complimentary: endpoint({
    method: 'POST',
    path: '/utility/members/complimentary',
    access: 'admin',
    summary: `Grants the member ${COMPLIMENTARY_DAYS} days of full access from the later of now and their current complimentary end (never a Stripe subscription); 409 already-paying when Stripe pays for their access. Written to the audit log.`,
    body: memberRequest,
    response: complimentaryResult,
  }),
};

/**
 * The admin audit log (issue 25): every action an admin takes on members or the gallery, newest
 * first, readable by admins. An entry names the admin, the action and its target, and a few plain
 * details; it never holds a message text or a payment card.
 */
export const adminActions = [
  'member-lookup',
  'complimentary-month',
  'photo-upload',
  'photo-delete',
  'photo-update',
  'gallery-curation',
  'gallery-reorder',
] as const;
export type AdminAction = (typeof adminActions)[number];

/** Detail values stay flat and short, so an entry is small and renders as text. */
export const auditDetails = z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
export type AuditDetails = z.infer<typeof auditDetails>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  adminUid: z.string(),
  adminEmail: z.string().nullable(),
  action: z.enum(adminActions),
  /** What the action was on: a member's e-mail or uid, a photo id, or `gallery`. */
  target: z.string(),
  details: auditDetails,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE = 25;

export const auditLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
});

export const auditLogPage = z.object({
  entries: z.array(auditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const adminAuditEndpoints = {
  auditLog: endpoint({
    method: 'GET',
    path: '/utility/audit-log',
    access: 'admin',
    summary: "The admins' actions (member lookups, complimentary months, gallery changes), newest first, a page at a time.",
    query: auditLogQuery,
    response: auditLogPage,
  }),
};
