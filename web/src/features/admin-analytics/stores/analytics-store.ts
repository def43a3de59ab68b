/**
 * The dashboard's four lists (visits, admin views, actions, logins), fetched together whenever the
 * filters or the environment change (SPEC section 7), each with its own status, error and cursor.
 * A newer load cancels an older one, so an answer never lands under the wrong filters.
 */
import type { ActionRecord, ActionStats, LoginActivity, LoginStats, VisitRecord, VisitStats } from '@shared/contracts/analytics';
import { create } from 'zustand';
import { isApiError } from '../../../lib/api-error';
import { fetchActionStats } from '../api/fetch-action-stats';
import { fetchLoginStats } from '../api/fetch-login-stats';
import { fetchVisitStats } from '../api/fetch-visit-stats';
import { analyticsTabs, type AnalyticsTab, type QueryView } from '../utils/analytics-view';
import { actionQuery, loginQuery, visitQuery } from '../utils/stats-query';

interface RowTypes {
  visits: VisitRecord;
  admin: VisitRecord;
  actions: ActionRecord;
  logins: LoginActivity;
}
interface SummaryTypes {
  visits: VisitStats['stats'];
  admin: VisitStats['stats'];
  actions: ActionStats['summary'];
  logins: LoginStats['summary'];
}

export interface LoadError {
  message: string;
  /** A 401: the session is gone, so retrying will not help. */
  unauthorized: boolean;
}

export interface Dataset<Row, Summary> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: Row[];
  summary: Summary | null;
  hasMore: boolean;
  nextCursor: string | null;
  error: LoadError | null;
  /** Loading the next page ('Load More'). */
  more: 'idle' | 'loading' | 'error';
  moreError: string | null;
}

export type DatasetOf<K extends AnalyticsTab> = Dataset<RowTypes[K], SummaryTypes[K]>;
type Datasets = { [K in AnalyticsTab]: DatasetOf<K> };

interface PageOf<Row, Summary> {
  rows: Row[];
  summary: Summary;
  hasMore: boolean;
  nextCursor: string | null;
}
type Page<K extends AnalyticsTab> = PageOf<RowTypes[K], SummaryTypes[K]>;

type Source<K extends AnalyticsTab> = (view: QueryView, cursor: string | null, signal: AbortSignal) => Promise<Page<K>>;

const visitPage = (answer: VisitStats): PageOf<VisitRecord, VisitStats['stats']> => ({ rows: answer.visits ?? [], summary: answer.stats, ...answer.pagination });

const sources: { [K in AnalyticsTab]: Source<K> } = {
  visits: (view, cursor, signal) => fetchVisitStats(visitQuery(view, null, cursor), signal).then(visitPage),
  admin: (view, cursor, signal) => fetchVisitStats(visitQuery(view, 'admin', cursor), signal).then(visitPage),
  actions: (view, cursor, signal) =>
    fetchActionStats(actionQuery(view, cursor), signal).then((answer) => ({ rows: answer.actions ?? [], summary: answer.summary, ...answer.pagination })),
  logins: (view, cursor, signal) =>
    fetchLoginStats(loginQuery(view, cursor), signal).then((answer) => ({ rows: answer.activities ?? [], summary: answer.summary, ...answer.pagination })),
};

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

export function toLoadError(error: unknown): LoadError {
  if (isApiError(error) && error.status === 401) return { message: AUTH_REQUIRED_MESSAGE, unauthorized: true };
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return { message, unauthorized: false };
}

const isCancelled = (error: unknown) => isApiError(error) && error.code === 'aborted';

const emptyDataset = <K extends AnalyticsTab>(): DatasetOf<K> => ({
  status: 'idle',
  rows: [],
  summary: null,
  hasMore: false,
  nextCursor: null,
  error: null,
  more: 'idle',
  moreError: null,
});

interface AnalyticsState {
  view: QueryView | null;
  datasets: Datasets;
  /** Loads all four lists for `view`. */
  load: (view: QueryView) => void;
  /** Loads one list again from its first page (Retry). */
  reload: (key: AnalyticsTab) => void;
  /** Appends the next page of one list. */
  loadMore: (key: AnalyticsTab) => void;
}

const controllers = new Map<AnalyticsTab, AbortController>();

function freshSignal(key: AnalyticsTab): AbortSignal {
  controllers.get(key)?.abort();
  const controller = new AbortController();
  controllers.set(key, controller);
  return controller.signal;
}

export const useAnalyticsStore = create<AnalyticsState>()((set, get) => {
  const patch = <K extends AnalyticsTab>(key: K, change: Partial<DatasetOf<K>>) =>
    set((state) => ({ datasets: { ...state.datasets, [key]: { ...state.datasets[key], ...change } } }));

  const fetchFirst = <K extends AnalyticsTab>(key: K, view: QueryView) => {
    const signal = freshSignal(key);
    // Earlier figures stay on screen (dimmed) until the new ones arrive.
    patch(key, { status: 'loading', error: null, more: 'idle', moreError: null } as Partial<DatasetOf<K>>);
    (sources[key] as Source<K>)(view, null, signal).then(
      (page) => {
        if (!signal.aborted) patch(key, { status: 'ready', ...page } as Partial<DatasetOf<K>>);
      },
      (error: unknown) => {
        if (signal.aborted || isCancelled(error)) return;
        patch(key, { status: 'error', error: toLoadError(error) } as Partial<DatasetOf<K>>);
      },
    );
  };

  return {
    view: null,
    datasets: { visits: emptyDataset(), admin: emptyDataset(), actions: emptyDataset(), logins: emptyDataset() },

    load: (view) => {
      set({ view });
      for (const key of analyticsTabs) fetchFirst(key, view);
    },

    reload: (key) => {
      const { view } = get();
      if (view) fetchFirst(key, view);
    },

    loadMore: <K extends AnalyticsTab>(key: K) => {
      const { view, datasets } = get();
      const dataset = datasets[key] as DatasetOf<K>;
      if (!view || !dataset.hasMore || !dataset.nextCursor || dataset.more === 'loading') return;
      const signal = freshSignal(key);
      patch(key, { more: 'loading', moreError: null } as Partial<DatasetOf<K>>);
      (sources[key] as Source<K>)(view, dataset.nextCursor, signal).then(
        (page) => {
          if (signal.aborted) return;
          const current = get().datasets[key] as DatasetOf<K>;
          patch(key, {
            rows: [...current.rows, ...page.rows],
            hasMore: page.hasMore,
            nextCursor: page.nextCursor,
            more: 'idle',
          } as Partial<DatasetOf<K>>);
        },
        (error: unknown) => {
          if (signal.aborted || isCancelled(error)) return;
          patch(key, { more: 'error', moreError: toLoadError(error).message } as Partial<DatasetOf<K>>);
        },
      );
    },
  };
});
