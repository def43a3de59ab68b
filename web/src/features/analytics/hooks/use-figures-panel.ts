import type { UseQueryResult } from '@tanstack/react-query';
import type { StatsPanel } from './use-stats-panel';
import { toLoadError } from '../utils/load-error';

const noPaging = { hasMore: false, loadingMore: false, moreError: null, onLoadMore: () => undefined };

/** A figures query (one answer, no pages) as the tab frame shows it: figures, states and Retry. */
export function useFiguresPanel<Data>(query: UseQueryResult<Data>): StatsPanel<never, Data> {
  return {
    summary: query.data ?? null,
    rows: [],
    loadError: query.isError && !query.isFetching ? toLoadError(query.error) : null,
    refreshing: query.isPlaceholderData || (query.isFetching && query.data !== undefined),
    retry: () => void query.refetch(),
    paging: noPaging,
  };
}
