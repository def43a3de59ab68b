/**
 * Issue 39 ("Trust"), deliverable 4: a free trial belongs to a verified mailbox (decision 0023).
 * Each test failed on the main of 2026-11-29, where:
 * - an unverified account made with a victim's address (or another spelling of their Gmail
 *   mailbox) claimed the mailbox's one trial at sign-up, before any verification;
 * - the chat's minute and day windows counted the uid, and account deletion forgot them, so
 *   deleting the account and signing up again refilled the quota within the same minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateRule } from '../../functions/src/stores/rate-limits';
import { createAccount, PROJECT_ID, type TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { say } from './chat-support';

// The chat's per-minute limit counts in fixed one-minute windows. The harness's clock stays inside
// one (each reading moves it on by a millisecond, so stored times keep their order), so the sends
// of the quota test below never straddle two windows, whatever the real time.
const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
let ticks = 0;
const now = () => new Date(minuteStart + 1_000 + (ticks += 1));

/** The chat's per-minute limit in this file: two sends fill the window (the production limit is 12). */
const MINUTE_LIMIT = 2;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ services: { now } });
  // Whose window it is is the point here, not its size: a small limit spares ten replies.
  const limiter = api.services.rateLimiter;
  const small = (rule: RateRule): RateRule => (rule.scope === 'chat-minute' ? { ...rule, limit: MINUTE_LIMIT } : rule);
  const windowsInTransaction = limiter.windowsInTransaction.bind(limiter);
  limiter.windowsInTransaction = (rules: RateRule[], key: string) => windowsInTransaction(rules.map(small), key);
});
afterAll(() => api.close());

const DAY = 86_400_000;
let count = 0;
/** A local part of letters and digits only, so that dots and tags can be added to it. */
const uniqueLocal = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid}n${(count += 1)}`;
const dotted = (local: string) => local.split('').join('.');

async function signUp(account: TestAccount) {
  const r = await api.post(
    '/auth/signup',
    { uid: account.uid, email: account.email, displayName: 'Victor', ageConfirmed: true, method: 'email' },
    { token: account.idToken },
  );
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.data as { user: { access: Record<string, unknown> }; trialAlreadyUsed: boolean };
}

/** The member opens the link in the verification e-mail (their ID token still says unverified). */
async function verify(account: TestAccount) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const r = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: account.uid, emailVerified: true }),
  });
  expect(r.status).toBe(200);
}

const userInfo = async (account: TestAccount) => {
  const r = await api.post('/auth/user-info', { token: account.idToken }, { token: account.idToken });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as { emailVerified: boolean; access: Record<string, unknown> };
};
const chat = (account: TestAccount, text = 'Hello Bela') => api.post('/ai/chat', say(text), { token: account.idToken });

async function deleteAccount(account: TestAccount) {
  const r = await api.post('/account/delete', { confirm: 'DELETE' }, { token: account.idToken });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
}

describe("a trial is claimed by a verified address only", () => {
  it("leaves the victim's trial whole when unverified accounts with their address sign up, deleted or kept", async () => {
    const local = uniqueLocal('victim');
    // A squatter with the victim's very address signs up unverified, then deletes the account.
    const squatter = await createAccount({ email: `${local}@gmail.com`, verified: false });
    expect((await signUp(squatter)).trialAlreadyUsed).toBe(false);
    await deleteAccount(squatter);
    // Another with a dotted, tagged googlemail.com spelling of the mailbox keeps theirs.
    const variant = await createAccount({ email: `${dotted(local)}+promo@googlemail.com`, verified: false });
    expect(await signUp(variant)).toMatchObject({ trialAlreadyUsed: false, user: { access: { status: 'trial', emailVerified: false } } });

    const victim = await createAccount({ email: `${local}@gmail.com`, verified: true });
    const signedUp = await signUp(victim);
    expect(signedUp.trialAlreadyUsed).toBe(false);
    expect(signedUp.user.access).toMatchObject({ status: 'trial', daysRemaining: 3, canUseChat: true });

    // Should the variant's owner verify it (it is the victim's mailbox), its first chat claims the
    // mailbox's trial: the victim's, running, not a second one.
    await verify(variant);
    expect((await chat(variant)).status).toBe(200);
    expect((await userInfo(variant)).access).toMatchObject({ status: 'trial', trialEndsAt: signedUp.user.access['trialEndsAt'] });
  });

  it('gives a googlemail.com spelling of a Gmail mailbox, once verified, the trial that mailbox already ended', async () => {
    const local = uniqueLocal('ended');
    const first = await createAccount({ email: `${local}@gmail.com`, verified: true });
    await signUp(first);
    // Its trial started ten days ago; the account is deleted, its trial record kept.
    await api.services.docs.update(`users/${first.uid}`, { createdAt: new Date(now().getTime() - 10 * DAY) });
    await deleteAccount(first);

    const again = await createAccount({ email: `${dotted(local).toUpperCase()}+promo@googlemail.com`, verified: false });
    // Unverified, it claims nothing and is told nothing of the mailbox.
    expect(await signUp(again)).toMatchObject({ trialAlreadyUsed: false, user: { access: { status: 'trial', daysRemaining: 3 } } });

    await verify(again);
    // The web asks for user info once the member says they verified: the claim finds the ended trial.
    expect(await userInfo(again)).toMatchObject({ emailVerified: true, access: { status: 'expired', daysRemaining: 0, canUseChat: false } });
    const refused = await chat(again);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('trial-expired');
  });
});

describe("the chat's quotas follow the mailbox", () => {
  it('refills nothing when the account is deleted and the mailbox signs up again within the minute', async () => {
    const local = uniqueLocal('quota');
    const first = await createAccount({ email: `${local}@gmail.com`, verified: true });
    await signUp(first);
    for (let i = 0; i < MINUTE_LIMIT; i += 1) expect((await chat(first, `message ${i}`)).status).toBe(200);
    expect((await chat(first)).json.error?.code).toBe('rate-limited');
    await deleteAccount(first);

    // The same mailbox, spelled otherwise, signs up again: the minute's window is still full.
    const again = await createAccount({ email: `${dotted(local)}@googlemail.com`, verified: true });
    await signUp(again);
    const refused = await chat(again);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate-limited');
  });
});
