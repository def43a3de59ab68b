import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../../ports/doc-store';
import { JOIN_BUTTON_LABELS, SIGNUP_STEPS, TRACKED_PAGES } from '@bela/contracts/analytics-names';
import { actionTypes } from '@bela/contracts/analytics';
import { AnalyticsEventStore, fromCounterKey } from '../../stores/analytics-events';
import { UserStore } from '../../stores/users';
import { trackAction, trackLogin, trackVisit, type RequestFacts, type TrackingDeps } from './tracking';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const facts = (userAgent = chrome): RequestFacts => ({ caller: null, ip: '198.51.100.20', userAgent });

/** The map fields of statsDaily that firestore.indexes.json exempts from indexing. */
function exemptedFields(): Set<string> {
  const file = path.resolve(__dirname, '../../../../firestore.indexes.json');
  const { fieldOverrides } = JSON.parse(readFileSync(file, 'utf8')) as {
    fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
  };
  return new Set(fieldOverrides.filter((o) => o.collectionGroup === 'statsDaily' && o.indexes.length === 0).map((o) => o.fieldPath));
}

const keysOf = (docs: { data: Record<string, unknown> }[], section: string, map: string) =>
  new Set(docs.flatMap(({ data }) => Object.keys(((data[section] ?? {}) as Record<string, Record<string, number>>)[map] ?? {}).map(fromCounterKey)));

describe.each(docStoresUnderTest())('tracking counters on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  let deps: TrackingDeps;
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
    deps = {
      analytics: new AnalyticsEventStore(docs, { shards: 10 }),
      users: new UserStore(docs),
      environment: 'live',
      testEmails: [],
      now: () => new Date('2026-05-14T09:00:00Z'),
    };
  });
  afterAll(() => dispose());

  it('count invented pages, buttons, steps and browsers under other, and keep what was sent on the event', async () => {
    const invented = Array.from({ length: 300 }, (_, i) => `/invented-${i}?token=t${i}`);
    for (let i = 0; i < invented.length; i += 50) {
      await Promise.all(invented.slice(i, i + 50).map((page) => trackVisit(deps, facts(`Mozilla/5.0 (X11; Linux x86_64) Invented${i}/1.0`), { page })));
    }
    for (const page of TRACKED_PAGES) await trackVisit(deps, facts(), { page });
    for (const buttonText of [...JOIN_BUTTON_LABELS, 'Free money', 'Another invention']) await trackAction(deps, facts(), { actionType: 'join_click', buttonText });
    for (const signupStep of [...SIGNUP_STEPS, 'made_up', 7]) await trackAction(deps, facts(), { actionType: 'signup_step', signupStep });

    const counters = await docs.query({ collection: 'statsDaily' });
    const pages = new Set([...keysOf(counters, 'visits_public', 'pages'), ...keysOf(counters, 'visits_admin', 'pages')]);
    expect([...pages].sort()).toEqual([...TRACKED_PAGES, 'other'].sort());
    expect([...keysOf(counters, 'visits_public', 'browsers')].sort()).toEqual(['Chrome', 'other']);
    expect([...keysOf(counters, 'actions', 'buttons')].sort()).toEqual([...JOIN_BUTTON_LABELS, 'other'].sort());
    expect([...keysOf(counters, 'actions', 'steps')].sort()).toEqual([...SIGNUP_STEPS, 'other'].sort());

    const [day] = await deps.analytics.dailyCounters('all', deps.now(), deps.now());
    const otherPages = ((day!['visits_public'] as Record<string, Record<string, number>>)['pages'] ?? {})['other'];
    expect(otherPages).toBe(300);

    const stored = await docs.query({ collection: 'visits', where: [{ field: 'page', op: '==', value: '/invented-7' }] });
    expect(stored).toHaveLength(1);
  });

  it('write only map fields that firestore.indexes.json exempts from indexing', async () => {
    for (const pageType of ['/', '/admin/analytics']) await trackVisit(deps, facts(), { page: pageType });
    for (const actionType of actionTypes) await trackAction(deps, facts(), { actionType, buttonText: 'Join Free', signupStep: 'failed' });
    for (const loginMethod of ['email', 'google'] as const) await trackLogin(deps, facts(), { loginMethod, success: false });
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    await trackVisit(deps, facts(googlebot), { page: '/' });
    await trackAction(deps, facts(googlebot), { actionType: 'join_click' });
    await trackLogin(deps, facts(googlebot), { loginMethod: 'email', success: false });

    const written = new Set<string>();
    for (const { data } of await docs.query({ collection: 'statsDaily' })) {
      for (const [field, value] of Object.entries(data)) if (typeof value === 'object' && value !== null) written.add(field);
    }
    expect([...written].sort()).toEqual(['actions', 'bots', 'logins_email', 'logins_google', 'visits_admin', 'visits_public']);
    const exempted = exemptedFields();
    expect([...written].filter((field) => !exempted.has(field))).toEqual([]);
  });
});

describe.each(docStoresUnderTest())('the test flag on $name', (store) => {
  const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
  let docs: DocStore;
  let dispose: () => Promise<void>;
  let deps: TrackingDeps;
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
    const users = new UserStore(docs);
    await docs.create('users/boss', { email: 'boss@example.test', role: 'admin' });
    await docs.create('users/ana', { email: 'ana@example.test', role: 'user' });
    deps = {
      analytics: new AnalyticsEventStore(docs, { shards: 10 }),
      users,
      environment: 'test',
      testEmails: ['qa@example.test'],
      now: () => new Date('2026-05-14T09:00:00Z'),
    };
  });
  afterAll(() => dispose());

  const flagOf = async (collection: string, id: string | null) => (await docs.get<{ isTest: boolean }>(`${collection}/${id}`))!.data.isTest;
  const caller = (uid: string, email: string) => ({ uid, email }) as RequestFacts['caller'];

  it('leaves a person at a browser unflagged', async () => {
    expect(await flagOf('visits', (await trackVisit(deps, facts(), { page: '/' })).id)).toBe(false);
    expect(await flagOf('visits', (await trackVisit(deps, { ...facts(), caller: caller('ana', 'ana@example.test') }, { page: '/chat' })).id)).toBe(false);
    expect(await flagOf('logins', (await trackLogin(deps, facts(), { loginMethod: 'email', success: false, email: 'ana@example.test' })).id)).toBe(false);
  });

  it("flags the seed's sample traffic", async () => {
    const seeding = { ...deps, recordAsTest: true };
    expect(await flagOf('visits', (await trackVisit(seeding, facts(), { page: '/' })).id)).toBe(true);
    expect(await flagOf('actions', (await trackAction(seeding, facts(), { actionType: 'join_click' })).id)).toBe(true);
  });

  it('flags automated browsers and scripts: headless, Playwright, curl, no User-Agent', async () => {
    for (const ua of [headless, 'Mozilla/5.0 (X11; Linux x86_64) Playwright/1.49', 'curl/8.5.0', 'node', undefined]) {
      const result = await trackVisit(deps, { ...facts(), userAgent: ua }, { page: '/' });
      // A script may be a known bot: counted, not stored; either way flagged.
      if (result.id) expect(await flagOf('visits', result.id)).toBe(true);
    }
    expect(await flagOf('visits', (await trackVisit(deps, facts(headless), { page: '/' })).id)).toBe(true);
  });

  it("flags an admin's own activity, signed in or naming their address signed out, and the test addresses", async () => {
    expect(await flagOf('visits', (await trackVisit(deps, { ...facts(), caller: caller('boss', 'boss@example.test') }, { page: '/' })).id)).toBe(true);
    expect(await flagOf('logins', (await trackLogin(deps, facts(), { loginMethod: 'email', success: false, email: 'Boss@Example.test' })).id)).toBe(true);
    expect(await flagOf('actions', (await trackAction(deps, facts(), { actionType: 'signup_abandon', abandonedEmail: 'boss@example.test' })).id)).toBe(true);
    expect(await flagOf('logins', (await trackLogin(deps, facts(), { loginMethod: 'google', success: false, email: 'qa@example.test' })).id)).toBe(true);
    expect(await flagOf('visits', (await trackVisit(deps, { ...facts(), caller: caller('qa', 'qa@example.test') }, { page: '/' })).id)).toBe(true);
  });
});
