/**
 * Dates in what the member says ("on Tuesday", "tomorrow", "next Friday", "on 12 May"), resolved
 * with chrono-node against the moment they said it, in their time zone, and written the way a
 * memory keeps them ("Tuesday 10 March").
 */
import * as chrono from 'chrono-node';
import type { PlanDate } from './facts';

export interface FoundDate {
  date: PlanDate;
  /** The words that said it, and where they start in the text. */
  text: string;
  index: number;
}

/** The zone's offset from UTC at `at`, in minutes; 0 for an unknown zone. */
export function offsetMinutes(timeZone: string | null, at: Date): number {
  if (!timeZone) return 0;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  } catch {
    return 0;
  }
}

/** The calendar day of `at` in a zone `offset` minutes from UTC, as noon UTC of that day. */
export function calendarDay(at: Date, offset: number): PlanDate {
  const local = new Date(at.getTime() + offset * 60_000);
  return { day: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 12)) };
}

/**
 * The first date the text names, as a calendar day in the member's zone. A weekday alone means the
 * next one ("on Tuesday" said on a Wednesday is six days away); a day without a year means the
 * year closest to `now` (so "Tuesday 10 March", read back from a memory, keeps its year).
 */
export function findDate(text: string, now: Date, timeZone: string | null, options: { forward?: boolean } = {}): FoundDate | undefined {
  const offset = offsetMinutes(timeZone, now);
  const [result] = chrono.parse(text, { instant: now, timezone: offset }, { forwardDate: options.forward ?? true });
  if (!result) return undefined;
  // chrono answers a bare time ("at 5") with today: only a day, a weekday or a relative day counts.
  const { start } = result;
  if (!start.isCertain('day') && !start.isCertain('weekday') && !/\b(week|weekend|month)\b/i.test(result.text)) return undefined;
  return { date: calendarDay(start.date(), offset), text: result.text, index: result.index };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Tuesday 10 March". */
export function dayWords(date: PlanDate): string {
  const { day } = date;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** "12 May": a yearly date. */
export function dayOfYearWords(date: PlanDate): string {
  return `${date.day.getUTCDate()} ${MONTHS[date.day.getUTCMonth()]}`;
}

/** "Tuesday": how a date within the past or coming week is said. */
export function weekdayWord(date: PlanDate): string {
  return WEEKDAYS[date.day.getUTCDay()]!;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlanDate, to: PlanDate): number {
  return Math.round((to.day.getTime() - from.day.getTime()) / 86_400_000);
}
