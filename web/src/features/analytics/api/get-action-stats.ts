/** GET /utility/action-stats (admins): pages of join clicks and sign-up actions, with the funnel. */
import type { ActionStats, analyticsEndpoints } from '@bela/contracts/analytics';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { QueryView } from '../utils/analytics-view';
import { actionQuery, type ActionStatsQuery } from '../utils/stats-query';
import { analyticsKeys, nextPageCursor } from './query-keys';

export function getActionStats(query: ActionStatsQuery, signal?: AbortSignal): Promise<ActionStats> {
  return apiGet<typeof analyticsEndpoints.actionStats>('/utility/action-stats', query, { signal });
}

export const getActionStatsQueryOptions = (view: QueryView) =>
  infiniteQueryOptions({
    queryKey: analyticsKeys.stats('actions', view),
    queryFn: ({ pageParam, signal }) => getActionStats(actionQuery(view, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageCursor,
  });

/** Earlier figures stay on screen (dimmed) while those of new filters load. */
export const useActionStats = (view: QueryView) => useInfiniteQuery({ ...getActionStatsQueryOptions(view), placeholderData: keepPreviousData });
