import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { AnalyticsEventStore, counterKey, fromCounterKey, type CounterDelta, type EventContext } from './analytics-events';
import { shardPaths } from './sharded-counter';

describe('counterKey', () => {
  it('round-trips ordinary text and keeps dots and a leading underscore out of field names', () => {
    expect(fromCounterKey(counterKey('Join for Free'))).toBe('Join for Free');
    expect(counterKey('a.b')).not.toContain('.');
    expect(counterKey('__name__').startsWith('_')).toBe(false);
    expect(fromCounterKey(counterKey('__name__'))).toBe('__name__');
  });

  it('turns a lone surrogate into a replacement character instead of throwing', () => {
    expect(fromCounterKey(counterKey('Safari \uD83D'))).toBe('Safari \uFFFD');
    expect(fromCounterKey(counterKey('\uDE00 x'))).toBe('\uFFFD x');
    // A pair cut by the 100-character limit loses only its dangling half.
    expect(fromCounterKey(counterKey(`${'a'.repeat(99)}😀`))).toBe(`${'a'.repeat(99)}\uFFFD`);
    expect(fromCounterKey(counterKey('ok 😀'))).toBe('ok 😀');
  });

  it('names the empty value', () => {
    expect(fromCounterKey(counterKey(''))).toBe('(none)');
  });
});

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const event = (timestamp: Date, environment: 'live' | 'test', isTest = false): EventContext & Record<string, unknown> => ({
  timestamp,
  userId: null,
  ip: null,
  environment,
  isTest,
  sessionId: null,
  page: '/',
  userAgent: null,
  deviceType: 'desktop',
  browser: 'Chrome',
});
const visit = (page: string): CounterDelta => ({ visits_public: { total: 1, pages: { [counterKey(page)]: 1 } } });

describe.each(docStoresUnderTest())('AnalyticsEventStore counters on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
  });
  afterAll(() => dispose());

  it("spreads a day's counters over its shards and reads them back one per day and bucket", async () => {
    const analytics = new AnalyticsEventStore(docs, { shards: 4 });
    for (let i = 0; i < 40; i += 1) await analytics.record('visits', `v${i}`, event(at('2026-03-02'), 'live'), visit(i % 4 ? '/chat' : '/'));
    await analytics.countOnly(at('2026-03-02'), 'live', false, { bots: { visits: 1 } });
    await analytics.record('visits', 'v-flagged', event(at('2026-03-02'), 'test', true), visit('/chat'));
    await analytics.record('visits', 'v-next-day', event(at('2026-03-03'), 'live'), visit('/'));

    const shards = await docs.getMany(shardPaths('statsDaily/live-plain_2026-03-02', 4));
    expect(shards.filter(Boolean).length).toBeGreaterThan(1);

    const all = await analytics.dailyCounters('all', at('2026-03-01'), at('2026-03-03'));
    const plain = all.filter((c) => c['bucket'] === 'live-plain' && c.date === '2026-03-02');
    expect(plain).toEqual([
      { date: '2026-03-02', bucket: 'live-plain', visits_public: { total: 40, pages: { [counterKey('/')]: 10, [counterKey('/chat')]: 30 } }, bots: { visits: 1 } },
    ]);
    expect(all.map((c) => `${String(c['bucket'])} ${c.date}`).sort()).toEqual(['live-plain 2026-03-02', 'live-plain 2026-03-03', 'test-flagged 2026-03-02']);
    // Live leaves out what is flagged as test data recorded in the test environment; Test keeps it.
    expect((await analytics.dailyCounters('live', at('2026-03-02'), at('2026-03-02'))).map((c) => c['bucket'])).toEqual(['live-plain']);
    expect((await analytics.dailyCounters('test', at('2026-03-02'), at('2026-03-02'))).map((c) => c['bucket'])).toEqual(['test-flagged']);
  });

  it('loses no day when the shard count changes, and reads a counter written before sharding', async () => {
    // The day's document as it was written before sharding, then two visits in shards of ten.
    await docs.set('statsDaily/live-plain_2026-04-01', { date: '2026-04-01', bucket: 'live-plain', visits_public: { total: 5 } });
    await new AnalyticsEventStore(docs, { shards: 10 }).record('visits', 'w1', event(at('2026-04-01'), 'live'), visit('/terms'));
    await new AnalyticsEventStore(docs, { shards: 10, pickShard: () => 9 }).record('visits', 'w2', event(at('2026-04-01'), 'live'), visit('/terms'));
    const fewer = new AnalyticsEventStore(docs, { shards: 2 });
    const [day] = await fewer.dailyCounters('live', at('2026-04-01'), at('2026-04-01'));
    expect(day).toMatchObject({ date: '2026-04-01', visits_public: { total: 7, pages: { [counterKey('/terms')]: 2 } } });
  });
});
