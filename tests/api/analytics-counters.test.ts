/**
 * The busiest documents under a burst, through the real app: 1,000 visits to invented pages leave
 * the day's counter documents with the app's routes and `other` as their only page keys, spread over
 * the shards, so no counter document takes much more than one write in N of the burst; and reports
 * of failed sign-ins naming one account stop writing its window once it is full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedLoginsPerAccountRule } from '../../functions/src/domain/sign-in-throttle';
import { OTHER_COUNTER_KEY, TRACKED_PAGES } from '@bela/contracts/analytics-names';
import { fromCounterKey } from '../../functions/src/stores/analytics-events';
import { startApi, type ApiHarness } from './api-harness';
import { BROWSERS } from './browsers';
import { member } from './chat-support';

const SHARDS = 10;
const VISITS = 1_000;
const AT_ONCE = 50;

let api: ApiHarness;
beforeAll(async () => {
  // One instant for the whole file: the burst must land on one day's counters and the failed-login
  // test within one 15-minute window, wherever the real clock is.
  const instant = new Date();
  api = await startApi({ env: { STATS_COUNTER_SHARDS: String(SHARDS) }, services: { now: () => instant } });
});
afterAll(() => api.close());

interface CounterShard {
  date: string;
  bucket: string;
  visits_public?: { total?: number; pages?: Record<string, number> };
  [field: string]: unknown;
}

describe('the daily counters under a burst of invented pages', () => {
  it('keep a bounded set of page keys and spread the writes over the shards', async () => {
    const pages = Array.from({ length: VISITS }, (_, i) => (i % 10 === 0 ? '/terms' : `/invented/${i}-${Math.random().toString(36).slice(2)}?q=${i}`));
    const started = performance.now();
    for (let i = 0; i < VISITS; i += AT_ONCE) {
      const answers = await Promise.all(
        pages.slice(i, i + AT_ONCE).map((page) => api.post('/utility/track-visit', { page }, { headers: { 'user-agent': BROWSERS.chromeDesktop } })),
      );
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    }
    const seconds = (performance.now() - started) / 1000;

    const shards = (await api.services.docs.query<CounterShard>({ collection: 'statsDaily' })).map((doc) => ({ id: doc.id, ...doc.data }));
    const pageKeys = new Set(shards.flatMap((shard) => Object.keys(shard.visits_public?.pages ?? {}).map(fromCounterKey)));
    expect([...pageKeys].sort()).toEqual(['/terms', OTHER_COUNTER_KEY]);
    expect(pageKeys.size).toBeLessThanOrEqual(TRACKED_PAGES.length + 1);

    const totals = shards.map((shard) => shard.visits_public?.total ?? 0);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(VISITS);
    expect(shards.length).toBe(SHARDS);
    // One process takes the shards in turn: no shard gets more than one write in N of the burst.
    const hottest = Math.max(...totals);
    expect(hottest).toBeLessThanOrEqual(Math.ceil(VISITS / SHARDS));
    console.info(
      `${VISITS} visits in ${seconds.toFixed(1)} s: ${shards.length} counter documents, ${pageKeys.size} page keys, ` +
        `writes per document ${[...totals].sort((a, b) => b - a).join(', ')} (hottest ${((hottest / VISITS) * 100).toFixed(1)} %)`,
    );

    // The dashboard's answer is what it was before sharding: the shards added up, the rest as `other`.
    const admin = await member(api);
    await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
    const { stats } = (await api.get('/utility/visit-stats?limit=10', { token: admin.idToken })).json.data;
    expect(stats.totalVisits).toBe(VISITS);
    expect(stats.topPages).toEqual([
      { page: OTHER_COUNTER_KEY, count: 900 },
      { page: '/terms', count: 100 },
    ]);
  });
});

describe("an account's failed-login window", () => {
  it('takes no writes from anonymous reports naming the account, however many addresses send them', async () => {
    const email = `target-${Date.now()}@example.test`;
    const report = () =>
      api.post('/utility/track-login', { loginMethod: 'email', success: false, email }, { headers: { 'user-agent': BROWSERS.chromeDesktop } });
    const limit = api.services.config.throttle.failedLoginsPer15Min;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 20; i += 1) statuses.push((await report()).status);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const window = await api.services.rateLimiter.peek(failedLoginsPerAccountRule(api.services.config.throttle), email);
    expect(window.count).toBe(0);
  });

  it("takes no more writes once full of the signed-in owner's own failures", async () => {
    const owner = await member(api, { verified: false });
    const report = () =>
      api.post('/utility/track-login', { loginMethod: 'email', success: false }, { token: owner.idToken, headers: { 'user-agent': BROWSERS.chromeDesktop } });
    const limit = api.services.config.throttle.failedLoginsPer15Min;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 20; i += 1) statuses.push((await report()).status);
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    const window = await api.services.rateLimiter.peek(failedLoginsPerAccountRule(api.services.config.throttle), owner.email);
    expect(window.count).toBe(limit);
  });
});
