/**
 * Test fixture: a sandbox on a free port with its own webhook receiver (and, if asked, its own
 * state file), the real Stripe SDK pointed at it, and helpers that act like a browser on the
 * hosted pages. Every test file starts its own, so files run in parallel without sharing anything.
 */
import Stripe from 'stripe';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../sandbox';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

export interface Fixture {
  sandbox: RunningSandbox;
  stripe: Stripe;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/** Short retry delays: a test that provokes every retry still takes well under a second. */
export const FAST_RETRIES = [20, 40, 80, 160];

export function stripeClient(port: number, apiKey = 'sk_test_sandbox'): Stripe {
  return new Stripe(apiKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

export async function startFixture(options: SandboxOptions = {}): Promise<Fixture> {
  const receiver = await startWebhookReceiver();
  const sandbox = await startSandbox({
    port: 0,
    webhookUrl: receiver.url,
    retryDelaysMs: FAST_RETRIES,
    deliveryTimeoutMs: 2_000,
    dueCheckIntervalMs: 0,
    ...options,
  });
  return {
    sandbox,
    stripe: stripeClient(sandbox.port),
    receiver,
    close: async () => {
      await sandbox.close();
      await receiver.close();
    },
  };
}

/** Bela Premium: a product with a USD 9.00 monthly price. */
export async function createPremiumPrice(stripe: Stripe, productName = 'Bela Premium') {
  const product = await stripe.products.create({ name: productName });
  return stripe.prices.create({ product: product.id, unit_amount: 900, currency: 'usd', recurring: { interval: 'month' } });
}

export async function createCheckout(stripe: Stripe, options: { email?: string; productName?: string } = {}) {
  const price = await createPremiumPrice(stripe, options.productName);
  const customer = await stripe.customers.create({ email: options.email ?? 'member@bela.local', metadata: { uid: 'u1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost:5000/account?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5000/account?checkout=cancel',
    client_reference_id: 'u1',
    metadata: { uid: 'u1' },
  });
  return { price, customer, session };
}

/** Posts a form the way a browser does, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const CARD = { expiration: '12 / 34', cvc: '123' };

export function payWithCard(sessionUrl: string, cardNumber: string, extra: Record<string, string> = {}) {
  return postForm(sessionUrl, { cardNumber, ...CARD, name: 'Ada Member', ...extra });
}

/** A customer subscribed through checkout with the given card (4242… by default). */
export async function subscribe(fixture: Fixture, cardNumber = '4242 4242 4242 4242') {
  const { session, customer, price } = await createCheckout(fixture.stripe);
  const response = await payWithCard(session.url!, cardNumber);
  if (response.status !== 303) throw new Error(`Checkout answered ${response.status}: ${await response.text()}`);
  const completed = await fixture.stripe.checkout.sessions.retrieve(session.id);
  const subscription = await fixture.stripe.subscriptions.retrieve(completed.subscription as string);
  return { session: completed, customer, price, subscription };
}

/** Moves the sandbox clock by POST /_sandbox/clock/advance. */
export async function advanceDays(sandbox: RunningSandbox, days: number) {
  const response = await fetch(`${sandbox.url}/_sandbox/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  if (!response.ok) throw new Error(`advance answered ${response.status}`);
  return (await response.json()) as { now: number; renewed: string[]; paymentFailed: string[]; ended: string[]; resumed: string[] };
}
