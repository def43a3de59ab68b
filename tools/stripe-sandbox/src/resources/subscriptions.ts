/**
 * /v1/subscriptions: retrieve, list (by customer, price, status; canceled ones only with
 * `status=canceled`, `ended` or `all`, as on Stripe), update (`cancel_at_period_end`, metadata,
 * the saved card, `pause_collection`) and cancel (DELETE, at once). Subscriptions are created by
 * checkout only.
 */
import type { PauseCollection, Subscription } from '../billing-objects';
import { cancelSubscriptionNow, replacePaymentMethod, setCancelAtPeriodEnd, setPauseCollection } from '../billing/subscription-lifecycle';
import { invalidRequest } from '../errors';
import { LIST_PARAMS } from '../list-pagination';
import { mergeMetadata, readParams, required } from '../params';
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

const PAUSE_BEHAVIORS = ['keep_as_draft', 'mark_uncollectible', 'void'] as const;

/** `pause_collection`: undefined when not given, null to resume (an empty value), else the pause. */
function readPauseCollection(value: unknown): PauseCollection | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const input = readParams({ pause_collection: value } as Record<string, unknown>, {
    pause_collection: { behavior: 'string', resumes_at: 'integer' },
  }).pause_collection!;
  const behavior = required(input.behavior, 'pause_collection[behavior]');
  if (!(PAUSE_BEHAVIORS as readonly string[]).includes(behavior)) {
    throw invalidRequest(`Invalid pause_collection[behavior]: must be one of ${PAUSE_BEHAVIORS.join(', ')}`, 'pause_collection[behavior]');
  }
  return { behavior: behavior as PauseCollection['behavior'], resumes_at: input.resumes_at ?? null };
}

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
        // `pause_collection=` (empty) resumes collection; otherwise it is a hash.
        const { pause_collection: pauseParam, ...rest } = params as Record<string, unknown>;
        const input = readParams(rest, {
          cancel_at_period_end: 'boolean',
          metadata: 'metadata',
          cancellation_details: CANCELLATION_DETAILS,
          default_payment_method: 'string',
        });
        const pause = readPauseCollection(pauseParam);
        const subscription = ctx.store.get('subscriptions', pathParams.id!);
        const changesBilling =
          input.cancel_at_period_end !== undefined || input.default_payment_method !== undefined || pause !== undefined;
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
        if (pause !== undefined) {
          if (pause?.resumes_at != null && pause.resumes_at <= ctx.clock.now()) {
            throw invalidRequest('pause_collection[resumes_at] must be in the future.', 'pause_collection[resumes_at]');
          }
          setPauseCollection(ctx, subscription, pause);
        }
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
