import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatClockTime, formatDayLabel, formatFullDate, formatRelativeTime, formatWaitDuration, isDifferentDay } from './relative-time';

// Local times, so the calendar-day rules hold in any time zone the tests run in.
const now = new Date(2026, 4, 20, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it('reads recent times in minutes', () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(50_000), now)).toBe('1 min ago');
    expect(formatRelativeTime(ago(5 * MIN), now)).toBe('5 min ago');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59 min ago');
  });

  it('reads earlier today in hours', () => {
    expect(formatRelativeTime(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * 60 * MIN + 5 * MIN), now)).toBe('3 hours ago');
  });

  it('uses calendar days for older times', () => {
    expect(formatRelativeTime(new Date(2026, 4, 19, 23, 50), now)).toBe('Yesterday');
    expect(formatRelativeTime(new Date(2026, 4, 16, 9, 0), now)).toBe('4 days ago');
    expect(formatRelativeTime(new Date(2026, 2, 5, 9, 0), now, 'en-US')).toBe('Mar 5');
    expect(formatRelativeTime(new Date(2024, 2, 5, 9, 0), now, 'en-US')).toBe('Mar 5, 2024');
  });

  it('accepts ISO strings, treats the future as now and ignores invalid input', () => {
    expect(formatRelativeTime(ago(5 * MIN).toISOString(), now)).toBe('5 min ago');
    expect(formatRelativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('day helpers', () => {
  it('counts calendar days and labels them', () => {
    expect(calendarDaysBetween(new Date(2026, 4, 19, 23, 59), now)).toBe(1);
    expect(formatDayLabel(new Date(2026, 4, 20, 0, 1), now)).toBe('Today');
    expect(formatDayLabel(new Date(2026, 4, 19, 12, 0), now)).toBe('Yesterday');
    expect(formatDayLabel(new Date(2026, 4, 1, 12, 0), now, 'en-US')).toBe('Friday, May 1');
    expect(isDifferentDay(new Date(2026, 4, 19, 23, 0).toISOString(), new Date(2026, 4, 20, 1, 0).toISOString())).toBe(true);
    expect(isDifferentDay(new Date(2026, 4, 20, 1, 0).toISOString(), new Date(2026, 4, 20, 23, 0).toISOString())).toBe(false);
  });

  it('formats clock times and full dates per locale, each locale with its own formatter', () => {
    const at = new Date(2026, 4, 20, 14, 5);
    expect(formatClockTime(at, 'en-US')).toBe('2:05 PM');
    expect(formatClockTime(at, 'de-DE')).toBe('14:05');
    expect(formatClockTime(at.toISOString(), 'en-US')).toBe('2:05 PM');
    expect(formatFullDate(at, 'en-US')).toBe(at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' }));
    expect(formatFullDate(at, 'de-DE')).toBe(at.toLocaleString('de-DE', { dateStyle: 'full', timeStyle: 'short' }));
    expect(formatClockTime('not a date')).toBe('');
    expect(formatFullDate('not a date')).toBe('');
  });

  it('words a wait', () => {
    expect(formatWaitDuration(1)).toBe('1 second');
    expect(formatWaitDuration(42)).toBe('42 seconds');
    expect(formatWaitDuration(61)).toBe('2 minutes');
    expect(formatWaitDuration(3600)).toBe('about 1 hour');
    expect(formatWaitDuration(5 * 3600 + 1200)).toBe('about 5 hours');
  });
});
