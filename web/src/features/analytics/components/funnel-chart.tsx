import { useTheme } from '@mui/material/styles';
import type { ActionStats } from '@bela/contracts/analytics';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatPercent } from '../utils/format';
import { ChartCard } from './chart-card';

type FunnelStep = ActionStats['summary']['funnel'][number];

/** Short names, so four steps fit side by side on a phone. */
const stepNames: Partial<Record<FunnelStep['actionType'], string>> = {
  join_click: 'Join clicks',
  signup_start: 'Started',
  signup_step: 'Steps',
  signup_complete: 'Completed',
};

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: string; index: number };
}

/** The step's name, and under it the conversion from the step before. */
function StepTick({ x = 0, y = 0, payload, conversions, accent, muted }: TickProps & { conversions: string[]; accent: string; muted: string }) {
  if (!payload) return null;
  const conversion = conversions[payload.index];
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="middle" fontSize={12}>
      <tspan x={Number(x)} dy={12} fill={muted}>
        {payload.value}
      </tspan>
      {conversion && (
        <tspan x={Number(x)} dy={16} fill={accent} fontWeight={700}>
          {conversion}
        </tspan>
      )}
    </text>
  );
}

/** The sign-up funnel, join click to completed sign-up, with the conversion between steps. */
export function FunnelChart({ funnel }: { funnel: FunnelStep[] }) {
  const theme = useTheme();
  const titleId = useId();
  const steps = funnel.filter((step) => step.actionType in stepNames);
  const data = steps.map((step) => ({ ...step, name: stepNames[step.actionType] ?? step.actionType }));
  const conversions = steps.map((step) => (step.conversionFromPrevious === null ? '' : formatPercent(step.conversionFromPrevious)));
  const description = data
    .map((step) => `${step.name}: ${formatCount(step.count)}${step.conversionFromPrevious === null ? '' : ` (${formatPercent(step.conversionFromPrevious)} of the step before)`}`)
    .join('; ');
  const title = 'Signup funnel';
  const shades = [theme.palette.primary.dark, theme.palette.primary.main, theme.palette.primary.light, theme.palette.secondary.main];

  return (
    <ChartCard title={title} titleId={titleId} subtitle="From join click to completed sign-up; percentages are the conversion from the step before">
      <BarChart responsive style={{ width: '100%', height: 280 }} data={data} title={title} desc={description} margin={{ top: 24, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke={theme.palette.divider} />
        <XAxis
          dataKey="name"
          interval={0}
          tickLine={false}
          axisLine={false}
          height={44}
          tick={<StepTick conversions={conversions} accent={theme.palette.primary.main} muted={theme.palette.text.secondary} />}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} />
        <Tooltip formatter={(value) => formatCount(Number(value))} cursor={{ fill: 'rgba(42, 20, 33, 0.04)' }} />
        <Bar dataKey="count" name="Actions" radius={[8, 8, 0, 0]} maxBarSize={72} isAnimationActive={false}>
          {data.map((step, index) => (
            <Cell key={step.actionType} fill={shades[index % shades.length]} />
          ))}
          <LabelList dataKey="count" position="top" formatter={(value) => formatCount(Number(value))} style={{ fontSize: 12, fontWeight: 700, fill: theme.palette.text.primary }} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}
