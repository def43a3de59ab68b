import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { AppError } from '../platform/app-error';
import { MAX_WINDOW_SHARDS, RateLimiter, windowShards, type RateRule } from './rate-limits';

const rule = (scope: string, limit: number, windowSeconds: number): RateRule => ({ scope, limit, windowSeconds, code: 'too-many-requests' });

describe('windowShards', () => {
  it('gives a window as many shards as calls a second its limit allows, within bounds', () => {
    expect(windowShards(rule('tracking', 600, 60))).toBe(10);
    expect(windowShards(rule('tracking', 1000, 60))).toBe(17);
    expect(windowShards(rule('chat-minute', 12, 60))).toBe(1);
    expect(windowShards(rule('chat-day', 600, 86_400))).toBe(1);
    expect(windowShards(rule('tracking', 1_000_000, 60))).toBe(MAX_WINDOW_SHARDS);
  });
});

describe.each(docStoresUnderTest())('RateLimiter on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  const now = new Date('2026-05-14T10:00:30Z');
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
  });
  afterAll(() => dispose());

  const windowDocs = async (scope: string) =>
    (await docs.query<{ count: number; scope: string }>({ collection: 'rateLimits', where: [{ field: 'scope', op: '==', value: scope }] })).map(
      (doc) => doc.data.count,
    );

  it('spreads a busy window over its shards and refuses past the limit, counted over all of them', async () => {
    const limiter = new RateLimiter(docs, () => now);
    const busy = rule('busy', 600, 60);
    for (let i = 0; i < 600; i += 50) {
      const states = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(busy, '198.51.100.7')));
      expect(states.every((state) => state.allowed)).toBe(true);
    }
    const refused = await limiter.hit(busy, '198.51.100.7');
    expect(refused).toMatchObject({ count: 601, allowed: false, retryAfterSeconds: 30 });
    await expect(limiter.consume(busy, '198.51.100.7')).rejects.toBeInstanceOf(AppError);
    expect(await limiter.peek(busy, '198.51.100.7')).toMatchObject({ count: 602, allowed: false });
    expect(await limiter.peek(busy, '198.51.100.8')).toMatchObject({ count: 0, allowed: true });

    const shards = await windowDocs('busy');
    expect(shards).toHaveLength(10);
    expect(shards.reduce((a, b) => a + b, 0)).toBe(602);
    // About 60 each: no shard takes more than about a write a second of the minute.
    expect(Math.max(...shards)).toBeLessThanOrEqual(100);
  }, 30_000);

  it('errs on refusing: concurrent hits never let more through than the limit', async () => {
    const limiter = new RateLimiter(docs, () => now);
    const tight = rule('tight', 120, 60);
    const states = await Promise.all(Array.from({ length: 200 }, () => limiter.hit(tight, 'k')));
    expect(states.filter((state) => state.allowed).length).toBeLessThanOrEqual(120);
    expect((await limiter.peek(tight, 'k')).count).toBe(200);
  });

  it('stops writing to a one-document window once it is full, until the window ends', async () => {
    let at = new Date('2026-05-14T11:00:05Z');
    const limiter = new RateLimiter(docs, () => at);
    const quota = rule('full-window', 3, 60);
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      outcomes.push(await limiter.consume(quota, 'member-1').then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.code : 'other')));
    }
    expect(outcomes).toEqual(['ok', 'ok', 'ok', ...Array(5).fill('too-many-requests')]);
    // Three counted calls filled it; the five refusals that followed wrote nothing.
    expect(await windowDocs('full-window')).toEqual([3]);
    // The next window starts afresh.
    at = new Date('2026-05-14T11:01:05Z');
    await limiter.consume(quota, 'member-1');
    expect((await windowDocs('full-window')).sort()).toEqual([1, 3]);
  });

  it('keeps a slow window in one document at the path it always had', async () => {
    const limiter = new RateLimiter(docs, () => now);
    const chat = rule('chat-day-trial', 3, 86_400);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await limiter.hit(chat, 'uid-1')).allowed);
    expect(statuses).toEqual([true, true, true, false]);
    const [only] = await docs.query({ collection: 'rateLimits', where: [{ field: 'scope', op: '==', value: 'chat-day-trial' }] });
    expect(only?.id).toMatch(/^chat-day-trial_[0-9a-f]{32}_\d+$/);
    expect(only?.data['count']).toBe(4);
  });

  it('consumes several windows together: a full one refuses first in the rules\' order, and nothing is counted', async () => {
    const limiter = new RateLimiter(docs, () => now);
    const minute = { ...rule('all-minute', 2, 60), code: 'rate-limited' as const };
    const day = { ...rule('all-day', 3, 86_400), code: 'daily-limit-reached' as const };
    await limiter.consumeAll([minute, day], 'member-a');
    await limiter.consumeAll([minute, day], 'member-a');
    expect(await windowDocs('all-minute')).toEqual([2]);
    expect(await windowDocs('all-day')).toEqual([2]);
    // The minute is full: its refusal, and the day is not counted.
    await expect(limiter.consumeAll([minute, day], 'member-a')).rejects.toMatchObject({ code: 'rate-limited' });
    expect(await windowDocs('all-day')).toEqual([2]);
    // Another member's windows are their own; a full day refuses with its code and counts no minute.
    const later = new RateLimiter(docs, () => new Date(now.getTime() + 60_000));
    await later.consumeAll([minute, day], 'member-a');
    await expect(later.consumeAll([minute, day], 'member-a')).rejects.toBeInstanceOf(AppError);
    await expect(later.consumeAll([minute, day], 'member-a')).rejects.toMatchObject({ code: 'daily-limit-reached' });
    expect((await windowDocs('all-minute')).sort()).toEqual([1, 2]);
  });
  it('counts windows inside a transaction: a burst of calls at once never passes the limit, and the same windows as consumeAll', async () => {
    const limiter = new RateLimiter(docs, () => now);
    const minute = { ...rule('tx-minute', 3, 60), code: 'rate-limited' as const };
    const day = { ...rule('tx-day', 100, 86_400), code: 'daily-limit-reached' as const };
    const turn = () =>
      docs.transaction(async (tx) => {
        const windows = limiter.windowsInTransaction([minute, day], 'member-b');
        windows.admit(await tx.getMany(windows.paths));
        windows.count(tx);
      });
    const settled = await Promise.allSettled(Array.from({ length: 6 }, turn));
    const refusals = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    // Refused by the full window, or (on Firestore, under this much contention) by the store.
    for (const reason of refusals) expect(reason instanceof AppError ? reason.code : (reason as { code?: string }).code).toMatch(/^(rate-limited|aborted)$/);
    expect(await windowDocs('tx-minute')).toEqual([3]);
    expect(await windowDocs('tx-day')).toEqual([3]);
    // consumeAll reads the very same windows: full.
    await expect(limiter.consumeAll([minute, day], 'member-b')).rejects.toMatchObject({ code: 'rate-limited' });
    expect(() => limiter.windowsInTransaction([rule('tracking', 600, 60)], 'x')).toThrow(RangeError);
    // Six transactions on one document wait on the Firestore emulator's locks for seconds: past the
    // unit layer's 5 s once in a clean run beside the other layers. Not a speed test.
  }, 20_000);
});
