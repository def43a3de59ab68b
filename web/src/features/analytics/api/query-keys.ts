/**
 * The dashboard's query keys: one query per tab and filter set, so the applied filters and the
 * environment are part of every key, and a tab switch or the actions view never are.
 */
import type { AnalyticsTab, QueryView } from '../utils/analytics-view';

export const analyticsKeys = {
  all: ['admin-analytics'] as const,
  stats: (tab: AnalyticsTab, view: QueryView) => ['admin-analytics', tab, { environment: view.environment, filters: view.filters }] as const,
};

/** The cursor of the page after `page`, or undefined at the end (what 'Load More' asks from). */
export function nextPageCursor(page: { pagination: { hasMore: boolean; nextCursor: string | null } }): string | undefined {
  return page.pagination.hasMore && page.pagination.nextCursor ? page.pagination.nextCursor : undefined;
}
