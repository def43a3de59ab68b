/**
 * Subscription invoices: drafted for a period, then issued as Stripe does: finalized (it gets its
 * number) and charged to the subscription's saved card at once, with `invoice.created`,
 * `invoice.finalized` and then `invoice.paid` + `invoice.payment_succeeded`, or
 * `invoice.payment_failed` (the invoice then stays `open`; the sandbox does not retry it by itself).
 */
import type { Invoice, InvoiceLine, PauseCollection, Subscription } from '../billing-objects';
import { invoiceFields, invoiceLineFields } from '../declared-fields';
import { newId } from '../ids';
import { formatPrice } from '../money';
import type { SandboxContext } from '../sandbox-context';
import { disputeCharge, recordCharge } from './charges';

/** A draft invoice for the subscription's current period; stored, but not yet announced. */
export function draftInvoice(
  ctx: SandboxContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  gathered: { start: number; end: number },
  at: number,
): Invoice {
  const customer = ctx.store.get('customers', subscription.customer);
  const id = newId('in');
  const lines: InvoiceLine[] = subscription.items.data.map((item) => {
    const product = ctx.store.state.products[item.price.product];
    return {
      ...invoiceLineFields(),
      id: newId('il'),
      object: 'line_item',
      amount: item.price.unit_amount * item.quantity,
      currency: item.price.currency,
      description: `${item.quantity} × ${product?.name ?? 'Subscription'} (at ${formatPrice(item.price)})`,
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
      quantity_decimal: String(item.quantity),
      subscription: subscription.id,
      subtotal: item.price.unit_amount * item.quantity,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice: Invoice = {
    ...invoiceFields(),
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: ctx.businessName,
    amount_due: total,
    amount_paid: 0,
    amount_remaining: total,
    attempt_count: 0,
    attempted: false,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: at,
    currency: subscription.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    period_end: gathered.end,
    period_start: gathered.start,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    total,
    total_excluding_tax: total,
  };
  ctx.store.state.invoices[id] = invoice;
  return invoice;
}

/** Announces a draft, finalizes it and charges it; true when it was paid. */
export function issueInvoice(ctx: SandboxContext, invoice: Invoice, paymentMethodId: string | null, at: number): boolean {
  ctx.events.emit('invoice.created', invoice, { at });
  const customer = ctx.store.get('customers', invoice.customer);
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = at;
  ctx.events.emit('invoice.finalized', invoice, { at });
  return chargeInvoice(ctx, invoice, paymentMethodId, at);
}

/**
 * One payment attempt on an open invoice with the given saved card: a charge (`charge.succeeded`
 * or `charge.failed`), then the invoice's events. A card that disputes its charges (4000 0000 0000
 * 0259) pays, then the dispute opens at once.
 */
export function chargeInvoice(ctx: SandboxContext, invoice: Invoice, paymentMethodId: string | null, at: number): boolean {
  const behavior = paymentMethodId ? ctx.store.state.chargeBehaviors[paymentMethodId] : undefined;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const pays = behavior === 'succeeds' || behavior === 'disputes';
  const charge = paymentMethodId ? recordCharge(ctx, invoice, paymentMethodId, pays, at) : null;
  if (!pays || !charge) {
    ctx.events.emit('invoice.payment_failed', invoice, { at });
    return false;
  }
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = at;
  ctx.events.emit('invoice.paid', invoice, { at });
  ctx.events.emit('invoice.payment_succeeded', invoice, { at });
  if (behavior === 'disputes') disputeCharge(ctx, charge, 'fraudulent', at);
  return true;
}

/** A renewal's invoice while collection is paused: announced, then kept as a draft, voided or marked uncollectible. */
export function setAsidePausedInvoice(ctx: SandboxContext, invoice: Invoice, behavior: PauseCollection['behavior'], at: number): void {
  ctx.events.emit('invoice.created', invoice, { at });
  if (behavior === 'keep_as_draft') return;
  if (behavior === 'void') {
    invoice.status = 'void';
    invoice.status_transitions.voided_at = at;
    ctx.events.emit('invoice.voided', invoice, { at });
    return;
  }
  const customer = ctx.store.get('customers', invoice.customer);
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  invoice.status = 'uncollectible';
  invoice.status_transitions.finalized_at = at;
  invoice.status_transitions.marked_uncollectible_at = at;
  ctx.events.emit('invoice.finalized', invoice, { at });
  ctx.events.emit('invoice.marked_uncollectible', invoice, { at });
}
