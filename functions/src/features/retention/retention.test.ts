import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCompositeIndexes } from '../../drivers/composite-indexes';
import { SqliteDocStore } from '../../drivers/sqlite-doc-store';
import { createLogger } from '../../platform/logger';
import { AnalyticsEventStore, EVENT_RETENTION_DAYS } from '../../stores/analytics-events';
import { RateLimiter } from '../../stores/rate-limits';
import { StripeEventStore } from '../../stores/stripe-events';
import { SupportMailStore } from '../../stores/support-mail';
import { RETENTION_DAYS } from '@bela/contracts/constants';
import { runRetention, type RetentionDeps } from './retention';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-retention-'));
// The declared composite indexes: a sweep production Firestore would refuse fails here too.
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: loadCompositeIndexes(path.join(__dirname, '../../../../firestore.indexes.json')) });
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

const deps = (now: Date): RetentionDeps => ({
  analytics: new AnalyticsEventStore(docs),
  rateLimiter: new RateLimiter(docs, () => now),
  stripeEvents: new StripeEventStore(docs),
  supportMail: new SupportMailStore(docs, 'support@bela.test'),
  logger: createLogger('silent'),
  now: () => now,
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

    const swept = await runRetention(deps(now));
    expect(swept).toEqual({ events: 1, typedWithoutAccount: 0, mail: 0, rateLimits: 1, stripeEvents: 0 });
    expect(await docs.get('visits/old')).toBeNull();
    expect(await docs.get('visits/recent')).not.toBeNull();
    expect((await analytics.dailyCounters('all', old, old)).length).toBe(1);
  });
});

describe('personal data with a shorter life', () => {
  const now = new Date('2026-12-23T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const keep = RETENTION_DAYS.typedWithoutAccount;

  it('keeps 400 days of usage but 30 of what a visitor typed without an account', () => {
    expect(EVENT_RETENTION_DAYS).toBe(400);
    expect(RETENTION_DAYS).toMatchObject({ typedWithoutAccount: 30, queuedMail: 30 });
  });

  it('deletes abandoned sign-ups and sign-in reports without an account after 30 days, and keeps the rest', async () => {
    const analytics = new AnalyticsEventStore(docs);
    const abandon = (days: number) => ({ ...event(ago(days)), actionType: 'signup_abandon', abandonedEmail: 'ada@example.com', abandonedDisplayName: 'Ada' });
    await analytics.record('actions', 'abandon-old', abandon(keep + 1), { actions: { total: 1, signup_abandon: 1 } });
    await analytics.record('actions', 'abandon-new', abandon(keep - 1), { actions: { total: 1, signup_abandon: 1 } });
    await analytics.record('actions', 'click-old', { ...event(ago(keep + 1)), actionType: 'join_click' }, { actions: { total: 1 } });
    const login = (days: number, userId: string | null) => ({ ...event(ago(days)), userId, success: false, loginMethod: 'email', email: 'ada@example.com' });
    await analytics.record('logins', 'anonymous-old', login(keep + 1, null), { logins_email: { total: 1, failure: 1 } });
    await analytics.record('logins', 'anonymous-new', login(keep - 1, null), { logins_email: { total: 1, failure: 1 } });
    await analytics.record('logins', 'member-old', login(keep + 1, 'uid-1'), { logins_email: { total: 1, failure: 1 } });

    const swept = await runRetention(deps(now));
    expect(swept.typedWithoutAccount).toBe(2);
    expect(await docs.get('actions/abandon-old')).toBeNull();
    expect(await docs.get('logins/anonymous-old')).toBeNull();
    for (const kept of ['actions/abandon-new', 'actions/click-old', 'logins/anonymous-new', 'logins/member-old']) expect(await docs.get(kept)).not.toBeNull();
    // The day's counters still count what went.
    const [day] = await analytics.dailyCounters('all', ago(keep + 1), ago(keep + 1));
    expect(day).toMatchObject({ actions: { signup_abandon: 1 }, logins_email: { failure: 2 } });
  });

  it('deletes mail once delivered, any other after 30 days', async () => {
    const mail = new SupportMailStore(docs, 'support@bela.test');
    const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' };
    await mail.submit('delivered-new', contact, ago(1), 'req-1');
    await mail.submit('pending-new', contact, ago(RETENTION_DAYS.queuedMail - 1), 'req-2');
    await mail.submit('failed-old', contact, ago(RETENTION_DAYS.queuedMail + 1), 'req-3');
    // What the Trigger Email extension writes back.
    await docs.update('mail/delivered-new', { delivery: { state: 'SUCCESS', attempts: 1 } });
    await docs.update('mail/failed-old', { delivery: { state: 'ERROR', attempts: 3 } });

    expect((await runRetention(deps(now))).mail).toBe(2);
    expect(await docs.get('mail/delivered-new')).toBeNull();
    expect(await docs.get('mail/failed-old')).toBeNull();
    expect(await docs.get('mail/pending-new')).not.toBeNull();
    // The support message itself is not mail: it stays.
    expect(await docs.get('contactMessages/failed-old')).not.toBeNull();
  });
});
