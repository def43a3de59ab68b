/**
 * Recording visits, actions and sign-ins. The server decides who the caller is (from the token),
 * the anonymised address, device and browser (from the User-Agent), the environment and the test
 * flag (`isTestTraffic`); the payload contributes only what the visitor did. Known bots are counted, not stored.
 * The event keeps the page and button text as reported; the day's counters count them by the
 * app's own names only (counter-keys.ts).
 */
import { randomUUID } from 'node:crypto';
import type { TrackActionRequest, TrackLoginRequest, TrackVisitRequest } from '@bela/contracts/analytics';
import type { VerifiedToken } from '../../ports/identity';
import { anonymizeIp } from '../../platform/anonymize-ip';
import type { AnalyticsEventStore, CounterDelta, Environment, EventContext } from '../../stores/analytics-events';
import type { UserStore } from '../../stores/users';
import { clientProfile } from './client-profile';
import { browserKey, buttonKey, deviceKey, pageKey, stepKey } from './counter-keys';

export interface TrackingDeps {
  analytics: AnalyticsEventStore;
  users: UserStore;
  environment: Environment;
  /** Addresses whose activity is flagged as test data (besides admins'). */
  testEmails: readonly string[];
  /** Everything recorded is test data: the seed's sample traffic. */
  recordAsTest?: boolean;
  /** A signed-in member clicked a locked photo in chat (issue 42): the Business tab counts it. */
  photoUpgradeClick?: (uid: string, at: Date) => Promise<void>;
  now: () => Date;
}

export interface RequestFacts {
  caller: VerifiedToken | null;
  ip: string | undefined;
  userAgent: string | undefined;
}

export interface TrackResult {
  id: string | null;
  bot: boolean;
}

/** Paths under /admin are admin views; everything else is a public page. */
export const pageTypeOf = (page: string) => (/^\/admin(\/|$)/.test(page) ? 'admin' : 'public');

/** The path alone: no query or fragment (they can carry ids and tokens), at most 200 characters. */
const cleanPage = (page: string | null | undefined) => (page ? page.split(/[?#]/)[0]!.slice(0, 200) || '/' : null);

/**
 * Whether an event is test data (SPEC's `isTest`; the environment filter's rule is the store's):
 * the seed's sample, an automated browser or script, an admin's own activity, or a test address.
 * `named` is the address a signed-out call names (a failed sign-in, an abandoned sign-up): an
 * admin probing their own account signed out is flagged too.
 */
async function isTestTraffic(deps: TrackingDeps, facts: RequestFacts, automated: boolean, email: string | null, named: string | null): Promise<boolean> {
  if (deps.recordAsTest || automated) return true;
  const addresses = [email, named].filter((address): address is string => address !== null);
  if (addresses.some((address) => deps.testEmails.includes(address))) return true;
  if (facts.caller) return deps.users.isAdmin(facts.caller.uid);
  if (named === null) return false;
  const uid = await deps.users.findUidByEmail(named);
  return uid !== null && (await deps.users.isAdmin(uid));
}

async function context(
  deps: TrackingDeps,
  facts: RequestFacts,
  body: { page?: string | null; sessionId?: string | null },
  named: string | null = null,
) {
  const profile = clientProfile(facts.userAgent, deps.environment);
  const email = facts.caller?.email?.toLowerCase() ?? null;
  const isTest = await isTestTraffic(deps, facts, profile.automated, email, named?.trim().toLowerCase() || null);
  const event: EventContext = {
    timestamp: deps.now(),
    userId: facts.caller?.uid ?? null,
    ip: anonymizeIp(facts.ip),
    environment: deps.environment,
    isTest,
    sessionId: body.sessionId ?? null,
    page: cleanPage(body.page),
    userAgent: facts.userAgent?.slice(0, 1000) ?? null,
    deviceType: profile.deviceType,
    browser: profile.browser,
  };
  return { event, email, bot: profile.isBot };
}

const breakdowns = (event: EventContext): CounterDelta => ({
  devices: { [deviceKey(event.deviceType)]: 1 },
  browsers: { [browserKey(event.browser)]: 1 },
});

export async function trackVisit(deps: TrackingDeps, facts: RequestFacts, body: TrackVisitRequest): Promise<TrackResult> {
  const { event, email, bot } = await context(deps, facts, body);
  if (bot) {
    await deps.analytics.countOnly(event.timestamp, event.environment, event.isTest, { bots: { visits: 1 } });
    return { id: null, bot: true };
  }
  const page = event.page ?? '/';
  const id = randomUUID();
  await deps.analytics.record(
    'visits',
    id,
    { ...event, page, pageType: pageTypeOf(page), userEmail: email, referrer: body.referrer?.slice(0, 500) ?? null, isAuthenticated: facts.caller !== null },
    {
      [`visits_${pageTypeOf(page)}`]: {
        total: 1,
        [facts.caller ? 'authenticated' : 'anonymous']: 1,
        pages: { [pageKey(page)]: 1 },
        ...breakdowns(event),
      },
    },
  );
  return { id, bot: false };
}

export async function trackAction(deps: TrackingDeps, facts: RequestFacts, body: TrackActionRequest): Promise<TrackResult> {
  const { event, email, bot } = await context(deps, facts, body, body.actionType === 'signup_abandon' ? (body.abandonedEmail ?? null) : null);
  if (bot) {
    await deps.analytics.countOnly(event.timestamp, event.environment, event.isTest, { bots: { actions: 1 } });
    return { id: null, bot: true };
  }
  const id = randomUUID();
  const step = body.signupStep ?? null;
  const delta: CounterDelta = { total: 1, [body.actionType]: 1 };
  if (body.buttonText) delta['buttons'] = { [buttonKey(body.buttonText)]: 1 };
  if (body.actionType === 'signup_step' && step !== null) delta['steps'] = { [stepKey(step)]: 1 };
  await deps.analytics.record(
    'actions',
    id,
    {
      ...event,
      userEmail: email,
      actionType: body.actionType,
      buttonText: body.buttonText ?? null,
      signupMethod: body.signupMethod ?? null,
      signupStep: step,
      errorMessage: body.errorMessage ?? null,
      abandonedEmail: body.actionType === 'signup_abandon' ? (body.abandonedEmail?.toLowerCase() ?? null) : null,
      abandonedDisplayName: body.actionType === 'signup_abandon' ? (body.abandonedDisplayName ?? null) : null,
    },
    { actions: delta },
  );
  if (body.actionType === 'photo_moment_upgrade_click' && facts.caller && deps.photoUpgradeClick) await deps.photoUpgradeClick(facts.caller.uid, event.timestamp);
  return { id, bot: false };
}

export async function trackLogin(deps: TrackingDeps, facts: RequestFacts, body: TrackLoginRequest): Promise<TrackResult> {
  const { event, email, bot } = await context(deps, facts, body, facts.caller ? null : (body.email ?? null));
  if (bot) {
    await deps.analytics.countOnly(event.timestamp, event.environment, event.isTest, { bots: { logins: 1 } });
    return { id: null, bot: true };
  }
  const id = randomUUID();
  const outcome = body.success === true ? 'success' : body.success === false ? 'failure' : 'unknown';
  await deps.analytics.record(
    'logins',
    id,
    {
      ...event,
      success: body.success,
      loginMethod: body.loginMethod,
      // A signed-in caller's address comes from the token; an anonymous failure names the one tried.
      email: facts.caller ? email : (body.email?.toLowerCase() ?? null),
      errorMessage: body.errorMessage ?? null,
    },
    { [`logins_${body.loginMethod}`]: { total: 1, [outcome]: 1, ...breakdowns(event) } },
  );
  return { id, bot: false };
}
