/**
 * Fills an empty local analytics store with 30 days of sample traffic (visits, a sign-up funnel
 * with abandonment, logins across devices and browsers), recorded through the real tracking code in
 * the `test` environment and flagged as test data, so the dashboard shows something real at once
 * and its Live view none of it.
 */
import type { TrackActionRequest, TrackLoginRequest, TrackVisitRequest } from '@bela/contracts/analytics';
import type { StoreServices } from '../store-services';
import { trackAction, trackLogin, trackVisit, type RequestFacts, type TrackingDeps } from '../features/analytics/tracking';

const DAYS = 30;
const DAY_MS = 86_400_000;
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

/** What one tracking call of the sample reported. */
type SampleCall =
  | { track: 'visit'; body: TrackVisitRequest }
  | { track: 'action'; body: TrackActionRequest }
  | { track: 'login'; body: TrackLoginRequest };

/** A call, the moment it happened, and whom it came from. */
type SampleEvent = SampleCall & { at: Date; facts: RequestFacts };

/** A small deterministic random source, so every fresh clone shows the same sample. */
function random(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

type ActionBody = Omit<TrackActionRequest, 'page' | 'sessionId'>;

/** The sample's events over the 30 days before `now`, in a fixed order from a fixed seed. */
export function sampleEvents(now: Date): SampleEvent[] {
  const rand = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const events: SampleEvent[] = [];
  let at = now;
  const facts = (): RequestFacts => ({ caller: null, ip: `198.51.100.${Math.floor(rand() * 250) + 1}`, userAgent: pick(AGENTS) });
  // The body is drawn before the caller's facts, so every clone draws the same sample.
  const add = (call: SampleCall) => events.push({ ...call, at, facts: facts() });
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const dayStart = today - d * DAY_MS;
    // Traffic grows a little towards today.
    const scale = 0.6 + (0.4 * (DAYS - d)) / DAYS;
    const when = () => {
      at = new Date(Math.min(now.getTime() - 1000, dayStart + Math.floor(rand() * DAY_MS)));
    };
    const sessionId = () => `seed-${Math.floor(rand() * 1e9).toString(36)}`;
    for (let i = 0; i < Math.round((25 + rand() * 30) * scale); i += 1) {
      when();
      add({ track: 'visit', body: { page: pick(PAGES), sessionId: sessionId(), referrer: pick(['', 'https://www.google.com/', 'https://instagram.com/']) } });
    }
    const joins = Math.round((6 + rand() * 8) * scale);
    const starts = Math.round(joins * (0.55 + rand() * 0.2));
    const steps = Math.round(starts * 0.8);
    const completes = Math.round(steps * (0.6 + rand() * 0.2));
    const abandons = Math.max(0, starts - completes - Math.floor(rand() * 2));
    const funnel: ActionBody[] = [
      ...Array.from({ length: joins }, (): ActionBody => ({ actionType: 'join_click', buttonText: pick(['Join for Free', 'Join for Free', 'Join Free', 'Join for free']) })),
      ...Array.from({ length: starts }, (): ActionBody => ({ actionType: 'signup_start', signupMethod: pick(['email', 'google'] as const) })),
      ...Array.from({ length: steps }, (): ActionBody => ({ actionType: 'signup_step', signupStep: pick(['details_submitted', 'details_submitted', 'validation_failed']), signupMethod: 'email' })),
      ...Array.from({ length: completes }, (): ActionBody => ({ actionType: 'signup_complete', signupMethod: pick(['email', 'google'] as const) })),
      ...Array.from({ length: abandons }, (_, n): ActionBody => ({ actionType: 'signup_abandon', abandonedEmail: `visitor${d}-${n}@example.test`, abandonedDisplayName: pick(['Sam', 'Alex', 'Jo', '']) || null })),
    ];
    for (const action of funnel) {
      when();
      add({ track: 'action', body: { ...action, page: action.actionType === 'join_click' ? '/' : '/signup', sessionId: sessionId() } });
    }
    for (let i = 0; i < Math.round((8 + rand() * 10) * scale); i += 1) {
      when();
      const ok = rand() > 0.18;
      add({
        track: 'login',
        body: {
          loginMethod: pick(['email', 'email', 'google'] as const),
          success: ok,
          email: `member${Math.floor(rand() * 40)}@example.test`,
          errorMessage: ok ? null : 'Invalid email or password. Please try again.',
        },
      });
    }
  }
  return events;
}

export type SeedAnalyticsDeps = Pick<StoreServices, 'docs' | 'analytics' | 'users' | 'now'> & Partial<Pick<StoreServices, 'businessStats'>>;

/** The sample's members, flagged as test data as its events are (the counters flag an admin's). */
const SAMPLE_MEMBER = { role: 'admin' } as const;
const TRIAL_DAYS_OF_SAMPLE = 3;

/** Records the sample once per store (a marker says so); returns how many events were recorded. */
export async function seedAnalytics({ docs, analytics, users, now, businessStats }: SeedAnalyticsDeps): Promise<number> {
  if (await docs.get(MARKER)) return 0;
  const events = sampleEvents(now());
  const tracking = (at: Date): TrackingDeps => ({ analytics, users, environment: 'test', testEmails: [], recordAsTest: true, now: () => at });
  // Each event is a few round trips to the emulator: sixteen at a time keep seeding to seconds.
  await inParallel(events, 16, (event) => {
    const deps = tracking(event.at);
    if (event.track === 'visit') return trackVisit(deps, event.facts, event.body);
    if (event.track === 'action') {
      // A completed sign-up starts a trial: the Business tab's trials agree with the funnel (issue 42).
      const trial =
        event.body.actionType === 'signup_complete' && businessStats
          ? Promise.all([
              businessStats.countNow(event.at, SAMPLE_MEMBER, { trialsStarted: 1 }),
              businessStats.countNow(new Date(event.at.getTime() + TRIAL_DAYS_OF_SAMPLE * DAY_MS), SAMPLE_MEMBER, { trialsEnding: 1 }),
            ])
          : Promise.resolve();
      return Promise.all([trackAction(deps, event.facts, event.body), trial]).then(([tracked]) => tracked);
    }
    return trackLogin(deps, event.facts, event.body);
  });
  await docs.create(MARKER, { seededAt: now(), events: events.length });
  return events.length;
}
