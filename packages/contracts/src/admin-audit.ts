/**
 * The admin audit log (issue 25): every action an admin takes on members or the gallery, newest
 * first, readable by admins. An entry names the admin, the action and its target, and a few plain
 * details; it never holds a message text or a payment card.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';

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
