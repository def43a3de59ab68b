import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatSeriesDay } from '../utils/format';
import { ChartCard } from './chart-card';

interface DailyCountChartProps {
  title: string;
  byDay: Array<{ date: string; count: number }>;
  /** The series' name in the tooltip ('Visits', 'Admin views'). */
  seriesName: string;
}

/** A count per day over the filtered period (visits, actions), as a filled line. */
export function DailyCountChart({ title, byDay, seriesName }: DailyCountChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const gradientId = useId();
  const data = byDay.map((day) => ({ ...day, label: formatSeriesDay(day.date) }));
  const total = byDay.reduce((sum, day) => sum + day.count, 0);
  const peak = byDay.reduce<{ date: string; count: number } | null>((best, day) => (!best || day.count > best.count ? day : best), null);
  const description = peak
    ? `${formatCount(total)} in total over ${byDay.length} days; the busiest day was ${formatSeriesDay(peak.date)} with ${formatCount(peak.count)}.`
    : 'No days in this period.';
  const colour = theme.palette.primary.main;

  return (
    <ChartCard title={title} titleId={titleId} subtitle={`${formatCount(total)} ${seriesName.toLowerCase()} in this period`}>
      <AreaChart
        responsive
        style={{ width: '100%', height: 260 }}
        data={data}
        title={title}
        desc={description}
        margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={colour} stopOpacity={0.28} />
            <stop offset="100%" stopColor={colour} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={24} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        <Area type="monotone" dataKey="count" name={seriesName} stroke={colour} strokeWidth={2} fill={`url(#${gradientId})`} isAnimationActive={false} />
      </AreaChart>
    </ChartCard>
  );
}
