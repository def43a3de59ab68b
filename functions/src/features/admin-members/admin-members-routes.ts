/**
 * Support's admin routes (issue 25): member lookup by e-mail, the member's Stripe billing portal,
 * a complimentary month, and the audit log. Each action is written to the audit log once it has
 * succeeded (a lookup of an unknown address too: a search for someone is an action on them).
 */
import { adminAuditEndpoints } from '@bela/contracts/admin-members';
import { adminMembersEndpoints } from '@bela/contracts/admin-members';
import { route, type RouteBinding } from '../../http/route';
import { AppError } from '../../platform/app-error';
import type { Payments } from '../../ports/payments';
import type { AdminAuditStore } from '../../stores/admin-audit';
import { findMember, grantComplimentaryMonth, memberDetails, type MemberLookupDeps } from './member-lookup';

export interface AdminMembersDeps extends MemberLookupDeps {
  payments: Payments;
  adminAudit: AdminAuditStore;
  /** Where the billing portal sends the admin back to (the members page of this app). */
  publicAppUrl: string;
}

export function adminMembersRoutes(deps: AdminMembersDeps): RouteBinding[] {
  const actor = (caller: { uid: string; email: string | null }) => ({ uid: caller.uid, email: caller.email });

  return [
    route(adminMembersEndpoints.lookup, async ({ body, caller }) => {
      const found = await findMember(deps, body.email).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'member-not-found') {
          await deps.adminAudit.record(actor(caller), { action: 'member-lookup', target: body.email, details: { found: false } }, deps.now());
        }
        throw error;
      });
      const details = await memberDetails(deps, found.uid, found.record);
      await deps.adminAudit.record(actor(caller), { action: 'member-lookup', target: body.email, details: { found: true, uid: found.uid } }, deps.now());
      return details;
    }),

    route(adminMembersEndpoints.portal, async ({ body, caller }) => {
      const record = await deps.users.get(body.uid);
      if (!record) throw new AppError('member-not-found', { message: 'No member has this id.' });
      const customerId = typeof record.stripeCustomerId === 'string' ? record.stripeCustomerId : '';
      if (!customerId) throw new AppError('no-subscription', { message: 'This member has no Stripe customer yet.' });
      const { url } = await deps.payments.createPortalSession({ customerId, returnUrl: `${deps.publicAppUrl}/admin/members` });
      await deps.adminAudit.record(actor(caller), { action: 'member-lookup', target: record.email, details: { view: 'portal', uid: body.uid } }, deps.now());
      return { url };
    }),

    route(adminMembersEndpoints.complimentary, async ({ body, caller }) => {
      const result = await grantComplimentaryMonth(deps, body.uid, actor(caller)).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'member-not-found') throw new AppError('member-not-found', { message: 'No member has this id.' });
        throw error;
      });
      await deps.adminAudit.record(actor(caller), { action: 'complimentary-month', target: body.uid, details: { until: result.until } }, deps.now());
      return result;
    }),

    route(adminAuditEndpoints.auditLog, async ({ query }) => deps.adminAudit.page(query.limit, query.cursor)),
  ];
}
