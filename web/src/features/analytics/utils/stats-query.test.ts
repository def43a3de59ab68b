import { describe, expect, it } from 'vitest';
import { defaultView, type AnalyticsView } from './analytics-view';
import { actionQuery, fetchKey, fromFetchKey, loginQuery, periodQuery, visitQuery } from './stats-query';

const today = new Date(2026, 4, 14);
const base = defaultView(today);
const withFilters = (filters: Partial<AnalyticsView['filters']>, rest: Partial<AnalyticsView> = {}): AnalyticsView => ({
  ...base,
  ...rest,
  filters: { ...base.filters, ...filters },
});

describe('periodQuery', () => {
  it('runs from the start of the first local day to the end of the last', () => {
    expect(periodQuery({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({
      startDate: new Date(2026, 2, 1).toISOString(),
      endDate: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  });
});

describe('the statistics queries', () => {
  it('send the environment, the limit and the period to every call', () => {
    const view = withFilters({ limit: 200 }, { environment: 'live' });
    for (const query of [visitQuery(view, null), actionQuery(view), loginQuery(view)]) {
      expect(query).toMatchObject({ environment: 'live', limit: 200, ...periodQuery(view.filters) });
    }
  });

  it('filter visits by the Page filter, or by admin pages for Admin Views', () => {
    expect(visitQuery(base, null)).toMatchObject({ pageType: 'public' });
    expect(visitQuery(withFilters({ page: 'all' }), null)).not.toHaveProperty('pageType');
    expect(visitQuery(base, 'admin')).toMatchObject({ pageType: 'admin' });
  });

  it('add only the filters that are set, and the cursor of the next page', () => {
    expect(actionQuery(base)).not.toHaveProperty('actionType');
    expect(actionQuery(withFilters({ actionType: 'join_click' }), 'a1')).toMatchObject({ actionType: 'join_click', lastActionId: 'a1' });
    expect(loginQuery(base)).not.toHaveProperty('userId');
    expect(loginQuery(withFilters({ loginMethod: 'email', userId: ' u1 ' }), 'l9')).toMatchObject({ loginMethod: 'email', userId: 'u1', lastLoginId: 'l9' });
    expect(visitQuery(base, null, 'v5')).toMatchObject({ lastVisitId: 'v5' });
  });
});

describe('fetchKey', () => {
  it('changes with the filters and the environment, not with the tab or the actions view', () => {
    const key = fetchKey(base);
    const elsewhere: AnalyticsView = { ...base, tab: 'logins', actionView: 'abandoned' };
    expect(fetchKey(elsewhere)).toBe(key);
    expect(fromFetchKey(key)).toEqual({ environment: base.environment, filters: base.filters });
    expect(fetchKey({ ...base, environment: 'test' })).not.toBe(key);
    expect(fetchKey(withFilters({ limit: 10 }))).not.toBe(key);
  });
});
