/**
 * The period a statistics call may ask for (decision 0024), as one rule that the server's schemas
 * (analytics.ts, analytics-business.ts) and the dashboard's date fields both apply: every date from
 * STATS_EARLIEST_DAY to the end of tomorrow (UTC, so that the last moment of "today" anywhere on
 * Earth is in), and at most STATS_MAX_PERIOD_DAYS days from start to end. Without a start date the
 * server takes the 30 days up to the end date, which is always short enough.
 */
import { STATS_EARLIEST_DAY, STATS_MAX_PERIOD_DAYS } from './constants';

const DAY_MS = 86_400_000;

export interface StatsPeriod {
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

export interface StatsPeriodProblem {
  field: 'startDate' | 'endDate';
  /** A date outside the range, or a period too long. */
  kind: 'range' | 'length';
  message: string;
}

/** The first moment a period may hold. */
export const statsEarliest = (): Date => new Date(`${STATS_EARLIEST_DAY}T00:00:00.000Z`);

/** The last moment a period may hold: the end of tomorrow, UTC. */
export function statsLatest(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + 2 * DAY_MS - 1);
}

/** What is wrong with a period, or null when the statistics may be asked for it. */
export function statsPeriodProblem(period: StatsPeriod, now: Date): StatsPeriodProblem | null {
  const earliest = statsEarliest().getTime();
  const latest = statsLatest(now).getTime();
  for (const field of ['startDate', 'endDate'] as const) {
    const date = period[field];
    if (date && (date.getTime() < earliest || date.getTime() > latest)) {
      return { field, kind: 'range', message: `${field} must be between ${STATS_EARLIEST_DAY} and tomorrow.` };
    }
  }
  const end = period.endDate ?? now;
  if (period.startDate && end.getTime() - period.startDate.getTime() > STATS_MAX_PERIOD_DAYS * DAY_MS) {
    return { field: 'startDate', kind: 'length', message: `The period can be at most ${STATS_MAX_PERIOD_DAYS} days long.` };
  }
  return null;
}
