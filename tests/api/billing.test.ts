/**
 * Billing through the real app and the real stripe SDK against the local Stripe sandbox: checkout,
 * the webhook (signature, dedupe, payloads never trusted), verify-session ownership, the portal,
 * period ends, and account deletion.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../functions/src/config/config';
import { LOCAL_WEBHOOK_SECRET } from '../../tools/stripe-sandbox/src/local-secret';
import type { RunningSandbox } from '../../tools/stripe-sandbox/src/sandbox';
import { payWithCard } from '../../tools/stripe-sandbox/src/testing/sandbox-fixture';
import type { TestAccount } from '../support/auth-emulator';
import { type ApiHarness } from './api-harness';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';
import { member, say } from './chat-support';

let api: ApiHarness;
let sandbox: RunningSandbox;
let stripe: Stripe;
let webhookUrl: string;

let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startPaymentsHarness({ stripeKey: 'sk_test_billing_tests' });
  ({ api, sandbox, stripe, webhookUrl } = payments);
});
afterAll(async () => {
  await payments?.close();
});

const record = async (uid: string) => (await api.services.docs.get<Record<string, any>>(`users/${uid}`))!.data;

async function checkout(account: TestAccount) {
  const r = await api.post('/stripe/create-checkout', {}, { token: account.idToken });
  expect(r.status).toBe(200);
  return r.json.data.url as string;
}

/** Pays on the sandbox's hosted page as a browser would, and waits for the webhooks to land. */
async function pay(account: TestAccount, card = '4242 4242 4242 4242') {
  const url = await checkout(account);
  const answer = await payWithCard(url, card);
  await sandbox.deliveriesSettled();
  const sessionId = new URL(url).pathname.split('/').pop()!;
  return { answer, sessionId };
}

const signed = (event: object) => {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return { payload, header };
};

async function deliver(event: object, header?: string) {
  const body = signed(event);
  return fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === undefined ? { 'stripe-signature': body.header } : header ? { 'stripe-signature': header } : {}) },
    body: body.payload,
  });
}

describe('the local secrets', () => {
  it('are the same on both sides', () => {
    expect(LOCAL_STRIPE_WEBHOOK_SECRET).toBe(LOCAL_WEBHOOK_SECRET);
  });
});

describe('POST /stripe/create-checkout', () => {
  it('creates one customer per member, before the first checkout, and reuses it', async () => {
    const ada = await member(api);
    const first = await checkout(ada);
    expect(first.startsWith(sandbox.url)).toBe(true);
    const customerId = (await record(ada.uid)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    await checkout(ada);
    expect((await record(ada.uid)).stripeCustomerId).toBe(customerId);
    expect((await stripe.customers.list({ email: ada.email })).data).toHaveLength(1);
  });

  it('refuses a caller without a token', async () => {
    expect((await api.post('/stripe/create-checkout', {})).status).toBe(401);
  });
});

describe('paying', () => {
  it('makes a member paid through the webhook, and verify-session tells the payment', async () => {
    const ada = await member(api);
    const { answer, sessionId } = await pay(ada);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain(`/payment/success?status=success&session_id=${sessionId}`);
    expect(await record(ada.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid', cancelAtPeriodEnd: false });
    expect((await record(ada.uid)).subscriptionPeriodEnd).toBeInstanceOf(Date);
    expect((await record(ada.uid)).lastPaymentDate).toBeInstanceOf(Date);

    const verified = await api.post('/stripe/verify-session', { sessionId }, { token: ada.idToken });
    expect(verified.status).toBe(200);
    expect(verified.json.data).toEqual({
      verified: true,
      subscriptionStatus: 'active',
      customer: { email: ada.email },
      payment: { amount: 900, currency: 'usd' },
    });
    const info = await api.post('/auth/user-info', { token: ada.idToken }, { token: ada.idToken });
    expect(info.json.data.access).toMatchObject({ isPaidUser: true, canUseChat: true });

    // One subscription per member.
    const again = await api.post('/stripe/create-checkout', {}, { token: ada.idToken });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already-subscribed');
  });

  it('pays at once on verify-session even when the webhook is late', async () => {
    const ada = await member(api);
    const url = await checkout(ada);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const before = await record(ada.uid);
    await api.services.users.setSubscription(ada.uid, { ...before, subscriptionStatus: 'none', paymentStatus: 'unpaid' } as never);
    await payWithCard(url, '4242424242424242');
    // Verify before the deliveries settle: the sync asks Stripe directly.
    const verified = await api.post('/stripe/verify-session', { sessionId }, { token: ada.idToken });
    expect(verified.json.data).toMatchObject({ verified: true, subscriptionStatus: 'active' });
    expect(await record(ada.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid' });
    await sandbox.deliveriesSettled();
  });

  it('leaves a member on trial after a declined card', async () => {
    const bo = await member(api);
    const { answer, sessionId } = await pay(bo, '4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain('Your card was declined.');
    expect(await record(bo.uid)).toMatchObject({ subscriptionStatus: 'none', paymentStatus: 'unpaid' });
    const verified = await api.post('/stripe/verify-session', { sessionId }, { token: bo.idToken });
    expect(verified.json.data).toMatchObject({ verified: false });
    expect((await record(bo.uid)).subscriptionStatus).not.toBe('active');
  });

  it('tells the page Checkout returns to that the card was declined, until a later attempt pays', async () => {
    const cy = await member(api);
    const outcome = async () => (await api.post('/stripe/checkout-outcome', {}, { token: cy.idToken })).json.data;
    // Before any checkout there is no customer, and nothing was declined.
    expect(await outcome()).toEqual({ declined: false });
    await checkout(cy);
    expect(await outcome()).toEqual({ declined: false });
    await pay(cy, '4000 0000 0000 0002');
    expect(await outcome()).toEqual({ declined: true });
    // Another member's decline is not theirs to hear about.
    const dee = await member(api);
    expect((await api.post('/stripe/checkout-outcome', {}, { token: dee.idToken })).json.data).toEqual({ declined: false });
    await pay(cy);
    expect(await outcome()).toEqual({ declined: false });
    expect((await api.post('/stripe/checkout-outcome', {})).status).toBe(401);
  });

  it("never shows a member another member's session", async () => {
    const ada = await member(api);
    const eve = await member(api);
    const { sessionId } = await pay(ada);
    await checkout(eve);
    const stolen = await api.post('/stripe/verify-session', { sessionId }, { token: eve.idToken });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.json)).not.toContain(ada.email);
    expect((await api.post('/stripe/verify-session', { sessionId: 'cs_made_up_123' }, { token: eve.idToken })).status).toBe(404);
    expect((await api.post('/stripe/verify-session', { sessionId: '../../v1/customers' }, { token: eve.idToken })).status).toBe(400);
    expect((await record(eve.uid)).subscriptionStatus).toBe('none');
  });
});

describe('the stripeWebhook function', () => {
  const countEvents = async () => (await api.services.docs.query({ collection: 'stripeEvents' })).length;

  it('refuses a delivery without a valid signature and writes nothing', async () => {
    const ada = await member(api);
    const customerId = (await stripe.customers.create({ email: ada.email })).id;
    await api.services.users.setStripeCustomer(ada.uid, customerId);
    await sandbox.deliveriesSettled();
    const events = await countEvents();
    const forged = { id: 'evt_forged_1', object: 'event', type: 'customer.subscription.created', data: { object: { object: 'subscription', customer: customerId, status: 'active' } } };
    expect((await deliver(forged, '')).status).toBe(400);
    expect((await deliver(forged, 't=1,v1=deadbeef')).status).toBe(400);
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(forged), secret: 'whsec_someone_else' });
    expect((await deliver(forged, otherSecret)).status).toBe(400);
    expect(await countEvents()).toBe(events);
    expect((await record(ada.uid)).subscriptionStatus).toBe('none');
  });

  it("trusts Stripe, never an event's payload: a signed claim of a subscription changes nothing", async () => {
    const ada = await member(api);
    const customerId = (await stripe.customers.create({ email: ada.email })).id;
    await api.services.users.setStripeCustomer(ada.uid, customerId);
    const claim = { id: 'evt_claim_1', object: 'event', type: 'customer.subscription.updated', data: { object: { object: 'subscription', customer: customerId, status: 'active' } } };
    const r = await deliver(claim);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ received: true, outcome: 'synced' });
    expect(await record(ada.uid)).toMatchObject({ subscriptionStatus: 'none', paymentStatus: 'unpaid' });
  });

  it('handles an event once, and a stale deletion leaves an active member active', async () => {
    const ada = await member(api);
    await pay(ada);
    const customerId = (await record(ada.uid)).stripeCustomerId;
    const stale = { id: 'evt_stale_delete', object: 'event', type: 'customer.subscription.deleted', data: { object: { object: 'subscription', customer: customerId, status: 'canceled' } } };
    expect(await (await deliver(stale)).json()).toEqual({ received: true, outcome: 'synced' });
    expect(await (await deliver(stale)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await record(ada.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid' });
  });

  it('acknowledges an event for a customer no member has', async () => {
    const stranger = (await stripe.customers.create({ email: 'nobody@example.test' })).id;
    const r = await deliver({ id: 'evt_stranger', object: 'event', type: 'invoice.paid', data: { object: { object: 'invoice', customer: stranger } } });
    expect(await r.json()).toEqual({ received: true, outcome: 'unknown-customer' });
  });

  it('answers 5xx when handling fails, so Stripe delivers again, and handles the retry', async () => {
    const ada = await member(api);
    const customerId = (await stripe.customers.create({ email: ada.email })).id;
    await api.services.users.setStripeCustomer(ada.uid, customerId);
    const event = { id: 'evt_retry_1', object: 'event', type: 'invoice.paid', data: { object: { object: 'invoice', customer: customerId } } };
    const payments = api.services.payments;
    const original = payments.listSubscriptions.bind(payments);
    payments.listSubscriptions = () => Promise.reject(new Error('Stripe is down'));
    try {
      expect((await deliver(event)).status).toBeGreaterThanOrEqual(500);
    } finally {
      payments.listSubscriptions = original;
    }
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'synced' });
  });
});

describe('managing the subscription', () => {
  it('opens the portal for a customer, and refuses one who never subscribed', async () => {
    const newcomer = await member(api);
    const none = await api.post('/stripe/create-portal', {}, { token: newcomer.idToken });
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe('no-subscription');
    const ada = await member(api);
    await pay(ada);
    const portal = await api.post('/stripe/create-portal', {}, { token: ada.idToken });
    expect(portal.json.data.portalUrl.startsWith(sandbox.url)).toBe(true);
  });

  it('keeps access until a cancelled period ends, then ends it', async () => {
    const ada = await member(api, { createdDaysAgo: 10 });
    await pay(ada);
    const customer = (await record(ada.uid)).stripeCustomerId;
    const [subscription] = (await stripe.subscriptions.list({ customer })).data;
    await stripe.subscriptions.update(subscription!.id, { cancel_at_period_end: true });
    await sandbox.deliveriesSettled();
    expect(await record(ada.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid', cancelAtPeriodEnd: true });
    expect((await api.post('/ai/chat', say('still here?'), { token: ada.idToken })).status).toBe(200);

    await fetch(`${sandbox.url}/_sandbox/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days: 32 }) });
    await sandbox.deliveriesSettled();
    expect(await record(ada.uid)).toMatchObject({ subscriptionStatus: 'cancelled', paymentStatus: 'unpaid', cancelAtPeriodEnd: false });
    const refused = await api.post('/ai/chat', say('and now?'), { token: ada.idToken });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('trial-expired');
  });

  it('cancels the subscription at Stripe when the account is deleted', async () => {
    const ada = await member(api);
    await pay(ada);
    const customer = (await record(ada.uid)).stripeCustomerId;
    expect((await api.post('/account/delete', { confirm: 'DELETE' }, { token: ada.idToken })).status).toBe(200);
    const [subscription] = (await stripe.subscriptions.list({ customer, status: 'all' })).data;
    expect(subscription!.status).toBe('canceled');
  });
});
