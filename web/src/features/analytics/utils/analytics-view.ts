/**
 * What the dashboard shows: the tab, the environment, the actions view and the filters. It lives
 * in the URL query so a view can be shared and survives a reload; values left at their default
 * are not written, and anything unreadable falls back to the default.
 */
import { ANALYTICS_DEFAULT_LIMIT, ANALYTICS_LIMITS, STATS_EARLIEST_DAY, STATS_MAX_PERIOD_DAYS } from '@bela/contracts/constants';
import type { ActionType, EnvironmentFilter } from '@bela/contracts/analytics';
import type { SignupMethod } from '@bela/contracts/common';

/** The spec's four tabs: paged record lists, fetched together when the screen opens. */
export const recordTabs = ['visits', 'admin', 'actions', 'logins'] as const;
/** The business figures (issue 25): one answer each, fetched when the tab is shown. */
export const figureTabs = ['business', 'conversations'] as const;
export const analyticsTabs = [...recordTabs, ...figureTabs] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];
export type RecordTab = (typeof recordTabs)[number];

export const tabLabels: Record<AnalyticsTab, string> = {
  visits: 'Page Visits',
  admin: 'Admin Views',
  actions: 'User Actions & Signup Funnel',
  logins: 'Login Activity',
  business: 'Business',
  conversations: 'Conversations',
};

export const environments = ['all', 'live', 'test'] as const satisfies readonly EnvironmentFilter[];

export const pageFilters = ['public', 'admin', 'all'] as const;
export type PageFilter = (typeof pageFilters)[number];

/** The actions table's view filter (SPEC section 2). */
export const actionViews = ['all', 'signups', 'abandoned'] as const;
export type ActionView = (typeof actionViews)[number];

// Written out again here: the contract's own list would bring zod into the bundle.
export const actionTypeList = ['join_click', 'signup_start', 'signup_step', 'signup_complete', 'signup_abandon'] as const satisfies readonly ActionType[];
export const loginMethods = ['email', 'google'] as const satisfies readonly SignupMethod[];

export interface AnalyticsFilters {
  /** Local calendar days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  page: PageFilter;
  limit: number;
  actionType: ActionType | 'all';
  loginMethod: SignupMethod | 'all';
  userId: string;
}

export interface AnalyticsView {
  tab: AnalyticsTab;
  environment: EnvironmentFilter;
  actionView: ActionView;
  filters: AnalyticsFilters;
}

/** The part of the view the statistics calls depend on. */
export type QueryView = Pick<AnalyticsView, 'environment' | 'filters'>;

/** Days in the default period: the last 30, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day a YYYY-MM-DD string names, or null when it names none. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function defaultFilters(today: Date): AnalyticsFilters {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DEFAULT_PERIOD_DAYS - 1));
  return {
    startDate: isoDay(start),
    endDate: isoDay(today),
    page: 'public',
    limit: ANALYTICS_DEFAULT_LIMIT,
    actionType: 'all',
    loginMethod: 'all',
    userId: '',
  };
}

export function defaultView(today: Date): AnalyticsView {
  return { tab: 'visits', environment: 'all', actionView: 'all', filters: defaultFilters(today) };
}

/** A problem with the period, or null when it can be applied. */
export function periodError(filters: Pick<AnalyticsFilters, 'startDate' | 'endDate'>, today: Date = new Date()): string | null {
  const start = parseDay(filters.startDate);
  const end = parseDay(filters.endDate);
  if (!start || !end) return 'Choose a start and an end date.';
  if (start > end) return 'The start date must be on or before the end date.';
  // The server's rule (packages/contracts/src/analytics-period.ts, decision 0024) on whole local days:
  // from STATS_EARLIEST_DAY to today, and at most STATS_MAX_PERIOD_DAYS days.
  if (filters.startDate < STATS_EARLIEST_DAY || filters.endDate > isoDay(today)) return `Choose dates from ${STATS_EARLIEST_DAY} to today.`;
  const days = Math.round((Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) - Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) / 86_400_000) + 1;
  return days > STATS_MAX_PERIOD_DAYS ? `The period can be at most ${STATS_MAX_PERIOD_DAYS} days.` : null;
}

const keys = {
  tab: 'tab',
  environment: 'env',
  actionView: 'view',
  startDate: 'from',
  endDate: 'to',
  page: 'page',
  limit: 'limit',
  actionType: 'action',
  loginMethod: 'method',
  userId: 'user',
} as const;

function pick<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readView(params: URLSearchParams, today: Date): AnalyticsView {
  const fallback = defaultView(today);
  const limit = Number(params.get(keys.limit));
  const period = { startDate: params.get(keys.startDate) ?? '', endDate: params.get(keys.endDate) ?? '' };
  const hasPeriod = periodError(period, today) === null;
  return {
    tab: pick(analyticsTabs, params.get(keys.tab), fallback.tab),
    environment: pick(environments, params.get(keys.environment), fallback.environment),
    actionView: pick(actionViews, params.get(keys.actionView), fallback.actionView),
    filters: {
      startDate: hasPeriod ? period.startDate : fallback.filters.startDate,
      endDate: hasPeriod ? period.endDate : fallback.filters.endDate,
      page: pick(pageFilters, params.get(keys.page), fallback.filters.page),
      limit: (ANALYTICS_LIMITS as readonly number[]).includes(limit) ? limit : fallback.filters.limit,
      actionType: pick(['all', ...actionTypeList], params.get(keys.actionType), 'all'),
      loginMethod: pick(['all', ...loginMethods], params.get(keys.loginMethod), 'all'),
      userId: (params.get(keys.userId) ?? '').trim().slice(0, 128),
    },
  };
}

/** The query for `view`, without the values that are at their default. */
export function writeView(view: AnalyticsView, today: Date): URLSearchParams {
  const fallback = defaultView(today);
  const params = new URLSearchParams();
  const set = (key: string, value: string | number, defaultValue: string | number) => {
    if (value !== defaultValue) params.set(key, String(value));
  };
  set(keys.tab, view.tab, fallback.tab);
  set(keys.environment, view.environment, fallback.environment);
  set(keys.actionView, view.actionView, fallback.actionView);
  // The period goes in whole or not at all, so a shared default link stays "the last 30 days".
  if (view.filters.startDate !== fallback.filters.startDate || view.filters.endDate !== fallback.filters.endDate) {
    params.set(keys.startDate, view.filters.startDate);
    params.set(keys.endDate, view.filters.endDate);
  }
  set(keys.page, view.filters.page, fallback.filters.page);
  set(keys.limit, view.filters.limit, fallback.filters.limit);
  set(keys.actionType, view.filters.actionType, fallback.filters.actionType);
  set(keys.loginMethod, view.filters.loginMethod, fallback.filters.loginMethod);
  set(keys.userId, view.filters.userId.trim(), '');
  return params;
}
