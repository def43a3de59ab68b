/**
 * Access that ends when it should, and personal data with an end (issue 24, items 5 and 6),
 * through the real app, the real stripe SDK and the local Stripe sandbox:
 * - a paid period that ended (plus the grace) without a renewal heard of grants nothing, and the
 *   renewal's webhook, once it lands, gives access back;
 * - an older event whose delivery lands after a newer one changes nothing;
 * - a full refund and a dispute end paid access at once and are recorded; a partial refund does not;
 * - a paused subscription grants nothing until it resumes;
 * - the retention sweep deletes abandoned sign-ups, failed sign-in addresses and mail after 30 days
 *   (mail at once once delivered), and keeps newer ones;
 * - deleting the account deletes the Stripe customer.
 */
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAID_ACCESS_GRACE_MS } from '../../functions/src/domain/access-status';
import { runRetention } from '../../functions/src/features/retention/retention';
import { LOCAL_WEBHOOK_SECRET } from '../../tools/stripe-sandbox/src/local-secret';
import type { RunningSandbox } from '../../tools/stripe-sandbox/src/sandbox';
import { payWithCard } from '../../tools/stripe-sandbox/src/testing/sandbox-fixture';
import type { TestAccount } from '../support/auth-emulator';
import { type ApiHarness } from './api-harness';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';
import { BROWSERS } from './browsers';
import { member, say } from './chat-support';

const DAY = 86_400_000;

let api: ApiHarness;
let sandbox: RunningSandbox;
let stripe: Stripe;
let webhookUrl: string;
/** The app's clock runs this far ahead of real time (the sandbox keeps its own). */
let clockOffsetMs = 0;

let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startPaymentsHarness({ retryDelaysMs: [20, 40], services: { now: () => new Date(Date.now() + clockOffsetMs) }, stripeKey: 'sk_test_access_tests' });
  ({ api, sandbox, stripe, webhookUrl } = payments);
});
afterEach(() => {
  clockOffsetMs = 0;
  payments.setWebhookDown(false);
});
afterAll(async () => {
  await payments?.close();
});

const record = async (uid: string) => (await api.services.docs.get<Record<string, any>>(`users/${uid}`))!.data;
const chat = (account: TestAccount, text = 'hello?') => api.post('/ai/chat', say(text), { token: account.idToken });
const access = async (account: TestAccount) => (await api.post('/auth/user-info', { token: account.idToken }, { token: account.idToken })).json.data.access;

/** A member past their trial who pays on the sandbox's page; the webhooks have landed. */
async function paidMember() {
  const account = await member(api, { createdDaysAgo: 10 });
  const checkout = await api.post('/stripe/create-checkout', {}, { token: account.idToken });
  expect(checkout.status).toBe(200);
  expect((await payWithCard(checkout.json.data.url, '4242 4242 4242 4242')).status).toBe(303);
  await sandbox.deliveriesSettled();
  const customer = (await record(account.uid)).stripeCustomerId as string;
  const [subscription] = (await stripe.subscriptions.list({ customer })).data;
  expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid' });
  return { account, customer, subscription: subscription! };
}

const sandboxPost = (path: string, body: object) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}

describe('a paid period that ended without a renewal heard of', () => {
  it('grants no chat once its end and the grace have passed, and the late renewal webhook gives access back', async () => {
    const { account } = await paidMember();
    expect((await chat(account)).status).toBe(200);
    const periodEnd = (await record(account.uid)).subscriptionPeriodEnd as Date;

    // Stripe renews the subscription, but every webhook about it is lost.
    payments.setWebhookDown(true);
    const pastGrace = periodEnd.getTime() + PAID_ACCESS_GRACE_MS + 3_600_000 - Date.now();
    await sandboxPost('/_sandbox/clock/advance', { seconds: Math.ceil(pastGrace / 1000) });
    await sandbox.deliveriesSettled();
    clockOffsetMs = pastGrace;
    expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid', subscriptionPeriodEnd: periodEnd });

    const refused = await chat(account, 'still there?');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('trial-expired');
    expect(await access(account)).toMatchObject({ status: 'expired', isPaidUser: false, canUseChat: false });

    // The endpoint is back and Stripe delivers the renewal again: the member is paid once more.
    payments.setWebhookDown(false);
    const events = (await (await fetch(`${sandbox.url}/_sandbox/events?type=customer.subscription.updated&limit=1`)).json()) as { data: { event: { id: string } }[] };
    await sandboxPost(`/_sandbox/events/${events.data[0]!.event.id}/redeliver`, {});
    await sandbox.deliveriesSettled();
    expect(((await record(account.uid)).subscriptionPeriodEnd as Date).getTime()).toBeGreaterThan(periodEnd.getTime());
    expect((await chat(account, 'and now?')).status).toBe(200);
  });

  it('grants nothing to a record left active and paid with a period that ended days ago', async () => {
    const account = await member(api, { createdDaysAgo: 40 });
    // A stale write: active and paid, but for a month that ended three days ago.
    await api.services.docs.update(`users/${account.uid}`, {
      subscriptionStatus: 'active',
      paymentStatus: 'paid',
      subscriptionPeriodStart: new Date(Date.now() - 33 * DAY),
      subscriptionPeriodEnd: new Date(Date.now() - 3 * DAY),
    });
    expect((await chat(account)).status).toBe(403);
    expect(await access(account)).toMatchObject({ isPaidUser: false, canUseChat: false });
  });
});

describe('the order of subscription events', () => {
  it('lets an older event whose delivery lands after a newer one change nothing', async () => {
    const { account, customer, subscription } = await paidMember();
    const payments = api.services.payments;
    const original = payments.listSubscriptions.bind(payments);
    // The older event's delivery reads Stripe before the cancellation, then is slow to write.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => (readDone = resolve));
    payments.listSubscriptions = async (customerId) => {
      payments.listSubscriptions = original;
      const snapshot = await original(customerId);
      readDone();
      await gate;
      return snapshot;
    };
    const older = {
      id: `evt_older_${account.uid}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: subscription.created,
      data: { object: { object: 'subscription', id: subscription.id, customer, status: 'active' } },
    };
    const late = deliver(older);
    await read;

    await stripe.subscriptions.cancel(subscription.id);
    await sandbox.deliveriesSettled();
    expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'cancelled', paymentStatus: 'unpaid' });

    release();
    expect(await (await late).json()).toEqual({ received: true, outcome: 'stale' });
    expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'cancelled', paymentStatus: 'unpaid' });
    expect((await chat(account)).status).toBe(403);
  });
});

describe('money taken back', () => {
  it('keeps access after a partial refund, and ends it at once after a full refund, recorded', async () => {
    const { account, customer, subscription } = await paidMember();
    const [charge] = (await stripe.charges.list({ customer })).data;
    await stripe.refunds.create({ charge: charge!.id, amount: 300 });
    await sandbox.deliveriesSettled();
    expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid' });
    expect((await record(account.uid)).lastPaymentReversal).toBeUndefined();
    expect((await chat(account)).status).toBe(200);

    await stripe.refunds.create({ charge: charge!.id });
    await sandbox.deliveriesSettled();
    expect(await record(account.uid)).toMatchObject({
      subscriptionStatus: 'cancelled',
      paymentStatus: 'unpaid',
      lastPaymentReversal: { kind: 'refund', chargeId: charge!.id, endedAccess: true },
    });
    // Nothing is charged again: the subscription is cancelled at Stripe.
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    const refused = await chat(account, 'hello again?');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('trial-expired');
  });

  it('ends access at once when the payment is disputed, recorded', async () => {
    const { account, customer, subscription } = await paidMember();
    const disputed = await sandboxPost(`/_sandbox/charges/${customer}/dispute`, { reason: 'fraudulent' });
    expect(disputed.status).toBe(200);
    const { charge } = (await disputed.json()) as { charge: { id: string } };
    await sandbox.deliveriesSettled();
    expect(await record(account.uid)).toMatchObject({
      subscriptionStatus: 'cancelled',
      lastPaymentReversal: { kind: 'dispute', chargeId: charge.id, endedAccess: true },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect((await chat(account)).status).toBe(403);
    expect(await access(account)).toMatchObject({ isPaidUser: false });
  });
});

describe('a paused subscription', () => {
  it('grants nothing while its collection is paused, and access again once it resumes', async () => {
    const { account, subscription } = await paidMember();
    await stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } });
    await sandbox.deliveriesSettled();
    // Stripe still calls it active; nobody pays for it.
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'paused', paymentStatus: 'unpaid' });
    expect((await chat(account)).status).toBe(403);

    await stripe.subscriptions.update(subscription.id, { pause_collection: '' });
    await sandbox.deliveriesSettled();
    expect(await record(account.uid)).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid' });
    expect((await chat(account, 'back?')).status).toBe(200);
  });
});

describe('the retention sweep', () => {
  const docsWhere = async (collection: string, field: string, value: string) =>
    (await api.services.docs.query({ collection, where: [{ field, op: '==', value }] })).map((doc) => doc.id);

  it('deletes abandoned sign-ups, failed sign-in addresses and mail after 30 days, delivered mail at once, and keeps newer ones', async () => {
    const stamp = Date.now().toString(36);
    const oldAddress = `gone-${stamp}@example.com`;
    const newAddress = `kept-${stamp}@example.com`;
    // A visitor's browser (a crawler's visit would be counted, not stored).
    const browser = { headers: { 'user-agent': BROWSERS.firefoxDesktop } };
    const typedBy = async (address: string) => {
      const abandoned = await api.post('/utility/track-action', { actionType: 'signup_abandon', abandonedEmail: address, abandonedDisplayName: 'Ada Typed' }, browser);
      expect(abandoned.status).toBeLessThan(300);
      const failed = await api.post('/utility/track-login', { loginMethod: 'email', success: false, email: address, errorMessage: 'wrong password' }, browser);
      expect(failed.status).toBeLessThan(300);
      const mailed = await api.post('/email/contact', { name: 'Ada Typed', email: address, subject: 'Hi', message: 'A question' });
      expect(mailed.status).toBe(201);
      return mailed.json.data.id as string;
    };

    // 31 days before the sweep: an abandoned sign-up, a failed sign-in and a support mail.
    const oldMail = await typedBy(oldAddress);
    // 29 days before it, the same again, and a mail that was delivered at once.
    clockOffsetMs = 2 * DAY;
    const newMail = await typedBy(newAddress);
    const deliveredMail = await typedBy(`delivered-${stamp}@example.com`);
    await api.services.docs.update(`mail/${deliveredMail}`, { delivery: { state: 'SUCCESS', attempts: 1 } });
    expect(await docsWhere('actions', 'abandonedEmail', oldAddress)).toHaveLength(1);
    expect(await docsWhere('logins', 'email', oldAddress)).toHaveLength(1);

    const sweepAt = new Date(Date.now() + 31 * DAY);
    const swept = await runRetention({ ...api.services, now: () => sweepAt });
    expect(swept.typedWithoutAccount).toBeGreaterThanOrEqual(2);
    expect(swept.mail).toBeGreaterThanOrEqual(2);

    expect(await docsWhere('actions', 'abandonedEmail', oldAddress)).toEqual([]);
    expect(await docsWhere('logins', 'email', oldAddress)).toEqual([]);
    expect(await api.services.docs.get(`mail/${oldMail}`)).toBeNull();
    expect(await api.services.docs.get(`mail/${deliveredMail}`)).toBeNull();
    expect(await docsWhere('actions', 'abandonedEmail', newAddress)).toHaveLength(1);
    expect(await docsWhere('logins', 'email', newAddress)).toHaveLength(1);
    expect(await api.services.docs.get(`mail/${newMail}`)).not.toBeNull();
  });
});

describe('deleting the account', () => {
  it('cancels the subscription, then deletes the Stripe customer', async () => {
    const { account, customer, subscription } = await paidMember();
    expect((await api.post('/account/delete', { confirm: 'DELETE' }, { token: account.idToken })).status).toBe(200);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(await stripe.customers.retrieve(customer)).toMatchObject({ id: customer, deleted: true });
    expect((await stripe.customers.list({ email: account.email })).data).toEqual([]);
  });
});
