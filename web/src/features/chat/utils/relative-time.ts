/** Short, human times for the conversation list and message timestamps. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl formatter per style and locale, made on first use: building one costs a fraction of a
 * millisecond, which a thread of timestamps would otherwise pay per row.
 */
function formatter(style: string, locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${style}|${locale ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two instants in local time (0 = same day, 1 = yesterday). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY);
}

/**
 * 'just now', '5 min ago', '3 hours ago', 'Yesterday', '4 days ago', then a date ('Mar 5', or
 * 'Mar 5, 2024' in another year). A time in the future (clock skew) reads 'just now'; an invalid
 * one gives ''.
 */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date(), locale?: string): string {
  const date = toDate(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < 45_000) return 'just now';
  if (elapsed < HOUR) return `${Math.max(1, Math.round(elapsed / MINUTE))} min ago`;
  const days = calendarDaysBetween(date, now);
  if (days === 0) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return sameYear
    ? formatter('short-date', locale, { month: 'short', day: 'numeric' }).format(date)
    : formatter('short-date-year', locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** The full date and time, for a title attribute. */
export function formatFullDate(value: string | number | Date, locale?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('full', locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** '14:05' (or '2:05 PM' by locale), for a message bubble. */
export function formatClockTime(value: string | number | Date, locale?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('clock', locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * Makes the thread's formatters ahead of time. The first date formatter of a page costs tens of
 * milliseconds (the browser loads its locale data); made while the network is busy, that cost
 * stays off the first render of a thread.
 */
export function prepareDateFormats(): void {
  const now = Date.now();
  formatClockTime(now);
  formatFullDate(now);
}

/** 'Today', 'Yesterday' or a date, for the day separators of the thread. */
export function formatDayLabel(value: string | number | Date, now: Date = new Date(), locale?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const days = calendarDaysBetween(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  const sameYear = date.getFullYear() === now.getFullYear();
  return sameYear
    ? formatter('day', locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(date)
    : formatter('day-year', locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** True when two instants fall on different local calendar days. */
export function isDifferentDay(a: string, b: string): boolean {
  const first = new Date(a);
  const second = new Date(b);
  if (Number.isNaN(first.getTime()) || Number.isNaN(second.getTime())) return false;
  return startOfDay(first) !== startOfDay(second);
}

/** 'about 3 hours', '12 minutes', '45 seconds': how long until a limit resets. */
export function formatWaitDuration(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
