/**
 * Charges, and the two ways money goes back: a refund (the merchant returns some or all of a
 * charge) and a dispute (the cardholder's bank takes it back, a chargeback). Each invoice payment
 * attempt is one charge, `charge.succeeded` or `charge.failed`; a refund emits `refund.created`
 * and `charge.refunded`; a dispute `charge.dispute.created` (its object is the dispute, which
 * names the charge, not the customer, as on Stripe).
 */
import type { Charge, Dispute, Invoice, Refund } from '../billing-objects';
import { chargeCardFields, chargeFields, chargeOutcomeFields, disputeFields, refundFields } from '../declared-fields';
import { invalidRequest, parameterInvalid } from '../errors';
import { newId } from '../ids';
import type { Metadata } from '../params';
import type { SandboxContext } from '../sandbox-context';
import type { CheckoutSession } from '../stripe-objects';
import type { CardDecline, ValidCard } from '../test-cards';

const DAY_SECONDS = 86_400;

/** What a payment attempt charges, and with what card. */
interface Attempt {
  amount: number;
  currency: string;
  customer: string;
  description: string;
  receiptEmail: string | null;
  /** The saved card, or null for a card typed on the checkout page that was never saved. */
  paymentMethodId: string | null;
  /** The card itself when it was not saved (a declined checkout card). */
  card?: ValidCard;
  billing: { email: string | null; name: string | null };
  /** Why it failed, or null when it succeeded. */
  decline: CardDecline | null;
}

/** One payment attempt; emits `charge.succeeded` or `charge.failed`. */
function chargeFor(ctx: SandboxContext, attempt: Attempt, at: number): Charge {
  const succeeded = attempt.decline === null;
  const saved = attempt.paymentMethodId ? ctx.store.state.paymentMethods[attempt.paymentMethodId] : undefined;
  const card = saved?.card ?? attempt.card;
  const charge: Charge = {
    ...chargeFields(),
    id: newId('ch'),
    object: 'charge',
    amount: attempt.amount,
    amount_captured: succeeded ? attempt.amount : 0,
    amount_refunded: 0,
    billing_details: { address: null, email: attempt.billing.email, name: attempt.billing.name, phone: null, tax_id: null },
    captured: succeeded,
    created: at,
    currency: attempt.currency,
    customer: attempt.customer,
    description: attempt.description,
    disputed: false,
    failure_code: attempt.decline?.code ?? null,
    failure_message: attempt.decline?.message ?? null,
    livemode: false,
    metadata: {},
    outcome: succeeded
      ? { ...chargeOutcomeFields(), network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' }
      : { ...chargeOutcomeFields(), network_status: 'declined_by_network', reason: attempt.decline!.decline_code, risk_level: 'normal', seller_message: 'The bank did not return any further details with this decline.', type: 'issuer_declined' },
    paid: succeeded,
    payment_intent: null,
    payment_method: attempt.paymentMethodId,
    payment_method_details: card
      ? {
          type: 'card',
          card: {
            ...chargeCardFields(),
            amount_authorized: succeeded ? attempt.amount : null,
            brand: card.brand,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            funding: card.funding,
            last4: card.last4,
            network: card.brand,
          },
        }
      : null,
    receipt_email: attempt.receiptEmail,
    refunded: false,
    status: succeeded ? 'succeeded' : 'failed',
  };
  ctx.store.state.charges[charge.id] = charge;
  ctx.events.emit(succeeded ? 'charge.succeeded' : 'charge.failed', charge, { at });
  return charge;
}

const GENERIC_DECLINE: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

/** One payment attempt on an invoice with a saved card; emits `charge.succeeded` or `charge.failed`. */
export function recordCharge(ctx: SandboxContext, invoice: Invoice, paymentMethodId: string, succeeded: boolean, at: number): Charge {
  const paymentMethod = ctx.store.state.paymentMethods[paymentMethodId];
  return chargeFor(
    ctx,
    {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      receiptEmail: invoice.customer_email,
      paymentMethodId,
      billing: { email: paymentMethod?.billing_details.email ?? null, name: paymentMethod?.billing_details.name ?? null },
      decline: succeeded ? null : GENERIC_DECLINE,
    },
    at,
  );
}

/**
 * A card declined on the checkout page of a session that names its customer: the failed charge
 * Stripe records for the attempt (`charge.failed`). The card is not saved and nothing else changes;
 * the session stays open for another try.
 */
export function recordDeclinedCheckout(ctx: SandboxContext, session: CheckoutSession, card: ValidCard, payer: { email: string | null; name: string | null }, at: number): Charge | null {
  if (!session.customer || !card.decline) return null;
  return chargeFor(
    ctx,
    {
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      description: 'Subscription creation',
      receiptEmail: null,
      paymentMethodId: null,
      card,
      billing: payer,
      decline: card.decline,
    },
    at,
  );
}

export interface RefundInput {
  /** Cents; the whole amount not yet refunded when absent. */
  amount?: number;
  reason?: string;
  metadata?: Metadata | null;
}

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** Refunds some or all of a succeeded charge; emits `refund.created` and `charge.refunded`. */
export function refundCharge(ctx: SandboxContext, charge: Charge, input: RefundInput): Refund {
  if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded: there is nothing to refund.`, 'charge');
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining <= 0) throw parameterInvalid('charge', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const amount = input.amount ?? remaining;
  if (amount <= 0) throw invalidRequest('Refund amount must be positive.', 'amount');
  if (amount > remaining) {
    throw invalidRequest(`Refund amount (${amount}) is greater than the unrefunded amount on the charge (${remaining}).`, 'amount');
  }
  const reason = input.reason ?? null;
  if (reason !== null && !(REFUND_REASONS as readonly string[]).includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
  }
  const at = ctx.clock.now();
  const refund: Refund = {
    ...refundFields(),
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: at,
    currency: charge.currency,
    customer: charge.customer,
    metadata: { ...(input.metadata ?? {}) },
    payment_intent: null,
    payment_method: charge.payment_method,
    reason: reason as Refund['reason'],
    status: 'succeeded',
  };
  ctx.store.state.refunds[refund.id] = refund;
  const before = structuredClone(charge);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  ctx.events.emit('refund.created', refund, { at });
  ctx.events.emitUpdate('charge.refunded', before, charge, { at });
  return refund;
}

export const DISPUTE_REASONS = [
  'fraudulent',
  'duplicate',
  'subscription_canceled',
  'product_unacceptable',
  'product_not_received',
  'unrecognized',
  'credit_not_processed',
  'general',
] as const;

/** Opens a dispute (chargeback) on a succeeded charge; emits `charge.dispute.created`. */
export function disputeCharge(ctx: SandboxContext, charge: Charge, reason: string = 'fraudulent', at = ctx.clock.now()): Dispute {
  if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded: there is nothing to dispute.`, 'charge');
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`, 'charge');
  if (!(DISPUTE_REASONS as readonly string[]).includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${DISPUTE_REASONS.join(', ')}`, 'reason');
  }
  const dispute: Dispute = {
    ...disputeFields(),
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: at,
    currency: charge.currency,
    evidence_details: {
      due_by: at + 7 * DAY_SECONDS,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: null,
    reason,
    status: 'needs_response',
  };
  ctx.store.state.disputes[dispute.id] = dispute;
  charge.disputed = true;
  ctx.events.emit('charge.dispute.created', dispute, { at });
  return dispute;
}
