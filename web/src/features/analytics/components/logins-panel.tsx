import { useLoginStats } from '../api/get-login-stats';
import { analyticsKeys } from '../api/query-keys';
import { useStatsPanel } from '../hooks/use-stats-panel';
import { tabLabels, type QueryView } from '../utils/analytics-view';
import { capitalize, formatCount, formatPercent } from '../utils/format';
import { describeChange, describePointChange } from '../utils/percent-change';
import { BreakdownList } from './breakdown-list';
import { LoginsChart } from './logins-chart';
import { LoginsTable } from './logins-table';
import { BreakdownRow, PanelFrame } from './panel-frame';
import { SummaryCards, type SummaryCardProps } from './summary-card';

const share = (part: number, whole: number) => (whole > 0 ? `${formatPercent(Math.round((part / whole) * 1000) / 10)} of logins` : 'No logins');

/** 'Login Activity'. */
export function LoginsPanel({ view }: { view: QueryView }) {
  const panel = useStatsPanel(useLoginStats(view), analyticsKeys.stats('logins', view), {
    rows: (page) => page.activities,
    summary: (page) => page.summary,
  });

  return (
    <PanelFrame panel={panel} subject="login activity">
      {(summary) => {
        // The client only adds up the outcomes per day; every other figure is the server's.
        const succeeded = summary.byDay.reduce((sum, day) => sum + day.success, 0);
        const failed = summary.byDay.reduce((sum, day) => sum + day.failure, 0);
        const cards: SummaryCardProps[] = [
          { label: 'Total Logins', value: formatCount(summary.total), change: describeChange(summary.total, summary.previous.total) },
          {
            label: 'Success Rate',
            value: formatPercent(summary.successRate),
            change: describePointChange(summary.successRate, summary.previous.successRate),
          },
          { label: 'Successful Logins', value: formatCount(succeeded), note: share(succeeded, summary.total) },
          { label: 'Failed Logins', value: formatCount(failed), note: share(failed, summary.total) },
        ];
        return (
          <>
            <SummaryCards cards={cards} />
            <LoginsChart byDay={summary.byDay} />
            <BreakdownRow>
              <BreakdownList title="Login Methods" counts={summary.methodBreakdown} formatLabel={capitalize} />
              <BreakdownList title="Device Types" counts={summary.deviceBreakdown} formatLabel={capitalize} />
              <BreakdownList title="Browsers" subtitle="Top 5" counts={summary.browserBreakdown} limit={5} otherLabel="Other browsers" />
            </BreakdownRow>
            <LoginsTable
              tabLabel={tabLabels.logins}
              rows={panel.rows}
              {...panel.paging}
            />
          </>
        );
      }}
    </PanelFrame>
  );
}
