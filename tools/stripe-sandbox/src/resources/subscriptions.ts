/**
 * /v1/subscriptions: retrieve, list (by customer, price, status; canceled ones only with
 * `status=canceled`, `ended` or `all`, as on Stripe), update (`cancel_at_period_end`, metadata,
 * the saved card) and cancel (DELETE, at once). Subscriptions are created by checkout only.
 */
import type { Subscription } from '../billing-objects';
import { cancelSubscriptionNow, replacePaymentMethod, setCancelAtPeriodEnd } from '../billing/subscription-lifecycle';
import { invalidRequest } from '../errors';
import { LIST_PARAMS } from '../list-pagination';
import { mergeMetadata, readParams } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import { respondWith, respondWithList } from './respond';

const STATUS_FILTERS = [
  'active',
  'past_due',
  'canceled',
  'ended',
  'all',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'paused',
];
const CANCELLATION_DETAILS = { comment: 'string', feedback: 'string' } as const;

function matchesStatus(subscription: Subscription, filter: string | undefined): boolean {
  if (filter === 'all') return true;
  if (filter === undefined) return subscription.status !== 'canceled';
  if (filter === 'ended') return subscription.status === 'canceled';
  return subscription.status === filter;
}

export function subscriptionRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/subscriptions/:id',
      kind: 'api',
      handle: ({ params, pathParams }) =>
        respondWith(ctx, ctx.store.get('subscriptions', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/subscriptions',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, customer: 'string', price: 'string', status: 'string' });
        if (input.status !== undefined && !STATUS_FILTERS.includes(input.status)) {
          throw invalidRequest(`Invalid status: must be one of ${STATUS_FILTERS.join(', ')}`, 'status');
        }
        const subscriptions = Object.values(ctx.store.state.subscriptions).filter(
          (subscription) =>
            matchesStatus(subscription, input.status) &&
            (input.customer === undefined || subscription.customer === input.customer) &&
            (input.price === undefined || subscription.items.data.some((item) => item.price.id === input.price)),
        );
        return respondWithList(ctx, subscriptions, input, '/v1/subscriptions', 'subscription');
      },
    },
    {
      method: 'POST',
      pattern: '/v1/subscriptions/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, {
          cancel_at_period_end: 'boolean',
          metadata: 'metadata',
          cancellation_details: CANCELLATION_DETAILS,
          default_payment_method: 'string',
        });
        const subscription = ctx.store.get('subscriptions', pathParams.id!);
        const changesBilling = input.cancel_at_period_end !== undefined || input.default_payment_method !== undefined;
        if (subscription.status === 'canceled' && changesBilling) {
          throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
        }
        const paymentMethod = input.default_payment_method
          ? ctx.store.get('paymentMethods', input.default_payment_method, 'default_payment_method')
          : null;
        if (paymentMethod && paymentMethod.customer !== subscription.customer) {
          throw invalidRequest("The payment method must belong to the subscription's customer.", 'default_payment_method');
        }
        const toggles =
          input.cancel_at_period_end !== undefined && input.cancel_at_period_end !== subscription.cancel_at_period_end;
        if (input.metadata !== undefined || (input.cancellation_details && !toggles)) {
          const before = structuredClone(subscription);
          subscription.metadata = mergeMetadata(subscription.metadata, input.metadata);
          if (input.cancellation_details) Object.assign(subscription.cancellation_details, input.cancellation_details);
          ctx.events.emitUpdate('customer.subscription.updated', before, subscription);
        }
        if (toggles) {
          setCancelAtPeriodEnd(ctx, subscription, input.cancel_at_period_end!, input.cancellation_details);
        }
        if (paymentMethod) replacePaymentMethod(ctx, subscription, paymentMethod.id);
        return respondWith(ctx, subscription, input.expand);
      },
    },
    {
      method: 'DELETE',
      pattern: '/v1/subscriptions/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        // invoice_now and prorate are accepted for compatibility: the sandbox never prorates.
        const input = readParams(params, {
          invoice_now: 'boolean',
          prorate: 'boolean',
          cancellation_details: CANCELLATION_DETAILS,
        });
        const subscription = ctx.store.get('subscriptions', pathParams.id!);
        if (subscription.status === 'canceled') {
          throw invalidRequest(`The subscription ${subscription.id} has already been canceled.`);
        }
        cancelSubscriptionNow(ctx, subscription, input.cancellation_details);
        return respondWith(ctx, subscription, input.expand);
      },
    },
  ];
}
