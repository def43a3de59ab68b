/** GET /utility/visit-stats (admins): pages of visits, newest first, and the period's figures. */
import type { analyticsEndpoints, VisitStats } from '@bela/contracts/analytics';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { QueryView } from '../utils/analytics-view';
import { visitQuery, type VisitStatsQuery } from '../utils/stats-query';
import { analyticsKeys, nextPageCursor } from './query-keys';

/** 'Page Visits' follows the Page filter; 'Admin Views' always asks for admin pages. */
export type VisitsTab = 'visits' | 'admin';

export function getVisitStats(query: VisitStatsQuery, signal?: AbortSignal): Promise<VisitStats> {
  return apiGet<typeof analyticsEndpoints.visitStats>('/utility/visit-stats', query, { signal });
}

export const getVisitStatsQueryOptions = (tab: VisitsTab, view: QueryView) =>
  infiniteQueryOptions({
    queryKey: analyticsKeys.stats(tab, view),
    queryFn: ({ pageParam, signal }) => getVisitStats(visitQuery(view, tab === 'admin' ? 'admin' : null, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageCursor,
  });

/** Earlier figures stay on screen (dimmed) while those of new filters load. */
export const useVisitStats = (tab: VisitsTab, view: QueryView) =>
  useInfiniteQuery({ ...getVisitStatsQueryOptions(tab, view), placeholderData: keepPreviousData });
