import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import { customerIdempotencyKey } from '../drivers/stripe-payments';
import { AppError } from '../platform/app-error';
import { newUserRecord, UserStore } from './users';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-customer-'));
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
const users = new UserStore(docs);
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const newMember = async (uid: string) =>
  users.create(uid, newUserRecord({ email: `${uid}@example.test`, displayName: 'Ada', method: 'email', now: new Date() }));

describe("a member's Stripe customer", () => {
  it('is recorded once: a second one, even at the same moment, gets the first back', async () => {
    await newMember('ada');
    const kept = await Promise.all([users.setStripeCustomer('ada', 'cus_first'), users.setStripeCustomer('ada', 'cus_second')]);
    const stored = (await users.get('ada'))?.stripeCustomerId;
    expect(['cus_first', 'cus_second']).toContain(stored);
    expect(kept).toEqual([stored, stored]);
    expect(await users.setStripeCustomer('ada', 'cus_later')).toBe(stored);
    expect((await users.get('ada'))?.stripeCustomerId).toBe(stored);
  });

  it('is not recorded for a member who has no profile', async () => {
    await expect(users.setStripeCustomer('nobody', 'cus_x')).rejects.toBeInstanceOf(AppError);
    expect(await users.get('nobody')).toBeNull();
  });

  it('is created at Stripe under one idempotency key per member and what is sent', () => {
    const ada = { uid: 'ada', email: 'ada@example.test', name: 'Ada' };
    expect(customerIdempotencyKey(ada)).toBe(customerIdempotencyKey({ ...ada }));
    expect(customerIdempotencyKey(ada)).toMatch(/^bela-customer-ada-[0-9a-f]{16}$/);
    expect(customerIdempotencyKey({ ...ada, uid: 'bo' })).not.toBe(customerIdempotencyKey(ada));
    expect(customerIdempotencyKey({ ...ada, name: 'Ada L.' })).not.toBe(customerIdempotencyKey(ada));
  });
});
