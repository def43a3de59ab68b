import { describe, expect, it } from 'vitest';
import { defaultView, isoDay, parseDay, periodError, readView, writeView, type AnalyticsView } from './analytics-view';

const today = new Date(2026, 4, 14, 15, 30);
const read = (query: string) => readView(new URLSearchParams(query), today);

describe('defaults', () => {
  it('opens on Page Visits for all environments over the last 30 days', () => {
    expect(defaultView(today)).toEqual({
      tab: 'visits',
      environment: 'all',
      actionView: 'all',
      filters: { startDate: '2026-04-15', endDate: '2026-05-14', page: 'public', limit: 50, actionType: 'all', loginMethod: 'all', userId: '' },
    });
  });

  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(read('')).toEqual(defaultView(today));
    expect(writeView(defaultView(today), today).toString()).toBe('');
  });
});

describe('readView and writeView', () => {
  const view: AnalyticsView = {
    tab: 'actions',
    environment: 'test',
    actionView: 'abandoned',
    filters: {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      page: 'admin',
      limit: 500,
      actionType: 'signup_step',
      loginMethod: 'google',
      userId: 'uid-42',
    },
  };

  it('round-trips every field through the URL', () => {
    const query = writeView(view, today).toString();
    expect(query).toBe('tab=actions&env=test&view=abandoned&from=2026-03-01&to=2026-03-31&page=admin&limit=500&action=signup_step&method=google&user=uid-42');
    expect(read(query)).toEqual(view);
  });

  it('writes only what differs from the defaults', () => {
    const changed = { ...defaultView(today), tab: 'logins' as const, filters: { ...defaultView(today).filters, userId: '  abc ' } };
    expect(writeView(changed, today).toString()).toBe('tab=logins&user=abc');
  });

  it('falls back to the default for anything unreadable', () => {
    const parsed = read('tab=nope&env=prod&view=x&page=secret&limit=7&action=drop&method=github');
    expect(parsed).toEqual(defaultView(today));
  });

  it('ignores a period that is incomplete, impossible or reversed', () => {
    expect(read('from=2026-03-01').filters.startDate).toBe('2026-04-15');
    expect(read('from=2026-02-30&to=2026-03-01').filters.startDate).toBe('2026-04-15');
    expect(read('from=2026-03-10&to=2026-03-01').filters.endDate).toBe('2026-05-14');
    expect(read('from=2026-03-01&to=2026-03-01').filters).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-01' });
  });

  it('accepts every offered limit and nothing else', () => {
    expect(read('limit=10000').filters.limit).toBe(10000);
    expect(read('limit=10').filters.limit).toBe(10);
    expect(read('limit=20000').filters.limit).toBe(50);
    expect(read('limit=abc').filters.limit).toBe(50);
  });
});

describe('days', () => {
  it('formats and parses local calendar days', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(parseDay('2026-01-05')?.getDate()).toBe(5);
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('5 Jan 2026')).toBeNull();
  });

  it('explains a period that cannot be applied', () => {
    expect(periodError({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe('The start date must be on or before the end date.');
    expect(periodError({ startDate: '', endDate: '2026-01-01' })).toBe('Choose a start and an end date.');
    expect(periodError({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
    // The server's range and length (decision 0024): never asked for, so never refused.
    const today = new Date(2026, 5, 15);
    expect(periodError({ startDate: '2019-12-31', endDate: '2020-01-05' }, today)).toBe('Choose dates from 2020-01-01 to today.');
    expect(periodError({ startDate: '2026-06-01', endDate: '2026-07-01' }, today)).toBe('Choose dates from 2020-01-01 to today.');
    expect(periodError({ startDate: '2025-05-11', endDate: '2026-06-15' }, today)).toBe('The period can be at most 400 days.');
    expect(periodError({ startDate: '2025-05-12', endDate: '2026-06-15' }, today)).toBeNull();
  });
});
