import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { modelTime, partOfDayAt, talkGap, timeContext, validTimeZone } from './time-context';

const at = (iso: string) => new Date(iso);

describe('validTimeZone', () => {
  it('accepts IANA names and keeps them as the browser named them', () => {
    expect(validTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(validTimeZone(' UTC ')).toBe('UTC');
    expect(validTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(validTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(validTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it('answers null when no zone was sent', () => {
    expect(validTimeZone(undefined)).toBeNull();
    expect(validTimeZone('')).toBeNull();
    expect(validTimeZone('   ')).toBeNull();
  });

  it('refuses a name that is not a time zone with invalid-time-zone', () => {
    for (const bad of ['Mars/Olympus_Mons', 'Etc/Unknown', 'Europe/Paris; DROP', 'not a zone']) {
      let thrown: unknown;
      try {
        validTimeZone(bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, bad).toBeInstanceOf(AppError);
      expect((thrown as AppError).code, bad).toBe('invalid-time-zone');
    }
  });
});

describe('partOfDayAt', () => {
  it('splits the day at 5, 12, 17 and 22', () => {
    expect([4, 5, 11, 12, 16, 17, 21, 22, 0].map(partOfDayAt)).toEqual([
      'night', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening', 'night', 'night',
    ]);
  });
});

describe('timeContext', () => {
  // 23:30 UTC on Friday 14 March 2025.
  const now = at('2025-03-14T23:30:00Z');

  it('gives the member the local date and time of their zone, on either side of midnight', () => {
    const tokyo = timeContext({ now, timeZone: 'Asia/Tokyo' });
    expect(tokyo).toMatchObject({ timeZone: 'Asia/Tokyo', localDate: 'Saturday, 15 March', localTime: '08:30', year: 2025, partOfDay: 'morning' });
    const losAngeles = timeContext({ now, timeZone: 'America/Los_Angeles' });
    expect(losAngeles).toMatchObject({ localDate: 'Friday, 14 March', localTime: '16:30', partOfDay: 'afternoon' });
    const kolkata = timeContext({ now, timeZone: 'Asia/Kolkata' });
    expect(kolkata).toMatchObject({ localDate: 'Saturday, 15 March', localTime: '05:00', partOfDay: 'morning' });
    expect(timeContext({ now, timeZone: 'Europe/London' })).toMatchObject({ localDate: 'Friday, 14 March', localTime: '23:30', partOfDay: 'night' });
  });

  it('writes midnight as 00:00 and the new year in the zone that has reached it', () => {
    const newYear = at('2024-12-31T23:00:00Z');
    expect(timeContext({ now: newYear, timeZone: 'Europe/Berlin' })).toMatchObject({ localDate: 'Wednesday, 1 January', localTime: '00:00', year: 2025, partOfDay: 'night' });
    expect(timeContext({ now: newYear, timeZone: 'America/New_York' })).toMatchObject({ localDate: 'Tuesday, 31 December', localTime: '18:00', year: 2024, partOfDay: 'evening' });
  });

  it('follows daylight saving time through the platform (Paris: UTC+1 in winter, UTC+2 in summer)', () => {
    expect(timeContext({ now: at('2025-01-15T06:30:00Z'), timeZone: 'Europe/Paris' }).localTime).toBe('07:30');
    expect(timeContext({ now: at('2025-07-15T06:30:00Z'), timeZone: 'Europe/Paris' }).localTime).toBe('08:30');
    // The day the clocks go forward (30 March 2025) has 23 hours: 00:30 to 00:30 the next night is
    // 23 real hours, and still "yesterday".
    const beforeJump = at('2025-03-29T23:30:00Z'); // 00:30 on the 30th, UTC+1
    const afterJump = at('2025-03-30T22:30:00Z'); // 00:30 on the 31st, UTC+2
    expect(timeContext({ now: afterJump, timeZone: 'Europe/Paris', lastTalkedAt: beforeJump }).gap).toEqual({ kind: 'yesterday', days: 1, words: 'yesterday' });
  });

  it('without a zone: UTC date and time, and no part of day', () => {
    const unknown = timeContext({ now, timeZone: null });
    expect(unknown).toMatchObject({ timeZone: null, localDate: 'Friday, 14 March', localTime: '23:30' });
    expect(unknown.partOfDay).toBeUndefined();
    expect(modelTime(unknown)).toEqual({ localDate: 'Friday, 14 March', gap: unknown.gap });
  });

  it('hands the model only the part of day, the date and the gap', () => {
    const time = timeContext({ now, timeZone: 'Asia/Tokyo', lastTalkedAt: at('2025-03-10T12:00:00Z') });
    expect(modelTime(time)).toEqual({ partOfDay: 'morning', localDate: 'Saturday, 15 March', gap: { kind: 'days', days: 5, words: '5 days ago' } });
  });
});

describe('talkGap', () => {
  const now = at('2025-03-14T18:00:00Z');
  const gap = (last: string | null, zone = 'UTC') => talkGap(now, last ? at(last) : null, zone);

  it('says it in words, in calendar days of the member’s zone', () => {
    expect(gap(null)).toEqual({ kind: 'first', days: null, words: 'never before: this is the first time' });
    expect(gap('2025-03-14T17:30:00Z')).toEqual({ kind: 'within-hour', days: 0, words: 'less than an hour ago' });
    expect(gap('2025-03-14T08:00:00Z')).toEqual({ kind: 'today', days: 0, words: 'earlier today' });
    expect(gap('2025-03-13T23:59:00Z')).toEqual({ kind: 'yesterday', days: 1, words: 'yesterday' });
    expect(gap('2025-03-11T18:00:00Z')).toEqual({ kind: 'days', days: 3, words: '3 days ago' });
    expect(gap('2025-03-01T18:00:00Z')).toEqual({ kind: 'days', days: 13, words: '13 days ago' });
    expect(gap('2025-02-28T18:00:00Z')).toEqual({ kind: 'weeks', days: 14, words: '2 weeks ago' });
    expect(gap('2025-02-12T18:00:00Z')).toEqual({ kind: 'weeks', days: 30, words: '4 weeks ago' });
    expect(gap('2025-02-11T18:00:00Z')).toEqual({ kind: 'months', days: 31, words: 'over a month ago' });
    expect(gap('2024-06-01T18:00:00Z')).toEqual({ kind: 'months', days: 286, words: 'over a month ago' });
  });

  it('counts days where the member lives: the same two instants are "today" in one zone and "yesterday" in another', () => {
    // 10:00 and 18:00 UTC on the 14th: the same day in London, but in Tokyo 19:00 on the 14th and 03:00 on the 15th.
    expect(gap('2025-03-14T10:00:00Z', 'Europe/London').kind).toBe('today');
    expect(gap('2025-03-14T10:00:00Z', 'Asia/Tokyo').kind).toBe('yesterday');
  });

  it('treats a previous message in the future (a clock a little ahead) as just now', () => {
    expect(gap('2025-03-14T18:00:05Z').kind).toBe('within-hour');
  });
});
