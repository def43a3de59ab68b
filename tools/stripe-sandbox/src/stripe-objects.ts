/**
 * The Stripe objects the sandbox stores and answers, with the fields it fills in. Field names
 * follow the SDK's types (node_modules/stripe/cjs/resources/*.d.ts) for the API version it pins:
 * every field the version always sends is there, those the sandbox does not model with the value
 * Stripe sends when unused (declared-fields.ts), and none the version dropped.
 */
import type { Charge, Dispute, Invoice, Refund, Subscription } from './billing-objects';
import type {
  checkoutSessionFields,
  customerDetailsFields,
  lineItemFields,
  paymentMethodCardFields,
  paymentMethodFields,
  portalSessionFields,
  productFields,
} from './declared-fields';
import type { Metadata } from './params';

export type Interval = 'day' | 'week' | 'month' | 'year';

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface Customer {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface Product extends ReturnType<typeof productFields> {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: never[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  tax_code: null;
  type: 'service';
  unit_label: null;
  updated: number;
  url: null;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: {
    interval: Interval;
    interval_count: number;
    meter: null;
    trial_period_days: null;
    usage_type: 'licensed';
  } | null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface PaymentMethod extends ReturnType<typeof paymentMethodFields> {
  id: string;
  object: 'payment_method';
  billing_details: { address: null; email: string | null; name: string | null; phone: null; tax_id: null };
  card: { brand: string; country: 'US'; exp_month: number; exp_year: number; funding: string; last4: string } & ReturnType<typeof paymentMethodCardFields>;
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
  type: 'card';
}

export interface LineItem extends ReturnType<typeof lineItemFields> {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  metadata: Metadata;
  price: Price;
  quantity: number;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession extends ReturnType<typeof checkoutSessionFields> {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: 'always' | null;
  customer_details: ({
    address: null;
    email: string | null;
    name: string | null;
    phone: null;
    tax_exempt: 'none';
    tax_ids: never[];
  } & ReturnType<typeof customerDetailsFields>) | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'subscription';
  payment_intent: null;
  payment_method_collection: 'always';
  payment_method_types: ['card'];
  payment_status: 'unpaid' | 'paid';
  status: CheckoutStatus;
  subscription: string | null;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  /** `hosted_page` in this version (`hosted` in older ones). */
  ui_mode: 'hosted_page';
  url: string | null;
}

/** Kept beside the session: Stripe answers line items only when asked for (`expand[]=line_items`). */
export interface CheckoutExtras {
  lineItems: LineItem[];
  subscriptionMetadata: Metadata;
}

export interface PortalSession extends ReturnType<typeof portalSessionFields> {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

export type StripeObject =
  | Customer
  | Product
  | Price
  | PaymentMethod
  | CheckoutSession
  | PortalSession
  | Subscription
  | Invoice
  | Charge
  | Refund
  | Dispute;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
