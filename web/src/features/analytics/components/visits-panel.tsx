import { OTHER_COUNTER_KEY } from '@bela/contracts/analytics-names';
import { useVisitStats, type VisitsTab } from '../api/get-visit-stats';
import { analyticsKeys } from '../api/query-keys';
import { useStatsPanel } from '../hooks/use-stats-panel';
import { tabLabels, type QueryView } from '../utils/analytics-view';
import { capitalize, formatCount } from '../utils/format';
import { describeChange } from '../utils/percent-change';
import { BreakdownList } from './breakdown-list';
import { DailyCountChart } from './daily-count-chart';
import { BreakdownRow, PanelFrame } from './panel-frame';
import { SummaryCards, type SummaryCardProps } from './summary-card';
import { VisitsTable } from './visits-table';

/** 'Page Visits' and 'Admin Views' (visits to admin pages only). */
export function VisitsPanel({ kind, view }: { kind: VisitsTab; view: QueryView }) {
  const panel = useStatsPanel(useVisitStats(kind, view), analyticsKeys.stats(kind, view), {
    rows: (page) => page.visits,
    summary: (page) => page.stats,
  });
  const admin = kind === 'admin';
  const noun = admin ? 'Views' : 'Visits';

  return (
    <PanelFrame panel={panel} subject={tabLabels[kind].toLowerCase()}>
      {(stats) => {
        const previousAnonymous = Math.max(0, stats.previous.totalVisits - stats.previous.authenticatedVisits);
        const cards: SummaryCardProps[] = [
          { label: admin ? 'Admin Views' : 'Total Visits', value: formatCount(stats.totalVisits), change: describeChange(stats.totalVisits, stats.previous.totalVisits) },
          { label: `Signed-in ${noun}`, value: formatCount(stats.authenticatedVisits), change: describeChange(stats.authenticatedVisits, stats.previous.authenticatedVisits) },
          { label: `Anonymous ${noun}`, value: formatCount(stats.anonymousVisits), change: describeChange(stats.anonymousVisits, previousAnonymous) },
          admin
            ? { label: 'Pages Viewed', value: formatCount(stats.topPages.filter(({ page }) => page !== OTHER_COUNTER_KEY).length), note: 'Distinct admin pages' }
            : { label: 'Bot Visits', value: formatCount(stats.botVisits), note: 'Counted, not stored', risingIs: 'bad' },
        ];
        return (
          <>
            <SummaryCards cards={cards} />
            <DailyCountChart title={admin ? 'Admin views per day' : 'Visits per day'} byDay={stats.byDay} seriesName={admin ? 'Admin views' : 'Visits'} />
            <BreakdownRow>
              <BreakdownList title="Top Pages" counts={stats.topPages.map(({ page, count }) => ({ label: page, count }))} otherLabel="Other pages" />
              <BreakdownList title="Device Types" counts={stats.deviceBreakdown} formatLabel={capitalize} />
              <BreakdownList title="Browsers" subtitle="Top 5" counts={stats.browserBreakdown} limit={5} otherLabel="Other browsers" />
            </BreakdownRow>
            <VisitsTable
              title={admin ? 'Recent admin views' : 'Recent visits'}
              noun={admin ? 'view' : 'visit'}
              tabLabel={tabLabels[kind]}
              rows={panel.rows}
              {...panel.paging}
            />
          </>
        );
      }}
    </PanelFrame>
  );
}
