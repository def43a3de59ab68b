/**
 * The billing objects: subscriptions (with their items) and invoices (with their lines), as the
 * SDK's types for its pinned API version name their fields. That version moved some fields: the
 * billing period lives on each subscription item only, and an invoice names its subscription in
 * `parent.subscription_details` only; the old places are not sent, as Stripe does not send them.
 */
import type {
  chargeCardFields,
  chargeFields,
  chargeOutcomeFields,
  disputeFields,
  invoiceFields,
  invoiceLineFields,
  refundFields,
  subscriptionFields,
  subscriptionItemFields,
} from './declared-fields';
import type { Metadata } from './params';
import type { Price, StripeList } from './stripe-objects';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export interface SubscriptionItem extends ReturnType<typeof subscriptionItemFields> {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: never[];
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: never[];
}

/** Stripe's `pause_collection`: while set, renewals bill nothing (the status stays `active`). */
export interface PauseCollection {
  behavior: 'keep_as_draft' | 'mark_uncollectible' | 'void';
  resumes_at: number | null;
}

export interface Subscription extends ReturnType<typeof subscriptionFields> {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; feedback_option: null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  description: null;
  discounts: never[];
  ended_at: number | null;
  items: StripeList<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  pause_collection: PauseCollection | null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: null;
  trial_start: null;
}

/** A subscription's current period, from its (first) item, where this API version keeps it. */
export function periodOf(subscription: Subscription): { start: number; end: number } {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
  return { start: item.current_period_start, end: item.current_period_end };
}

export interface InvoiceLine extends ReturnType<typeof invoiceLineFields> {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
  quantity_decimal: string;
  subscription: string;
  subtotal: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface Invoice extends ReturnType<typeof invoiceFields> {
  id: string;
  object: 'invoice';
  account_country: 'US';
  account_name: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  default_payment_method: null;
  description: null;
  hosted_invoice_url: null;
  invoice_pdf: null;
  lines: StripeList<InvoiceLine>;
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string | null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  /** As on Stripe: the period whose usage was gathered, not the service period (see lines). */
  period_end: number;
  period_start: number;
  status: InvoiceStatus;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_excluding_tax: number;
}

/** A card payment: one per payment attempt on an invoice, succeeded or failed. */
export interface Charge extends ReturnType<typeof chargeFields> {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  billing_details: { address: null; email: string | null; name: string | null; phone: null; tax_id: null };
  captured: boolean;
  created: number;
  currency: string;
  customer: string;
  description: string | null;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Metadata;
  outcome: { network_status: string; reason: string | null; risk_level: 'normal'; seller_message: string; type: string } & ReturnType<typeof chargeOutcomeFields>;
  paid: boolean;
  payment_intent: null;
  payment_method: string | null;
  payment_method_details: {
    type: 'card';
    card: { brand: string; exp_month: number; exp_year: number; funding: string; last4: string } & ReturnType<typeof chargeCardFields>;
  } | null;
  receipt_email: string | null;
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export interface Refund extends ReturnType<typeof refundFields> {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  customer: string;
  metadata: Metadata;
  payment_intent: null;
  payment_method: string | null;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
}

export interface Dispute extends ReturnType<typeof disputeFields> {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  evidence_details: { due_by: number; enhanced_eligibility: Record<string, never>; has_evidence: false; past_due: false; submission_count: 0; submission_method: 'not_submitted' };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Metadata;
  payment_intent: null;
  reason: string;
  status: 'needs_response';
}
