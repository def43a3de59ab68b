import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readView, writeView, type AnalyticsView } from '../utils/analytics-view';

/**
 * The dashboard's view, read from and written to the URL query. Filters and the environment add
 * a history entry (Back undoes them); switching tabs or the actions view replaces it.
 */
export function useAnalyticsView() {
  const [params, setParams] = useSearchParams();
  // "Today" is fixed when the screen opens, so the default period does not move under the admin.
  const [today] = useState(() => new Date());
  const view = useMemo(() => readView(params, today), [params, today]);

  const update = useCallback(
    (change: Partial<AnalyticsView>, { replace = false } = {}) => {
      setParams((current) => writeView({ ...readView(current, today), ...change }, today), { replace });
    },
    [setParams, today],
  );

  return { view, update, today };
}
