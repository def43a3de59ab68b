/**
 * The four lists are fetched together when the screen opens and whenever the filters or the
 * environment change (SPEC section 7), so a tab switch shows figures at once. Each stays its own
 * query: the shown tab reads it, the others wait in the cache.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { recordTabs, type QueryView, type RecordTab } from '../utils/analytics-view';
import { fetchKey, fromFetchKey } from '../utils/stats-query';
import { getActionStatsQueryOptions } from './get-action-stats';
import { getLoginStatsQueryOptions } from './get-login-stats';
import { getVisitStatsQueryOptions } from './get-visit-stats';

/** Fetches the first page of `tab` for `view` unless the cache holds a fresh one. */
function prefetchTab(queryClient: QueryClient, tab: RecordTab, view: QueryView): Promise<void> {
  switch (tab) {
    case 'visits':
    case 'admin':
      return queryClient.prefetchInfiniteQuery(getVisitStatsQueryOptions(tab, view));
    case 'actions':
      return queryClient.prefetchInfiniteQuery(getActionStatsQueryOptions(view));
    case 'logins':
      return queryClient.prefetchInfiniteQuery(getLoginStatsQueryOptions(view));
  }
}

export function usePrefetchAnalytics(view: QueryView): void {
  const queryClient = useQueryClient();
  // Keyed by value: the view object is rebuilt from the address on every render.
  const key = fetchKey(view);
  useEffect(() => {
    const current = fromFetchKey(key);
    for (const tab of recordTabs) void prefetchTab(queryClient, tab, current);
  }, [queryClient, key]);
}
