/**
 * When Bela may write first: the member's window and quiet hours, read in their own time zone, and
 * the next time the scheduler looks (with jitter, so a million members with an 18:00 window do not
 * all fall due in the same run). Pure: the clock, the zone and the randomness come in as arguments.
 *
 * A slot is the member's local calendar day of a window (`2026-03-11`; for a window that crosses
 * midnight, the day it starts): at most one check-in a slot, which the scheduler's transaction
 * checks (check-in-writer.ts), so two runs at once send one message.
 */
import type { CheckInFrequency } from '@bela/contracts/check-ins';

export interface Timing {
  frequency: CheckInFrequency;
  windowStart: string;
  windowEnd: string;
  quietStart: string;
  quietEnd: string;
  /** Null: UTC. */
  timeZone: string | null;
}

const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;

export const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether minute `m` of the day lies in [start, end), a span that may cross midnight. */
export function within(m: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in minutes. */
export function offsetMinutes(timeZone: string | null, at: Date): number {
  if (!timeZone || timeZone === 'UTC') return 0;
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    if (offsetFormats.size < 1_000) offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The member's local day (as a UTC midnight) and minute of the day at `at`. */
export function localClock(at: Date, timeZone: string | null): { day: Date; minute: number } {
  const local = new Date(at.getTime() + offsetMinutes(timeZone, at) * MINUTE_MS);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  return { day, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The instant of minute `minute` of local day `day` (a UTC midnight) in the zone. */
export function instantOf(day: Date, minute: number, timeZone: string | null): Date {
  const wall = day.getTime() + minute * MINUTE_MS;
  const first = wall - offsetMinutes(timeZone, new Date(wall)) * MINUTE_MS;
  // Across a change of offset, the offset at the first guess may not be the one at the instant.
  return new Date(wall - offsetMinutes(timeZone, new Date(first)) * MINUTE_MS);
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The window's slot at `at`, or null when `at` is outside the window or in quiet hours. */
export function slotAt(timing: Timing, at: Date): string | null {
  const { day, minute } = localClock(at, timing.timeZone);
  const start = minutesOf(timing.windowStart);
  const end = minutesOf(timing.windowEnd);
  if (!within(minute, start, end)) return null;
  if (within(minute, minutesOf(timing.quietStart), minutesOf(timing.quietEnd))) return null;
  // A window that crosses midnight belongs to the day it started.
  const started = start > end && minute < end ? new Date(day.getTime() - DAY_MINUTES * MINUTE_MS) : day;
  return isoDay(started);
}

/** Whether quiet hours cover `at` (no notification then, whatever else). */
export function quietAt(timing: Timing, at: Date): boolean {
  return within(localClock(at, timing.timeZone).minute, minutesOf(timing.quietStart), minutesOf(timing.quietEnd));
}

/** The window's minutes (from its start, 0-based offsets) that quiet hours leave free. */
function freeMinutes(timing: Pick<Timing, 'windowStart' | 'windowEnd' | 'quietStart' | 'quietEnd'>): number[] {
  const start = minutesOf(timing.windowStart);
  const length = (minutesOf(timing.windowEnd) - start + DAY_MINUTES) % DAY_MINUTES;
  const quietStart = minutesOf(timing.quietStart);
  const quietEnd = minutesOf(timing.quietEnd);
  const free: number[] = [];
  for (let offset = 0; offset < length; offset += 1) {
    if (!within((start + offset) % DAY_MINUTES, quietStart, quietEnd)) free.push(offset);
  }
  return free;
}

/** A window with no free minute (or none at all) can never send: the settings route refuses it. */
export const windowUsable = (timing: Pick<Timing, 'windowStart' | 'windowEnd' | 'quietStart' | 'quietEnd'>): boolean => freeMinutes(timing).length > 0;

/**
 * The next time the scheduler looks, at or after `from`: a minute drawn at random among the free
 * minutes of the first window that still has one after `from`, starting `skipDays` local days on.
 */
export function nextCheckInAt(timing: Timing, from: Date, random: () => number, skipDays = 0): Date {
  const free = freeMinutes(timing);
  if (free.length === 0) throw new Error('a check-in window with no free minute');
  const start = minutesOf(timing.windowStart);
  const { day } = localClock(from, timing.timeZone);
  // The window that began yesterday may still be open (one that crosses midnight).
  for (let days = skipDays === 0 ? -1 : skipDays; days <= skipDays + 2; days += 1) {
    const windowDay = new Date(day.getTime() + days * DAY_MINUTES * MINUTE_MS);
    const opens = instantOf(windowDay, start, timing.timeZone).getTime();
    const open = free.filter((offset) => opens + offset * MINUTE_MS >= from.getTime());
    if (open.length > 0) return instantOf(windowDay, start + open[Math.min(open.length - 1, Math.floor(random() * open.length))]!, timing.timeZone);
  }
  // Unreachable with a free minute: each day's window has one.
  return instantOf(new Date(day.getTime() + (skipDays + 1) * DAY_MINUTES * MINUTE_MS), start + free[0]!, timing.timeZone);
}

/** Days to skip after a check-in was sent: 'some-days' writes every two or three days. */
export function daysAfterSending(frequency: CheckInFrequency, random: () => number): number {
  return frequency === 'some-days' ? 2 + (random() < 0.5 ? 0 : 1) : 1;
}
