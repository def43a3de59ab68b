/**
 * What Bela knows of the member's time: their local day and time of day, from the IANA time zone
 * their browser sends, and how long since they last talked with her. Pure: the clock, the zone and
 * the member's previous message time come in as arguments.
 *
 * A time zone that is not a real one is refused (400 `invalid-time-zone`) rather than replaced by
 * UTC. The web app sends the zone its own Intl reports, and only one its Intl accepts (a browser
 * that cannot tell says `Etc/Unknown`, which it leaves out), so only a hand-made or broken request
 * names a bad one; answering it with a made-up "good morning" at the wrong hour would hide the bug,
 * and every other field of the API is validated the same way. A request without a zone (older
 * clients, API callers) is fine: Bela then knows the UTC date, not the member's hour.
 *
 * All zone arithmetic is the platform's Intl: the member's calendar date and hour are read with
 * `Intl.DateTimeFormat(..., { timeZone })`, so daylight saving time never needs handling here.
 */
import type { ChatTimeContext, PartOfDay, TalkGap } from '../../ports/chat-model';
import { AppError } from '../../platform/app-error';

export type { PartOfDay, TalkGap };

export interface TimeContext extends ChatTimeContext {
  /** The member's zone; null when the request named none (the date is then UTC's). */
  timeZone: string | null;
  /** Local time, `HH:mm` (24-hour). */
  localTime: string;
  year: number;
}

/**
 * The zone as the member's browser named it, once Intl has accepted it, or null when none was
 * sent. It is not swapped for ICU's canonical name, which can be an old one (`Asia/Kolkata` would
 * become `Asia/Calcutta`, `Europe/Kyiv` `Europe/Kiev`). Throws AppError `invalid-time-zone` for a
 * name Intl does not know.
 */
export function validTimeZone(tz?: string | null): string | null {
  const name = tz?.trim();
  if (!name) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    throw new AppError('invalid-time-zone');
  }
  return name;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
  monthName: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      weekday: 'long',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The wall-clock fields of `at` in `timeZone`. */
function localParts(at: Date, timeZone: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const month = Number(parts.month);
  return {
    year: Number(parts.year),
    month,
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: parts.weekday ?? '',
    monthName: MONTHS[month - 1] ?? '',
  };
}

/** Morning 5–12, afternoon 12–17, evening 17–22, night 22–5 (local hours). */
export function partOfDayAt(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

const HOUR_MS = 3_600_000;

/** The member's local calendar day as a day count, so two of them subtract to whole days. */
const dayNumber = (p: LocalParts) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;

/**
 * How long since the member's previous message, in calendar days of their zone: under an hour,
 * earlier today, yesterday, 2–13 days, 2–4 weeks, then "over a month".
 */
export function talkGap(now: Date, lastTalkedAt: Date | null | undefined, timeZone: string): TalkGap {
  if (!lastTalkedAt || Number.isNaN(lastTalkedAt.getTime())) return { kind: 'first', days: null, words: 'never before: this is the first time' };
  const elapsed = now.getTime() - lastTalkedAt.getTime();
  if (elapsed < HOUR_MS) return { kind: 'within-hour', days: 0, words: 'less than an hour ago' };
  const days = Math.max(0, dayNumber(localParts(now, timeZone)) - dayNumber(localParts(lastTalkedAt, timeZone)));
  if (days === 0) return { kind: 'today', days, words: 'earlier today' };
  if (days === 1) return { kind: 'yesterday', days, words: 'yesterday' };
  if (days < 14) return { kind: 'days', days, words: `${days} days ago` };
  if (days <= 30) return { kind: 'weeks', days, words: `${Math.floor(days / 7)} weeks ago` };
  return { kind: 'months', days, words: 'over a month ago' };
}

export interface TimeContextInput {
  now: Date;
  /** A zone from validTimeZone; null or absent means unknown (UTC's date, no part of day). */
  timeZone?: string | null;
  /** The member's previous message, across all their conversations; null the first time. */
  lastTalkedAt?: Date | null;
}

export function timeContext({ now, timeZone = null, lastTalkedAt = null }: TimeContextInput): TimeContext {
  const zone = timeZone ?? 'UTC';
  const local = localParts(now, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    timeZone,
    localDate: `${local.weekday}, ${local.day} ${local.monthName}`,
    localTime: `${pad(local.hour)}:${pad(local.minute)}`,
    year: local.year,
    ...(timeZone ? { partOfDay: partOfDayAt(local.hour) } : {}),
    gap: talkGap(now, lastTalkedAt, zone),
  };
}

/** The part a model driver may use (ChatRequest.time). */
export const modelTime = ({ partOfDay, localDate, gap }: TimeContext): ChatTimeContext => ({
  ...(partOfDay ? { partOfDay } : {}),
  localDate,
  gap,
});
