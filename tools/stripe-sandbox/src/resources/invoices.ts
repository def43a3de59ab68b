/** /v1/invoices: retrieve and list (by customer, subscription, status). Invoices come from billing only. */
import { LIST_PARAMS } from '../list-pagination';
import { readParams } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import { respondWith, respondWithList } from './respond';

export function invoiceRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/invoices/:id',
      kind: 'api',
      handle: ({ params, pathParams }) =>
        respondWith(ctx, ctx.store.get('invoices', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/invoices',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, customer: 'string', subscription: 'string', status: 'string' });
        const invoices = Object.values(ctx.store.state.invoices).filter(
          (invoice) =>
            (input.customer === undefined || invoice.customer === input.customer) &&
            (input.subscription === undefined || invoice.parent.subscription_details.subscription === input.subscription) &&
            (input.status === undefined || invoice.status === input.status),
        );
        return respondWithList(ctx, invoices, input, '/v1/invoices', 'invoice');
      },
    },
  ];
}
