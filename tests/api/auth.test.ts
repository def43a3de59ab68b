import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const signupBody = (account: { uid: string; email: string }, extra: Record<string, unknown> = {}) => ({
  uid: account.uid,
  email: account.email,
  displayName: 'Ada',
  ageConfirmed: true,
  method: 'email',
  ...extra,
});

describe('health', () => {
  it('names the driver serving each port', async () => {
    const r = await api.get('/health');
    expect(r.status).toBe(200);
    const docStore = process.env.FIRESTORE_EMULATOR_HOST ? 'firestore-emulator' : 'sqlite';
    expect(r.json.data.drivers).toMatchObject({ docStore, blobStore: 'local', identity: 'auth-emulator' });
  });
});

describe('POST /auth/signup', () => {
  it('registers a non-admin trial user', async () => {
    const account = await createAccount();
    const r = await api.post('/auth/signup', signupBody(account), { token: account.idToken });
    expect(r.status).toBe(201);
    expect(r.json.data.user).toMatchObject({
      uid: account.uid,
      email: account.email,
      displayName: 'Ada',
      role: 'user',
      subscriptionStatus: 'none',
      paymentStatus: 'unpaid',
      ageConfirmed: true,
      method: 'email',
    });
    const stored = await api.services.docs.get(`users/${account.uid}`);
    expect(stored?.data['createdAt']).toBeInstanceOf(Date);
  });

  it('ignores server-owned fields in the payload', async () => {
    const account = await createAccount();
    const r = await api.post(
      '/auth/signup',
      signupBody(account, {
        role: 'admin',
        paymentStatus: 'paid',
        subscriptionStatus: 'active',
        subscriptionPeriodEnd: '2099-01-01T00:00:00.000Z',
        cancelAtPeriodEnd: true,
      }),
      { token: account.idToken },
    );
    expect(r.status).toBe(201);
    const stored = (await api.services.docs.get(`users/${account.uid}`))!.data;
    expect(stored).toMatchObject({
      role: 'user',
      paymentStatus: 'unpaid',
      subscriptionStatus: 'none',
      subscriptionPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    const info = await api.post('/auth/user-info', { token: account.idToken }, { token: account.idToken });
    expect(info.json.data).toMatchObject({ role: 'user', paymentStatus: 'unpaid' });
  });

  it('refuses a second registration of the same account with 409', async () => {
    const account = await createAccount();
    await api.post('/auth/signup', signupBody(account), { token: account.idToken });
    const again = await api.post('/auth/signup', signupBody(account), { token: account.idToken });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already-registered');
  });

  it('refuses a payload naming another user', async () => {
    const account = await createAccount();
    const other = await createAccount();
    const r = await api.post('/auth/signup', signupBody(other), { token: account.idToken });
    expect(r.status).toBe(403);
    expect(await api.services.docs.get(`users/${other.uid}`)).toBeNull();
  });

  it('requires the age confirmation, with the message of the spec', async () => {
    const account = await createAccount();
    const r = await api.post('/auth/signup', signupBody(account, { ageConfirmed: false }), { token: account.idToken });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toContain('You must confirm you are 18 years or older to sign up.');
  });
});

describe('POST /auth/login', () => {
  it('logs in a registered user', async () => {
    const account = await createAccount();
    await api.post('/auth/signup', signupBody(account), { token: account.idToken });
    const r = await api.post(
      '/auth/login',
      { uid: account.uid, email: account.email, displayName: 'Ada', loginMethod: 'email' },
      { token: account.idToken },
    );
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ status: 'success', statusCode: 'ok' });
    expect((await api.services.docs.get(`users/${account.uid}`))!.data['lastLoginAt']).toBeInstanceOf(Date);
  });

  it("answers 'user-not-found' for an account without a profile", async () => {
    const account = await createAccount();
    const r = await api.post('/auth/login', { uid: account.uid, email: account.email, loginMethod: 'google' }, { token: account.idToken });
    expect(r.status).toBe(404);
    expect(r.json.error.code).toBe('user-not-found');
  });
});

describe('POST /auth/user-info', () => {
  it('returns the profile with the verified flag from the identity provider', async () => {
    const account = await createAccount({ verified: true });
    await api.post('/auth/signup', signupBody(account), { token: account.idToken });
    const r = await api.post('/auth/user-info', { token: account.idToken }, { token: account.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ uid: account.uid, emailVerified: true, role: 'user' });
  });

  it("refuses another user's token in the body", async () => {
    const account = await createAccount();
    const other = await createAccount();
    await api.post('/auth/signup', signupBody(other), { token: other.idToken });
    const r = await api.post('/auth/user-info', { token: other.idToken }, { token: account.idToken });
    expect(r.status).toBe(403);
  });

  it('refuses an invalid token in the body with 401', async () => {
    const account = await createAccount();
    const r = await api.post('/auth/user-info', { token: 'not-a-token' }, { token: account.idToken });
    expect(r.status).toBe(401);
  });
});

describe('bad input to the auth endpoints', () => {
  const routes = ['/auth/signup', '/auth/login', '/auth/user-info'];
  let account: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    account = await createAccount({ email: uniqueEmail('bad-input') });
  });

  it.each(routes)('%s: a missing token gets 401, an invalid one 401', async (route) => {
    const missing = await api.post(route, {});
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({ success: false, error: { code: 'unauthenticated', message: 'Authentication token is required' } });
    const invalid = await api.post(route, {}, { token: 'garbage.token.value' });
    expect(invalid.status).toBe(401);
    expect(invalid.json.error.code).toBe('invalid-token');
  });

  it.each(routes)('%s: missing fields get 400 naming the field', async (route) => {
    const r = await api.post(route, {}, { token: account.idToken });
    expect(r.status).toBe(400);
    expect(r.json.success).toBe(false);
    expect(r.json.error.message).toMatch(/is required/);
  });

  it.each(routes)('%s: wrong types get 400', async (route) => {
    const r = await api.post(route, { uid: 42, email: ['x'], token: { a: 1 }, ageConfirmed: 'yes' }, { token: account.idToken });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('invalid-argument');
  });

  it.each(routes)('%s: malformed JSON gets 400', async (route) => {
    const r = await api.post(route, '{"uid": ', { token: account.idToken });
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual({ code: 'malformed-json', message: 'Request body is not valid JSON.' });
  });

  it.each(routes)('%s: a 1 MB body gets 413', async (route) => {
    const r = await api.post(route, { uid: 'x'.repeat(1024 * 1024) }, { token: account.idToken });
    expect(r.status).toBe(413);
    expect(r.json.error.code).toBe('payload-too-large');
  });

  it.each(routes)('%s: a body that is not JSON gets 415', async (route) => {
    const r = await api.post(route, 'uid=1', { token: account.idToken, headers: { 'content-type': 'text/plain' } });
    expect(r.status).toBe(415);
  });

  it.each(routes)('%s: odd JSON values never give a 5xx', async (route) => {
    for (const body of ['null', '[]', '"text"', '12', 'true', '{"uid":null,"email":null}', '{"__proto__":{"x":1}}']) {
      const r = await api.post(route, body, { token: account.idToken });
      expect(r.status, `${route} ${body}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${route} ${body}`).toBeLessThan(500);
    }
  });
});
