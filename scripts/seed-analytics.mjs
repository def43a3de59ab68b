// Fills an empty local analytics store with 30 days of sample traffic (visits, a sign-up funnel
// with abandonment, logins across devices and browsers), recorded through the real tracking code
// (the compiled functions) in the `test` environment and flagged as test data, so the dashboard
// shows something real at once and its Live view none of it.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const DAYS = 30;
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const PAGES = ['/', '/', '/', '/signup', '/signup', '/terms', '/privacy', '/contact', '/chat', '/chat', '/image-feed-demo', '/enhanced'];
const MARKER = 'seedMarkers/analytics';

/** A small deterministic random source, so every fresh clone shows the same sample. */
function random(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel(items, width, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * The sample's events, in a fixed order from a fixed seed: each one a tracking call, the moment it
 * happened, who it came from, and what it reported.
 */
function sampleEvents() {
  const rand = random(2026);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const events = [];
  let at = null;
  const facts = () => ({ caller: null, ip: `198.51.100.${Math.floor(rand() * 250) + 1}`, userAgent: pick(AGENTS) });
  const add = (track, body) => events.push({ track, at, facts: facts(), body });
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const dayStart = today - d * 86_400_000;
    // Traffic grows a little towards today.
    const scale = 0.6 + (0.4 * (DAYS - d)) / DAYS;
    const when = () => {
      at = new Date(Math.min(Date.now() - 1000, dayStart + Math.floor(rand() * 86_400_000)));
    };
    const sessionId = () => `seed-${Math.floor(rand() * 1e9).toString(36)}`;
    for (let i = 0; i < Math.round((25 + rand() * 30) * scale); i += 1) {
      when();
      add('trackVisit', { page: pick(PAGES), sessionId: sessionId(), referrer: pick(['', 'https://www.google.com/', 'https://instagram.com/']) });
    }
    const joins = Math.round((6 + rand() * 8) * scale);
    const starts = Math.round(joins * (0.55 + rand() * 0.2));
    const steps = Math.round(starts * 0.8);
    const completes = Math.round(steps * (0.6 + rand() * 0.2));
    const abandons = Math.max(0, starts - completes - Math.floor(rand() * 2));
    const funnel = [
      ...Array.from({ length: joins }, () => ({ actionType: 'join_click', buttonText: pick(['Join for Free', 'Join for Free', 'Join Free', 'Join for free']) })),
      ...Array.from({ length: starts }, () => ({ actionType: 'signup_start', signupMethod: pick(['email', 'google']) })),
      ...Array.from({ length: steps }, () => ({ actionType: 'signup_step', signupStep: pick(['details_submitted', 'details_submitted', 'validation_failed']), signupMethod: 'email' })),
      ...Array.from({ length: completes }, () => ({ actionType: 'signup_complete', signupMethod: pick(['email', 'google']) })),
      ...Array.from({ length: abandons }, (_, n) => ({ actionType: 'signup_abandon', abandonedEmail: `visitor${d}-${n}@example.test`, abandonedDisplayName: pick(['Sam', 'Alex', 'Jo', '']) || null })),
    ];
    for (const action of funnel) {
      when();
      add('trackAction', { ...action, page: action.actionType === 'join_click' ? '/' : '/signup', sessionId: sessionId() });
    }
    for (let i = 0; i < Math.round((8 + rand() * 10) * scale); i += 1) {
      when();
      const ok = rand() > 0.18;
      add('trackLogin', {
        loginMethod: pick(['email', 'email', 'google']),
        success: ok,
        email: `member${Math.floor(rand() * 40)}@example.test`,
        errorMessage: ok ? null : 'Invalid email or password. Please try again.',
      });
    }
  }
  return events;
}

export async function seedAnalytics(docs) {
  const require = createRequire(import.meta.url);
  const lib = (file) => require(path.join(root, 'functions/lib', file));
  const { AnalyticsEventStore } = lib('stores/analytics-events.js');
  const { UserStore } = lib('stores/users.js');
  const tracking = lib('features/analytics/tracking.js');

  if (await docs.get(MARKER)) return 0;
  const analytics = new AnalyticsEventStore(docs);
  const users = new UserStore(docs);
  const events = sampleEvents();
  // Each event is a few round trips to the emulator: sixteen at a time keep seeding to seconds.
  await inParallel(events, 16, ({ track, at, facts, body }) =>
    tracking[track]({ analytics, users, environment: 'test', testEmails: [], recordAsTest: true, now: () => at }, facts, body),
  );
  await docs.create(MARKER, { seededAt: new Date(), events: events.length });
  return events.length;
}
