import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lookup, type TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member as memberOf } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;

const member = (options?: { verified?: boolean; createdDaysAgo?: number }) => memberOf(api, options);

const userInfo = async (account: TestAccount) =>
  (await api.post('/auth/user-info', { token: account.idToken }, { token: account.idToken })).json.data;

describe('trial and subscription status', () => {
  it('gives a new user a 3-day trial', async () => {
    const account = await member();
    expect((await userInfo(account)).access).toMatchObject({
      status: 'trial',
      trialDurationDays: 3,
      daysRemaining: 3,
      canUseChat: true,
      isWaitlistUser: false,
      emailVerified: true,
    });
  });

  it('expires a user who signed up 4 days ago', async () => {
    const account = await member({ createdDaysAgo: 4 });
    expect((await userInfo(account)).access).toMatchObject({ status: 'expired', daysRemaining: 0, canUseChat: false });
  });

  it('gives a waitlist e-mail a 14-day trial', async () => {
    const account = await createAccount({ verified: true });
    await api.services.docs.set(`waitlist/${account.email}`, { email: account.email, addedAt: new Date() });
    await api.post(
      '/auth/signup',
      { uid: account.uid, email: account.email, displayName: 'Ada', ageConfirmed: true, method: 'email' },
      { token: account.idToken },
    );
    await api.services.docs.update(`users/${account.uid}`, { createdAt: new Date(Date.now() - 4 * DAY) });
    expect((await userInfo(account)).access).toMatchObject({ status: 'trial', trialDurationDays: 14, daysRemaining: 10, isWaitlistUser: true });
    const check = await api.post('/data/check-waitlist', { email: account.email }, { token: account.idToken });
    expect(check.json).toEqual({ success: true, data: { exists: true } });
  });

  it('treats an active paid subscription as paid, whatever the age of the account', async () => {
    const account = await member({ createdDaysAgo: 30 });
    await api.services.docs.update(`users/${account.uid}`, { subscriptionStatus: 'active', paymentStatus: 'paid', subscriptionPeriodEnd: new Date(Date.now() + 30 * DAY) });
    expect((await userInfo(account)).access).toMatchObject({ status: 'paid', isPaidUser: true, canUseChat: true });
  });
});

describe('POST /data/check-waitlist', () => {
  it("answers false for the caller's own e-mail when it is not listed", async () => {
    const account = await member();
    const r = await api.post('/data/check-waitlist', { email: account.email }, { token: account.idToken });
    expect(r.json).toEqual({ success: true, data: { exists: false } });
  });

  it("refuses to reveal another address's membership", async () => {
    const account = await member();
    const r = await api.post('/data/check-waitlist', { email: 'someone.else@example.test' }, { token: account.idToken });
    expect(r.status).toBe(403);
  });
});

describe('account export and deletion', () => {
  async function seedData(uid: string) {
    const now = new Date();
    await api.services.docs.create(`users/${uid}/conversations/c1`, { title: 'Hello', createdAt: now, updatedAt: now, preview: 'hi' });
    for (let i = 0; i < 3; i += 1) {
      await api.services.docs.create(`users/${uid}/conversations/c1/messages/m${i}`, {
        role: i % 2 ? 'assistant' : 'user',
        content: `message ${i}`,
        createdAt: new Date(now.getTime() + i),
      });
    }
    await api.services.docs.create(`logins/l-${uid}`, { userId: uid, success: true, timestamp: now });
    await api.services.blobs.put(`users/${uid}/avatar.png`, Buffer.from('png'), 'image/png');
  }

  it('exports the profile, conversations with their messages, and activity', async () => {
    const account = await member();
    await seedData(account.uid);
    const r = await api.post('/account/export', {}, { token: account.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data.profile).toMatchObject({ uid: account.uid, email: account.email });
    expect(r.json.data.conversations).toHaveLength(1);
    expect(r.json.data.conversations[0].messages.map((m: { content: string }) => m.content)).toEqual(['message 0', 'message 1', 'message 2']);
    // The chat export's structure: times as ISO strings, no stored counters or token counts.
    expect(r.json.data.conversations[0]).toEqual({ id: 'c1', title: 'Hello', createdAt: expect.any(String), updatedAt: expect.any(String), messages: expect.any(Array) });
    expect(r.json.data.conversations[0].messages[1]).toEqual({ id: 'm1', role: 'assistant', content: 'message 1', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(r.json.data.activity.logins).toHaveLength(1);
  });

  it('needs the confirmation word', async () => {
    const account = await member();
    const r = await api.post('/account/delete', { confirm: 'yes' }, { token: account.idToken });
    expect(r.status).toBe(400);
    expect(await api.services.docs.get(`users/${account.uid}`)).not.toBeNull();
  });

  it('leaves no document, file or identity account behind', async () => {
    const account = await member();
    await seedData(account.uid);
    const r = await api.post('/account/delete', { confirm: 'DELETE' }, { token: account.idToken });
    expect(r.status).toBe(200);
    const { docs, blobs } = api.services;
    expect(await docs.get(`users/${account.uid}`)).toBeNull();
    expect(await docs.query({ collection: `users/${account.uid}/conversations` })).toEqual([]);
    expect(await docs.query({ collection: `users/${account.uid}/conversations/c1/messages` })).toEqual([]);
    expect(await docs.query({ collection: 'logins', where: [{ field: 'userId', op: '==', value: account.uid }] })).toEqual([]);
    expect(await blobs.list(`users/${account.uid}/`)).toEqual([]);
    expect(await lookup(account.uid)).toBeUndefined();
  });
});
