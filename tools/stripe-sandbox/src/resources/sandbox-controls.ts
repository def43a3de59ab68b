/**
 * The sandbox's own endpoints under /_sandbox (no API key; they exist only here):
 *   GET  /_sandbox                         status: clock, webhook URL, counts
 *   GET  /_sandbox/clock                   the sandbox time
 *   POST /_sandbox/clock/advance           { days } or { seconds }: move time on, run what came due
 *   GET  /_sandbox/events                  emitted events with their delivery status (?type=, ?limit=)
 *   POST /_sandbox/events/:id/redeliver    send an event again
 *   POST /_sandbox/subscriptions/:id/card  { number }: save a test card on the subscription
 *   POST /_sandbox/reset                   forget everything (for tests)
 * Bodies may be JSON or form-encoded.
 */
import { advanceClock } from '../billing-clock';
import { savePaymentMethod } from '../billing/payment-methods';
import { replacePaymentMethod } from '../billing/subscription-lifecycle';
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
