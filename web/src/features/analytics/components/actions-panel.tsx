import Box from '@mui/material/Box';
import { useActionStats } from '../api/get-action-stats';
import { analyticsKeys } from '../api/query-keys';
import { useStatsPanel } from '../hooks/use-stats-panel';
import { tabLabels, type ActionView, type QueryView } from '../utils/analytics-view';
import { actionTypeLabels, capitalize, formatCount } from '../utils/format';
import { describeChange } from '../utils/percent-change';
import { ActionsTable } from './actions-table';
import { BreakdownList } from './breakdown-list';
import { DailyCountChart } from './daily-count-chart';
import { FunnelChart } from './funnel-chart';
import { BreakdownRow, PanelFrame } from './panel-frame';
import { SummaryCards, type SummaryCardProps } from './summary-card';

const stepLabel = (step: string) => capitalize(step.replace(/_/g, ' '));

/** 'User Actions & Signup Funnel'. */
interface ActionsPanelProps {
  view: QueryView;
  /** The table's view filter (All Actions, Signups Only, Abandoned Only): it narrows the loaded rows. */
  actionView: ActionView;
  onActionViewChange: (view: ActionView) => void;
}

export function ActionsPanel({ view, actionView, onActionViewChange }: ActionsPanelProps) {
  const panel = useStatsPanel(useActionStats(view), analyticsKeys.stats('actions', view), {
    rows: (page) => page.actions,
    summary: (page) => page.summary,
  });

  return (
    <PanelFrame panel={panel} subject="user actions">
      {(summary) => {
        const count = (type: string, from = summary.byType) => from[type] ?? 0;
        const figure = (label: string, type: string, risingIs: 'good' | 'bad' = 'good'): SummaryCardProps => ({
          label,
          value: formatCount(count(type)),
          change: describeChange(count(type), count(type, summary.previous.byType)),
          risingIs,
        });
        const cards: SummaryCardProps[] = [
          { label: 'Total Actions', value: formatCount(summary.total), change: describeChange(summary.total, summary.previous.total) },
          figure('Join Clicks', 'join_click'),
          figure('Signups Completed', 'signup_complete'),
          figure('Signups Abandoned', 'signup_abandon', 'bad'),
        ];
        return (
          <>
            <SummaryCards cards={cards} />
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
              <FunnelChart funnel={summary.funnel} />
              <DailyCountChart title="Actions per day" byDay={summary.byDay} seriesName="Actions" />
            </Box>
            <BreakdownRow>
              <BreakdownList title="Clicks by Button" counts={summary.clicksByButton} otherLabel="Other buttons" />
              <BreakdownList title="Signup Steps" counts={summary.signupSteps} formatLabel={stepLabel} otherLabel="Other steps" />
              <BreakdownList title="Actions by Type" counts={summary.byType} formatLabel={(type) => actionTypeLabels[type as keyof typeof actionTypeLabels] ?? type} />
            </BreakdownRow>
            <ActionsTable
              tabLabel={tabLabels.actions}
              rows={panel.rows}
              view={actionView}
              onViewChange={onActionViewChange}
              {...panel.paging}
            />
          </>
        );
      }}
    </PanelFrame>
  );
}
