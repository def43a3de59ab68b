/**
 * How the members page writes dates, plans and audit entries. Dates are in UTC: admins answer
 * members in any time zone, and an audit entry reads the same for every admin.
 */
import type { AdminAction, AuditEntry } from '@bela/contracts/admin-members';
import type { MemberPlan } from '@bela/contracts/admin-members';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '26 Dec 2026', or the fallback when there is no date. */
export function formatDay(iso: string | null | undefined, fallback = '—'): string {
  const date = valid(iso);
  return date ? dayFormat.format(date) : fallback;
}

/** '26 Nov 2026, 10:35 UTC'. */
export function formatTime(iso: string | null | undefined, fallback = '—'): string {
  const date = valid(iso);
  return date ? `${timeFormat.format(date)} UTC` : fallback;
}

export const planLabels: Record<MemberPlan, string> = {
  paid: 'Paid (Stripe)',
  complimentary: 'Complimentary',
  trial: 'Free trial',
  expired: 'Trial ended',
};

export const planColours: Record<MemberPlan, 'success' | 'info' | 'primary' | 'error'> = {
  paid: 'success',
  complimentary: 'info',
  trial: 'primary',
  expired: 'error',
};

const actionLabels: Record<AdminAction, string> = {
  'member-lookup': 'Looked up a member',
  'complimentary-month': 'Granted a complimentary month',
  'photo-upload': 'Uploaded photos',
  'photo-delete': 'Deleted a photo',
  'photo-update': 'Edited a photo',
  'gallery-curation': 'Curated the gallery',
  'gallery-reorder': 'Reordered the gallery',
};

/** The action in words; a lookup that opened the billing portal says so. */
export function actionLabel(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  if (entry.action === 'member-lookup' && entry.details['view'] === 'portal') return 'Opened the billing portal';
  if (entry.action === 'member-lookup' && entry.details['found'] === false) return 'Looked up an unknown address';
  return actionLabels[entry.action] ?? entry.action;
}

/** The details as 'key: value' pairs; dates (ISO times) written as days. */
export function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => {
      const text = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDay(value) : String(value);
      return `${key}: ${text}`;
    })
    .join(', ');
}
