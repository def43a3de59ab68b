/**
 * What an abuser would try first, part two, through the real app: a deleted account's address (or
 * the same Gmail mailbox written with dots or a `+tag`) does not get a new free trial, and records
 * keyed on an address (contact messages, the waitlist entry, analytics that name it) are exported
 * and erased only for the account that made them or a verified owner of the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lookup, type TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { say } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;
let count = 0;
/** A local part of letters and digits only, so that dots and tags can be added to it. */
const uniqueLocal = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid}n${(count += 1)}`;

async function signUp(account: TestAccount) {
  const r = await api.post(
    '/auth/signup',
    { uid: account.uid, email: account.email, displayName: 'Mallory', ageConfirmed: true, method: 'email' },
    { token: account.idToken },
  );
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.data as { user: { createdAt: string; access: Record<string, unknown> }; trialAlreadyUsed: boolean };
}

const chat = (account: TestAccount) => api.post('/ai/chat', say('Hello again, Bela'), { token: account.idToken });

async function deleteAccount(account: TestAccount) {
  const r = await api.post('/account/delete', { confirm: 'DELETE' }, { token: account.idToken });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  expect(await lookup(account.uid)).toBeUndefined();
}

/** Moves an account's sign-up back in time, as if its trial had started `days` ago. */
const age = (account: TestAccount, days: number) => api.services.docs.update(`users/${account.uid}`, { createdAt: new Date(Date.now() - days * DAY) });

describe('no endless free trial', () => {
  it('keeps an expired trial expired when the account is deleted and the address, or its Gmail mailbox written otherwise, signs up again', async () => {
    const local = uniqueLocal('mallory');
    const first = await createAccount({ email: `${local}@gmail.com`, verified: true });
    const signedUp = await signUp(first);
    expect(signedUp.trialAlreadyUsed).toBe(false);
    expect(signedUp.user.access).toMatchObject({ status: 'trial', daysRemaining: 3, canUseChat: true });
    await age(first, 10);
    expect((await chat(first)).json.error?.code).toBe('trial-expired');
    await deleteAccount(first);

    // The same address, the same mailbox with dots and a tag, and its googlemail.com spelling.
    const dotted = `${local.slice(0, 3)}.${local.slice(3, 6)}.${local.slice(6)}`;
    for (const email of [`${local}@gmail.com`, `${dotted}+x@gmail.com`, `${dotted.toUpperCase()}+trial2@googlemail.com`]) {
      const again = await createAccount({ email, verified: true });
      const answer = await signUp(again);
      expect(answer.trialAlreadyUsed, email).toBe(true);
      expect(answer.user.access, email).toMatchObject({ status: 'expired', daysRemaining: 0, canUseChat: false });
      const refused = await chat(again);
      expect(refused.status, email).toBe(403);
      expect(refused.json.error.code, email).toBe('trial-expired');
      await deleteAccount(again);
    }
  });

  it('gives a second account of a mailbox the rest of its running trial, not a new one, and keeps no plain address', async () => {
    const local = uniqueLocal('eve');
    // Outlook.com documents `+tag` sub-addressing: a tag names the same mailbox (domain/canonical-email.ts).
    const first = await createAccount({ email: `${local}@outlook.com`, verified: true });
    const original = await signUp(first);
    await age(first, 1);
    const agedStart = (await api.services.docs.get<{ createdAt: Date }>(`users/${first.uid}`))!.data.createdAt;
    const trialEndsAt = new Date(agedStart.getTime() + 3 * DAY).toISOString();

    // While the first account exists, with a tag; then after its deletion, with the address itself.
    const tagged = await createAccount({ email: `${local}+second@outlook.com`, verified: true });
    const second = await signUp(tagged);
    expect(second.trialAlreadyUsed).toBe(true);
    expect(second.user.access).toMatchObject({ status: 'trial', daysRemaining: 3, canUseChat: true });
    expect(second.user.access['trialEndsAt']).toBe(original.user.access['trialEndsAt']);

    await deleteAccount(first);
    const third = await signUp(await createAccount({ email: `${local}@outlook.com`, verified: true }));
    expect(third.trialAlreadyUsed).toBe(true);
    // Deletion kept the earlier of the two starts: the first account's, a day back.
    expect(third.user.access).toMatchObject({ status: 'trial', daysRemaining: 2, canUseChat: true, trialEndsAt });

    const records = await api.services.docs.query({ collection: 'trialRecords' });
    expect(records.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toContain(local);
  });

  it('still starts a fresh trial for an address never seen before', async () => {
    const answer = await signUp(await createAccount({ email: `${uniqueLocal('newcomer')}@gmail.com`, verified: true }));
    expect(answer).toMatchObject({ trialAlreadyUsed: false, user: { access: { status: 'trial', daysRemaining: 3 } } });
  });
});

describe('data keyed on an address belongs to a verified owner', () => {
  /** Support messages to the victim's address: one sent signed out, one stored before messages named their sender. */
  async function victimMessages(victimEmail: string) {
    const sent = await api.post('/email/contact', { name: 'Victor', email: victimEmail, message: 'My private question about my account' });
    expect(sent.status).toBe(201);
    const legacy = `legacy-${uniqueLocal('m')}`;
    await api.services.docs.create(`contactMessages/${legacy}`, { name: 'Victor', email: victimEmail, subject: 'Old', message: 'An older private message', createdAt: new Date() });
    await api.services.docs.create(`mail/${legacy}`, { to: ['support@bela.local'], replyTo: victimEmail, message: { subject: 'Old', text: 'An older private message' }, createdAt: new Date() });
    return [sent.json.data.id as string, legacy];
  }

  const messageIds = (exported: { activity: { contactMessages: { id: string }[] } }) => exported.activity.contactMessages.map((m) => m.id).sort();

  /** The victim's records keyed on their address, and an unverified account someone else made with it. */
  async function victimAndNamesake() {
    const victimEmail = `${uniqueLocal('victor')}@example.test`;
    const [signedOut, legacy] = await victimMessages(victimEmail);
    await api.services.docs.set(`waitlist/${victimEmail}`, { email: victimEmail, addedAt: new Date() });
    const failedLogin = `failed-${signedOut}`;
    await api.services.docs.create(`logins/${failedLogin}`, { userId: null, email: victimEmail, success: false, timestamp: new Date() });
    const namesake = await createAccount({ email: victimEmail, verified: false });
    await signUp(namesake);
    return { victimEmail, messages: [signedOut!, legacy!], failedLogin, namesake };
  }

  it("gives an unverified namesake's export none of the victim's messages, waitlist entry or failed sign-ins, but the namesake's own message", async () => {
    const { victimEmail, failedLogin, namesake } = await victimAndNamesake();
    // The namesake's own message, sent signed in, is theirs even unverified.
    const own = await api.post('/email/contact', { name: 'Mallory', email: victimEmail, message: 'Mine' }, { token: namesake.idToken });
    expect(own.status).toBe(201);
    expect((await api.services.docs.get(`contactMessages/${own.json.data.id}`))?.data).toMatchObject({ uid: namesake.uid });

    const exported = await api.post('/account/export', {}, { token: namesake.idToken });
    expect(exported.status).toBe(200);
    expect(messageIds(exported.json.data)).toEqual([own.json.data.id]);
    expect(JSON.stringify(exported.json.data)).not.toContain('private');
    expect(exported.json.data.activity.waitlist).toEqual([]);
    expect(exported.json.data.activity.logins.map((login: { id: string }) => login.id)).not.toContain(failedLogin);

    await deleteAccount(namesake);
    expect(await api.services.docs.get(`contactMessages/${own.json.data.id}`)).toBeNull();
  });

  it("erases none of the victim's messages, mails, waitlist entry or failed sign-ins when an unverified namesake deletes their account", async () => {
    const { victimEmail, messages, failedLogin, namesake } = await victimAndNamesake();
    await deleteAccount(namesake);
    for (const id of messages) {
      expect(await api.services.docs.get(`contactMessages/${id}`), id).not.toBeNull();
      expect(await api.services.docs.get(`mail/${id}`), id).not.toBeNull();
    }
    expect(await api.services.docs.get(`waitlist/${victimEmail}`)).not.toBeNull();
    expect(await api.services.docs.get(`logins/${failedLogin}`)).not.toBeNull();
  });

  it("gives a verified owner their address's messages, but never one sent from another account", async () => {
    const ownerEmail = `${uniqueLocal('olivia')}@example.test`;
    const [signedOut, legacy] = await victimMessages(ownerEmail);
    await api.services.docs.set(`waitlist/${ownerEmail}`, { email: ownerEmail, addedAt: new Date() });
    // Someone signed in to another account wrote the owner's address into the form.
    const other = await createAccount({ verified: true });
    await signUp(other);
    const foreign = await api.post('/email/contact', { name: 'Mallory', email: ownerEmail, message: 'Sent by another account' }, { token: other.idToken });
    expect(foreign.status).toBe(201);

    const owner = await createAccount({ email: ownerEmail, verified: true });
    await signUp(owner);
    const exported = await api.post('/account/export', {}, { token: owner.idToken });
    expect(messageIds(exported.json.data)).toEqual([signedOut, legacy].sort());
    expect(exported.json.data.activity.waitlist).toEqual([expect.objectContaining({ id: ownerEmail, email: ownerEmail })]);

    await deleteAccount(owner);
    for (const id of [signedOut, legacy]) {
      expect(await api.services.docs.get(`contactMessages/${id}`), id).toBeNull();
      expect(await api.services.docs.get(`mail/${id}`), id).toBeNull();
    }
    expect(await api.services.docs.get(`waitlist/${ownerEmail}`)).toBeNull();
    expect(await api.services.docs.get(`contactMessages/${foreign.json.data.id}`)).not.toBeNull();
  });
});
