import { useTheme } from '@mui/material/styles';
import { useBusinessStats } from '../api/get-business-stats';
import { useFiguresPanel } from '../hooks/use-figures-panel';
import { tabLabels, type QueryView } from '../utils/analytics-view';
import { businessDayColumns, dailyRows, formatUsd } from '../utils/business-figures';
import { formatCount, formatPercent } from '../utils/format';
import { describeChange, describePointChange } from '../utils/percent-change';
import { DailySeriesChart } from './daily-series-chart';
import { PanelFrame } from './panel-frame';
import { SummaryCards, type SummaryCardProps } from './summary-card';
import { TableSection } from './table-section';

const noPaging = { hasMore: false, loadingMore: false, moreError: null, onLoadMore: () => undefined };

/** 'Business' (issue 25): who pays, who leaves and what comes in, against the period before. */
export function BusinessPanel({ view }: { view: QueryView }) {
  const theme = useTheme();
  const panel = useFiguresPanel(useBusinessStats(view));

  return (
    <PanelFrame panel={panel} subject="business figures">
      {(stats) => {
        const { current: now, previous: before } = stats;
        const count = (label: string, key: keyof typeof now & string, risingIs: 'good' | 'bad' = 'good'): SummaryCardProps => ({
          label,
          value: formatCount(Number(now[key])),
          change: describeChange(Number(now[key]), Number(before[key])),
          risingIs,
        });
        const cards: SummaryCardProps[] = [
          count('Paying Members', 'payingMembers'),
          { label: 'MRR', value: formatUsd(now.mrrCents), change: describeChange(now.mrrCents, before.mrrCents) },
          count('Trials Active', 'trialsActive'),
          count('Trials Started', 'trialsStarted'),
          {
            label: 'Trial-to-Paid Conversion',
            value: formatPercent(now.trialConversionRate),
            change: describePointChange(now.trialConversionRate, before.trialConversionRate),
          },
          count('New Subscriptions', 'newSubscriptions'),
          count('Cancellations Scheduled', 'cancellationsScheduled', 'bad'),
          count('Cancellations Ended', 'cancellations', 'bad'),
          { label: 'Churn Rate', value: formatPercent(now.churnRate), change: describePointChange(now.churnRate, before.churnRate), risingIs: 'bad' },
          { label: 'Revenue Collected', value: formatUsd(now.revenueCents), change: describeChange(now.revenueCents, before.revenueCents) },
          count('Failed Payments', 'failedPayments', 'bad'),
          count('Refunds', 'refunds', 'bad'),
          count('Disputes', 'disputes', 'bad'),
        ];
        const rows = dailyRows(stats.byDay);
        return (
          <>
            <SummaryCards cards={cards} />
            <DailySeriesChart
              title="Subscriptions per day"
              subtitle="Trials started, new subscriptions and cancellations"
              byDay={stats.byDay}
              series={[
                { key: 'trialsStarted', name: 'Trials started', colour: theme.palette.info.main },
                { key: 'newSubscriptions', name: 'New subscriptions', colour: theme.palette.success.main },
                { key: 'cancellations', name: 'Cancellations', colour: theme.palette.error.main },
              ]}
            />
            <TableSection
              title="Business figures by day"
              tabLabel={tabLabels.business}
              columns={businessDayColumns}
              rows={rows}
              summary={`${formatCount(rows.length)} days, newest first · amounts in USD`}
              emptyText="No days in this period."
              {...noPaging}
            />
          </>
        );
      }}
    </PanelFrame>
  );
}
