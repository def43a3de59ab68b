/**
 * The Payments port on the `stripe` SDK. In production it talks to Stripe; locally the same SDK
 * is pointed at the Stripe sandbox by host, port and protocol, and nothing else changes.
 */
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeSdk } from './sdks-on-first-use';
import {
  PaymentsError,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type Payments,
  type ProviderCharge,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../ports/payments';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** The monthly price; when absent, the price with `priceLookupKey` is used, and created if missing. */
  priceId?: string;
  priceLookupKey: string;
  /** A local stand-in for api.stripe.com (the sandbox); absent in production. */
  apiBase?: URL;
  /** USD 9.00 a month: what a missing price is created with (local only). */
  price: { unitAmount: number; currency: string; productName: string };
}

const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // The pinned API version keeps the period on each item only (the subscription's own was dropped).
  const item = subscription.items?.data?.[0];
  return {
    id: subscription.id,
    status: subscription.status as ProviderSubscriptionStatus,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    created: new Date(subscription.created * 1000),
    collectionPaused: subscription.pause_collection != null,
  };
}

function toCharge(charge: Stripe.Charge): ProviderCharge {
  return {
    id: charge.id,
    customerId: idOf(charge.customer),
    amount: charge.amount,
    amountRefunded: charge.amount_refunded,
    refunded: charge.refunded,
    disputed: charge.disputed,
    status: charge.status,
    created: new Date(charge.created * 1000),
  };
}

/**
 * One member's customer is created once: requests made at once (or retried) with the same key get
 * Stripe's first answer again, for 24 hours. The key is the uid with a digest of what is sent, so a
 * member who changed their name meanwhile gets a new customer rather than Stripe's refusal of a key
 * reused for other parameters (the record keeps the first one recorded either way).
 */
export function customerIdempotencyKey(input: { email: string; name: string; uid: string }): string {
  const digest = createHash('sha256').update(`${input.email}\n${input.name}`).digest('hex').slice(0, 16);
  return `bela-customer-${input.uid}-${digest}`;
}

/** Provider failures become `unavailable`, keeping the SDK's error as the cause for the log. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PaymentsError('unavailable', `Stripe ${what} failed`, { cause: error });
  }
}

export class StripePayments implements Payments {
  readonly driver: Payments['driver'];
  private client: Stripe | undefined;
  private priceId: Promise<string> | undefined;

  constructor(private readonly options: StripePaymentsOptions) {
    const base = options.apiBase;
    this.driver = base ? 'stripe-sandbox' : 'stripe';
    if (options.priceId) this.priceId = Promise.resolve(options.priceId);
  }

  /** The SDK's client, made on the first call (the SDK is loaded then: sdks-on-first-use.ts). */
  private get stripe(): Stripe {
    const base = this.options.apiBase;
    return (this.client ??= new (stripeSdk())(this.options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: Number(base.port || 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
    }));
  }

  /** The configured price, or (locally) the one with the lookup key, created on first use. */
  private price(): Promise<string> {
    this.priceId ??= call('price lookup', async () => {
      const { lookupKey, price } = { lookupKey: this.options.priceLookupKey, price: this.options.price };
      const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      if (found.data[0]) return found.data[0].id;
      const created = await this.stripe.prices.create({
        unit_amount: price.unitAmount,
        currency: price.currency,
        recurring: { interval: 'month' },
        lookup_key: lookupKey,
        product_data: { name: price.productName },
      });
      return created.id;
    }).catch((error: unknown) => {
      this.priceId = undefined;
      throw error;
    });
    return this.priceId;
  }

  createCustomer(input: { email: string; name: string; uid: string }): Promise<string> {
    const params = { email: input.email, name: input.name, metadata: { uid: input.uid } };
    return call('customer creation', async () => (await this.stripe.customers.create(params, { idempotencyKey: customerIdempotencyKey(input) })).id);
  }

  async createCheckoutSession(input: { customerId: string; uid: string; successUrl: string; cancelUrl: string }): Promise<{ url: string }> {
    const price = await this.price();
    return call('checkout', async () => {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.uid,
        line_items: [{ price, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { uid: input.uid },
      });
      if (!session.url) throw new Error('Checkout session without a URL');
      return { url: session.url };
    });
  }

  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    return call('portal', async () => ({ url: (await this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl })).url }));
  }

  async getCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return {
        id: session.id,
        customerId: idOf(session.customer),
        status: session.status,
        paymentStatus: session.payment_status,
        amountTotal: session.amount_total,
        currency: session.currency,
        customerEmail: session.customer_details?.email ?? null,
      };
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw new PaymentsError('unavailable', 'Stripe checkout lookup failed', { cause: error });
    }
  }

  listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    return call('subscription list', async () => {
      const subscriptions: ProviderSubscription[] = [];
      for await (const subscription of this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
        subscriptions.push(toSubscription(subscription));
      }
      return subscriptions.sort((a, b) => b.created.getTime() - a.created.getTime());
    });
  }

  lastPaymentAt(customerId: string): Promise<Date | null> {
    return call('invoice list', async () => {
      const { data } = await this.stripe.invoices.list({ customer: customerId, status: 'paid', limit: 1 });
      return seconds(data[0]?.status_transitions?.paid_at);
    });
  }

  cancelAll(customerId: string): Promise<number> {
    return call('cancellation', async () => {
      let cancelled = 0;
      for (const subscription of await this.listSubscriptions(customerId)) {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
        await this.stripe.subscriptions.cancel(subscription.id);
        cancelled += 1;
      }
      return cancelled;
    });
  }

  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new PaymentsError('invalid-signature', 'No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret);
    } catch (error) {
      throw new PaymentsError('invalid-signature', 'The Stripe signature does not match', { cause: error });
    }
    const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null; charge?: string | { id: string } | null };
    const customerId = object.object === 'customer' ? (object.id ?? null) : idOf(object.customer);
    const chargeId = object.object === 'charge' ? (object.id ?? null) : idOf(object.charge);
    return { id: event.id, type: event.type, customerId, chargeId, created: seconds(event.created) };
  }

  async getCharge(chargeId: string): Promise<ProviderCharge | null> {
    try {
      return toCharge(await this.stripe.charges.retrieve(chargeId));
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw new PaymentsError('unavailable', 'Stripe charge lookup failed', { cause: error });
    }
  }

  listCharges(customerId: string): Promise<ProviderCharge[]> {
    return call('charge list', async () => (await this.stripe.charges.list({ customer: customerId, limit: 100 })).data.map(toCharge));
  }

  async deleteCustomer(customerId: string): Promise<boolean> {
    try {
      await this.stripe.customers.del(customerId);
      return true;
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeInvalidRequestError && error.code === 'resource_missing') return false;
      throw new PaymentsError('unavailable', 'Stripe customer deletion failed', { cause: error });
    }
  }
}
