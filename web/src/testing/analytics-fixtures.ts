/**
 * Answers of the admin statistics calls for the analytics dashboard's component tests: records
 * and whole answers built from a few chosen fields, and handlers whose calls' queries the kit keeps
 * (`queriesTo`: the statistics calls are GETs, so their filters travel in the query, not a body).
 */
import { analyticsEndpoints, type ActionRecord, type ActionStats, type LoginActivity, type LoginStats, type VisitRecord, type VisitStats } from '@bela/contracts/analytics';
import { onApi, queriesTo } from './api-handlers';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 4, 14, 12, 0) - minutesAgo * 60_000).toISOString();

export function visitRecord(id: string, overrides: Partial<VisitRecord> = {}): VisitRecord {
  return {
    id,
    timestamp: at(1),
    userId: null,
    ip: '203.0.113.7',
    environment: 'live',
    isTest: false,
    userEmail: null,
    page: '/',
    referrer: null,
    isAuthenticated: false,
    deviceType: 'desktop',
    browser: 'Chrome',
    sessionId: null,
    ...overrides,
  };
}

export function actionRecord(id: string, actionType: ActionRecord['actionType'], overrides: Partial<ActionRecord> = {}): ActionRecord {
  return {
    id,
    timestamp: at(1),
    userId: null,
    ip: '203.0.113.7',
    environment: 'live',
    isTest: false,
    userEmail: null,
    actionType,
    page: '/',
    buttonText: null,
    signupMethod: null,
    signupStep: null,
    abandonedEmail: null,
    abandonedDisplayName: null,
    errorMessage: null,
    ...overrides,
  };
}

export function loginRecord(id: string, overrides: Partial<LoginActivity> = {}): LoginActivity {
  return {
    id,
    timestamp: at(1),
    userId: 'member-1',
    ip: '203.0.113.7',
    environment: 'live',
    isTest: false,
    success: true,
    loginMethod: 'email',
    email: 'ana@example.com',
    deviceType: 'desktop',
    browser: 'Chrome',
    userAgent: null,
    errorMessage: null,
    ...overrides,
  };
}

const pagination = (nextCursor: string | null) => ({ hasMore: nextCursor !== null, nextCursor });

export function visitStatsAnswer(visits: VisitRecord[], { nextCursor = null, stats = {} }: { nextCursor?: string | null; stats?: Partial<VisitStats['stats']> } = {}): VisitStats {
  return {
    visits,
    pagination: pagination(nextCursor),
    stats: {
      totalVisits: visits.length,
      authenticatedVisits: 0,
      anonymousVisits: visits.length,
      topPages: [],
      deviceBreakdown: {},
      browserBreakdown: {},
      botVisits: 0,
      byDay: [{ date: '2026-05-14', count: visits.length }],
      previous: { totalVisits: 0, authenticatedVisits: 0 },
      ...stats,
    },
  };
}

export function actionStatsAnswer(
  actions: ActionRecord[],
  { nextCursor = null, summary = {} }: { nextCursor?: string | null; summary?: Partial<ActionStats['summary']> } = {},
): ActionStats {
  return {
    actions,
    pagination: pagination(nextCursor),
    summary: {
      total: actions.length,
      byType: {},
      clicksByButton: {},
      signupSteps: {},
      funnel: [],
      byDay: [{ date: '2026-05-14', count: actions.length }],
      previous: { total: 0, byType: {} },
      ...summary,
    },
  };
}

export function loginStatsAnswer(
  activities: LoginActivity[],
  { nextCursor = null, summary = {} }: { nextCursor?: string | null; summary?: Partial<LoginStats['summary']> } = {},
): LoginStats {
  return {
    activities,
    pagination: pagination(nextCursor),
    summary: {
      total: activities.length,
      successRate: null,
      methodBreakdown: {},
      deviceBreakdown: {},
      browserBreakdown: {},
      byDay: [],
      previous: { total: 0, successRate: null },
      ...summary,
    },
  };
}

type Answer<T> = T | Response | Promise<T | Response>;

interface DashboardAnswers {
  visits?: (query: URLSearchParams) => Answer<VisitStats>;
  admin?: (query: URLSearchParams) => Answer<VisitStats>;
  actions?: (query: URLSearchParams) => Answer<ActionStats>;
  logins?: (query: URLSearchParams) => Answer<LoginStats>;
}

/**
 * The three statistics endpoints, each tab answered by its own function (empty lists unless
 * given): GET /utility/visit-stats answers Admin Views when asked for pageType=admin.
 */
export function analyticsApi(answers: DashboardAnswers = {}) {
  const empty = { visits: () => visitStatsAnswer([]), actions: () => actionStatsAnswer([]), logins: () => loginStatsAnswer([]) };
  return {
    handlers: [
      onApi(analyticsEndpoints.visitStats, ({ query }) =>
        query.get('pageType') === 'admin' ? (answers.admin ?? empty.visits)(query) : (answers.visits ?? empty.visits)(query),
      ),
      onApi(analyticsEndpoints.actionStats, ({ query }) => (answers.actions ?? empty.actions)(query)),
      onApi(analyticsEndpoints.loginStats, ({ query }) => (answers.logins ?? empty.logins)(query)),
    ],
    /** The queries received, per endpoint, oldest first. */
    get visitQueries() {
      return queriesTo(analyticsEndpoints.visitStats.path);
    },
    get actionQueries() {
      return queriesTo(analyticsEndpoints.actionStats.path);
    },
    get loginQueries() {
      return queriesTo(analyticsEndpoints.loginStats.path);
    },
  };
}
