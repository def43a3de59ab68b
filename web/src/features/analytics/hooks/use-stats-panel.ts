import { useQueryClient, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { reloadFromFirstPage } from '../api/refresh-analytics';
import { toLoadError, type LoadError } from '../utils/load-error';

/** What a tab draws from its statistics query. */
export interface StatsPanel<Row, Summary> {
  /** The period's figures (from the first page); null before the first answer. */
  summary: Summary | null;
  /** Every row loaded so far, pages in order. */
  rows: Row[];
  /** Why the list could not be loaded; null while it loads or once it has. */
  loadError: LoadError | null;
  /** Newer figures are on the way; the ones shown are dimmed. */
  refreshing: boolean;
  retry: () => void;
  /** The table's 'Load More'. */
  paging: { hasMore: boolean; loadingMore: boolean; moreError: string | null; onLoadMore: () => void };
}

interface PageReader<Page, Row, Summary> {
  rows: (page: Page) => Row[] | undefined;
  summary: (page: Page) => Summary;
}

/** A tab's statistics query as the panel shows it: figures, rows, states and paging. */
export function useStatsPanel<Page, Row, Summary>(
  query: UseInfiniteQueryResult<InfiniteData<Page, unknown>>,
  queryKey: QueryKey,
  read: PageReader<Page, Row, Summary>,
): StatsPanel<Row, Summary> {
  const queryClient = useQueryClient();
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  // A failed 'Load More' keeps the rows and shows its error under the table; a failed load or
  // refresh replaces the tab with the error, until 'Retry' starts another.
  const moreFailed = query.isFetchNextPageError;
  const loadFailed = query.isError && !moreFailed && !query.isFetching;

  return {
    summary: first === undefined ? null : read.summary(first),
    rows: pages.flatMap((page) => read.rows(page) ?? []),
    loadError: loadFailed ? toLoadError(query.error) : null,
    refreshing: query.isPlaceholderData || (query.isFetching && !query.isFetchingNextPage),
    retry: () => void reloadFromFirstPage(queryClient, queryKey),
    paging: {
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      moreError: moreFailed && !query.isFetchingNextPage ? toLoadError(query.error).message : null,
      onLoadMore: () => {
        // Not while the list reloads: the next page must follow the first page being fetched.
        if (!query.isFetching) void query.fetchNextPage();
      },
    },
  };
}
