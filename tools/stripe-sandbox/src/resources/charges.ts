/**
 * /v1/charges (retrieve, list by customer), /v1/refunds (create, retrieve, list by charge) and
 * /v1/disputes (retrieve, list by charge). Charges come from invoice payments only; disputes from
 * the test card 4000 0000 0000 0259 or POST /_sandbox/charges/:id/dispute (Stripe's API cannot
 * open one either).
 */
import { refundCharge } from '../billing/charges';
import { LIST_PARAMS } from '../list-pagination';
import { readParams, required } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import { respondWith, respondWithList } from './respond';

export function chargeRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/charges/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => respondWith(ctx, ctx.store.get('charges', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/charges',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, customer: 'string' });
        const charges = Object.values(ctx.store.state.charges).filter((charge) => input.customer === undefined || charge.customer === input.customer);
        return respondWithList(ctx, charges, input, '/v1/charges', 'charge');
      },
    },
    {
      method: 'POST',
      pattern: '/v1/refunds',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { charge: 'string', amount: 'integer', reason: 'string', metadata: 'metadata' });
        const charge = ctx.store.get('charges', required(input.charge, 'charge'), 'charge');
        const refund = refundCharge(ctx, charge, {
          ...(input.amount !== undefined ? { amount: input.amount } : {}),
          ...(input.reason !== undefined ? { reason: input.reason } : {}),
          metadata: input.metadata,
        });
        return respondWith(ctx, refund, input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/refunds/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => respondWith(ctx, ctx.store.get('refunds', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/refunds',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, charge: 'string' });
        const refunds = Object.values(ctx.store.state.refunds).filter((refund) => input.charge === undefined || refund.charge === input.charge);
        return respondWithList(ctx, refunds, input, '/v1/refunds', 'refund');
      },
    },
    {
      method: 'GET',
      pattern: '/v1/disputes/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => respondWith(ctx, ctx.store.get('disputes', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/disputes',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, charge: 'string' });
        const disputes = Object.values(ctx.store.state.disputes).filter((dispute) => input.charge === undefined || dispute.charge === input.charge);
        return respondWithList(ctx, disputes, input, '/v1/disputes', 'dispute');
      },
    },
  ];
}
