/**
 * Payments: the subscription at the card payment provider (Stripe; locally the Stripe sandbox).
 * Feature code sees these shapes only, never the provider's SDK.
 */

/** The provider's own subscription states, as Stripe names them. */
export type ProviderSubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  created: Date;
  /**
   * Collection is paused (Stripe's `pause_collection`): the status stays `active`, but no invoice
   * is charged until it resumes.
   */
  collectionPaused: boolean;
}

/** A card payment, as the provider reports it now. */
export interface ProviderCharge {
  id: string;
  customerId: string | null;
  /** In the currency's smallest unit. */
  amount: number;
  amountRefunded: number;
  /** Fully refunded. */
  refunded: boolean;
  /** A dispute (chargeback) was opened on it. */
  disputed: boolean;
  /** `succeeded`, `pending` or `failed`. */
  status: string;
  created: Date;
}

export interface CheckoutSessionInfo {
  id: string;
  customerId: string | null;
  /** `open`, `complete` or `expired`. */
  status: string | null;
  /** `paid`, `unpaid` or `no_payment_required`. */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  customerEmail: string | null;
}

/** A verified webhook event: only its identity; its payload is never trusted for state. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The customer the event concerns, when it names one. */
  customerId: string | null;
  /** The charge the event concerns (a refund, a dispute), when it names one. */
  chargeId: string | null;
  /** When the provider created the event (what the subscription sync orders events by), if it says. */
  created: Date | null;
}

export interface Payments {
  readonly driver: 'stripe' | 'stripe-sandbox';
  /** Idempotent per member: calls for one member made at once (or retried) create one customer. */
  createCustomer(input: { email: string; name: string; uid: string }): Promise<string>;
  createCheckoutSession(input: { customerId: string; uid: string; successUrl: string; cancelUrl: string }): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  getCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null>;
  /** Every subscription of the customer, whatever its state, newest first. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** When the customer's newest paid invoice was paid, if ever. */
  lastPaymentAt(customerId: string): Promise<Date | null>;
  /** Cancels, at once, every subscription of the customer that has not ended. */
  cancelAll(customerId: string): Promise<number>;
  /** One charge as it is now; null when the provider has none by that id. */
  getCharge(chargeId: string): Promise<ProviderCharge | null>;
  /** The customer's charges, newest first (the latest 100). */
  listCharges(customerId: string): Promise<ProviderCharge[]>;
  /** Deletes the customer and what the provider keeps of them; false when it was gone already. */
  deleteCustomer(customerId: string): Promise<boolean>;
  /** Checks the signature of a webhook body; throws PaymentsError('invalid-signature') otherwise. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export type PaymentsErrorCode = 'invalid-signature' | 'unavailable';

export class PaymentsError extends Error {
  override name = 'PaymentsError';
  constructor(
    readonly code: PaymentsErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}
