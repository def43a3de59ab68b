import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../../drivers/sqlite-doc-store';
import { createLogger } from '../../platform/logger';
import { AnalyticsEventStore, EVENT_RETENTION_DAYS } from '../../stores/analytics-events';
import { RateLimiter } from '../../stores/rate-limits';
import { StripeEventStore } from '../../stores/stripe-events';
import { runRetention } from './retention';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-retention-'));
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const event = (timestamp: Date) => ({
  timestamp,
  userId: null,
  ip: null,
  environment: 'test' as const,
  isTest: false,
  sessionId: null,
  page: '/',
  userAgent: null,
  deviceType: 'desktop',
  browser: 'Chrome',
});

describe('runRetention', () => {
  it('purges raw events past their expiry and ended rate-limit windows, and keeps the daily counters', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const analytics = new AnalyticsEventStore(docs);
    const old = new Date(now.getTime() - (EVENT_RETENTION_DAYS + 1) * DAY);
    await analytics.record('visits', 'old', event(old), { visits_public: { total: 1 } });
    await analytics.record('visits', 'recent', event(new Date(now.getTime() - DAY)), { visits_public: { total: 1 } });
    const limiter = new RateLimiter(docs, () => new Date(now.getTime() - 2 * 3600_000));
    await limiter.hit({ scope: 'probe', limit: 5, windowSeconds: 60, code: 'too-many-requests' }, 'k');

    const swept = await runRetention({ analytics, rateLimiter: new RateLimiter(docs, () => now), stripeEvents: new StripeEventStore(docs), logger: createLogger('silent'), now: () => now });
    expect(swept).toEqual({ events: 1, rateLimits: 1, stripeEvents: 0 });
    expect(await docs.get('visits/old')).toBeNull();
    expect(await docs.get('visits/recent')).not.toBeNull();
    expect((await analytics.dailyCounters('all', old, old)).length).toBe(1);
  });
});
