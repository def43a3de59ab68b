/** The change on each summary card against the period of the same length before. */

export type Trend = 'up' | 'down' | 'flat' | 'none';

export interface Change {
  label: string;
  trend: Trend;
}

const SUFFIX = 'vs previous period';

/** Percentage change from `previous` to `current`; null when there is no base to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** One decimal below 10, whole numbers above, no trailing '.0'. */
function magnitude(value: number): string {
  const abs = Math.abs(value);
  const rounded = abs < 10 ? Math.round(abs * 10) / 10 : Math.round(abs);
  return rounded.toLocaleString('en-US');
}

function signed(value: number, unit: string): Change {
  const text = magnitude(value);
  if (text === '0') return { label: `No change ${SUFFIX}`, trend: 'flat' };
  return value > 0 ? { label: `+${text}${unit} ${SUFFIX}`, trend: 'up' } : { label: `-${text}${unit} ${SUFFIX}`, trend: 'down' };
}

/** '+12% vs previous period', '-8% vs previous period', 'No change vs previous period'. */
export function describeChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { label: `No data for the previous period`, trend: 'none' };
  const change = percentChange(current, previous);
  if (change === null) return { label: `New ${SUFFIX}`, trend: 'up' };
  return signed(change, '%');
}

/** For rates already in percent: the difference in points ('+3.5 pts vs previous period'). */
export function describePointChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { label: `No data for the previous period`, trend: 'none' };
  return signed(current - previous, ' pts');
}
