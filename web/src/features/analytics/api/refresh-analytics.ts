/** Fresh figures on demand: 'Apply Filters' with the filters already in force, and 'Retry'. */
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { figureTabs, recordTabs, type QueryView } from '../utils/analytics-view';
import { analyticsKeys } from './query-keys';

/**
 * Loads a list again from its first page: the pages 'Load More' added are dropped first, as a
 * fresh load would, while the figures already on screen stay there (dimmed) until the answer.
 */
export function reloadFromFirstPage(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  queryClient.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return queryClient.refetchQueries({ queryKey, exact: true });
}

/** Reloads the four lists, and the business figures already loaded, of one filter set. */
export function useRefreshAnalytics(): (view: QueryView) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (view: QueryView) => {
      for (const tab of recordTabs) void reloadFromFirstPage(queryClient, analyticsKeys.stats(tab, view));
      // The Business and Conversations figures are one answer each, not pages.
      for (const tab of figureTabs) void queryClient.refetchQueries({ queryKey: analyticsKeys.stats(tab, view), exact: true });
    },
    [queryClient],
  );
}
