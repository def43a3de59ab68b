/** /v1/billing_portal/sessions: create only (as on Stripe); the `url` is the sandbox's portal page. */
import { portalSessionFields } from '../declared-fields';
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import { readParams, required } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import type { PortalSession } from '../stripe-objects';
import { respondWith } from './respond';

/** The sandbox has one portal configuration: show the plan, cancel at period end, renew. */
export const PORTAL_CONFIGURATION = 'bpc_sandbox_default';

export function billingPortalSessionRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/billing_portal/sessions',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { customer: 'string', return_url: 'string', locale: 'string', configuration: 'string' });
        const customer = ctx.store.get('customers', required(input.customer, 'customer'), 'customer');
        if (input.configuration && input.configuration !== PORTAL_CONFIGURATION) {
          throw invalidRequest(`The sandbox has a single portal configuration, ${PORTAL_CONFIGURATION}.`, 'configuration');
        }
        if (input.return_url && !/^https?:\/\//.test(input.return_url)) throw invalidRequest('Not a valid URL', 'return_url');
        const id = newId('bps');
        const session: PortalSession = {
          ...portalSessionFields(),
          id,
          object: 'billing_portal.session',
          configuration: PORTAL_CONFIGURATION,
          created: ctx.clock.now(),
          customer: customer.id,
          livemode: false,
          locale: input.locale || null,
          on_behalf_of: null,
          return_url: input.return_url || null,
          url: `${ctx.publicUrl}/p/session/${id}`,
        };
        ctx.store.state.portalSessions[id] = session;
        ctx.events.emit('billing_portal.session.created', session);
        return respondWith(ctx, session, input.expand);
      },
    },
  ];
}
