/**
 * /admin/analytics through the real route table, against the statistics calls (SPEC section 2,
 * "Admin analytics screen", and section 7): what an admin sees on each tab, and what each control
 * asks the server for.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, callsTo } from '../../../testing/api-handlers';
import {
  actionRecord,
  actionStatsAnswer,
  analyticsApi,
  loginRecord,
  loginStatsAnswer,
  visitRecord,
  visitStatsAnswer,
} from '../../../testing/analytics-fixtures';
import { card, chartDescription, findCard, openDashboard } from '../../../testing/analytics-dashboard';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';

/** The body rows of a records table, each as the text of its cells. */
const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const pagesIn = (table: string) => rowsOf(table).map((cells) => cells[1]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin analytics screen', () => {
  it('shows Page Visits from the answer: summary cards, chart, breakdowns and the visits table', async () => {
    const api = analyticsApi({
      visits: () =>
        visitStatsAnswer([visitRecord('v1', { page: '/pricing', userEmail: 'ana@example.com' }), visitRecord('v2', { page: '/terms', environment: 'test' })], {
          stats: {
            totalVisits: 1234,
            authenticatedVisits: 400,
            anonymousVisits: 834,
            botVisits: 12,
            topPages: [
              { page: '/pricing', count: 900 },
              { page: '/terms', count: 334 },
            ],
            deviceBreakdown: { desktop: 800, mobile: 434 },
            byDay: [
              { date: '2026-05-13', count: 534 },
              { date: '2026-05-14', count: 700 },
            ],
            previous: { totalVisits: 1000, authenticatedVisits: 400 },
          },
        }),
    });
    server.use(...api.handlers);
    await openDashboard();

    const total = await findCard('Total Visits');
    expect(within(total).getByText('1,234')).toBeInTheDocument();
    expect(within(total).getByText('+23% vs previous period')).toBeInTheDocument();
    expect(within(card('Signed-in Visits')).getByText('No change vs previous period')).toBeInTheDocument();
    expect(within(card('Anonymous Visits')).getByText('834')).toBeInTheDocument();
    expect(within(card('Bot Visits')).getByText('Counted, not stored')).toBeInTheDocument();
    expect(chartDescription('Visits per day')).toBe('1,234 in total over 2 days; the busiest day was May 14 with 700.');
    expect(within(screen.getByRole('region', { name: 'Top Pages' })).getByText('/pricing')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Device Types' })).getByText('Mobile')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 visits, newest first')).toBeInTheDocument();
    expect(rowsOf('Recent visits').map((cells) => [cells[1], cells[2], cells[7]])).toEqual([
      ['/pricing', 'ana@example.com', 'Live'],
      ['/terms', 'Anonymous', 'Test'],
    ]);
    expect(api.visitQueries[0]).toMatchObject({ pageType: 'public', environment: 'all', limit: '50' });
  });

  it('fetches every tab together when it opens, and each tab shows its own answer', async () => {
    const api = analyticsApi({
      admin: () => visitStatsAnswer([visitRecord('a1', { page: '/admin/upload' })], { stats: { totalVisits: 7, topPages: [{ page: '/admin/upload', count: 7 }] } }),
      logins: () =>
        loginStatsAnswer([loginRecord('l1', { email: 'bo@example.com', success: false, errorMessage: 'Wrong password' })], {
          summary: {
            total: 20,
            successRate: 75,
            previous: { total: 10, successRate: 80 },
            byDay: [{ date: '2026-05-14', success: 15, failure: 5, unknown: 0 }],
            methodBreakdown: { email: 12, google: 8 },
            deviceBreakdown: { desktop: 20 },
            browserBreakdown: { Chrome: 11, Firefox: 9 },
          },
        }),
    });
    server.use(...api.handlers);
    const { user } = await openDashboard();
    await findCard('Total Visits');
    // SPEC section 7: the lists are fetched together when the screen opens.
    expect(api.visitQueries.map((query) => query.pageType).sort()).toEqual(['admin', 'public']);
    expect(api.actionQueries).toHaveLength(1);
    expect(api.loginQueries).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Login Activity' }));
    expect(screen.getByRole('tab', { name: 'Login Activity' })).toHaveAttribute('aria-selected', 'true');
    const logins = await findCard('Total Logins');
    expect(within(logins).getByText('20')).toBeInTheDocument();
    expect(within(logins).getByText('+100% vs previous period')).toBeInTheDocument();
    expect(within(card('Success Rate')).getByText('75%')).toBeInTheDocument();
    expect(within(card('Success Rate')).getByText('-5 pts vs previous period')).toBeInTheDocument();
    expect(within(card('Failed Logins')).getByText('25% of logins')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Login Methods' })).getByText('Google')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Browsers' })).getByText('Top 5')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Device Types' })).toBeInTheDocument();
    expect(rowsOf('Recent logins').map((cells) => [cells[1], cells[3], cells[7]])).toEqual([['Failed', 'bo@example.com', 'Wrong password']]);

    await user.click(screen.getByRole('tab', { name: 'Admin Views' }));
    expect(within(await findCard('Admin Views')).getByText('7')).toBeInTheDocument();
    expect(within(card('Pages Viewed')).getByText('Distinct admin pages')).toBeInTheDocument();
    expect(pagesIn('Recent admin views')).toEqual(['/admin/upload']);
  });

  it('keeps Admin Views to admin pages whatever the Page filter, which Page Visits follows', async () => {
    const api = analyticsApi({
      visits: (query) => visitStatsAnswer([visitRecord('v1', { page: query.get('pageType') ? '/pricing' : '/admin/upload' })]),
      admin: () => visitStatsAnswer([visitRecord('a1', { page: '/admin/analytics' })]),
    });
    server.use(...api.handlers);
    const { user } = await openDashboard();
    await findCard('Total Visits');
    expect(pagesIn('Recent visits')).toEqual(['/pricing']);

    await user.selectOptions(screen.getByLabelText('Page'), 'All pages');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByRole('cell', { name: '/admin/upload' })).toBeInTheDocument();
    const visitsAsked = api.visitQueries.filter((query) => query.pageType !== 'admin');
    expect(visitsAsked.at(-1)).not.toHaveProperty('pageType');

    await user.click(screen.getByRole('tab', { name: 'Admin Views' }));
    await findCard('Admin Views');
    expect(pagesIn('Recent admin views')).toEqual(['/admin/analytics']);
    expect(api.visitQueries.filter((query) => query.pageType === 'admin')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Total Visits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bot Visits' })).not.toBeInTheDocument();
  });

  it('shows the actions tab, and its view filter narrows the rows (and the export) to sign-ups or abandoned ones', async () => {
    const api = analyticsApi({
      actions: () =>
        actionStatsAnswer(
          [
            actionRecord('c1', 'join_click', { buttonText: 'Join now' }),
            actionRecord('c2', 'signup_complete', { userEmail: 'new@example.com', signupMethod: 'email' }),
            actionRecord('c3', 'signup_abandon', { abandonedEmail: 'left@example.com', abandonedDisplayName: 'Lee' }),
          ],
          {
            summary: {
              total: 60,
              byType: { join_click: 40, signup_complete: 10, signup_abandon: 10 },
              clicksByButton: { 'Join now': 40 },
              funnel: [
                { actionType: 'join_click', count: 40, conversionFromPrevious: null },
                { actionType: 'signup_complete', count: 10, conversionFromPrevious: 25 },
              ],
              previous: { total: 30, byType: { join_click: 20, signup_complete: 10, signup_abandon: 5 } },
            },
          },
        ),
    });
    server.use(...api.handlers);
    const { user } = await openDashboard('/admin/analytics?tab=actions');

    expect(within(await findCard('Total Actions')).getByText('60')).toBeInTheDocument();
    expect(within(card('Join Clicks')).getByText('+100% vs previous period')).toBeInTheDocument();
    expect(within(card('Signups Completed')).getByText('10')).toBeInTheDocument();
    expect(within(card('Signups Abandoned')).getByText('+100% vs previous period')).toBeInTheDocument();
    expect(chartDescription('Signup funnel')).toBe('Join clicks: 40; Completed: 10 (25% of the step before)');
    expect(within(screen.getByRole('region', { name: 'Clicks by Button' })).getByText('Join now')).toBeInTheDocument();
    expect(rowsOf('Recent actions').map((cells) => cells[1])).toEqual(['Join click', 'Sign-up completed', 'Sign-up abandoned']);

    await user.click(screen.getByRole('button', { name: 'Signups Only' }));
    expect(rowsOf('Recent actions').map((cells) => [cells[1], cells[4]])).toEqual([['Sign-up completed', 'new@example.com']]);
    expect(screen.getByText('Showing 1 of 3 loaded actions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abandoned Only' }));
    expect(rowsOf('Recent actions').map((cells) => [cells[1], cells[4], cells[5]])).toEqual([['Sign-up abandoned', 'left@example.com', 'Lee']]);
    // The view filter narrows what was loaded; it asks the server for nothing.
    expect(api.actionQueries).toHaveLength(1);

    const exported: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported.push(blob as Blob);
      return 'blob:analytics-export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await exported[0]!.text();
    expect(csv.split('\r\n')[0]).toBe('Time,Action,Button / Step,Method,User,Name,Error,Page,Environment');
    expect(csv).toContain('Sign-up abandoned,,,left@example.com,Lee');
    expect(csv).not.toContain('Join click');
  });

  it('sends the applied filters with every call and shows the answer for them', async () => {
    const api = analyticsApi({
      visits: (query) => visitStatsAnswer([visitRecord(query.get('startDate') ? 'march' : 'default', { page: query.has('lastVisitId') ? '/x' : `/from-${query.get('startDate')?.slice(0, 7)}` })]),
      logins: (query) => loginStatsAnswer(query.get('userId') ? [loginRecord('l42', { userId: query.get('userId'), email: 'ada@example.com' })] : []),
    });
    server.use(...api.handlers);
    const { user } = await openDashboard();
    await findCard('Total Visits');
    const opened = { visits: api.visitQueries.length, actions: api.actionQueries.length, logins: api.loginQueries.length };

    // Each tab shows the filters that apply to it (issue 42); what was set on another tab is kept until applied.
    await user.click(screen.getByRole('tab', { name: 'Login Activity' }));
    expect(screen.queryByLabelText('Page')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Login Method'), 'Google');
    await user.type(screen.getByLabelText('User ID'), 'uid-42');
    await user.click(screen.getByRole('tab', { name: 'User Actions & Signup Funnel' }));
    expect(screen.queryByLabelText('Login Method')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action Type'), 'Sign-up step');
    await user.click(screen.getByRole('tab', { name: 'Business' }));
    expect(screen.queryByLabelText('Limit')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Page Visits' }));
    expect(screen.queryByLabelText('Action Type')).not.toBeInTheDocument();
    const start = screen.getByLabelText('Start Date');
    await user.clear(start);
    await user.type(start, '2026-03-01');
    const end = screen.getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, '2026-03-31');
    await user.selectOptions(screen.getByLabelText('Limit'), '200');
    // Nothing is asked until the filters are applied.
    expect(api.visitQueries).toHaveLength(opened.visits);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    const period = { startDate: new Date(2026, 2, 1).toISOString(), endDate: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(), limit: '200', environment: 'all' };
    expect(await screen.findByRole('cell', { name: `/from-${period.startDate.slice(0, 7)}` }, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.visitQueries.slice(opened.visits)).toEqual(
      expect.arrayContaining([
        { ...period, pageType: 'public' },
        { ...period, pageType: 'admin' },
      ]),
    );
    expect(api.actionQueries.slice(opened.actions)).toEqual([{ ...period, actionType: 'signup_step' }]);
    expect(api.loginQueries.slice(opened.logins)).toEqual([{ ...period, loginMethod: 'google', userId: 'uid-42' }]);
    expect(callsTo('/utility/login-stats')).toHaveLength(opened.logins + 1);

    await user.click(screen.getByRole('tab', { name: 'Login Activity' }));
    await findCard('Total Logins');
    expect(rowsOf('Recent logins').map((cells) => [cells[3], cells[4]])).toEqual([['ada@example.com', 'uid-42']]);
  });

  it('asks again for the same filters when Apply Filters is pressed with nothing changed', async () => {
    let served = 0;
    const api = analyticsApi({ visits: () => visitStatsAnswer([visitRecord(`v${++served}`, { page: `/answer-${served}` })]) });
    server.use(...api.handlers);
    const { user } = await openDashboard();
    expect(await screen.findByRole('cell', { name: '/answer-1' }, { timeout: 5_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByRole('cell', { name: '/answer-2' })).toBeInTheDocument();
    expect(api.visitQueries.filter((query) => query.pageType === 'public')).toHaveLength(2);
  });

  it('Reset applies the default filters at once: the form, the address and the figures go back to them', async () => {
    const api = analyticsApi({
      logins: (query) =>
        query.get('userId')
          ? loginStatsAnswer([], { summary: { total: 0 } })
          : loginStatsAnswer([loginRecord('l1', { email: 'ana@example.com' })], { summary: { total: 4 } }),
    });
    server.use(...api.handlers);
    const { user, location } = await openDashboard('/admin/analytics?tab=logins');
    expect(within(await findCard('Total Logins')).getByText('4')).toBeInTheDocument();

    await user.type(screen.getByLabelText('User ID'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await within(card('Total Logins')).findByText('0')).toBeInTheDocument();
    expect(location()).toContain('user=nobody');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await within(card('Total Logins')).findByText('4')).toBeInTheDocument();
    expect(location()).not.toContain('user=');
    expect(screen.getByLabelText('User ID')).toHaveValue('');
  });

  it('asks for the environment chosen with the toggle, at once, keeping the earlier figures dimmed until the answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = analyticsApi({
      visits: async (query) => {
        const environment = query.get('environment');
        if (environment === 'test') await held;
        return visitStatsAnswer([visitRecord(`v-${environment}`, { page: `/${environment}-page` })]);
      },
    });
    server.use(...api.handlers);
    const { user } = await openDashboard();
    expect(await screen.findByRole('cell', { name: '/all-page' }, { timeout: 5_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page visits' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '/all-page' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('cell', { name: '/test-page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page visits' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.visitQueries.at(-1)).toMatchObject({ environment: 'test' });
    expect(api.actionQueries.at(-1)).toMatchObject({ environment: 'test' });
    expect(api.loginQueries.at(-1)).toMatchObject({ environment: 'test' });
  });

  it('says beside the environment toggle what counts as test data', async () => {
    server.use(...analyticsApi().handlers);
    await openDashboard();
    const toggle = screen.getByRole('group', { name: 'Environment' });
    expect(toggle).toHaveAccessibleDescription(/seeded sample traffic/);
    expect(toggle).toHaveAccessibleDescription(/admins' own activity/);
    expect(toggle).toHaveAccessibleDescription(/automated browsers and scripts/);
  });

  it('appends the next rows with Load More, which disappears at the end', async () => {
    const api = analyticsApi({
      visits: (query) =>
        query.get('lastVisitId') === 'v2'
          ? visitStatsAnswer([visitRecord('v3', { page: '/third' })], { stats: { totalVisits: 3 } })
          : visitStatsAnswer([visitRecord('v1', { page: '/first' }), visitRecord('v2', { page: '/second' })], { nextCursor: 'v2', stats: { totalVisits: 3 } }),
    });
    server.use(...api.handlers);
    const { user } = await openDashboard();
    await findCard('Total Visits');
    expect(pagesIn('Recent visits')).toEqual(['/first', '/second']);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('cell', { name: '/third' })).toBeInTheDocument();
    expect(pagesIn('Recent visits')).toEqual(['/first', '/second', '/third']);
    expect(screen.getByText('Showing 3 visits, newest first')).toBeInTheDocument();
    expect(api.visitQueries.at(-1)).toMatchObject({ pageType: 'public', lastVisitId: 'v2' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(within(card('Total Visits')).getByText('3')).toBeInTheDocument();
  });

  it('shows a failed Load More under the rows, and its Retry asks for the same page again', async () => {
    let failing = true;
    const api = analyticsApi({
      logins: (query) => {
        if (!query.get('lastLoginId')) return loginStatsAnswer([loginRecord('l1', { email: 'one@example.com' })], { nextCursor: 'l1' });
        return failing ? apiFailure(503, 'unavailable', 'Login activity is unavailable.') : loginStatsAnswer([loginRecord('l2', { email: 'two@example.com' })]);
      },
    });
    server.use(...api.handlers);
    const { user } = await openDashboard('/admin/analytics?tab=logins');
    await findCard('Total Logins');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Login activity is unavailable.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(rowsOf('Recent logins').map((cells) => cells[3])).toEqual(['one@example.com']);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'two@example.com' })).toBeInTheDocument();
    expect(rowsOf('Recent logins').map((cells) => cells[3])).toEqual(['one@example.com', 'two@example.com']);
    expect(api.loginQueries.at(-1)).toMatchObject({ lastLoginId: 'l1' });
    expect(screen.queryByText('Login activity is unavailable.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load More|Retry/ })).not.toBeInTheDocument();
  });

  it("says 'No ... found for the selected criteria' on each tab when the answer is empty", async () => {
    server.use(...analyticsApi().handlers);
    const { user } = await openDashboard();
    expect(await screen.findByText('No page visits found for the selected criteria', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'User Actions & Signup Funnel' }));
    expect(await screen.findByText('No actions found for the selected criteria')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Login Activity' }));
    expect(await screen.findByText('No login activity found for the selected criteria')).toBeInTheDocument();
  });

  it('shows a failed load with its text, and Retry loads the tab again', async () => {
    let failing = true;
    const api = analyticsApi({
      visits: () => (failing ? apiFailure(503, 'unavailable', 'Statistics are unavailable.') : visitStatsAnswer([visitRecord('v1', { page: '/back' })])),
    });
    server.use(...api.handlers);
    const { user } = await openDashboard();

    // A server failure is asked once more before it is shown.
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(within(alert).getByText('Could not load page visits')).toBeInTheDocument();
    expect(within(alert).getByText('Statistics are unavailable.')).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: '/back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Authentication required' when the server refuses the session, with no Retry", async () => {
    server.use(...analyticsApi({ logins: () => apiFailure(401, 'unauthenticated', 'Missing token') }).handlers);
    await openDashboard('/admin/analytics?tab=logins');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(within(alert).getByText('Authentication required')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows a non-admin 'Access Denied' and asks for no statistics", async () => {
    signInAs(memberInfo());
    renderApp('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(callsTo('/utility/visit-stats')).toHaveLength(0);
  });
});
