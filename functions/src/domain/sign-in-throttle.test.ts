import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import { AppError } from '../platform/app-error';
import { RateLimiter } from '../stores/rate-limits';
import { assertMayTrySignIn, countFailedSignIn, countSignupAttempt, type SignInAttempt, type SignInThrottleDeps } from './sign-in-throttle';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-throttle-'));
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const LIMIT = 10;
let hour = 0;
let clock: Date;
let deps: SignInThrottleDeps;
beforeEach(() => {
  // A fresh hour for every test, a minute into its first 15-minute window.
  hour += 1;
  clock = new Date(Date.UTC(2026, 2, 2, hour, 1));
  deps = { rateLimiter: new RateLimiter(docs, () => clock), limits: { failedLoginsPer15Min: LIMIT, signupsPerHour: LIMIT } };
});

/** 'ok' or the refusal's code and wait, for readable expectations. */
async function outcome(action: Promise<void>): Promise<string> {
  try {
    await action;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${error.retryAfterSeconds ?? '-'}s`;
    throw error;
  }
}
const mayTry = (attempt: SignInAttempt) => outcome(assertMayTrySignIn(deps, attempt));
const fail = (attempt: SignInAttempt) => outcome(countFailedSignIn(deps, attempt));

const OFFICE = '198.51.100.20';

describe('the failed-login limit', () => {
  it('refuses one address after its failures, whichever accounts they named', async () => {
    const results = [];
    for (let i = 0; i < LIMIT + 1; i += 1) results.push(await fail({ clientKey: OFFICE, email: `colleague${i}@example.test` }));
    expect(results.slice(0, LIMIT)).toEqual(Array(LIMIT).fill('ok'));
    expect(results[LIMIT]).toMatch(/^too-many-attempts \d+s$/);
    expect(await mayTry({ clientKey: OFFICE, email: 'someone-new@example.test' })).toMatch(/^too-many-attempts/);
    // Another address is not affected.
    expect(await mayTry({ clientKey: '198.51.100.21', email: 'someone-new@example.test' })).toBe('ok');
  });

  it("refuses one account after its owner's own failures from many addresses", async () => {
    const account = 'Target@Example.test';
    for (let i = 0; i < LIMIT; i += 1) expect(await fail({ clientKey: `203.0.113.${i + 1}`, email: account, accountProven: true })).toBe('ok');
    // The same account however it is typed, from an address that never failed.
    expect(await mayTry({ clientKey: '203.0.113.200', email: ' target@example.TEST ' })).toMatch(/^too-many-attempts/);
    expect(await fail({ clientKey: '203.0.113.201', email: 'target@example.test', accountProven: true })).toMatch(/^too-many-attempts/);
    expect(await mayTry({ clientKey: '203.0.113.200', email: 'other@example.test' })).toBe('ok');
  });

  it('never counts a failure against an account the attempt only named: nobody locks out someone else', async () => {
    const account = 'victim@example.test';
    // Many addresses each name the account, well past its limit; each address is counted.
    for (let i = 0; i < 3 * LIMIT; i += 1) expect(await fail({ clientKey: `198.18.7.${i + 1}`, email: account })).toBe('ok');
    expect(await mayTry({ clientKey: '198.18.8.1', email: account })).toBe('ok');
    // One address naming it again and again is held to its own limit, and the account is still free.
    const forger = '198.18.9.1';
    for (let i = 0; i < LIMIT; i += 1) expect(await fail({ clientKey: forger, email: account })).toBe('ok');
    expect(await fail({ clientKey: forger, email: account })).toMatch(/^too-many-attempts/);
    expect(await mayTry({ clientKey: '198.18.8.2', email: account })).toBe('ok');
  });

  it('never counts what was not a failure: checking the limit adds nothing', async () => {
    for (let i = 0; i < 3 * LIMIT; i += 1) expect(await mayTry({ clientKey: OFFICE, email: 'member@example.test' })).toBe('ok');
    for (let i = 0; i < LIMIT; i += 1) expect(await fail({ clientKey: OFFICE, email: `typo${i}@example.test` })).toBe('ok');
  });

  it('lets a verified member of an office sign in while colleagues are locked out', async () => {
    // Many accounts behind one address: some mistype their passwords until the address is refused.
    for (let i = 0; i < LIMIT; i += 1) await fail({ clientKey: OFFICE, email: `colleague${i % 4}@example.test` });
    expect(await mayTry({ clientKey: OFFICE, email: 'unverified@example.test' })).toMatch(/^too-many-attempts/);
    expect(await mayTry({ clientKey: OFFICE, email: 'member@example.test', verifiedMember: true })).toBe('ok');
    // Even the member whose own account is over its limit.
    for (let i = 0; i < LIMIT; i += 1) await fail({ clientKey: `192.0.2.${i + 1}`, email: 'member@example.test', accountProven: true });
    expect(await mayTry({ clientKey: OFFICE, email: 'member@example.test' })).toMatch(/^too-many-attempts/);
    expect(await mayTry({ clientKey: OFFICE, email: 'member@example.test', verifiedMember: true })).toBe('ok');
  });

  it('says to wait until the window of the counter that refused ends', async () => {
    for (let i = 0; i < LIMIT; i += 1) await fail({ clientKey: OFFICE, email: null });
    // One minute into a 15-minute window: 14 minutes left.
    expect(await mayTry({ clientKey: OFFICE })).toBe('too-many-attempts 840s');
    clock = new Date(clock.getTime() + 14 * 60_000);
    expect(await mayTry({ clientKey: OFFICE })).toBe('ok');
  });
});

describe('the sign-up limit', () => {
  it('counts every sign-up attempt per address, apart from the failed-login counters', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect(await outcome(countSignupAttempt(deps, OFFICE))).toBe('ok');
    expect(await outcome(countSignupAttempt(deps, OFFICE))).toMatch(/^too-many-attempts/);
    expect(await mayTry({ clientKey: OFFICE, email: 'member@example.test' })).toBe('ok');
  });
});
