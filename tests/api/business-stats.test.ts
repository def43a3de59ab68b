/**
 * The admin's Business figures agree with Stripe: a sandbox history (sign-ups, a declined card at
 * checkout (a failed charge, as on Stripe), checkouts, a renewal through the sandbox clock, a renewal declined, a cancellation at
 * period end, a refund, a repeated delivery, an account deleted while paying) gives exact figures
 * in each environment.
 *
 * The server runs as `test`; two addresses are flagged as test data (ANALYTICS_TEST_EMAILS), so
 * Live counts the plain members only, and Test and All count every member.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../tools/stripe-sandbox/src/sandbox';
import { payWithCard } from '../../tools/stripe-sandbox/src/testing/sandbox-fixture';
import type { TestAccount } from '../support/auth-emulator';
import { type ApiHarness } from './api-harness';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';
import { member } from './chat-support';
import { seedAnalytics } from '../../functions/src/admin/seed-analytics';

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const flaggedEmail = `business-flagged-${stamp}@example.test`;
const adminEmail = `business-admin-${stamp}@example.test`;

let api: ApiHarness;
let sandbox: RunningSandbox;
let stripe: Stripe;
let admin: TestAccount;

let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startPaymentsHarness({ env: { ANALYTICS_ENVIRONMENT: 'test', ANALYTICS_TEST_EMAILS: `${flaggedEmail},${adminEmail}` }, stripeKey: 'sk_test_business_tests' });
  ({ api, sandbox, stripe } = payments);
  admin = await signUp(adminEmail);
  await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
});
afterAll(async () => {
  await payments?.close();
});

/** A new verified member, signed up (with `email` when given: a flagged or an admin's address). */
const signUp = (email?: string) => member(api, email ? { email } : {});

const customerOf = async (account: TestAccount) => (await api.services.docs.get<Record<string, any>>(`users/${account.uid}`))!.data['stripeCustomerId'] as string;

/** Pays on the sandbox's hosted page and waits for the webhooks to land. */
async function pay(account: TestAccount, card = '4242 4242 4242 4242') {
  const r = await api.post('/stripe/create-checkout', {}, { token: account.idToken });
  expect(r.status).toBe(200);
  const answer = await payWithCard(r.json.data.url as string, card);
  await sandbox.deliveriesSettled();
  return answer;
}

const sandboxPost = (path: string, body: object) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const stats = async (query = '') => {
  const r = await api.get(`/utility/business-stats${query}`, { token: admin.idToken });
  expect(r.status).toBe(200);
  return r.json.data;
};

const zero = {
  trialsActive: 0,
  trialsStarted: 0,
  trialConversions: 0,
  trialConversionRate: null,
  newSubscriptions: 0,
  cancellationsScheduled: 0,
  cancellations: 0,
  payments: 0,
  revenueCents: 0,
  failedPayments: 0,
  refunds: 0,
  disputes: 0,
  photoMomentsShown: 0,
  photoUpgradeClicks: 0,
  photoSubscriptions: 0,
  complimentaryMonths: 0,
};

describe('GET /utility/business-stats', () => {
  it('is for admins only, and refuses a bad period', async () => {
    const ada = await signUp();
    expect((await api.get('/utility/business-stats')).status).toBe(401);
    expect((await api.get('/utility/business-stats', { token: ada.idToken })).status).toBe(403);
    const bad = await api.get('/utility/business-stats?environment=staging', { token: admin.idToken });
    expect(bad.status).toBe(400);
    expect((await api.get('/utility/business-stats?startDate=not-a-date', { token: admin.idToken })).status).toBe(400);
  });

  it('replays a sandbox history into exact figures for each environment', async () => {
    // The member of the test above (a trial, plain) is counted too: trials are counted at sign-up.
    const a = await signUp(); // declined at checkout, then pays; renews; the first charge refunded
    const b = await signUp(); // pays; the renewal is declined
    const c = await signUp(flaggedEmail); // pays; cancels at period end; the subscription ends
    await signUp(); // stays on trial

    const declined = await pay(a, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    await pay(a);
    await pay(b);
    await pay(c);

    const afterCheckouts = await stats('?environment=all');
    expect(afterCheckouts.current).toMatchObject({ payingMembers: 3, mrrCents: 2700, newSubscriptions: 3, payments: 3, revenueCents: 2700 });

    // B's card now declines; C cancels at the end of the period.
    const [bSubscription] = (await stripe.subscriptions.list({ customer: await customerOf(b) })).data;
    expect((await sandboxPost(`/_sandbox/subscriptions/${bSubscription!.id}/card`, { number: '4000000000000002' })).status).toBe(200);
    const [cSubscription] = (await stripe.subscriptions.list({ customer: await customerOf(c) })).data;
    await stripe.subscriptions.update(cSubscription!.id, { cancel_at_period_end: true });
    await sandbox.deliveriesSettled();

    // A month later: A renews, B's renewal is declined, C's subscription ends.
    await sandboxPost('/_sandbox/clock/advance', { days: 32 });
    await sandbox.deliveriesSettled();

    // A's first charge is refunded in full; the renewal pays the current period, so A stays paid.
    // A's declined card at checkout is a failed charge too.
    const aCharges = (await stripe.charges.list({ customer: await customerOf(a) })).data;
    expect(aCharges.map((charge) => charge.status).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
    const first = aCharges.filter((charge) => charge.status === 'succeeded').sort((x, y) => x.created - y.created)[0]!;
    await stripe.refunds.create({ charge: first.id });
    await sandbox.deliveriesSettled();

    // A repeated delivery of every event counts nothing more.
    const events = (await (await fetch(`${sandbox.url}/_sandbox/events?limit=100`)).json()) as { data: { event: { id: string; type: string } }[] };
    const counted = events.data.filter(({ event }) => event.type.startsWith('charge.'));
    expect(counted.length).toBeGreaterThanOrEqual(5);
    for (const { event } of counted) await sandboxPost(`/_sandbox/events/${event.id}/redeliver`, {});
    await sandbox.deliveriesSettled();

    const today = new Date().toISOString().slice(0, 10);
    // Live: the plain members (the trial of the test above, A, B and the one on trial).
    const live = await stats('?environment=live');
    expect(live.current).toEqual({
      ...zero,
      payingMembers: 1,
      mrrCents: 900,
      // Four trials started; A and B paid before theirs ended.
      trialsActive: 2,
      trialsStarted: 4,
      trialConversions: 2,
      trialConversionRate: 50,
      newSubscriptions: 2,
      churnRate: 0,
      payments: 3,
      revenueCents: 2700,
      failedPayments: 2,
      refunds: 1,
    });
    expect(live.previous).toEqual({ ...zero, payingMembers: 0, mrrCents: 0, churnRate: null });
    expect(live.currency).toBe('usd');
    expect(live.byDay).toHaveLength(30);
    expect(live.byDay.at(-1)).toEqual({
      date: today,
      payingMembers: 1,
      mrrCents: 900,
      trialsActive: 2,
      trialsStarted: 4,
      newSubscriptions: 2,
      cancellations: 0,
      revenueCents: 2700,
      failedPayments: 2,
      refunds: 1,
      disputes: 0,
    });
    expect(live.byDay.at(-2)).toMatchObject({ payingMembers: 0, trialsStarted: 0, revenueCents: 0 });

    // Test and All: everyone, the admin's and C's flagged sign-ups too.
    const everyone = {
      ...zero,
      payingMembers: 1,
      mrrCents: 900,
      trialsActive: 3,
      trialsStarted: 6,
      trialConversions: 3,
      trialConversionRate: 50,
      newSubscriptions: 3,
      cancellationsScheduled: 1,
      cancellations: 1,
      churnRate: 33.3,
      payments: 4,
      revenueCents: 3600,
      failedPayments: 2,
      refunds: 1,
    };
    expect((await stats('?environment=test')).current).toEqual(everyone);
    const all = await stats();
    expect(all.current).toEqual(everyone);
    expect(all.byDay.at(-1)).toMatchObject({ payingMembers: 1, cancellations: 1, revenueCents: 3600 });

    // A period that ended yesterday saw none of it; its paying members are those of that day.
    const yesterday = new Date(Date.now() - 86_400_000);
    const before = await stats(`?environment=all&endDate=${yesterday.toISOString()}&startDate=${new Date(yesterday.getTime() - 6 * 86_400_000).toISOString()}`);
    expect(before.current).toEqual({ ...zero, payingMembers: 0, mrrCents: 0, churnRate: null });
    expect(before.byDay).toHaveLength(7);
  });

  it('counts a paying member who deletes their account as a cancellation, once', async () => {
    const before = (await stats('?environment=live')).current;
    const eve = await signUp();
    await pay(eve);
    expect((await stats('?environment=live')).current.payingMembers).toBe(before.payingMembers + 1);
    // The cancellation's events arrive only after the account is gone: the deletion itself counts it.
    payments.setWebhookDown(true);
    try {
      expect((await api.post('/account/delete', { confirm: 'DELETE' }, { token: eve.idToken })).status).toBe(200);
    } finally {
      payments.setWebhookDown(false);
    }
    await sandbox.deliveriesSettled();
    expect((await stats('?environment=live')).current).toMatchObject({
      payingMembers: before.payingMembers,
      mrrCents: before.mrrCents,
      trialsStarted: before.trialsStarted + 1,
      newSubscriptions: before.newSubscriptions + 1,
      cancellations: before.cancellations + 1,
      payments: before.payments + 1,
      revenueCents: before.revenueCents + 900,
    });
  });
});

describe('the seeded sample (issue 42: the tabs agree)', () => {
  it("counts every seeded completed sign-up as a trial started, so the funnel and Business agree", async () => {
    const period = '?startDate=' + encodeURIComponent(new Date(Date.now() - 29 * 86_400_000).toISOString()) + '&endDate=' + encodeURIComponent(new Date().toISOString());
    const before = (await stats(period)).current.trialsStarted;
    expect(await seedAnalytics(api.services)).toBeGreaterThan(0);
    const actions = await api.get(`/utility/action-stats${period}`, { token: admin.idToken });
    expect(actions.status).toBe(200);
    const completed = actions.json.data.summary.byType.signup_complete as number;
    expect(completed).toBeGreaterThan(10);
    expect((await stats(period)).current.trialsStarted - before).toBe(completed);
  });
});
