/**
 * A subscription's life: started by a completed checkout, renewed at each period end (a new
 * period, then an invoice charged to the saved card), set to cancel at the period end and back,
 * and ended: at the period end when cancelling, at once on DELETE, or when it is still unpaid at
 * the next period end. Each step emits the events Stripe emits for it.
 *
 * The period lives on each subscription item, as in current API versions (not on the subscription).
 */
import { periodOf, type PauseCollection, type Subscription } from '../billing-objects';
import { addIntervals, nextPeriodEnd } from '../calendar';
import { subscriptionFields, subscriptionItemFields } from '../declared-fields';
import { newId } from '../ids';
import type { Metadata } from '../params';
import type { SandboxContext } from '../sandbox-context';
import type { LineItem } from '../stripe-objects';
import { chargeInvoice, draftInvoice, issueInvoice, setAsidePausedInvoice } from './invoices';

export interface NewSubscription {
  customer: string;
  lineItems: LineItem[];
  paymentMethod: string;
  metadata: Metadata;
  at: number;
}

function recurringOf(subscription: Subscription) {
  const recurring = subscription.items.data[0]?.price.recurring;
  if (!recurring) throw new Error(`Subscription ${subscription.id} has no recurring price`);
  return recurring;
}

function setPeriod(subscription: Subscription, start: number, end: number): void {
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

export function startSubscription(ctx: SandboxContext, input: NewSubscription): Subscription {
  const { at } = input;
  const id = newId('sub');
  const first = input.lineItems[0]!.price;
  const end = addIntervals(at, first.recurring!.interval, first.recurring!.interval_count);
  const subscription: Subscription = {
    ...subscriptionFields(),
    id,
    object: 'subscription',
    billing_cycle_anchor: at,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: at,
    currency: first.currency,
    customer: input.customer,
    default_payment_method: input.paymentMethod,
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: input.lineItems.map((line) => ({
        ...subscriptionItemFields(line.price),
        id: newId('si'),
        object: 'subscription_item',
        created: at,
        current_period_end: end,
        current_period_start: at,
        discounts: [],
        metadata: {},
        price: structuredClone(line.price),
        quantity: line.quantity,
        subscription: id,
        tax_rates: [],
      })),
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: { ...input.metadata },
    pause_collection: null,
    start_date: at,
    status: 'active',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
  ctx.store.state.subscriptions[id] = subscription;
  // Stripe's first invoice covers no past usage: its gathered period is the instant of creation.
  const invoice = draftInvoice(ctx, subscription, 'subscription_create', { start: at, end: at }, at);
  subscription.latest_invoice = invoice.id;
  ctx.events.emit('customer.subscription.created', subscription, { at });
  issueInvoice(ctx, invoice, subscription.default_payment_method, at);
  return subscription;
}

/**
 * Starts the next period at the current period's end and bills it; false when the charge failed.
 * While collection is paused the period still moves on, but its invoice is kept as a draft, voided
 * or marked uncollectible, as `pause_collection.behavior` says, and nothing is charged.
 */
export function renewSubscription(ctx: SandboxContext, subscription: Subscription): boolean {
  const previous = periodOf(subscription);
  const at = previous.end;
  const { interval, interval_count } = recurringOf(subscription);
  const before = structuredClone(subscription);
  setPeriod(subscription, at, nextPeriodEnd(subscription.billing_cycle_anchor, at, interval, interval_count));
  const invoice = draftInvoice(ctx, subscription, 'subscription_cycle', previous, at);
  subscription.latest_invoice = invoice.id;
  ctx.events.emitUpdate('customer.subscription.updated', before, subscription, { at });
  if (subscription.pause_collection) {
    setAsidePausedInvoice(ctx, invoice, subscription.pause_collection.behavior, at);
    return true;
  }
  if (issueInvoice(ctx, invoice, subscription.default_payment_method, at)) return true;
  const unpaid = structuredClone(subscription);
  subscription.status = 'past_due';
  ctx.events.emitUpdate('customer.subscription.updated', unpaid, subscription, { at });
  return false;
}

/** Ends the subscription at `at` (its period end, or now for an immediate cancellation). */
export function endSubscription(
  ctx: SandboxContext,
  subscription: Subscription,
  at: number,
  reason: 'cancellation_requested' | 'payment_failed',
): void {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at ??= at;
  subscription.cancellation_details.reason ??= reason;
  ctx.events.emit('customer.subscription.deleted', subscription, { at });
}

export function setCancelAtPeriodEnd(
  ctx: SandboxContext,
  subscription: Subscription,
  cancel: boolean,
  details: { comment?: string; feedback?: string } = {},
): void {
  const before = structuredClone(subscription);
  const now = ctx.clock.now();
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? periodOf(subscription).end : null;
  subscription.canceled_at = cancel ? now : null;
  subscription.cancellation_details = cancel
    ? { comment: details.comment ?? null, feedback: details.feedback ?? null, feedback_option: null, reason: 'cancellation_requested' }
    : { comment: null, feedback: null, feedback_option: null, reason: null };
  ctx.events.emitUpdate('customer.subscription.updated', before, subscription);
}

export function cancelSubscriptionNow(
  ctx: SandboxContext,
  subscription: Subscription,
  details: { comment?: string; feedback?: string } = {},
): void {
  const now = ctx.clock.now();
  subscription.cancel_at_period_end = false;
  subscription.canceled_at = now;
  subscription.cancel_at = null;
  subscription.cancellation_details = {
    comment: details.comment ?? null,
    feedback: details.feedback ?? null,
    feedback_option: null,
    reason: 'cancellation_requested',
  };
  endSubscription(ctx, subscription, now, 'cancellation_requested');
}

/**
 * Makes `paymentMethod` the subscription's card; a past-due subscription then retries its open
 * invoice at once and becomes active again if that succeeds.
 */
export function replacePaymentMethod(ctx: SandboxContext, subscription: Subscription, paymentMethod: string): void {
  const before = structuredClone(subscription);
  subscription.default_payment_method = paymentMethod;
  ctx.events.emitUpdate('customer.subscription.updated', before, subscription);
  const invoice = subscription.latest_invoice ? ctx.store.state.invoices[subscription.latest_invoice] : undefined;
  if (subscription.status !== 'past_due' || invoice?.status !== 'open') return;
  if (!chargeInvoice(ctx, invoice, paymentMethod, ctx.clock.now())) return;
  const pastDue = structuredClone(subscription);
  subscription.status = 'active';
  ctx.events.emitUpdate('customer.subscription.updated', pastDue, subscription);
}

/**
 * Pauses collection (`pause_collection`), or resumes it with null: the subscription stays
 * `active` and its periods go on, but renewals charge nothing while it is paused.
 */
export function setPauseCollection(ctx: SandboxContext, subscription: Subscription, pause: PauseCollection | null, at = ctx.clock.now()): void {
  const before = structuredClone(subscription);
  subscription.pause_collection = pause;
  ctx.events.emitUpdate('customer.subscription.updated', before, subscription, { at });
}
