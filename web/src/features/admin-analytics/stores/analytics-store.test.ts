import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { fetchActionStats } from '../api/fetch-action-stats';
import { fetchLoginStats } from '../api/fetch-login-stats';
import { fetchVisitStats } from '../api/fetch-visit-stats';
import { defaultView } from '../utils/analytics-view';
import { useAnalyticsStore } from './analytics-store';

vi.mock('../api/fetch-visit-stats', () => ({ fetchVisitStats: vi.fn() }));
vi.mock('../api/fetch-action-stats', () => ({ fetchActionStats: vi.fn() }));
vi.mock('../api/fetch-login-stats', () => ({ fetchLoginStats: vi.fn() }));

const view = defaultView(new Date(2026, 4, 14));
const visit = (id: string) => ({ id }) as never;
const visitAnswer = (ids: string[], nextCursor: string | null) =>
  ({ visits: ids.map(visit), pagination: { hasMore: nextCursor !== null, nextCursor }, stats: { totalVisits: 99 } }) as never;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useAnalyticsStore', () => {
  beforeEach(() => {
    vi.mocked(fetchVisitStats).mockReset().mockResolvedValue(visitAnswer(['v1', 'v2'], 'v2'));
    vi.mocked(fetchActionStats).mockReset().mockResolvedValue({ actions: [], pagination: { hasMore: false, nextCursor: null }, summary: { total: 0 } } as never);
    vi.mocked(fetchLoginStats).mockReset().mockResolvedValue({ activities: [], pagination: { hasMore: false, nextCursor: null }, summary: { total: 0 } } as never);
  });

  it('fetches every list together, admin views with pageType admin', async () => {
    useAnalyticsStore.getState().load(view);
    expect(useAnalyticsStore.getState().datasets.visits.status).toBe('loading');
    await settle();
    expect(fetchVisitStats).toHaveBeenCalledTimes(2);
    expect(vi.mocked(fetchVisitStats).mock.calls.map(([query]) => query.pageType)).toEqual(['public', 'admin']);
    expect(fetchActionStats).toHaveBeenCalledTimes(1);
    expect(fetchLoginStats).toHaveBeenCalledTimes(1);
    const { visits, logins } = useAnalyticsStore.getState().datasets;
    expect(visits).toMatchObject({ status: 'ready', hasMore: true, nextCursor: 'v2', summary: { totalVisits: 99 } });
    expect(visits.rows.map((row) => row.id)).toEqual(['v1', 'v2']);
    expect(logins.status).toBe('ready');
  });

  it('appends the next page from the cursor and keeps the summary', async () => {
    useAnalyticsStore.getState().load(view);
    await settle();
    vi.mocked(fetchVisitStats).mockResolvedValueOnce(visitAnswer(['v3'], null));
    useAnalyticsStore.getState().loadMore('visits');
    expect(useAnalyticsStore.getState().datasets.visits.more).toBe('loading');
    await settle();
    expect(vi.mocked(fetchVisitStats).mock.calls.at(-1)?.[0]).toMatchObject({ lastVisitId: 'v2', pageType: 'public' });
    const { visits } = useAnalyticsStore.getState().datasets;
    expect(visits.rows.map((row) => row.id)).toEqual(['v1', 'v2', 'v3']);
    expect(visits).toMatchObject({ hasMore: false, more: 'idle', summary: { totalVisits: 99 } });
  });

  it('drops an answer that a newer load has overtaken', async () => {
    let answerFirst: (value: never) => void = () => undefined;
    vi.mocked(fetchVisitStats).mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    useAnalyticsStore.getState().load(view);
    useAnalyticsStore.getState().load({ ...view, environment: 'test' });
    await settle();
    answerFirst(visitAnswer(['stale'], null));
    await settle();
    expect(useAnalyticsStore.getState().datasets.visits.rows.map((row) => row.id)).toEqual(['v1', 'v2']);
  });

  it("reports a 401 as 'Authentication required', other failures with their text", async () => {
    vi.mocked(fetchLoginStats).mockRejectedValueOnce(new ApiError(401, 'unauthenticated', 'Missing token'));
    vi.mocked(fetchActionStats).mockRejectedValueOnce(new ApiError(500, 'internal', 'Statistics are unavailable.'));
    useAnalyticsStore.getState().load(view);
    await settle();
    const { logins, actions } = useAnalyticsStore.getState().datasets;
    expect(logins).toMatchObject({ status: 'error', error: { message: 'Authentication required', unauthorized: true } });
    expect(actions).toMatchObject({ status: 'error', error: { message: 'Statistics are unavailable.', unauthorized: false } });

    useAnalyticsStore.getState().reload('actions');
    await settle();
    expect(useAnalyticsStore.getState().datasets.actions.status).toBe('ready');
  });
});
