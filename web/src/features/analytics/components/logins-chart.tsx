import { useTheme } from '@mui/material/styles';
import type { LoginStats } from '@bela/contracts/analytics';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatSeriesDay } from '../utils/format';
import { ChartCard } from './chart-card';

type LoginDay = LoginStats['summary']['byDay'][number];

/** Logins per day, stacked by outcome. */
export function LoginsChart({ byDay }: { byDay: LoginDay[] }) {
  const theme = useTheme();
  const titleId = useId();
  const data = byDay.map((day) => ({ ...day, label: formatSeriesDay(day.date) }));
  const totals = byDay.reduce((sum, day) => ({ success: sum.success + day.success, failure: sum.failure + day.failure, unknown: sum.unknown + day.unknown }), {
    success: 0,
    failure: 0,
    unknown: 0,
  });
  const title = 'Logins per day';
  const description = `Over ${byDay.length} days: ${formatCount(totals.success)} successful, ${formatCount(totals.failure)} failed and ${formatCount(totals.unknown)} unknown logins.`;
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };

  return (
    <ChartCard title={title} titleId={titleId} subtitle="Stacked by outcome">
      <BarChart responsive style={{ width: '100%', height: 260 }} data={data} title={title} desc={description} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={24} tick={tick} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} tick={tick} />
        <Tooltip formatter={(value) => formatCount(Number(value))} cursor={{ fill: 'rgba(42, 20, 33, 0.04)' }} />
        <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        <Bar dataKey="success" name="Success" stackId="outcome" fill={theme.palette.success.main} isAnimationActive={false} />
        <Bar dataKey="failure" name="Failed" stackId="outcome" fill={theme.palette.error.main} isAnimationActive={false} />
        <Bar dataKey="unknown" name="Unknown" stackId="outcome" fill={theme.palette.grey[400]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
