/**
 * The sandbox's own endpoints under /_sandbox (no API key; they exist only here):
 *   GET  /_sandbox                         status: clock, webhook URL, counts
 *   GET  /_sandbox/clock                   the sandbox time
 *   POST /_sandbox/clock/advance           { days } or { seconds }: move time on, run what came due
 *   GET  /_sandbox/events                  emitted events with their delivery status (?type=, ?limit=)
 *   POST /_sandbox/events/:id/redeliver    send an event again
 *   POST /_sandbox/subscriptions/:id/card  { number }: save a test card on the subscription
 *   POST /_sandbox/subscriptions/:id/pause { behavior?, resumes_at? }: pause collection
 *   POST /_sandbox/subscriptions/:id/resume                   resume collection
 *   POST /_sandbox/charges/:id/refund      { amount?, reason? }: refund a charge (as POST /v1/refunds)
 *   POST /_sandbox/charges/:id/dispute     { reason? }: the cardholder disputes the charge
 *   POST /_sandbox/reset                   forget everything (for tests)
 * A charge may be named by its customer (`cus_…`): that customer's latest succeeded charge.
 * Bodies may be JSON or form-encoded.
 */
import { advanceClock } from '../billing-clock';
import { savePaymentMethod } from '../billing/payment-methods';
import type { Charge, PauseCollection } from '../billing-objects';
import { disputeCharge, refundCharge } from '../billing/charges';
import { replacePaymentMethod, setPauseCollection } from '../billing/subscription-lifecycle';
import { isoTime } from '../calendar';
import { invalidRequest, resourceMissing } from '../errors';
import { readParams, required } from '../params';
import { json, type Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import { testCardByNumber } from '../test-cards';

const DAY_SECONDS = 86_400;

function clockAnswer(ctx: SandboxContext) {
  const now = ctx.clock.now();
  return { now, iso: isoTime(now), offset_seconds: ctx.clock.offsetSeconds };
}

/** A charge by its id, or a customer's latest succeeded charge by the customer's id. */
function chargeNamed(ctx: SandboxContext, id: string): Charge {
  if (!id.startsWith('cus_')) return ctx.store.get('charges', id);
  const customer = ctx.store.get('customers', id);
  const latest = Object.values(ctx.store.state.charges)
    .filter((charge) => charge.customer === customer.id && charge.status === 'succeeded')
    .at(-1);
  if (!latest) throw invalidRequest(`Customer ${customer.id} has no succeeded charge.`);
  return latest;
}

export interface ControlInfo {
  webhookUrl: string | null;
  /** Clears what the sandbox keeps outside the store (remembered idempotent answers). */
  onReset: () => void;
}

export function sandboxControlRoutes(ctx: SandboxContext, info: ControlInfo): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/_sandbox',
      kind: 'control',
      handle: () => {
        const { state } = ctx.store;
        return json({
          ok: true,
          clock: clockAnswer(ctx),
          webhook_url: info.webhookUrl,
          counts: {
            customers: Object.keys(state.customers).length,
            subscriptions: Object.keys(state.subscriptions).length,
            invoices: Object.keys(state.invoices).length,
            events: state.events.length,
          },
        });
      },
    },
    { method: 'GET', pattern: '/_sandbox/clock', kind: 'control', handle: () => json(clockAnswer(ctx)) },
    {
      method: 'POST',
      pattern: '/_sandbox/clock/advance',
      kind: 'control',
      handle: ({ params }) => {
        const input = readParams(params, { days: 'number', seconds: 'number' });
        if ((input.days === undefined) === (input.seconds === undefined)) {
          throw invalidRequest('Pass either days or seconds.', 'days');
        }
        const summary = advanceClock(ctx, input.seconds ?? input.days! * DAY_SECONDS);
        return json({ ...clockAnswer(ctx), ...summary });
      },
    },
    {
      method: 'GET',
      pattern: '/_sandbox/events',
      kind: 'control',
      handle: ({ params }) => {
        const input = readParams(params, { type: 'string', limit: 'integer' });
        const records = ctx.store.state.events
          .filter((record) => input.type === undefined || record.event.type === input.type)
          .slice(-(input.limit ?? 100))
          .reverse();
        return json({ object: 'list', data: records, has_more: false, url: '/_sandbox/events' });
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/events/:id/redeliver',
      kind: 'control',
      handle: ({ pathParams }) => {
        const record = ctx.events.find(pathParams.id!);
        if (!record) throw resourceMissing('event', pathParams.id!);
        ctx.events.redeliver(record);
        return json(record);
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/subscriptions/:id/card',
      kind: 'control',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, { number: 'string' });
        const subscription = ctx.store.get('subscriptions', pathParams.id!);
        const card = testCardByNumber(required(input.number, 'number'));
        if (!card) throw invalidRequest('Not one of the test cards the sandbox knows; see its README.', 'number');
        if (subscription.status === 'canceled') throw invalidRequest('The subscription has ended.');
        const customer = ctx.store.get('customers', subscription.customer);
        const expiry = ctx.clock.nowDate();
        const paymentMethod = savePaymentMethod(
          ctx,
          customer.id,
          { ...card, exp_month: expiry.getUTCMonth() + 1, exp_year: expiry.getUTCFullYear() + 3 },
          { email: customer.email, name: customer.name },
        );
        replacePaymentMethod(ctx, subscription, paymentMethod.id);
        return json(subscription);
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/subscriptions/:id/pause',
      kind: 'control',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, { behavior: 'string', resumes_at: 'integer' });
        const subscription = ctx.store.get('subscriptions', pathParams.id!);
        if (subscription.status === 'canceled') throw invalidRequest('The subscription has ended.');
        const behavior = input.behavior ?? 'void';
        if (!['keep_as_draft', 'mark_uncollectible', 'void'].includes(behavior)) {
          throw invalidRequest('behavior must be keep_as_draft, mark_uncollectible or void.', 'behavior');
        }
        if (input.resumes_at !== undefined && input.resumes_at <= ctx.clock.now()) throw invalidRequest('resumes_at must be in the future.', 'resumes_at');
        setPauseCollection(ctx, subscription, { behavior: behavior as PauseCollection['behavior'], resumes_at: input.resumes_at ?? null });
        return json(subscription);
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/subscriptions/:id/resume',
      kind: 'control',
      handle: ({ params, pathParams }) => {
        readParams(params, {});
        const subscription = ctx.store.get('subscriptions', pathParams.id!);
        if (subscription.status === 'canceled') throw invalidRequest('The subscription has ended.');
        setPauseCollection(ctx, subscription, null);
        return json(subscription);
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/charges/:id/refund',
      kind: 'control',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, { amount: 'integer', reason: 'string' });
        const charge = chargeNamed(ctx, pathParams.id!);
        const refund = refundCharge(ctx, charge, {
          ...(input.amount !== undefined ? { amount: input.amount } : {}),
          ...(input.reason !== undefined ? { reason: input.reason } : {}),
        });
        return json({ refund, charge });
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/charges/:id/dispute',
      kind: 'control',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, { reason: 'string' });
        const charge = chargeNamed(ctx, pathParams.id!);
        const dispute = disputeCharge(ctx, charge, input.reason ?? 'fraudulent');
        return json({ dispute, charge });
      },
    },
    {
      method: 'POST',
      pattern: '/_sandbox/reset',
      kind: 'control',
      handle: () => {
        ctx.store.reset();
        info.onReset();
        return json({ ok: true, ...clockAnswer(ctx) });
      },
    },
  ];
}
