/** GET /utility/login-stats (admins): pages of sign-in attempts, with the success rate and breakdowns. */
import type { analyticsEndpoints, LoginStats } from '@bela/contracts/analytics';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { QueryView } from '../utils/analytics-view';
import { loginQuery, type LoginStatsQuery } from '../utils/stats-query';
import { analyticsKeys, nextPageCursor } from './query-keys';

export function getLoginStats(query: LoginStatsQuery, signal?: AbortSignal): Promise<LoginStats> {
  return apiGet<typeof analyticsEndpoints.loginStats>('/utility/login-stats', query, { signal });
}

export const getLoginStatsQueryOptions = (view: QueryView) =>
  infiniteQueryOptions({
    queryKey: analyticsKeys.stats('logins', view),
    queryFn: ({ pageParam, signal }) => getLoginStats(loginQuery(view, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageCursor,
  });

/** Earlier figures stay on screen (dimmed) while those of new filters load. */
export const useLoginStats = (view: QueryView) => useInfiniteQuery({ ...getLoginStatsQueryOptions(view), placeholderData: keepPreviousData });
