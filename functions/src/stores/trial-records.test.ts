import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { normaliseMailbox, trialRecordKey, TrialRecordStore } from './trial-records';

const SECRET = 'a-test-trial-record-secret-of-32-characters';
const DAY = 86_400_000;

describe('normaliseMailbox', () => {
  it('reads a Gmail address as its mailbox: no dots, no +tag, gmail.com for googlemail.com, lower case', () => {
    for (const variant of ['foo@gmail.com', 'f.o.o@gmail.com', 'F.O.O+x@Gmail.com', ' foo+bela.trial@googlemail.com ', 'f..oo+@GOOGLEMAIL.COM']) {
      expect(normaliseMailbox(variant), variant).toBe('foo@gmail.com');
    }
  });

  it('drops only the +tag of other domains, whose dots may name another mailbox', () => {
    expect(normaliseMailbox('Ada.Lovelace+bela@Example.org')).toBe('ada.lovelace@example.org');
    expect(normaliseMailbox('ada.lovelace@example.org')).not.toBe(normaliseMailbox('adalovelace@example.org'));
    expect(normaliseMailbox('foo@gmail.com.example.org')).toBe('foo@gmail.com.example.org');
    expect(normaliseMailbox('f.oo@mail.gmail.com')).toBe('f.oo@mail.gmail.com');
  });

  it('keeps a local part that is nothing but a tag, and anything without an @', () => {
    expect(normaliseMailbox('+tag@example.org')).toBe('+tag@example.org');
    expect(normaliseMailbox('Not An Address')).toBe('not an address');
  });
});

describe('trialRecordKey', () => {
  it("is the hex HMAC-SHA-256 of the normalised address under the server's secret", () => {
    const expected = createHmac('sha256', SECRET).update('foo@gmail.com').digest('hex');
    expect(trialRecordKey(SECRET, 'F.o.o+x@googlemail.com')).toBe(expected);
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

  it("starts an address's first trial now, and gives every later sign-up of its mailbox that start", async () => {
    const local = unique('ada');
    expect(await trials.claim(`${local}@gmail.com`, first)).toEqual({ trialStartedAt: first, alreadyUsed: false });
    const later = new Date(first.getTime() + 10 * DAY);
    for (const variant of [`${local}@gmail.com`, `${local.slice(0, 2)}.${local.slice(2)}+again@googlemail.com`]) {
      expect(await trials.claim(variant, later), variant).toEqual({ trialStartedAt: first, alreadyUsed: true });
    }
    expect(await trials.claim(`${local}x@gmail.com`, later)).toEqual({ trialStartedAt: later, alreadyUsed: false });
  });

  it('stores the keyed hash only: no document holds the address', async () => {
    const address = `${unique('grace')}@example.org`;
    await trials.claim(address, first);
    const stored = await docs.get(`trialRecords/${trialRecordKey(SECRET, address)}`);
    expect(stored?.data).toEqual({ trialStartedAt: first, lastSeenAt: first });
    expect(JSON.stringify(stored)).not.toContain(address.split('@')[0]);
  });

  it("keeps, at an account's deletion, the earlier of the stored start and the account's", async () => {
    const address = `${unique('linus')}@example.org`;
    const older = new Date(first.getTime() - 20 * DAY);
    // An account made before trial records were kept: deletion writes its start.
    await trials.keep(address, older, first);
    expect(await trials.claim(address, first)).toEqual({ trialStartedAt: older, alreadyUsed: true });
    // A later start never moves the stored one forward.
    await trials.keep(address, first, first);
    expect(await trials.claim(address, first)).toEqual({ trialStartedAt: older, alreadyUsed: true });
  });
});
