import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';
import { BROWSERS } from './browsers';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function admin() {
  const account = await member(api);
  // The role is granted by server-side tooling (npm run admin -- grant-admin), never by a client.
  await api.services.docs.update(`users/${account.uid}`, { role: 'admin' });
  return account;
}

describe('GET /utility/login-stats (admin only)', () => {
  it('refuses a caller without a token, and a member who is not an admin', async () => {
    expect((await api.get('/utility/login-stats')).status).toBe(401);
    const ada = await member(api);
    const r = await api.get('/utility/login-stats', { token: ada.idToken });
    expect(r.status).toBe(403);
    expect(r.json.error.message).toBe('You need admin privileges to access this page.');
  });

  it('refuses a member who claims the role in the request', async () => {
    const ada = await member(api);
    await api.post('/auth/signup', { uid: ada.uid, email: ada.email, displayName: 'Ada', ageConfirmed: true, role: 'admin' }, { token: ada.idToken });
    expect((await api.get('/utility/login-stats?role=admin', { token: ada.idToken })).status).toBe(403);
  });

  it('lists login activity, newest first, with the filters and a summary', async () => {
    const boss = await admin();
    // The device and browser are read from the User-Agent by the server, not taken from the report.
    const reports = [
      { report: { loginMethod: 'email', success: false, email: 'one@example.test' }, ua: BROWSERS.firefoxDesktop },
      { report: { loginMethod: 'google', success: true }, ua: BROWSERS.chromeAndroid },
      { report: { loginMethod: 'email', success: true }, ua: BROWSERS.chromeDesktop },
    ];
    // A success is reported with the member's token; only failures may come anonymously.
    const reporter = await member(api);
    for (const { report, ua } of reports) {
      const token = report.success ? reporter.idToken : undefined;
      expect((await api.post('/utility/track-login', report, { token, headers: { 'user-agent': ua } })).status).toBe(201);
    }

    const all = await api.get('/utility/login-stats?limit=10', { token: boss.idToken });
    expect(all.status).toBe(200);
    expect(all.json.data.activities.map((a: { loginMethod: string }) => a.loginMethod)).toEqual(['email', 'google', 'email']);
    // Stored addresses are anonymised: the last IPv4 octet is zeroed.
    expect(all.json.data.activities[0].ip).toMatch(/^198\.18\.\d+\.0$/);
    expect(all.json.data.summary).toMatchObject({
      total: 3,
      successRate: 66.7,
      methodBreakdown: { email: 2, google: 1 },
      deviceBreakdown: { desktop: 2, mobile: 1 },
      browserBreakdown: { Chrome: 2, Firefox: 1 },
    });

    const google = await api.get('/utility/login-stats?loginMethod=google&limit=10', { token: boss.idToken });
    expect(google.json.data.activities).toHaveLength(1);
    const future = await api.get(`/utility/login-stats?startDate=${new Date(Date.now() + 60_000).toISOString()}`, { token: boss.idToken });
    expect(future.json.data.activities).toEqual([]);
  });

  it('refuses a limit that is not offered', async () => {
    const boss = await admin();
    expect((await api.get('/utility/login-stats?limit=7', { token: boss.idToken })).status).toBe(400);
  });
});
