/**
 * The Business and Conversations tabs of /admin/analytics (issue 25) through the real route table:
 * the figures of the answer with the previous period, what the filters and the environment toggle
 * ask for, the daily CSV, and the SB 243 yearly crisis report.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsApi } from '../../../testing/analytics-fixtures';
import { businessApi, businessFigures, businessStatsAnswer, conversationFigures, conversationStatsAnswer } from '../../../testing/business-fixtures';
import { card, chartDescription, findCard, openDashboard } from '../../../testing/analytics-dashboard';
import { server } from '../../../testing/msw-server';

/** A card's value and its comparison with the previous period. */
const cardText = (name: string) => {
  const region = card(name);
  return [...region.querySelectorAll('p')].map((node) => node.textContent).slice(1);
};
const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

/** Captures what the next downloads or Blob URLs hold. */
function captureBlobs() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:export-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, clicks };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const businessAnswer = () =>
  businessStatsAnswer({
    current: businessFigures({
      payingMembers: 42,
      mrrCents: 37_800,
      trialsActive: 17,
      trialsStarted: 10,
      trialConversions: 3,
      trialConversionRate: 30,
      newSubscriptions: 3,
      cancellationsScheduled: 2,
      cancellations: 1,
      churnRate: 2.3,
      payments: 12,
      revenueCents: 123_456,
      failedPayments: 4,
      refunds: 1,
      disputes: 0,
    }),
    previous: businessFigures({
      payingMembers: 40,
      mrrCents: 36_000,
      trialsActive: 12,
      trialsStarted: 8,
      trialConversionRate: 25,
      newSubscriptions: 0,
      cancellationsScheduled: 2,
      cancellations: 2,
      churnRate: 4.8,
      revenueCents: 100_000,
      failedPayments: 1,
      refunds: 1,
      disputes: 1,
    }),
    byDay: [
      { date: '2026-05-13', payingMembers: 41, mrrCents: 36_900, trialsActive: 15, trialsStarted: 6, newSubscriptions: 1, cancellations: 1, revenueCents: 900, failedPayments: 3, refunds: 0, disputes: 0 },
      { date: '2026-05-14', payingMembers: 42, mrrCents: 37_800, trialsActive: 17, trialsStarted: 4, newSubscriptions: 2, cancellations: 0, revenueCents: 122_556, failedPayments: 1, refunds: 1, disputes: 0 },
    ],
  });

const conversationAnswer = () =>
  conversationStatsAnswer({
    current: conversationFigures({
      memberDays: 20,
      messagesSent: 150,
      replies: 140,
      repliesStopped: 5,
      repliesRegenerated: 7,
      messagesEdited: 3,
      modelErrors: 10,
      modelErrorRate: 6.7,
      messagesPerMemberDay: 7.5,
      medianMessagesPerMemberDay: 5,
      crisisCards: 2,
    }),
    previous: conversationFigures({
      memberDays: 16,
      messagesSent: 100,
      replies: 100,
      repliesStopped: 5,
      repliesRegenerated: 14,
      messagesEdited: 0,
      modelErrors: 4,
      modelErrorRate: 3.8,
      messagesPerMemberDay: 6.25,
      medianMessagesPerMemberDay: 4.5,
      crisisCards: 1,
    }),
    byDay: [
      { date: '2026-05-13', membersChatted: 9, messagesSent: 70, replies: 66, repliesStopped: 2, repliesRegenerated: 3, modelErrors: 4, crisisCards: 0 },
      { date: '2026-05-14', membersChatted: 11, messagesSent: 80, replies: 74, repliesStopped: 3, repliesRegenerated: 4, modelErrors: 6, crisisCards: 2 },
    ],
    crisisCardsByMonth: [
      { month: '2026-04', crisisCards: 5 },
      { month: '2026-05', crisisCards: 2 },
    ],
  });

describe('the Business tab', () => {
  it('shows every figure of the answer against the previous period, the daily chart and the daily table', async () => {
    const api = businessApi({ business: businessAnswer });
    server.use(...analyticsApi().handlers, ...api.handlers);
    await openDashboard('/admin/analytics?tab=business');

    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    await findCard('Paying Members');
    // The filters other than the period do not apply here, and the tab says so.
    expect(screen.getByText(/^These figures follow the period and the environment; Page, Limit, Action Type, Login Method and User ID apply to the other tabs\.$/)).toBeInTheDocument();
    expect(cardText('Paying Members')).toEqual(['42', '+5% vs previous period']);
    expect(cardText('MRR')).toEqual(['$378.00', '+5% vs previous period']);
    expect(cardText('Trials Active')).toEqual(['17', '+42% vs previous period']);
    expect(cardText('Trials Started')).toEqual(['10', '+25% vs previous period']);
    expect(cardText('Trial-to-Paid Conversion')).toEqual(['30%', '+5 pts vs previous period']);
    expect(cardText('New Subscriptions')).toEqual(['3', 'New vs previous period']);
    expect(cardText('Cancellations Scheduled')).toEqual(['2', 'No change vs previous period']);
    expect(cardText('Cancellations Ended')).toEqual(['1', '-50% vs previous period']);
    expect(cardText('Churn Rate')).toEqual(['2.3%', '-2.5 pts vs previous period']);
    expect(cardText('Revenue Collected')).toEqual(['$1,234.56', '+23% vs previous period']);
    expect(cardText('Failed Payments')).toEqual(['4', '+300% vs previous period']);
    expect(cardText('Refunds')).toEqual(['1', 'No change vs previous period']);
    expect(cardText('Disputes')).toEqual(['0', '-100% vs previous period']);

    expect(chartDescription('Subscriptions per day')).toBe('Over 2 days: 10 trials started, 3 new subscriptions, 1 cancellations.');
    expect(rowsOf('Business figures by day')).toEqual([
      ['May 14', '42', '$378.00', '17', '4', '2', '0', '$1,225.56', '1', '1', '0'],
      ['May 13', '41', '$369.00', '15', '6', '1', '1', '$9.00', '3', '0', '0'],
    ]);
    expect(api.businessQueries).toHaveLength(1);
    expect(api.businessQueries[0]).toEqual({ startDate: expect.any(String), endDate: expect.any(String), environment: 'all' });
  });

  it('asks for the environment of the toggle and the applied dates, and keeps the tab in the address', async () => {
    const api = businessApi({
      business: (query) => businessStatsAnswer({ current: businessFigures({ payingMembers: query.get('environment') === 'live' ? 7 : 9 }) }),
    });
    server.use(...analyticsApi().handlers, ...api.handlers);
    const { user, location } = await openDashboard('/admin/analytics');
    expect(screen.queryByText(/^These figures follow the period/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Business' }));
    expect(screen.getByText(/^These figures follow the period/)).toBeInTheDocument();
    expect(location()).toContain('tab=business');
    expect(within(await findCard('Paying Members')).getByText('9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(await within(card('Paying Members')).findByText('7')).toBeInTheDocument();
    expect(api.businessQueries.at(-1)).toMatchObject({ environment: 'live' });
    expect(location()).toContain('env=live');

    const start = screen.getByLabelText('Start Date');
    await user.clear(start);
    await user.type(start, '2026-03-01');
    const end = screen.getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await vi.waitFor(() =>
      expect(api.businessQueries.at(-1)).toEqual({
        startDate: new Date(2026, 2, 1).toISOString(),
        endDate: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
        environment: 'live',
      }),
    );
    expect(location()).toContain('tab=business');
    expect(location()).toContain('from=2026-03-01');
  });

  it('exports the daily figures as CSV, amounts in dollars', async () => {
    server.use(...analyticsApi().handlers, ...businessApi({ business: businessAnswer }).handlers);
    const { user } = await openDashboard('/admin/analytics?tab=business');
    await findCard('Paying Members');
    const { blobs } = captureBlobs();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await blobs[0]!.text()).split('\r\n')).toEqual([
      'Date,Paying members,MRR (USD),Trials active,Trials started,New subscriptions,Cancellations,Revenue (USD),Failed payments,Refunds,Disputes',
      '2026-05-14,42,378.00,17,4,2,0,1225.56,1,1,0',
      '2026-05-13,41,369.00,15,6,1,1,9.00,3,0,0',
      '',
    ]);
  });
});

describe('the Conversations tab', () => {
  it('shows the chat figures against the previous period, per day and per month, and exports the days as CSV', async () => {
    const api = businessApi({ conversations: conversationAnswer });
    server.use(...analyticsApi().handlers, ...api.handlers);
    const { user } = await openDashboard('/admin/analytics?tab=conversations&env=test');

    await findCard('Members Who Chatted (member-days)');
    expect(cardText('Members Who Chatted (member-days)')).toEqual(['20', '+25% vs previous period']);
    expect(cardText('Messages Sent')).toEqual(['150', '+50% vs previous period']);
    expect(cardText('Replies')).toEqual(['140', '+40% vs previous period']);
    expect(cardText('Messages per Member-Day')).toEqual(['7.5', '+20% vs previous period']);
    expect(cardText('Median Messages per Member-Day')).toEqual(['5', '+11% vs previous period']);
    expect(cardText('Replies Stopped')).toEqual(['5', 'No change vs previous period']);
    expect(cardText('Replies Regenerated')).toEqual(['7', '-50% vs previous period']);
    expect(cardText('Messages Edited')).toEqual(['3', 'New vs previous period']);
    expect(cardText('Model Errors')).toEqual(['10', '+150% vs previous period']);
    expect(cardText('Model Error Rate')).toEqual(['6.7%', '+2.9 pts vs previous period']);
    expect(cardText('Crisis Cards Shown')).toEqual(['2', '+100% vs previous period']);
    expect(cardText('Messages Sent per Day')).toEqual(['75', 'Mean over 2 days']);
    expect(cardText('Replies per Day')).toEqual(['70', 'Mean over 2 days']);
    expect(chartDescription('Conversations per day')).toBe('Over 2 days: 20 members who chatted, 150 messages sent, 140 replies.');
    expect(rowsOf('Conversation figures by day')).toEqual([
      ['May 14', '11', '80', '74', '3', '4', '6', '2'],
      ['May 13', '9', '70', '66', '2', '3', '4', '0'],
    ]);
    expect(rowsOf('Crisis cards per month')).toEqual([
      ['April 2026', '5'],
      ['May 2026', '2'],
    ]);
    expect(api.conversationQueries[0]).toMatchObject({ environment: 'test' });

    const { blobs } = captureBlobs();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await blobs[0]!.text()).split('\r\n')).toEqual([
      'Date,Members who chatted,Messages sent,Replies,Replies stopped,Replies regenerated,Model errors,Crisis cards',
      '2026-05-14,11,80,74,3,4,6,2',
      '2026-05-13,9,70,66,2,3,4,0',
      '',
    ]);
  });

  it('exports the SB 243 yearly crisis report of the chosen year, live only, as CSV and a print-ready page', async () => {
    const year = new Date().getFullYear() - 1;
    const api = businessApi({
      conversations: (query) =>
        query.get('startDate')?.startsWith(`${year}-01-01`)
          ? conversationStatsAnswer({ crisisCardsByMonth: [{ month: `${year}-02`, crisisCards: 3 }, { month: `${year}-11`, crisisCards: 4 }] })
          : conversationAnswer(),
    });
    server.use(...analyticsApi().handlers, ...api.handlers);
    const { user } = await openDashboard('/admin/analytics?tab=conversations');
    await findCard('Crisis Cards Shown');
    const report = screen.getByRole('region', { name: 'SB 243 yearly crisis report' });
    expect(within(report).getByLabelText('Report year')).toHaveValue(String(year + 1));

    await user.selectOptions(within(report).getByLabelText('Report year'), String(year));
    await user.click(within(report).getByRole('button', { name: 'Export the yearly crisis report' }));
    expect(await within(report).findByText(`${year}: 7 crisis cards shown.`)).toBeInTheDocument();
    expect(api.conversationQueries.at(-1)).toEqual({ startDate: `${year}-01-01T00:00:00.000Z`, endDate: `${year}-12-31T23:59:59.999Z`, environment: 'live' });

    const { blobs, clicks } = captureBlobs();
    await user.click(within(report).getByRole('button', { name: 'Download the report (CSV)' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    const csv = (await blobs[0]!.text()).split('\r\n');
    expect(csv[0]).toBe('Month,Crisis cards shown');
    expect(csv[2]).toBe(`${year}-02,3`);
    expect(csv[11]).toBe(`${year}-11,4`);
    expect(csv[13]).toBe(`${year} total,7`);

    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    await user.click(within(report).getByRole('button', { name: 'Open the print-ready report' }));
    expect(opened).toHaveBeenCalledWith('blob:export-2', '_blank', 'noopener');
    expect(blobs[1]!.type).toBe('text/html;charset=utf-8');
    const html = await blobs[1]!.text();
    expect(html).toContain(`<th scope="row">February</th><td>3</td>`);
    expect(html).toContain(`<th scope="row">Total ${year}</th><td>7</td>`);
    expect(html).toContain('988');
  });
});
