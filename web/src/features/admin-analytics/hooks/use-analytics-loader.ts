import { useEffect } from 'react';
import { useAnalyticsStore } from '../stores/analytics-store';
import type { QueryView } from '../utils/analytics-view';
import { fetchKey, fromFetchKey } from '../utils/stats-query';

/** Loads the four lists when the screen opens and again whenever the filters or environment change. */
export function useAnalyticsLoader(view: QueryView): void {
  const key = fetchKey(view);
  const load = useAnalyticsStore((state) => state.load);
  useEffect(() => {
    load(fromFetchKey(key));
  }, [key, load]);
}
