import { describe, expect, it } from 'vitest';
import { instantOf, localClock, nextCheckInAt, slotAt, windowUsable, type Timing } from './schedule';

const timing = (over: Partial<Timing> = {}): Timing => ({
  frequency: 'daily',
  windowStart: '18:00',
  windowEnd: '21:00',
  quietStart: '22:00',
  quietEnd: '08:00',
  timeZone: 'America/New_York',
  ...over,
});

const local = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);

describe('check-in schedule', () => {
  it('reads the window in the member’s zone, across a change of daylight saving time', () => {
    // 8 March 2026: New York moves from UTC-5 to UTC-4 at 02:00.
    const before = nextCheckInAt(timing(), new Date('2026-03-07T12:00:00Z'), () => 0);
    const after = nextCheckInAt(timing(), new Date('2026-03-08T12:00:00Z'), () => 0);
    expect(before.toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(after.toISOString()).toBe('2026-03-08T22:00:00.000Z');
    expect(local(after, 'America/New_York')).toBe('08/03/2026, 18:00');
  });

  it('draws the next time among the window’s free minutes, after now, with jitter', () => {
    const from = new Date('2026-03-09T23:30:00Z'); // 19:30 in New York
    const times = [0, 0.25, 0.5, 0.999].map((r) => nextCheckInAt(timing(), from, () => r));
    for (const at of times) expect(local(at, 'America/New_York')).toMatch(/^09\/03\/2026, (19:[3-5]\d|20:\d\d)$/);
    expect(new Set(times.map(String)).size).toBe(4);
    // Skipping a day lands in the next day's window.
    expect(local(nextCheckInAt(timing(), from, () => 0, 1), 'America/New_York')).toBe('10/03/2026, 18:00');
  });

  it('leaves quiet hours out of the window, and tells the slot of a window crossing midnight by the day it began', () => {
    const late = timing({ windowStart: '21:00', windowEnd: '01:00', timeZone: 'UTC' });
    expect(slotAt(late, new Date('2026-03-09T21:30:00Z'))).toBe('2026-03-09');
    expect(slotAt(late, new Date('2026-03-09T22:30:00Z'))).toBeNull(); // quiet
    expect(slotAt(late, new Date('2026-03-09T20:30:00Z'))).toBeNull(); // before the window
    const overnight = timing({ windowStart: '23:00', windowEnd: '01:00', quietStart: '02:00', quietEnd: '06:00', timeZone: 'UTC' });
    expect(slotAt(overnight, new Date('2026-03-10T00:30:00Z'))).toBe('2026-03-09');
    expect(nextCheckInAt(late, new Date('2026-03-09T21:59:00Z'), () => 0.99).toISOString()).toBe('2026-03-09T21:59:00.000Z');
    expect(windowUsable({ windowStart: '23:00', windowEnd: '23:30', quietStart: '22:00', quietEnd: '08:00' })).toBe(false);
    expect(windowUsable({ windowStart: '18:00', windowEnd: '18:00', quietStart: '22:00', quietEnd: '08:00' })).toBe(false);
  });

  it('converts wall-clock minutes to instants and back', () => {
    const day = new Date(Date.UTC(2026, 2, 11));
    const at = instantOf(day, 19 * 60, 'Asia/Kolkata');
    expect(at.toISOString()).toBe('2026-03-11T13:30:00.000Z');
    expect(localClock(at, 'Asia/Kolkata')).toEqual({ day, minute: 19 * 60 });
  });
});
