import { dailyRows } from '../utils/business-figures';
import { formatCount } from '../utils/format';
import { describeChange } from '../utils/percent-change';
import type { TableColumn } from '../utils/table-columns';
import { DailySeriesChart, type DailySeries } from './daily-series-chart';
import { SummaryCards, type SummaryCardProps } from './summary-card';
import { TableSection } from './table-section';

/** The summary card of a count against the period before, for figures whose keys name counts. */
export function countCards<Figures extends object>(now: Figures, before: Figures) {
  return (label: string, key: keyof Figures & string, risingIs: 'good' | 'bad' = 'good'): SummaryCardProps => ({
    label,
    value: formatCount(Number(now[key])),
    change: describeChange(Number(now[key]), Number(before[key])),
    risingIs,
  });
}

interface DailyFiguresProps<Day extends { date: string }> {
  cards: SummaryCardProps[];
  byDay: readonly Day[];
  chart: { title: string; subtitle: string; series: readonly DailySeries<Day>[] };
  table: { title: string; tabLabel: string; columns: readonly TableColumn<Day & { id: string }>[]; note: string };
}

const noPaging = { hasMore: false, loadingMore: false, moreError: null, onLoadMore: () => undefined };

/** The Business and Conversations tabs' common body: the cards, the daily chart, the daily table (whole, newest first). */
export function DailyFigures<Day extends { date: string }>({ cards, byDay, chart, table }: DailyFiguresProps<Day>) {
  const rows = dailyRows(byDay);
  return (
    <>
      <SummaryCards cards={cards} />
      <DailySeriesChart title={chart.title} subtitle={chart.subtitle} byDay={byDay} series={chart.series} />
      <TableSection
        title={table.title}
        tabLabel={table.tabLabel}
        columns={table.columns}
        rows={rows}
        summary={`${formatCount(rows.length)} days, newest first · ${table.note}`}
        emptyText="No days in this period."
        {...noPaging}
      />
    </>
  );
}
