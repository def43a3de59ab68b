/**
 * The three statistics answers: a page of raw events for the table (cursor-paged, newest first)
 * and, for the cards, charts and breakdowns, figures over the whole filtered period summed from
 * the daily counters, with the period of the same length before it for comparison.
 */
import { TOP_BROWSERS } from '@bela/contracts/constants';
import {
  actionTypes,
  type ActionStats,
  type EnvironmentFilter,
  type LoginStats,
  type VisitStats,
} from '@bela/contracts/analytics';
import { fromCounterKey, type AnalyticsEventStore, type DailyCounters, type EventKind, type StoredEvent } from '../../stores/analytics-events';
import { browserKey, deviceKey } from './counter-keys';

export interface StatisticsDeps {
  analytics: AnalyticsEventStore;
  now: () => Date;
}

interface PeriodQuery {
  startDate?: Date;
  endDate?: Date;
  environment: EnvironmentFilter;
  limit: number;
}

const DAY_MS = 86_400_000;
/** Without dates, the last 30 days. */
const DEFAULT_DAYS = 30;
/** A single member's sign-ins are summed from their events, at most this many. */
const USER_SUMMARY_CAP = 5_000;

type Counts = Record<string, number>;

/** The period asked for (the last 30 days without dates), and the period of the same length before it. */
export function period(query: Pick<PeriodQuery, 'startDate' | 'endDate'>, now: Date) {
  const to = query.endDate ?? now;
  const from = query.startDate ?? new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  const length = Math.max(DAY_MS, to.getTime() - from.getTime() + 1);
  return { from, to, previous: { from: new Date(from.getTime() - length), to: new Date(from.getTime() - 1) } };
}

/** Every UTC day (YYYY-MM-DD) from `from`'s day to `to`. */
export const days = (from: Date, to: Date) => {
  const list: string[] = [];
  for (let t = Date.parse(from.toISOString().slice(0, 10)); t <= to.getTime(); t += DAY_MS) list.push(new Date(t).toISOString().slice(0, 10));
  return list;
};

/** Adds up one section of the counters (maps are added key by key), optionally per day. */
function sum(counters: DailyCounters[], sections: string[]): Record<string, number | Counts> {
  const total: Record<string, number | Counts> = {};
  for (const doc of counters) {
    for (const section of sections) {
      const values = (doc[section] ?? {}) as Record<string, number | Counts>;
      for (const [key, value] of Object.entries(values)) {
        if (typeof value === 'number') total[key] = ((total[key] as number) ?? 0) + value;
        else {
          const map = ((total[key] as Counts) ??= {});
          for (const [name, n] of Object.entries(value)) map[fromCounterKey(name)] = (map[fromCounterKey(name)] ?? 0) + n;
        }
      }
    }
  }
  return total;
}

const num = (figures: Record<string, number | Counts>, key: string) => (typeof figures[key] === 'number' ? (figures[key] as number) : 0);
const map = (figures: Record<string, number | Counts>, key: string) => (typeof figures[key] === 'object' ? (figures[key] as Counts) : {});
const top = (counts: Counts, n: number) => Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a).slice(0, n));
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The counter documents of each day, grouped once for the per-day series. */
function byDate(counters: DailyCounters[]): Map<string, DailyCounters[]> {
  const grouped = new Map<string, DailyCounters[]>();
  for (const doc of counters) grouped.set(doc.date, [...(grouped.get(doc.date) ?? []), doc]);
  return grouped;
}

function perDay(counters: DailyCounters[], from: Date, to: Date, sections: string[], key: string) {
  const grouped = byDate(counters);
  return days(from, to).map((date) => ({ date, count: num(sum(grouped.get(date) ?? [], sections), key) }));
}

async function pageOf(deps: StatisticsDeps, kind: EventKind, query: PeriodQuery, equals: Record<string, string | undefined>, after?: string) {
  const found = await deps.analytics.find(kind, { ...query, equals, limit: query.limit + 1, after });
  const shown = found.slice(0, query.limit);
  return { shown, pagination: { hasMore: found.length > query.limit, nextCursor: found.length > query.limit ? shown.at(-1)!.id : null } };
}

const base = (id: string, e: StoredEvent) => ({
  id,
  timestamp: e.timestamp.toISOString(),
  userId: e.userId,
  ip: e.ip,
  environment: e.environment,
  isTest: e.isTest,
});
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export async function visitStats(
  deps: StatisticsDeps,
  query: PeriodQuery & { pageType?: 'public' | 'admin'; lastVisitId?: string },
): Promise<VisitStats> {
  const { from, to, previous } = period(query, deps.now());
  const { shown, pagination } = await pageOf(deps, 'visits', { ...query, startDate: from, endDate: to }, { pageType: query.pageType }, query.lastVisitId);
  const sections = query.pageType ? [`visits_${query.pageType}`] : ['visits_public', 'visits_admin'];
  const [counters, before] = await Promise.all([
    deps.analytics.dailyCounters(query.environment, from, to),
    deps.analytics.dailyCounters(query.environment, previous.from, previous.to),
  ]);
  const figures = sum(counters, sections);
  const earlier = sum(before, sections);
  return {
    visits: shown.map(({ id, data: e }) => ({
      ...base(id, e),
      userEmail: text(e['userEmail']),
      page: e.page ?? '/',
      referrer: text(e['referrer']),
      isAuthenticated: e['isAuthenticated'] === true,
      deviceType: e.deviceType,
      browser: e.browser,
      sessionId: e.sessionId,
    })),
    pagination,
    stats: {
      totalVisits: num(figures, 'total'),
      authenticatedVisits: num(figures, 'authenticated'),
      anonymousVisits: num(figures, 'anonymous'),
      topPages: Object.entries(map(figures, 'pages'))
        .sort(([, a], [, b]) => b - a)
        .slice(0, 10)
        .map(([page, count]) => ({ page, count })),
      deviceBreakdown: map(figures, 'devices'),
      browserBreakdown: top(map(figures, 'browsers'), TOP_BROWSERS),
      botVisits: num(sum(counters, ['bots']), 'visits'),
      byDay: perDay(counters, from, to, sections, 'total'),
      previous: { totalVisits: num(earlier, 'total'), authenticatedVisits: num(earlier, 'authenticated') },
    },
  };
}

export async function actionStats(
  deps: StatisticsDeps,
  query: PeriodQuery & { actionType?: (typeof actionTypes)[number]; lastActionId?: string },
): Promise<ActionStats> {
  const { from, to, previous } = period(query, deps.now());
  const { shown, pagination } = await pageOf(deps, 'actions', { ...query, startDate: from, endDate: to }, { actionType: query.actionType }, query.lastActionId);
  const [counters, before] = await Promise.all([
    deps.analytics.dailyCounters(query.environment, from, to),
    deps.analytics.dailyCounters(query.environment, previous.from, previous.to),
  ]);
  const figures = sum(counters, ['actions']);
  const earlier = sum(before, ['actions']);
  const byType = Object.fromEntries(actionTypes.map((type) => [type, num(figures, type)]));
  // The funnel runs from the join click to a completed sign-up; abandonment (and the chat's photo actions, issue 42) beside it.
  const steps = actionTypes.filter((type) => type !== 'signup_abandon' && !type.startsWith('photo_moment_'));
  const funnel = steps.map((actionType, i) => ({
    actionType,
    count: byType[actionType]!,
    conversionFromPrevious: i === 0 ? null : percent(byType[actionType]!, byType[steps[i - 1]!]!),
  }));
  return {
    actions: shown.map(({ id, data: e }) => ({
      ...base(id, e),
      userEmail: text(e['userEmail']),
      actionType: e['actionType'] as (typeof actionTypes)[number],
      page: e.page,
      buttonText: text(e['buttonText']),
      signupMethod: text(e['signupMethod']),
      signupStep: (e['signupStep'] as string | number | null) ?? null,
      abandonedEmail: text(e['abandonedEmail']),
      abandonedDisplayName: text(e['abandonedDisplayName']),
      errorMessage: text(e['errorMessage']),
    })),
    pagination,
    summary: {
      total: query.actionType ? byType[query.actionType]! : num(figures, 'total'),
      byType,
      clicksByButton: map(figures, 'buttons'),
      signupSteps: map(figures, 'steps'),
      funnel,
      byDay: perDay(counters, from, to, ['actions'], query.actionType ?? 'total'),
      previous: { total: query.actionType ? num(earlier, query.actionType) : num(earlier, 'total'), byType: Object.fromEntries(actionTypes.map((t) => [t, num(earlier, t)])) },
    },
  };
}

function loginFigures(counters: DailyCounters[], sections: string[]) {
  const figures = sum(counters, sections);
  const decided = num(figures, 'success') + num(figures, 'failure');
  return { figures, total: num(figures, 'total'), successRate: percent(num(figures, 'success'), decided) };
}

/** A member's sign-ins in counter form, from their own events (the counters are not per member). */
async function userCounters(deps: StatisticsDeps, environment: EnvironmentFilter, userId: string, from: Date, to: Date, method?: string): Promise<DailyCounters[]> {
  const events = await deps.analytics.find('logins', { environment, startDate: from, endDate: to, equals: { userId, loginMethod: method }, limit: USER_SUMMARY_CAP });
  return events.map(({ data: e }) => {
    const outcome = e['success'] === true ? 'success' : e['success'] === false ? 'failure' : 'unknown';
    return {
      date: e.timestamp.toISOString().slice(0, 10),
      [`logins_${String(e['loginMethod'])}`]: { total: 1, [outcome]: 1, devices: { [deviceKey(e.deviceType)]: 1 }, browsers: { [browserKey(e.browser)]: 1 } },
    };
  });
}

export async function loginStats(
  deps: StatisticsDeps,
  query: PeriodQuery & { userId?: string; loginMethod?: 'email' | 'google'; lastLoginId?: string },
): Promise<LoginStats> {
  const { from, to, previous } = period(query, deps.now());
  const { shown, pagination } = await pageOf(
    deps,
    'logins',
    { ...query, startDate: from, endDate: to },
    { userId: query.userId, loginMethod: query.loginMethod },
    query.lastLoginId,
  );
  const methods = query.loginMethod ? [query.loginMethod] : ['email', 'google'];
  const sections = methods.map((m) => `logins_${m}`);
  const load = (a: Date, b: Date) =>
    query.userId ? userCounters(deps, query.environment, query.userId, a, b, query.loginMethod) : deps.analytics.dailyCounters(query.environment, a, b);
  const [counters, before] = await Promise.all([load(from, to), load(previous.from, previous.to)]);
  const now = loginFigures(counters, sections);
  const grouped = byDate(counters);
  const earlier = loginFigures(before, sections);
  return {
    activities: shown.map(({ id, data: e }) => ({
      ...base(id, e),
      success: e['success'] as boolean | 'unknown',
      loginMethod: String(e['loginMethod']),
      email: text(e['email']),
      deviceType: e.deviceType,
      browser: e.browser,
      userAgent: e.userAgent,
      errorMessage: text(e['errorMessage']),
    })),
    pagination,
    summary: {
      total: now.total,
      successRate: now.successRate,
      methodBreakdown: Object.fromEntries(methods.map((m) => [m, num(sum(counters, [`logins_${m}`]), 'total')])),
      deviceBreakdown: map(now.figures, 'devices'),
      browserBreakdown: top(map(now.figures, 'browsers'), TOP_BROWSERS),
      byDay: days(from, to).map((date) => {
        const daily = sum(grouped.get(date) ?? [], sections);
        return { date, success: num(daily, 'success'), failure: num(daily, 'failure'), unknown: num(daily, 'unknown') };
      }),
      previous: { total: earlier.total, successRate: earlier.successRate },
    },
  };
}
