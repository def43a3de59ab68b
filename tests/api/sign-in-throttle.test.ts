// The sign-in limits through the real app: each blocks only what it protects, counts failures per
// address (and per account only when the caller proved it theirs), never successes, and never
// refuses a verified member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail, type TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  // One instant for the whole file: the limits count in fixed 15-minute and hourly windows, and a
  // real clock crossing into the next window mid-test would give the address its budget back.
  const instant = new Date();
  api = await startApi({ services: { now: () => instant } });
});
afterAll(() => api.close());

const LIMIT = 10;
const INVALID = 'Invalid email or password. Please try again.';
let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `203.0.113.${(addresses += 1)}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

const reportFailure = (address: string, email: string) =>
  api.post('/utility/track-login', { loginMethod: 'email', success: false, errorMessage: INVALID, email }, { headers: from(address) });
const reportSuccess = (address: string, account: TestAccount) =>
  api.post('/utility/track-login', { loginMethod: 'email', success: true, email: account.email }, { token: account.idToken, headers: from(address) });
const login = (address: string, account: TestAccount) =>
  api.post('/auth/login', { uid: account.uid, email: account.email, loginMethod: 'email' }, { token: account.idToken, headers: from(address) });

/** Fills an address's failed-login budget, each failure naming another account. */
async function exhaust(address: string) {
  for (let i = 0; i < LIMIT; i += 1) expect((await reportFailure(address, uniqueEmail('colleague'))).status).toBe(201);
}

describe('the failed-login limit', () => {
  it('answers 429 with Retry-After once one address has sent too many refused logins', async () => {
    const address = newAddress();
    let status = 0;
    let attempts = 0;
    // A login with a bad token is refused (401) and counted; each names another account.
    while (status !== 429 && attempts < 20) {
      attempts += 1;
      const r = await api.post('/auth/login', { uid: 'u', email: uniqueEmail('guess'), loginMethod: 'email' }, { token: 'forged.token.value', headers: from(address) });
      status = r.status;
      if (status === 429) {
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(r.json.error).toEqual({ code: 'too-many-attempts', message: 'Too many attempts. Please wait a moment and try again.' });
      }
    }
    expect(status).toBe(429);
    expect(attempts).toBeGreaterThanOrEqual(LIMIT + 1);
    expect(attempts).toBeLessThanOrEqual(LIMIT + 3);
    // Another address is not affected, and a new Google user's 'user-not-found' is not a failure.
    const account = await createAccount();
    expect((await login(newAddress(), account)).status).toBe(404);
  });

  it("does not count a new user's 'user-not-found' as a failed login", async () => {
    const account = await createAccount();
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < LIMIT + 2; i += 1) statuses.push((await login(address, account)).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
  });

  it('counts the failed passwords the web app reports, per address', async () => {
    const address = newAddress();
    await exhaust(address);
    const over = await reportFailure(address, uniqueEmail('colleague'));
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('too-many-attempts');
    expect((await api.post('/auth/login', {}, { headers: from(address) })).status).toBe(429);
    expect((await reportFailure(newAddress(), uniqueEmail('elsewhere'))).status).toBe(201);
  });

  it('never counts an anonymous report against the account it names: nobody locks out someone else', async () => {
    const owner = await member(api, { verified: false });
    for (let i = 0; i < LIMIT; i += 1) expect((await reportFailure(newAddress(), owner.email.toUpperCase())).status).toBe(201);
    const fresh = newAddress();
    expect((await reportFailure(fresh, owner.email)).status).toBe(201);
    // Even the unverified owner signs in; each reporting address is held to its own limit only.
    expect((await login(fresh, owner)).status).toBe(200);
  });

  it('lets a verified member of an office sign in while the office address is over the limit', async () => {
    const office = newAddress();
    const verified = await member(api);
    const unverified = await member(api, { verified: false });
    await exhaust(office);
    expect((await reportFailure(office, uniqueEmail('colleague'))).status).toBe(429);

    const r = await login(office, verified);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ status: 'success', statusCode: 'ok' });
    expect((await reportSuccess(office, verified)).status).toBe(201);
    // A valid token of an unverified account does not lift the limit.
    expect((await login(office, unverified)).status).toBe(429);
  });

  it("counts a signed-in member's own reported failures against their account", async () => {
    const owner = await member(api, { verified: false });
    const ownFailure = (address: string) =>
      api.post('/utility/track-login', { loginMethod: 'email', success: false, errorMessage: INVALID }, { token: owner.idToken, headers: from(address) });
    for (let i = 0; i < LIMIT; i += 1) expect((await ownFailure(newAddress())).status).toBe(201);
    const fresh = newAddress();
    expect((await ownFailure(fresh)).status).toBe(429);
    // The unverified owner is held; another account from the same fresh address is not.
    expect((await login(fresh, owner)).status).toBe(429);
    expect((await reportFailure(fresh, uniqueEmail('other'))).status).toBe(201);
  });

  it('lets a verified member in when their account is over the limit', async () => {
    const owner = await member(api);
    const ownFailure = (address: string) =>
      api.post('/utility/track-login', { loginMethod: 'email', success: false, errorMessage: INVALID }, { token: owner.idToken, headers: from(address) });
    for (let i = 0; i < LIMIT; i += 1) await ownFailure(newAddress());
    expect((await ownFailure(newAddress())).status).toBe(429);
    expect((await login(newAddress(), owner)).status).toBe(200);
  });

  it('never counts a success', async () => {
    const address = newAddress();
    const verified = await member(api);
    const unverified = await member(api, { verified: false });
    for (let i = 0; i < 2 * LIMIT; i += 1) {
      expect((await login(address, verified)).status).toBe(200);
      expect((await login(address, unverified)).status).toBe(200);
      expect((await reportSuccess(address, verified)).status).toBe(201);
    }
    // The address still has its whole budget of failures.
    await exhaust(address);
    expect((await reportFailure(address, uniqueEmail('colleague'))).status).toBe(429);
  });
});

describe('the sign-up limit', () => {
  it('limits sign-up attempts from one address', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await api.post('/auth/signup', {}, { headers: from(address) })).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('does not hold back sign-in from that address', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT + 1; i += 1) await api.post('/auth/signup', {}, { headers: from(address) });
    expect((await api.post('/auth/signup', {}, { headers: from(address) })).status).toBe(429);
    const verified = await member(api);
    const unverified = await member(api, { verified: false });
    expect((await login(address, verified)).status).toBe(200);
    expect((await login(address, unverified)).status).toBe(200);
    expect((await reportFailure(address, uniqueEmail('typo'))).status).toBe(201);
  });
});
