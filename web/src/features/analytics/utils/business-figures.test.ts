import { describe, expect, it } from 'vitest';
import { defaultView } from './analytics-view';
import { businessDayColumns, csvDollars, dailyRows, figuresQuery, formatUsd } from './business-figures';
import { buildCsv } from './csv';

describe('the business figures', () => {
  it('asks for the local days of the period and the environment, nothing else', () => {
    const view = { ...defaultView(new Date(2026, 4, 14)), environment: 'test' as const };
    expect(figuresQuery(view)).toEqual({
      startDate: new Date(2026, 3, 15).toISOString(),
      endDate: new Date(2026, 4, 14, 23, 59, 59, 999).toISOString(),
      environment: 'test',
    });
  });

  it('shows cents as US dollars', () => {
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(900)).toBe('$9.00');
    expect(csvDollars(123_456)).toBe('1234.56');
    expect(csvDollars(5)).toBe('0.05');
  });

  it('lists the days newest first and exports them with the same columns', () => {
    const rows = dailyRows([
      { date: '2026-05-13', payingMembers: 1, mrrCents: 900, trialsActive: 5, trialsStarted: 2, newSubscriptions: 1, cancellations: 0, revenueCents: 900, failedPayments: 0, refunds: 0, disputes: 0 },
      { date: '2026-05-14', payingMembers: 1, mrrCents: 900, trialsActive: 4, trialsStarted: 0, newSubscriptions: 0, cancellations: 1, revenueCents: 0, failedPayments: 2, refunds: 1, disputes: 1 },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['2026-05-14', '2026-05-13']);
    expect(buildCsv(businessDayColumns, rows).split('\r\n')).toEqual([
      'Date,Paying members,MRR (USD),Trials active,Trials started,New subscriptions,Cancellations,Revenue (USD),Failed payments,Refunds,Disputes',
      '2026-05-14,1,9.00,4,0,0,1,0.00,2,1,1',
      '2026-05-13,1,9.00,5,2,1,0,9.00,0,0,0',
      '',
    ]);
  });
});
