/**
 * Billing-period arithmetic in UTC. Monthly periods are counted from the billing anchor, as on
 * Stripe: a subscription started on 31 January renews on 28 (or 29) February, then on 31 March,
 * rather than drifting to the 28th for good.
 */
import type { Interval } from './stripe-objects';

const DAY = 86_400;

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** `anchor` (unix seconds) plus `count` intervals. */
export function addIntervals(anchor: number, interval: Interval, count: number): number {
  if (interval === 'day') return anchor + count * DAY;
  if (interval === 'week') return anchor + count * 7 * DAY;
  const date = new Date(anchor * 1000);
  const months = interval === 'month' ? count : count * 12;
  const target = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(target / 12);
  const monthIndex = ((target % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, monthIndex));
  return (
    Date.UTC(year, monthIndex, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()) / 1000
  );
}

/** The end of the period after the one ending at `currentEnd`, for a subscription anchored at `anchor`. */
export function nextPeriodEnd(anchor: number, currentEnd: number, interval: Interval, intervalCount: number): number {
  let periods = 1;
  while (addIntervals(anchor, interval, periods * intervalCount) <= currentEnd) periods += 1;
  return addIntervals(anchor, interval, periods * intervalCount);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 23, 2025" (UTC, so that pages and tests agree wherever they run). */
export const formatDate = (unixSeconds: number) => longDate.format(new Date(unixSeconds * 1000));

export const isoTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
