/**
 * The billing objects: subscriptions (with their items) and invoices (with their lines), as the
 * SDK's types name their fields. Current API versions moved some fields (the period to the item,
 * the subscription to `parent.subscription_details`); the old places are kept for older readers.
 */
import type { Metadata } from './params';
import type { Price, StripeList } from './stripe-objects';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export interface SubscriptionItem {
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

export interface Subscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  /** Moved to the item in current API versions; kept here for readers of older versions. */
  current_period_end: number;
  current_period_start: number;
  customer: string;
  default_payment_method: string | null;
  description: null;
  discounts: never[];
  ended_at: number | null;
  items: StripeList<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: null;
  trial_start: null;
}

export interface InvoiceLine {
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
    subscription_item_details: { subscription: string; subscription_item: string; proration: false };
  };
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid';

export interface Invoice {
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
    marked_uncollectible_at: null;
    paid_at: number | null;
    voided_at: null;
  };
  /** Moved to `parent.subscription_details` in current API versions; kept for older readers. */
  subscription: string;
  subtotal: number;
  total: number;
}
