import { useTheme } from '@mui/material/styles';
import { useBusinessStats } from '../api/get-business-stats';
import { useFiguresPanel } from '../hooks/use-figures-panel';
import { tabLabels, type QueryView } from '../utils/analytics-view';
import { businessDayColumns, formatUsd } from '../utils/business-figures';
import { formatPercent } from '../utils/format';
import { describeChange, describePointChange } from '../utils/percent-change';
import { countCards, DailyFigures } from './daily-figures';
import { PanelFrame } from './panel-frame';
import type { SummaryCardProps } from './summary-card';

/** 'Business' (issue 25): who pays, who leaves and what comes in, against the period before. */
export function BusinessPanel({ view }: { view: QueryView }) {
  const theme = useTheme();
  const panel = useFiguresPanel(useBusinessStats(view));

  return (
    <PanelFrame panel={panel} subject="business figures">
      {(stats) => {
        const { current: now, previous: before } = stats;
        const count = countCards(now, before);
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
          // Issue 42: photos Bela shared in chat, clicks on a locked one, subscriptions within 24 hours of such a click.
          count('Photo Moments Shown', 'photoMomentsShown'),
          count('Upgrade Clicks from Photos', 'photoUpgradeClicks'),
          count('Subscriptions after a Photo Click', 'photoSubscriptions'),
          count('Complimentary Months Granted', 'complimentaryMonths'),
        ];
        return (
          <DailyFigures
            cards={cards}
            byDay={stats.byDay}
            chart={{
              title: 'Subscriptions per day',
              subtitle: 'Trials started, new subscriptions and cancellations',
              series: [
                { key: 'trialsStarted', name: 'Trials started', colour: theme.palette.info.main },
                { key: 'newSubscriptions', name: 'New subscriptions', colour: theme.palette.success.main },
                { key: 'cancellations', name: 'Cancellations', colour: theme.palette.error.main },
              ],
            }}
            table={{ title: 'Business figures by day', tabLabel: tabLabels.business, columns: businessDayColumns, note: 'amounts in USD' }}
          />
        );
      }}
    </PanelFrame>
  );
}
