/** Tracking calls and statistics (SPEC.md sections 3 and 7). */
import { z } from 'zod';
import { ANALYTICS_DEFAULT_LIMIT, ANALYTICS_LIMITS } from './constants';
import { deviceTypes, documentId, isoTime, shortText, signupMethods } from './common';
import { isStorableId } from './document-ids';
import { endpoint } from './endpoint';
import { statsPeriodProblem, type StatsPeriod } from './analytics-period';

/** Context fields every tracking call may carry ('Tracking payload fields'). */
export const trackingContext = z.object({
  page: shortText(500),
  userAgent: shortText(1000),
  referrer: shortText(1000),
  sessionId: shortText(100),
  userId: shortText(128),
  userEmail: shortText(320),
});

export const trackLoginRequest = trackingContext.extend({
  loginMethod: z.enum(signupMethods),
  success: z.union([z.boolean(), z.literal('unknown')]),
  errorMessage: shortText(500),
  /** The address a failed sign-in was tried with; for a signed-in caller the token's e-mail is used. */
  email: shortText(320),
  deviceType: z.enum(deviceTypes).optional().nullable(),
  browser: shortText(100),
});
export type TrackLoginRequest = z.input<typeof trackLoginRequest>;

const analyticsLimit = z.coerce
  .number()
  .int()
  .refine((n) => (ANALYTICS_LIMITS as readonly number[]).includes(n), 'limit must be one of the offered page sizes.')
  .default(ANALYTICS_DEFAULT_LIMIT)
  .meta({ enum: [...ANALYTICS_LIMITS] });

export const environmentFilters = ['all', 'live', 'test'] as const;
export type EnvironmentFilter = (typeof environmentFilters)[number];

/** The dates of every statistics call's period; a query holding them takes `withStatsPeriodRule` (decision 0024). */
export const statsPeriodFields = {
  startDate: z.coerce.date().optional(),
  endDate: z.coerce.date().optional(),
};

/** Refuses (400 invalid-argument) a period outside the range statistics may be asked for, or too long. */
export function withStatsPeriodRule<S extends z.ZodType<StatsPeriod>>(schema: S): S {
  return schema.superRefine((query, ctx) => {
    const problem = statsPeriodProblem(query, new Date());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** Filters every statistics call shares (SPEC.md sections 4 and 7). */
const period = {
  ...statsPeriodFields,
  environment: z.enum(environmentFilters).default('all'),
  limit: analyticsLimit,
};
const cursor = documentId.optional();

export const loginStatsQuery = withStatsPeriodRule(
  z.object({
    ...period,
    userId: z.string().trim().min(1).max(128).refine(isStorableId, 'Invalid user id.').optional(),
    loginMethod: z.enum(signupMethods).optional(),
    lastLoginId: cursor,
  }),
);

export const actionTypes = ['join_click', 'signup_start', 'signup_step', 'signup_complete', 'signup_abandon', 'photo_moment_shown', 'photo_moment_upgrade_click'] as const;
export type ActionType = (typeof actionTypes)[number];

export const trackVisitRequest = trackingContext.extend({ page: z.string().trim().min(1).max(500) });

export const trackActionRequest = trackingContext.extend({
  actionType: z.enum(actionTypes),
  buttonText: shortText(200),
  signupMethod: z.enum(signupMethods).optional().nullable(),
  signupStep: z.union([z.string().trim().max(100), z.number().int().min(0).max(100)]).optional().nullable(),
  errorMessage: shortText(500),
  abandonedEmail: shortText(320),
  abandonedDisplayName: shortText(100),
});
export type TrackActionRequest = z.input<typeof trackActionRequest>;
export type TrackVisitRequest = z.input<typeof trackVisitRequest>;

export const pageTypes = ['public', 'admin'] as const;

export const visitStatsQuery = withStatsPeriodRule(z.object({ ...period, pageType: z.enum(pageTypes).optional(), lastVisitId: cursor }));
export const actionStatsQuery = withStatsPeriodRule(z.object({ ...period, actionType: z.enum(actionTypes).optional(), lastActionId: cursor }));

const eventBase = {
  id: z.string(),
  timestamp: isoTime,
  userId: z.string().nullable(),
  ip: z.string().nullable(),
  environment: z.enum(['live', 'test']),
  isTest: z.boolean(),
};

export const visitRecord = z.object({
  ...eventBase,
  userEmail: z.string().nullable(),
  page: z.string(),
  referrer: z.string().nullable(),
  isAuthenticated: z.boolean(),
  deviceType: z.string().nullable(),
  browser: z.string().nullable(),
  sessionId: z.string().nullable(),
});
export type VisitRecord = z.infer<typeof visitRecord>;

export const actionRecord = z.object({
  ...eventBase,
  userEmail: z.string().nullable(),
  actionType: z.enum(actionTypes),
  page: z.string().nullable(),
  buttonText: z.string().nullable(),
  signupMethod: z.string().nullable(),
  signupStep: z.union([z.string(), z.number()]).nullable(),
  abandonedEmail: z.string().nullable(),
  abandonedDisplayName: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type ActionRecord = z.infer<typeof actionRecord>;

export const loginActivity = z.object({
  ...eventBase,
  success: z.union([z.boolean(), z.literal('unknown')]),
  loginMethod: z.string(),
  email: z.string().nullable(),
  deviceType: z.string().nullable(),
  browser: z.string().nullable(),
  userAgent: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type LoginActivity = z.infer<typeof loginActivity>;

const breakdown = z.record(z.string(), z.number());
const pagination = z.object({ hasMore: z.boolean(), nextCursor: z.string().nullable() });
/** The same figures for the period of the same length just before, for the change on each card. */
const perDay = z.array(z.object({ date: z.string(), count: z.number().int() }));

export const visitStats = z.object({
  visits: z.array(visitRecord),
  pagination,
  stats: z.object({
    totalVisits: z.number().int(),
    authenticatedVisits: z.number().int(),
    anonymousVisits: z.number().int(),
    topPages: z.array(z.object({ page: z.string(), count: z.number().int() })),
    deviceBreakdown: breakdown,
    browserBreakdown: breakdown,
    botVisits: z.number().int(),
    byDay: perDay,
    previous: z.object({ totalVisits: z.number().int(), authenticatedVisits: z.number().int() }),
  }),
});
export type VisitStats = z.infer<typeof visitStats>;

export const funnelStep = z.object({
  actionType: z.enum(actionTypes),
  count: z.number().int(),
  /** Share of the step before that reached this one, in percent; null for the first step. */
  conversionFromPrevious: z.number().nullable(),
});

export const actionStats = z.object({
  actions: z.array(actionRecord),
  pagination,
  summary: z.object({
    total: z.number().int(),
    byType: breakdown,
    clicksByButton: breakdown,
    signupSteps: breakdown,
    funnel: z.array(funnelStep),
    byDay: perDay,
    previous: z.object({ total: z.number().int(), byType: breakdown }),
  }),
});
export type ActionStats = z.infer<typeof actionStats>;

export const loginStats = z.object({
  activities: z.array(loginActivity),
  pagination,
  summary: z.object({
    total: z.number().int(),
    successRate: z.number().nullable(),
    methodBreakdown: breakdown,
    deviceBreakdown: breakdown,
    /** The top five. */
    browserBreakdown: breakdown,
    byDay: z.array(z.object({ date: z.string(), success: z.number().int(), failure: z.number().int(), unknown: z.number().int() })),
    previous: z.object({ total: z.number().int(), successRate: z.number().nullable() }),
  }),
});
export type LoginStats = z.infer<typeof loginStats>;

/** A tracking call's answer: the stored event, or none for a known bot (counted, not stored). */
export const trackAnswer = z.object({ id: z.string().nullable(), bot: z.boolean() });

export const analyticsEndpoints = {
  trackVisit: endpoint({
    method: 'POST',
    path: '/utility/track-visit',
    access: 'public',
    optionalUser: true,
    summary: 'Records a page visit; the user, device, browser and environment are decided by the server.',
    body: trackVisitRequest,
    response: trackAnswer,
    status: 201,
  }),
  trackAction: endpoint({
    method: 'POST',
    path: '/utility/track-action',
    access: 'public',
    optionalUser: true,
    summary: 'Records a join click or a sign-up step (start, step, completion, abandonment).',
    body: trackActionRequest,
    response: trackAnswer,
    status: 201,
  }),
  trackLogin: endpoint({
    method: 'POST',
    path: '/utility/track-login',
    access: 'public',
    optionalUser: true,
    summary:
      'Records a sign-in attempt. Without a token only a failure can be reported, and it counts towards the sign-in throttle first.',
    body: trackLoginRequest,
    response: trackAnswer,
    status: 201,
  }),
  visitStats: endpoint({
    method: 'GET',
    path: '/utility/visit-stats',
    access: 'admin',
    summary: 'Page visits, newest first, with figures for the whole filtered period from the daily counters.',
    query: visitStatsQuery,
    response: visitStats,
  }),
  actionStats: endpoint({
    method: 'GET',
    path: '/utility/action-stats',
    access: 'admin',
    summary: 'Join clicks and sign-up actions, newest first, with the funnel and clicks by button for the whole period.',
    query: actionStatsQuery,
    response: actionStats,
  }),
  loginStats: endpoint({
    method: 'GET',
    path: '/utility/login-stats',
    access: 'admin',
    summary: 'Login activity, newest first, with success rate and method, device and browser breakdowns for the whole period.',
    query: loginStatsQuery,
    response: loginStats,
  }),
};
