/** Tracking calls and statistics (SPEC.md sections 3 and 7). */
import { z } from 'zod';
import { ANALYTICS_DEFAULT_LIMIT, ANALYTICS_LIMITS } from '../constants';
import { deviceTypes, idAnswer, isoTime, shortText, signupMethods } from './common';
import { endpoint } from './endpoint';

/** Context fields every tracking call may carry ('Tracking payload fields'). */
export const trackingContext = z.object({
  page: shortText(500),
  userAgent: shortText(1000),
  referrer: shortText(1000),
  sessionId: shortText(100),
  userId: shortText(128),
  userEmail: shortText(320),
});

export const loginOutcomes = [true, false, 'unknown'] as const;

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

export const loginStatsQuery = z.object({
  startDate: z.coerce.date().optional(),
  endDate: z.coerce.date().optional(),
  userId: z.string().trim().min(1).max(128).optional(),
  loginMethod: z.enum(signupMethods).optional(),
  limit: analyticsLimit,
});

export const loginActivity = z.object({
  id: z.string(),
  timestamp: isoTime,
  success: z.union([z.boolean(), z.literal('unknown')]),
  loginMethod: z.string(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  deviceType: z.string().nullable(),
  browser: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  errorMessage: z.string().nullable(),
  environment: z.enum(['live', 'test']),
  isTest: z.boolean(),
});
export type LoginActivity = z.infer<typeof loginActivity>;

const breakdown = z.record(z.string(), z.number());

export const loginStats = z.object({
  activities: z.array(loginActivity),
  summary: z.object({
    total: z.number().int(),
    successRate: z.number().nullable(),
    methodBreakdown: breakdown,
    deviceBreakdown: breakdown,
    browserBreakdown: breakdown,
  }),
});

export const analyticsEndpoints = {
  trackLogin: endpoint({
    method: 'POST',
    path: '/utility/track-login',
    access: 'public',
    optionalUser: true,
    summary:
      'Records a sign-in attempt. Without a token only a failure can be reported, and it counts towards the sign-in throttle first.',
    body: trackLoginRequest,
    response: idAnswer,
    status: 201,
  }),
  loginStats: endpoint({
    method: 'GET',
    path: '/utility/login-stats',
    access: 'admin',
    summary: 'Recent login activity with the filters of SPEC.md, and a summary of the page returned.',
    query: loginStatsQuery,
    response: loginStats,
  }),
};
