/**
 * Member lookup for support (issue 25) through the real app and the Stripe sandbox: what an admin
 * sees of a trial and a paying member, the support messages they sent, the member's billing
 * portal, a complimentary month (full access, never a Stripe subscription, nor a paying member in
 * the business figures), and the audit log of every one of these actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../functions/src/features/gallery/image-pipeline/test-support/image-corpus';
import { imagePart, multipartBody } from '../../functions/src/features/gallery/image-pipeline/test-support/multipart-body';
import type { RunningSandbox } from '../../tools/stripe-sandbox/src/sandbox';
import { payWithCard } from '../../tools/stripe-sandbox/src/testing/sandbox-fixture';
import type { TestAccount } from '../support/auth-emulator';
import { type ApiHarness } from './api-harness';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';
import { member, say } from './chat-support';

const DAY = 86_400_000;

let api: ApiHarness;
let sandbox: RunningSandbox;
let admin: TestAccount;

let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startPaymentsHarness();
  ({ api, sandbox } = payments);
  admin = await member(api);
  await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
});
afterAll(async () => {
  await payments?.close();
});

const asAdmin = () => ({ token: admin.idToken });
const lookup = (email: string, token = admin.idToken) => api.post('/utility/members/lookup', { email }, { token });
const grant = (uid: string, token = admin.idToken) => api.post('/utility/members/complimentary', { uid }, { token });
const portal = (uid: string, token = admin.idToken) => api.post('/utility/members/portal', { uid }, { token });
const auditLog = (query = '') => api.get(`/utility/audit-log${query}`, asAdmin());
const userInfo = async (account: TestAccount) => (await api.post('/auth/user-info', { token: account.idToken }, { token: account.idToken })).json.data;
const payingMembers = async () => {
  const r = await api.get('/utility/business-stats?environment=all', asAdmin());
  expect(r.status).toBe(200);
  return r.json.data.current.payingMembers as number;
};

/** Pays on the sandbox's hosted page as a browser would, and waits for the webhooks to land. */
async function pay(account: TestAccount) {
  const r = await api.post('/stripe/create-checkout', {}, { token: account.idToken });
  expect(r.status).toBe(200);
  await payWithCard(r.json.data.url as string, '4242 4242 4242 4242');
  await sandbox.deliveriesSettled();
}

const contact = (subject: string, message: string, account?: TestAccount) =>
  api.post('/email/contact', { name: 'Ada', email: account?.email ?? 'someone-else@example.test', subject, message }, account ? { token: account.idToken } : {});

describe('admin member routes', () => {
  it('are for admins only, and refuse a bad body', async () => {
    const ada = await member(api);
    expect((await api.post('/utility/members/lookup', { email: ada.email })).status).toBe(401);
    for (const r of [await lookup(ada.email, ada.idToken), await grant(ada.uid, ada.idToken), await portal(ada.uid, ada.idToken), await api.get('/utility/audit-log', { token: ada.idToken })]) {
      expect(r.status).toBe(403);
      expect(r.json.error.code).toBe('admin-required');
    }
    // Nothing was granted by the refused call.
    expect((await userInfo(ada)).access).toMatchObject({ status: 'trial', complimentaryUntil: null });
    expect((await lookup('not an e-mail')).status).toBe(400);
    expect((await api.post('/utility/members/complimentary', { uid: 'a/b' }, asAdmin())).status).toBe(400);
    expect((await auditLog('?limit=0')).status).toBe(400);
  });
});

describe('POST /utility/members/lookup', () => {
  it("shows a trial member's plan, trial and no subscription, and the support messages they sent, newest first", async () => {
    const ada = await member(api);
    expect((await contact('Billing', 'First question', ada)).status).toBe(201);
    expect((await contact('Gallery', 'Second question', ada)).status).toBe(201);
    // Someone else's message naming Ada's address is not hers.
    expect((await contact('Not hers', 'Written by someone else')).status).toBe(201);
    await api.services.docs.update(`contactMessages/${(await api.services.docs.query({ collection: 'contactMessages', where: [{ field: 'subject', op: '==', value: 'Not hers' }] }))[0]!.id}`, {
      email: ada.email,
      uid: 'someone-else',
    });

    const r = await lookup(`  ${ada.email.toUpperCase()} `);
    expect(r.status).toBe(200);
    const found = r.json.data;
    expect(found).toMatchObject({
      uid: ada.uid,
      email: ada.email,
      displayName: 'Ada',
      role: 'user',
      emailVerified: true,
      plan: 'trial',
      trial: { daysRemaining: 3, waitlist: false },
      subscription: { status: 'none', paymentStatus: 'unpaid', periodStart: null, periodEnd: null, cancelAtPeriodEnd: false, stripeCustomerId: null },
      lastPaymentDate: null,
      complimentary: { until: null, grants: [] },
      stripeDashboardUrl: null,
    });
    expect(new Date(found.trial.ends).getTime() - new Date(found.trial.started).getTime()).toBe(3 * DAY);
    expect(found.supportMessages.map((m: { subject: string; message: string }) => [m.subject, m.message])).toEqual([
      ['Gallery', 'Second question'],
      ['Billing', 'First question'],
    ]);
    expect(found.supportMessages[0].at >= found.supportMessages[1].at).toBe(true);
  });

  it('answers 404 with the catalogue message for an address no member has', async () => {
    const r = await lookup('nobody-at-all@example.test');
    expect(r.status).toBe(404);
    expect(r.json.error).toEqual({ code: 'member-not-found', message: 'No member has this e-mail address.' });
  });

  it("shows a paying member's subscription, last payment and Stripe customer; refuses them a complimentary month", async () => {
    const bo = await member(api);
    await pay(bo);
    const r = await lookup(bo.email);
    expect(r.status).toBe(200);
    const found = r.json.data;
    expect(found).toMatchObject({ plan: 'paid', subscription: { status: 'active', paymentStatus: 'paid', cancelAtPeriodEnd: false } });
    const customerId = found.subscription.stripeCustomerId as string;
    expect(customerId).toMatch(/^cus_/);
    expect(found.stripeDashboardUrl).toBe(`https://dashboard.stripe.com/test/customers/${customerId}`);
    expect(new Date(found.subscription.periodEnd).getTime()).toBeGreaterThan(Date.now() + 20 * DAY);
    expect(new Date(found.subscription.periodStart).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - new Date(found.lastPaymentDate).getTime()).toBeLessThan(DAY);

    const refused = await grant(bo.uid);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('already-paying');
    expect((await lookup(bo.email)).json.data.complimentary).toEqual({ until: null, grants: [] });
  });
});

describe('POST /utility/members/portal', () => {
  it("opens a billing-portal session of the member's Stripe customer", async () => {
    const cy = await member(api);
    await pay(cy);
    const r = await portal(cy.uid);
    expect(r.status).toBe(200);
    expect(r.json.data.url.startsWith(sandbox.url)).toBe(true);
  });

  it('answers 404 for a member with no Stripe customer, and for an unknown member', async () => {
    const dee = await member(api);
    const none = await portal(dee.uid);
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe('no-subscription');
    const unknown = await portal('no-such-member');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('member-not-found');
  });
});

describe('POST /utility/members/complimentary', () => {
  async function upload(count: number) {
    const image = await noisyJpeg(48, 32);
    const { body, contentType } = multipartBody(Array.from({ length: count }, (_, i) => imagePart(`sample-${i}.jpg`, image)));
    const response = await api.fetch('/images/upload', { method: 'POST', body: new Uint8Array(body), token: admin.idToken, headers: { 'content-type': contentType } });
    expect(response.status).toBe(201);
  }
  const photos = async (account: TestAccount) => {
    const r = await api.post('/images/photos', { page: 1, limit: 15 }, { token: account.idToken });
    expect(r.status).toBe(200);
    return r.json.data.photos as { locked: boolean }[];
  };

  it('gives an expired member a month of full access, as a complimentary month and not a subscription', async () => {
    await upload(3);
    const eve = await member(api, { createdDaysAgo: 10 });
    expect((await api.post('/ai/chat', say('hello?'), { token: eve.idToken })).json.error?.code).toBe('trial-expired');
    expect((await photos(eve)).some((photo) => photo.locked)).toBe(true);
    const paying = await payingMembers();

    const before = Date.now();
    const r = await grant(eve.uid);
    expect(r.status).toBe(200);
    const until = new Date(r.json.data.until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect(r.json.data.grants).toEqual([{ at: expect.any(String), by: admin.email, until: r.json.data.until }]);

    const info = await userInfo(eve);
    expect(info.access).toMatchObject({ status: 'paid', isPaidUser: true, isTrialUser: false, canUseChat: true, complimentaryUntil: r.json.data.until });
    // Never a Stripe subscription: the subscription fields and the paying members stay as they were.
    expect(info).toMatchObject({ subscriptionStatus: 'none', paymentStatus: 'unpaid', subscriptionPeriodEnd: null, lastPaymentDate: null });
    expect(await payingMembers()).toBe(paying);

    expect((await api.post('/ai/chat', say('hello again'), { token: eve.idToken })).status).toBe(200);
    expect((await photos(eve)).every((photo) => !photo.locked)).toBe(true);
    expect((await lookup(eve.email)).json.data).toMatchObject({ plan: 'complimentary', complimentary: { until: r.json.data.until }, subscription: { status: 'none' } });
  });

  it('extends a running month by 30 days, and keeps the latest 12 grants', async () => {
    const fay = await member(api, { createdDaysAgo: 10 });
    const business = async () => (await api.get('/utility/business-stats', asAdmin())).json.data.current.complimentaryMonths as number;
    const granted = await business();
    const first = await grant(fay.uid);
    const second = await grant(fay.uid);
    expect(second.status).toBe(200);
    // The Business tab counts each month granted (issue 42).
    expect(await business()).toBe(granted + 2);
    expect(new Date(second.json.data.until).getTime() - new Date(first.json.data.until).getTime()).toBe(30 * DAY);
    expect(second.json.data.grants.map((g: { until: string }) => g.until)).toEqual([first.json.data.until, second.json.data.until]);
    expect((await userInfo(fay)).access.complimentaryUntil).toBe(second.json.data.until);

    let last = second;
    for (let i = 0; i < 11; i += 1) last = await grant(fay.uid);
    expect(last.json.data.grants).toHaveLength(12);
    expect(last.json.data.grants[0].until).toBe(second.json.data.until);
    expect(new Date(last.json.data.until).getTime() - new Date(first.json.data.until).getTime()).toBe(12 * 30 * DAY);
  });

  it('answers 404 for an unknown member', async () => {
    const r = await grant('no-such-member');
    expect(r.status).toBe(404);
    expect(r.json.error.code).toBe('member-not-found');
  });
});

describe('GET /utility/audit-log', () => {
  it('lists every admin action, newest first, a page at a time', async () => {
    const gus = await member(api);
    await pay(gus);
    const hal = await member(api, { createdDaysAgo: 5 });
    expect((await lookup(gus.email)).status).toBe(200);
    expect((await portal(gus.uid)).status).toBe(200);
    expect((await grant(hal.uid)).status).toBe(200);
    expect((await lookup('nobody-here@example.test')).status).toBe(404);

    const entries: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await auditLog(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(r.status).toBe(200);
      expect(r.json.data.entries.length).toBeLessThanOrEqual(2);
      entries.push(...r.json.data.entries);
      cursor = r.json.data.nextCursor;
      pages += 1;
    } while (cursor && pages < 200);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const times = entries.map((entry) => entry.at as string);
    expect([...times].sort().reverse()).toEqual(times);

    expect(entries.slice(0, 4).map(({ action, target, details, adminUid, adminEmail }) => ({ action, target, details, adminUid, adminEmail }))).toEqual([
      { action: 'member-lookup', target: 'nobody-here@example.test', details: { found: false }, adminUid: admin.uid, adminEmail: admin.email },
      { action: 'complimentary-month', target: hal.uid, details: { until: expect.any(String) }, adminUid: admin.uid, adminEmail: admin.email },
      { action: 'member-lookup', target: gus.email, details: { view: 'portal', uid: gus.uid }, adminUid: admin.uid, adminEmail: admin.email },
      { action: 'member-lookup', target: gus.email, details: { found: true, uid: gus.uid }, adminUid: admin.uid, adminEmail: admin.email },
    ]);
    // A refused action (a paying member's complimentary month, a member's own call) is no entry.
    expect(entries.filter((entry) => entry.action === 'complimentary-month').every((entry) => entry.details.until)).toBe(true);
  });
});
