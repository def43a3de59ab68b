/** The queries of the three statistics calls, from the dashboard's view (SPEC section 7). */
import type { analyticsEndpoints } from '@bela/contracts/analytics';
import type { RequestQuery } from '@bela/contracts/endpoint';
import { parseDay, type AnalyticsFilters, type QueryView } from './analytics-view';

type Endpoints = typeof analyticsEndpoints;
export type VisitStatsQuery = RequestQuery<Endpoints['visitStats']>;
export type ActionStatsQuery = RequestQuery<Endpoints['actionStats']>;
export type LoginStatsQuery = RequestQuery<Endpoints['loginStats']>;

/** From the first to the last millisecond of the chosen local days, as ISO strings. */
export function periodQuery(filters: Pick<AnalyticsFilters, 'startDate' | 'endDate'>): { startDate?: string; endDate?: string } {
  const start = parseDay(filters.startDate);
  const end = parseDay(filters.endDate);
  return {
    ...(start ? { startDate: start.toISOString() } : {}),
    ...(end ? { endDate: new Date(end.getFullYear(), end.getMonth(), end.getDate(), 23, 59, 59, 999).toISOString() } : {}),
  };
}

function shared(view: QueryView) {
  return { ...periodQuery(view.filters), environment: view.environment, limit: view.filters.limit };
}

/** Page visits: the Page filter, or admin pages only for the Admin Views tab. */
export function visitQuery(view: QueryView, pageType: 'admin' | null, cursor?: string | null): VisitStatsQuery {
  const page = pageType ?? (view.filters.page === 'all' ? undefined : view.filters.page);
  return { ...shared(view), ...(page ? { pageType: page } : {}), ...(cursor ? { lastVisitId: cursor } : {}) };
}

export function actionQuery(view: QueryView, cursor?: string | null): ActionStatsQuery {
  const { actionType } = view.filters;
  return { ...shared(view), ...(actionType !== 'all' ? { actionType } : {}), ...(cursor ? { lastActionId: cursor } : {}) };
}

export function loginQuery(view: QueryView, cursor?: string | null): LoginStatsQuery {
  const { loginMethod, userId } = view.filters;
  return {
    ...shared(view),
    ...(loginMethod !== 'all' ? { loginMethod } : {}),
    ...(userId.trim() ? { userId: userId.trim() } : {}),
    ...(cursor ? { lastLoginId: cursor } : {}),
  };
}

/** The part of the view the answers depend on, as a string: a change reloads, a tab switch does not. */
export function fetchKey(view: QueryView): string {
  return JSON.stringify({ environment: view.environment, filters: view.filters });
}

export function fromFetchKey(key: string): QueryView {
  return JSON.parse(key) as QueryView;
}
