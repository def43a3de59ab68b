import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useConversationStats } from '../api/get-business-stats';
import { useFiguresPanel } from '../hooks/use-figures-panel';
import { tabLabels, type QueryView } from '../utils/analytics-view';
import { conversationDayColumns, formatRatio } from '../utils/business-figures';
import { monthLabel } from '../utils/crisis-report';
import { formatCount, formatPercent } from '../utils/format';
import { describeChange, describePointChange } from '../utils/percent-change';
import type { TableColumn } from '../utils/table-columns';
import { CrisisReportExport } from './crisis-report-export';
import { countCards, DailyFigures } from './daily-figures';
import { DataTable } from './data-table';
import { PanelFrame } from './panel-frame';
import type { SummaryCardProps } from './summary-card';

type MonthRow = { id: string; month: string; crisisCards: number };
const monthColumns: TableColumn<MonthRow>[] = [
  { key: 'month', header: 'Month', value: (row) => row.month, display: (row) => `${monthLabel(row.month)} ${row.month.slice(0, 4)}` },
  { key: 'crisisCards', header: 'Crisis cards shown', value: (row) => String(row.crisisCards), display: (row) => formatCount(row.crisisCards) },
];

function CrisisCardsByMonth({ months }: { months: MonthRow[] }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden', minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, p: { xs: 2, sm: 2.5 } }}>
        Crisis cards per month
      </Typography>
      {months.length === 0 ? (
        <Typography sx={{ px: 2.5, py: 4, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>No months in this period.</Typography>
      ) : (
        <DataTable label="Crisis cards per month" columns={monthColumns} rows={months} />
      )}
    </Paper>
  );
}

/** 'Conversations' (issue 25): how much members chat and how the model holds up. Counts only, never a message. */
export function ConversationsPanel({ view }: { view: QueryView }) {
  const theme = useTheme();
  const panel = useFiguresPanel(useConversationStats(view));

  return (
    <>
      <PanelFrame panel={panel} subject="conversation figures">
        {(stats) => {
          const { current: now, previous: before } = stats;
          const count = countCards(now, before);
          const days = stats.byDay.length;
          // The mean per day of the period: the server's totals over the days of its daily series.
          const perDay = (total: number) => formatRatio(days > 0 ? Math.round((total / days) * 10) / 10 : null);
          const meanNote = `Mean over ${formatCount(days)} days`;
          const cards: SummaryCardProps[] = [
            count('Members Who Chatted (member-days)', 'memberDays'),
            count('Messages Sent', 'messagesSent'),
            count('Replies', 'replies'),
            {
              label: 'Messages per Member-Day',
              value: formatRatio(now.messagesPerMemberDay),
              change: describeChange(now.messagesPerMemberDay, before.messagesPerMemberDay),
            },
            {
              label: 'Median Messages per Member-Day',
              value: formatRatio(now.medianMessagesPerMemberDay),
              change: describeChange(now.medianMessagesPerMemberDay, before.medianMessagesPerMemberDay),
            },
            count('Replies Stopped', 'repliesStopped', 'bad'),
            count('Replies Regenerated', 'repliesRegenerated', 'bad'),
            count('Messages Edited', 'messagesEdited'),
            count('Model Errors', 'modelErrors', 'bad'),
            {
              label: 'Model Error Rate',
              value: formatPercent(now.modelErrorRate),
              change: describePointChange(now.modelErrorRate, before.modelErrorRate),
              risingIs: 'bad',
            },
            count('Crisis Cards Shown', 'crisisCards', 'bad'),
            count('Check-ins Sent', 'checkInsSent'),
            count('Check-in Notifications Opened', 'checkInsOpened'),
            count('Replies to a Check-in within an Hour', 'checkInReplies'),
            {
              label: '7-Day Return Rate, Check-ins On',
              value: formatPercent(now.returnRateCheckInsOn),
              change: describePointChange(now.returnRateCheckInsOn, before.returnRateCheckInsOn),
            },
            {
              label: '7-Day Return Rate, Check-ins Off',
              value: formatPercent(now.returnRateCheckInsOff),
              change: describePointChange(now.returnRateCheckInsOff, before.returnRateCheckInsOff),
            },
            { label: 'Messages Sent per Day', value: perDay(now.messagesSent), note: meanNote },
            { label: 'Replies per Day', value: perDay(now.replies), note: meanNote },
          ];
          return (
            <>
              <DailyFigures
                cards={cards}
                byDay={stats.byDay}
                chart={{
                  title: 'Conversations per day',
                  subtitle: 'Members who chatted, messages sent and replies',
                  series: [
                    { key: 'membersChatted', name: 'Members who chatted', colour: theme.palette.info.main },
                    { key: 'messagesSent', name: 'Messages sent', colour: theme.palette.primary.main },
                    { key: 'replies', name: 'Replies', colour: theme.palette.success.main },
                  ],
                }}
                table={{ title: 'Conversation figures by day', tabLabel: tabLabels.conversations, columns: conversationDayColumns, note: 'counts only, no message text' }}
              />
              <CrisisCardsByMonth months={stats.crisisCardsByMonth.map((entry) => ({ ...entry, id: entry.month }))} />
            </>
          );
        }}
      </PanelFrame>
      <CrisisReportExport />
    </>
  );
}
