import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { KEY_SCHEME, legacyMailbox, trialRecordKey, TrialRecordStore, type TrialMailbox } from './trial-records';

/** The canonical form is the domain's (canonical-email.ts); these tests pass it ready-made. */
const box = (canonical: string, address = canonical): TrialMailbox => ({ canonical, address });

const SECRET = 'a-test-trial-record-secret-of-32-characters';
const DAY = 86_400_000;

describe('legacyMailbox (the keys of records written before decision 0023)', () => {
  it('read a Gmail address as its mailbox: no dots, no +tag, gmail.com for googlemail.com, lower case', () => {
    for (const variant of ['foo@gmail.com', 'f.o.o@gmail.com', 'F.O.O+x@Gmail.com', ' foo+bela.trial@googlemail.com ', 'f..oo+@GOOGLEMAIL.COM']) {
      expect(legacyMailbox(variant), variant).toBe('foo@gmail.com');
    }
  });

  it("dropped every domain's +tag, but not its dots", () => {
    expect(legacyMailbox('Ada.Lovelace+bela@Example.org')).toBe('ada.lovelace@example.org');
    expect(legacyMailbox('ada.lovelace@example.org')).not.toBe(legacyMailbox('adalovelace@example.org'));
    expect(legacyMailbox('+tag@example.org')).toBe('+tag@example.org');
  });
});

describe('trialRecordKey', () => {
  it("is the hex HMAC-SHA-256 of the canonical address under the server's secret", () => {
    const expected = createHmac('sha256', SECRET).update('foo@gmail.com').digest('hex');
    expect(trialRecordKey(SECRET, 'foo@gmail.com')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names neither the address nor its plain hash, and differs with another secret or mailbox', () => {
    const key = trialRecordKey(SECRET, 'foo@gmail.com');
    expect(key).not.toContain('foo');
    expect(key).not.toBe(createHmac('sha256', '').update('foo@gmail.com').digest('hex'));
    expect(trialRecordKey(`${SECRET}-other`, 'foo@gmail.com')).not.toBe(key);
    expect(trialRecordKey(SECRET, 'fo@gmail.com')).not.toBe(key);
  });
});

describe.each(docStoresUnderTest())('TrialRecordStore on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  let trials: TrialRecordStore;
  const first = new Date('2026-05-01T10:00:00Z');
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
    trials = new TrialRecordStore(docs, SECRET);
  });
  afterAll(() => dispose());

  const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it("starts a mailbox's first trial now, and gives every later claim of it that start", async () => {
    const mailbox = box(`${unique('ada')}@gmail.com`);
    expect(await trials.claim(mailbox, first)).toEqual({ trialStartedAt: first, alreadyUsed: false });
    const later = new Date(first.getTime() + 10 * DAY);
    expect(await trials.claim(mailbox, later)).toEqual({ trialStartedAt: first, alreadyUsed: true });
    expect(await trials.claim(box(`x${mailbox.canonical}`), later)).toEqual({ trialStartedAt: later, alreadyUsed: false });
  });

  it('stores the keyed hash only, marked as a canonical key: no document holds the address', async () => {
    const address = `${unique('grace')}@example.org`;
    await trials.claim(box(address), first);
    const stored = await docs.get(`trialRecords/${trialRecordKey(SECRET, address)}`);
    expect(stored?.data).toEqual({ trialStartedAt: first, lastSeenAt: first, keyScheme: KEY_SCHEME });
    expect(JSON.stringify(stored)).not.toContain(address.split('@')[0]);
  });

  it("keeps, at an account's deletion, the earlier of the stored start and the account's", async () => {
    const mailbox = box(`${unique('linus')}@example.org`);
    const older = new Date(first.getTime() - 20 * DAY);
    // An account made before trial records were kept: deletion writes its start.
    await trials.keep(mailbox, older, first);
    expect(await trials.claim(mailbox, first)).toEqual({ trialStartedAt: older, alreadyUsed: true });
    // A later start never moves the stored one forward.
    await trials.keep(mailbox, first, first);
    expect(await trials.claim(mailbox, first)).toEqual({ trialStartedAt: older, alreadyUsed: true });
  });

  it('finds a record written under the legacy key before decision 0023, and copies it to the canonical key', async () => {
    const local = unique('old');
    const older = new Date(first.getTime() - 5 * DAY);
    // The old code kept `old+x@example.org` under the key of `old@example.org`, unmarked.
    await docs.set(`trialRecords/${trialRecordKey(SECRET, `${local}@example.org`)}`, { trialStartedAt: older, lastSeenAt: older });
    const tagged = box(`${local}+x@example.org`);
    expect(await trials.claim(tagged, first)).toEqual({ trialStartedAt: older, alreadyUsed: true });
    expect((await docs.get(`trialRecords/${trialRecordKey(SECRET, tagged.canonical)}`))?.data).toEqual({
      trialStartedAt: older,
      lastSeenAt: first,
      keyScheme: KEY_SCHEME,
    });
    expect(await trials.claim(tagged, first)).toEqual({ trialStartedAt: older, alreadyUsed: true });
  });

  it("never reads a record written since under the legacy key as an old one: another mailbox's trial is not this one's", async () => {
    const local = unique('new');
    // `new@example.org` claims now; `new+x@example.org` is another mailbox at this provider.
    await trials.claim(box(`${local}@example.org`), first);
    const later = new Date(first.getTime() + DAY);
    expect(await trials.claim(box(`${local}+x@example.org`), later)).toEqual({ trialStartedAt: later, alreadyUsed: false });
  });
});
