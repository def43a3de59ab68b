/** Tracking and statistics through the real app: what the server decides, limits, filters, paging, summaries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { BROWSERS } from './browsers';
import { member } from './chat-support';

let api: ApiHarness;
let boss: TestAccount;
beforeAll(async () => {
  // Recorded as the live environment, so that the Live and Test filters tell flagged data apart.
  api = await startApi({ env: { ANALYTICS_ENVIRONMENT: 'live', TRACKING_PER_MINUTE: '1000' } });
  boss = await member(api);
  await api.services.docs.update(`users/${boss.uid}`, { role: 'admin' });
});
afterAll(() => api.close());

const browser = { 'user-agent': BROWSERS.chromeDesktop };
const stored = async (collection: string) => (await api.services.docs.query({ collection })).length;
const visit = (page: string, token?: string, ua: string = BROWSERS.chromeDesktop) =>
  api.post('/utility/track-visit', { page, sessionId: 's1', referrer: 'https://example.test/' }, { token, headers: { 'user-agent': ua } });

describe('tracking', () => {
  it('stores a visit with what the server decides: user, anonymised address, device, browser, environment', async () => {
    const ada = await member(api);
    const r = await api.post('/utility/track-visit', { page: '/chat?c=secret', userId: 'someone-else', userEmail: 'spoof@example.test' }, {
      token: ada.idToken,
      headers: { 'user-agent': BROWSERS.chromeAndroid, 'x-forwarded-for': '203.0.113.77' },
    });
    expect(r.status).toBe(201);
    const { data } = (await api.services.docs.get<Record<string, unknown>>(`visits/${r.json.data.id}`))!;
    expect(data).toMatchObject({
      page: '/chat',
      userId: ada.uid,
      userEmail: ada.email,
      ip: '203.0.113.0',
      deviceType: 'mobile',
      browser: 'Chrome',
      environment: 'live',
      isTest: false,
      isAuthenticated: true,
    });
    expect(data['expireAt']).toBeInstanceOf(Date);
  });

  it("keeps a known bot out of the records, counting it as a bot", async () => {
    const before = await stored('visits');
    const r = await visit('/', undefined, BROWSERS.googlebot);
    expect(r.json.data).toEqual({ id: null, bot: true });
    expect(await stored('visits')).toBe(before);
  });

  it('flags an admin as test data', async () => {
    const r = await visit('/admin/analytics', boss.idToken);
    expect((await api.services.docs.get<Record<string, unknown>>(`visits/${r.json.data.id}`))!.data).toMatchObject({ isTest: true, pageType: 'admin' });
  });

  it('refuses bad input on every tracking path with 400, writing nothing', async () => {
    const counts = async () => [await stored('visits'), await stored('actions'), await stored('logins'), await stored('statsDaily')];
    const before = await counts();
    const bad = [
      await api.post('/utility/track-visit', {}, { headers: browser }),
      await api.post('/utility/track-visit', { page: 'x'.repeat(600) }, { headers: browser }),
      await api.post('/utility/track-visit', '{"page":', { headers: browser }),
      await api.post('/utility/track-action', { actionType: 'buy_now' }, { headers: browser }),
      await api.post('/utility/track-action', { actionType: 'join_click', buttonText: 7 }, { headers: browser }),
      await api.post('/utility/track-login', { loginMethod: 'fax', success: false }, { headers: browser }),
      await api.post('/utility/track-login', { loginMethod: 'email', success: 'maybe' }, { headers: browser }),
    ];
    for (const r of bad) expect(r.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('limits each client address before writing anything', async () => {
    // One instant for the whole burst: a real clock can cross into the next minute's window midway.
    const instant = new Date();
    const limited = await startApi({ env: { TRACKING_PER_MINUTE: '3' }, services: { now: () => instant } });
    try {
      const headers = { ...browser, 'x-forwarded-for': '198.51.100.9' };
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.post('/utility/track-visit', { page: '/' }, { headers })).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect((await limited.services.docs.query({ collection: 'visits' })).length).toBe(3);
      const refused = await limited.post('/utility/track-action', { actionType: 'join_click' }, { headers });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe('statistics', () => {
  const paths = ['/utility/visit-stats', '/utility/action-stats', '/utility/login-stats'];

  it('are for admins only, on every path', async () => {
    const ada = await member(api);
    for (const path of paths) {
      expect((await api.get(path)).status).toBe(401);
      const refused = await api.get(path, { token: ada.idToken });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.json)).not.toMatch(/@|\d+\.\d+\.\d+\.\d+/);
      expect((await api.get(path, { token: boss.idToken })).status).toBe(200);
    }
  });

  it('refuse a malformed date, an unoffered limit and unknown filter values', async () => {
    const token = boss.idToken;
    for (const query of ['startDate=yesterday', 'limit=7', 'environment=staging', 'limit=abc']) {
      for (const path of paths) expect((await api.get(`${path}?${query}`, { token })).status, `${path}?${query}`).toBe(400);
    }
    expect((await api.get('/utility/visit-stats?pageType=secret', { token })).status).toBe(400);
    expect((await api.get('/utility/action-stats?actionType=buy', { token })).status).toBe(400);
    expect((await api.get('/utility/login-stats?loginMethod=fax', { token })).status).toBe(400);
  });

  it('walk every event once with Load More, and sum the whole period, not the page', async () => {
    const fresh = await startApi({ env: { TRACKING_PER_MINUTE: '1000' } });
    try {
      const admin = await member(fresh);
      await fresh.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
      for (let i = 0; i < 23; i += 1) {
        await fresh.post('/utility/track-visit', { page: i % 2 ? '/terms' : '/' }, { headers: { 'user-agent': i % 3 ? BROWSERS.chromeDesktop : BROWSERS.safariIpad } });
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const r = await fresh.get(`/utility/visit-stats?limit=10${cursor ? `&lastVisitId=${cursor}` : ''}`, { token: admin.idToken });
        expect(r.status).toBe(200);
        seen.push(...r.json.data.visits.map((v: { id: string }) => v.id));
        expect(r.json.data.stats.totalVisits).toBe(23);
        cursor = r.json.data.pagination.nextCursor;
        expect(r.json.data.pagination.hasMore).toBe(cursor !== null);
      } while (cursor);
      expect(seen).toHaveLength(23);
      expect(new Set(seen).size).toBe(23);
      const { stats } = (await fresh.get('/utility/visit-stats?limit=10', { token: admin.idToken })).json.data;
      expect(stats.topPages).toEqual([
        { page: '/', count: 12 },
        { page: '/terms', count: 11 },
      ]);
      expect(stats.deviceBreakdown).toEqual({ desktop: 15, tablet: 8 });
      expect(stats.byDay.at(-1).count).toBe(23);
      expect(stats.byDay).toHaveLength(30);
    } finally {
      await fresh.close();
    }
  });

  it('filter by environment as SPEC.md says: Test keeps flagged records, Live keeps live ones', async () => {
    const token = boss.idToken;
    const test = (await api.get('/utility/visit-stats?environment=test&limit=100', { token })).json.data;
    expect(test.visits.length).toBeGreaterThan(0);
    expect(test.visits.every((v: { isTest: boolean; environment: string }) => v.isTest || v.environment === 'test')).toBe(true);
    const live = (await api.get('/utility/visit-stats?environment=live&limit=100', { token })).json.data;
    const all = (await api.get('/utility/visit-stats?environment=all&limit=100', { token })).json.data;
    expect(live.visits.length).toBe(all.visits.length);
    expect(test.stats.totalVisits).toBeLessThan(all.stats.totalVisits);
    expect(test.stats.totalVisits).toBe(test.visits.length);
  });

  it('count the sign-up funnel and clicks by button for the period', async () => {
    const fresh = await startApi({ env: { TRACKING_PER_MINUTE: '1000' } });
    try {
      const admin = await member(fresh);
      await fresh.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
      const act = (body: object) => fresh.post('/utility/track-action', body, { headers: browser });
      for (let i = 0; i < 4; i += 1) await act({ actionType: 'join_click', buttonText: i ? 'Join for free' : 'Join Free' });
      for (let i = 0; i < 2; i += 1) await act({ actionType: 'signup_start', signupMethod: 'email' });
      await act({ actionType: 'signup_step', signupStep: 'details' });
      await act({ actionType: 'signup_complete', signupMethod: 'email' });
      await act({ actionType: 'signup_abandon', abandonedEmail: 'Left@Example.test', abandonedDisplayName: 'Lee' });
      const r = await fresh.get('/utility/action-stats?limit=10', { token: admin.idToken });
      expect(r.json.data.summary.clicksByButton).toEqual({ 'Join for free': 3, 'Join Free': 1 });
      expect(r.json.data.summary.funnel).toEqual([
        { actionType: 'join_click', count: 4, conversionFromPrevious: null },
        { actionType: 'signup_start', count: 2, conversionFromPrevious: 50 },
        { actionType: 'signup_step', count: 1, conversionFromPrevious: 50 },
        { actionType: 'signup_complete', count: 1, conversionFromPrevious: 100 },
      ]);
      expect(r.json.data.summary.byType.signup_abandon).toBe(1);
      const abandoned = await fresh.get('/utility/action-stats?actionType=signup_abandon', { token: admin.idToken });
      expect(abandoned.json.data.actions).toHaveLength(1);
      expect(abandoned.json.data.actions[0]).toMatchObject({ abandonedEmail: 'left@example.test', abandonedDisplayName: 'Lee' });
    } finally {
      await fresh.close();
    }
  });
});
