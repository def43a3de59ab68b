import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatSeriesDay } from '../utils/format';
import { ChartCard } from './chart-card';

export interface DailySeries<Day> {
  key: keyof Day & string;
  name: string;
  colour: string;
}

interface DailySeriesChartProps<Day extends { date: string }> {
  title: string;
  subtitle?: string;
  byDay: readonly Day[];
  series: readonly DailySeries<Day>[];
}

/**
 * Counts per day side by side (new subscriptions and cancellations, messages and replies). The
 * description gives each series' total; the daily table below is the chart's full alternative.
 */
export function DailySeriesChart<Day extends { date: string }>({ title, subtitle, byDay, series }: DailySeriesChartProps<Day>) {
  const theme = useTheme();
  const titleId = useId();
  const data = byDay.map((day) => ({ ...day, label: formatSeriesDay(day.date) }));
  const totals = series.map((entry) => `${formatCount(byDay.reduce((sum, day) => sum + Number(day[entry.key]), 0))} ${entry.name.toLowerCase()}`);
  const description = `Over ${byDay.length} days: ${totals.join(', ')}.`;
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };

  return (
    <ChartCard title={title} titleId={titleId} subtitle={subtitle}>
      <BarChart responsive style={{ width: '100%', height: 260 }} data={data} title={title} desc={description} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={24} tick={tick} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} tick={tick} />
        <Tooltip formatter={(value) => formatCount(Number(value))} cursor={{ fill: 'rgba(42, 20, 33, 0.04)' }} />
        <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((entry) => (
          <Bar key={entry.key} dataKey={entry.key as string} name={entry.name} fill={entry.colour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartCard>
  );
}
