import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import { RateLimiter, type RateRule } from './rate-limits';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-rate-forget-'));
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const rule = (scope: string, limit: number, windowSeconds: number): RateRule => ({ scope, limit, windowSeconds, code: 'too-many-requests' });

describe('RateLimiter.forget', () => {
  it("deletes every window counting a member, in every scope and shard, and nobody else's", async () => {
    const limiter = new RateLimiter(docs, () => new Date('2026-05-14T10:00:30Z'));
    const minute = rule('chat-minute', 12, 60);
    const day = rule('chat-day-paid', 600, 86_400);
    const sharded = rule('busy', 600, 60);
    for (const key of ['uid-ada', 'uid-bo']) {
      await limiter.hit(minute, key);
      await limiter.hit(day, key);
      for (let i = 0; i < 12; i += 1) await limiter.hit(sharded, key);
    }
    const before = (await docs.query({ collection: 'rateLimits' })).length;
    // Nothing in a window names the member in clear.
    expect(JSON.stringify(await docs.query({ collection: 'rateLimits' }))).not.toContain('uid-ada');

    const forgotten = await limiter.forget('uid-ada');
    expect(forgotten).toBe(before / 2);
    expect((await limiter.peek(minute, 'uid-ada')).count).toBe(0);
    expect((await limiter.peek(sharded, 'uid-ada')).count).toBe(0);
    expect((await limiter.peek(day, 'uid-bo')).count).toBe(1);
    expect((await limiter.peek(sharded, 'uid-bo')).count).toBe(12);
    expect(await limiter.forget('uid-ada')).toBe(0);
  });
});
