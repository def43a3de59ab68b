/**
 * Issue 39 ("Trust"), the reads (decision 0024). What a hostile tester found on main, each test
 * failing there:
 * - searches and exports were not limited (150 searches and 60 exports in a minute all answered
 *   200): now 60 searches and 10 exports a member and minute (the chat's export and the account's
 *   data export counted together), then 429 with Retry-After, and another member is unaffected;
 * - the statistics took any period (a far-past start answered 500; 1900 to 2026 answered 8.5 MiB):
 *   now 400 invalid-argument outside 2020-01-01 to tomorrow, or longer than 400 days;
 * - the Markdown export wrote a member's HTML and `javascript:` links as they were.
 * The export's bounded memory is measured by bench/export.bench.ts, and its streamed content
 * checked against the whole document in conversation-export.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness, type ApiResponse } from './api-harness';
import { member } from './chat-support';

let api: ApiHarness;
let bob: TestAccount;
beforeAll(async () => {
  api = await startApi();
  bob = await member(api);
});
afterAll(() => api.close());

/** Runs `attempt` again, afresh, when it straddled two minutes: the count starts again with each. */
async function withinOneMinute<T>(attempt: () => Promise<T>): Promise<T> {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (;;) {
    const started = minute();
    const result = await attempt();
    if (minute() === started) return result;
  }
}

function expectTooMany(r: ApiResponse) {
  expect(r.status).toBe(429);
  expect(r.json.error.code).toBe('too-many-requests');
  const wait = Number(r.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
}

const search = (who: TestAccount) => api.post('/ai/conversations/search', { query: 'lisbon' }, { token: who.idToken });
const chatExport = (who: TestAccount, format = 'json') => api.post('/ai/conversations/export', { format }, { token: who.idToken });
const dataExport = (who: TestAccount) => api.post('/account/export', {}, { token: who.idToken });

describe('reads of the whole history are limited per member', () => {
  it('answers the 61st search in a minute with 429 and Retry-After; another member still searches', async () => {
    const { statuses, last } = await withinOneMinute(async () => {
      const ada = await member(api);
      // Twenty at a time (each is counted before it is answered), then the 61st alone.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => search(ada)))).map((r) => r.status));
      return { statuses, last: await search(ada) };
    });
    expect(statuses).toEqual(Array(60).fill(200));
    expectTooMany(last);
    expect((await search(bob)).status).toBe(200);
  });

  it('answers the 11th export in a minute with 429, chat and account exports counted together; another member still exports', async () => {
    const { statuses, last, lastOfAccount } = await withinOneMinute(async () => {
      const ada = await member(api);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((i % 2 ? await dataExport(ada) : await chatExport(ada)).status);
      return { statuses, last: await chatExport(ada), lastOfAccount: await dataExport(ada) };
    });
    expect(statuses).toEqual(Array(10).fill(200));
    expectTooMany(last);
    expectTooMany(lastOfAccount);
    expect((await chatExport(bob)).status).toBe(200);
    expect((await dataExport(bob)).status).toBe(200);
  });
});

describe('the statistics period', () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await member(api);
    await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
  });
  const routes = ['business-stats', 'conversation-stats', 'visit-stats', 'action-stats', 'login-stats'];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

  it.each([
    ['a far-past start', '?startDate=1900-01-01T00:00:00.000Z'],
    ['1900 to today', `?startDate=1900-01-01T00:00:00.000Z&endDate=${day(0)}`],
    ['a period over 400 days', `?startDate=${day(-402)}&endDate=${day(0)}`],
    ['a far-future end', `?startDate=${day(-2)}&endDate=${day(30)}`],
  ])('refuses %s with 400 invalid-argument, on every statistics route', async (_, query) => {
    for (const route of routes) {
      const r = await api.get(`/utility/${route}${query}`, { token: admin.idToken });
      expect(r.status, route).toBe(400);
      expect(r.json.error.code).toBe('invalid-argument');
    }
  });

  it('answers a valid period of 400 days', async () => {
    for (const route of ['business-stats', 'conversation-stats']) {
      expect((await api.get(`/utility/${route}?startDate=${day(-399)}&endDate=${day(0)}`, { token: admin.idToken })).status, route).toBe(200);
    }
  });
});

describe('the Markdown export', () => {
  it("writes a member's HTML and links other than http(s) inert", async () => {
    const at = new Date(Date.UTC(2026, 10, 20, 9, 0));
    await api.services.docs.create(`users/${bob.uid}/conversations/c-html`, { title: '<b>Bold</b> title', createdAt: at, updatedAt: at, preview: '', messageCount: 1 });
    await api.services.docs.create(`users/${bob.uid}/conversations/c-html/messages/m1`, {
      role: 'user',
      content: '<img src=x onerror=alert(1)>\n[x](javascript:alert(1)) <javascript:alert(2)> [ok](https://example.com)',
      createdAt: at,
    });
    const r = await api.fetch('/ai/conversations/export', { method: 'POST', body: JSON.stringify({ conversationId: 'c-html', format: 'markdown' }), token: bob.idToken });
    expect(r.status).toBe(200);
    const markdown = await r.text();
    expect(markdown).toContain('## &lt;b&gt;Bold&lt;/b&gt; title');
    expect(markdown).toContain('> &lt;img src=x onerror=alert(1)&gt;\n> [x\\](javascript:alert(1)) &lt;javascript:alert(2)&gt; [ok](https://example.com)');
    expect(markdown).not.toMatch(/<img|<b>|[^\\]\]\(javascript:|<javascript:/);
  });
});
