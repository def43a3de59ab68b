/**
 * Dates in what the member says ("on Tuesday", "tomorrow", "next Friday", "on 12 May"), resolved
 * with chrono-node against the moment they said it, in their time zone, and written the way a
 * memory keeps them ("Tuesday 10 March").
 */
import { chronoParse } from '../lazy-nlp';
import type { PlanDate } from './facts';
import type { ReadContext } from './statements';

export interface FoundDate {
  date: PlanDate;
  /** The words that said it, and where they start in the text. */
  text: string;
  index: number;
}

/** Every date chrono can read has one of these in it (a superset, tested as parts of words). */
const DATE_CUE = /\d|tod|tonight|tom|tmr|yesterday|noon|midnight|morning|afternoon|evening|night|week|month|year|day|hour|min|sec|fortnight|ago|later|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|now|christmas|xmas|easter|eve/i;

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
  // chrono reads nothing in a text without a number, a month, a weekday or a word of time; its first parse costs ~200 ms in a fresh process.
  if (!DATE_CUE.test(text)) return undefined;
  const offset = offsetMinutes(timeZone, now);
  const reference = { instant: now, timezone: offset };
  // "the week of Monday 9 March", "the weekend of Saturday 7 March", as a memory writes them.
  const spanned = /\b(?:in\s+|on\s+)?the\s+(week|weekend)\s+of\s+/i.exec(text);
  if (spanned) {
    const after = text.slice(spanned.index + spanned[0].length);
    const [dated] = chronoParse(after, reference, { forwardDate: options.forward ?? true });
    if (dated && dated.index === 0 && dated.start.isCertain('day')) {
      const span = spanned[1]!.toLowerCase() as 'week' | 'weekend';
      return { date: { ...calendarDay(dated.start.date(), offset), span }, text: spanned[0] + dated.text, index: spanned.index };
    }
  }
  const [result] = chronoParse(text, reference, { forwardDate: options.forward ?? true });
  if (!result) return undefined;
  const { start } = result;
  const day = calendarDay(start.date(), offset);
  // chrono reads "next week" as seven days from now and "this weekend" as its Saturday: keep them as said.
  if (/\bweekend\b/i.test(result.text)) return { date: { ...day, span: 'weekend' }, text: result.text, index: result.index };
  if (/\bweeks?\b/i.test(result.text)) {
    const monday = new Date(day.day.getTime() - ((day.day.getUTCDay() + 6) % 7) * 86_400_000);
    return { date: { day: monday, span: 'week' }, text: result.text, index: result.index };
  }
  // A bare time ("at 5") or a month ("in May") is no day to keep.
  if (!start.isCertain('day') && !start.isCertain('weekday')) return undefined;
  const said = start.isCertain('hour') ? TIME_SAID.exec(result.text) : null;
  const time = said?.[1] ?? said?.[2];
  return { date: time ? { ...day, time: time.replace(/\s+/g, '').toLowerCase() } : day, text: result.text, index: result.index };
}

/** The last calendar day a date covers: the Sunday of a week or a weekend, else the day. */
export function lastDayOf(date: PlanDate): Date {
  const extra = date.span === 'week' ? 6 : date.span === 'weekend' ? 1 : 0;
  return new Date(date.day.getTime() + extra * 86_400_000);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The month a short form names ("feb", "Sept"), written in full; undefined for no month. */
export const monthCalled = (short: string) => MONTHS.find((month) => month.toLowerCase().startsWith(short.slice(0, 3).toLowerCase()));
/** A month named ("in June", "October wedding"): the month, capitalised as written in full. */
export const MONTH_NAMED = new RegExp(String.raw`\b(${MONTHS.join('|')})\b`, 'u');
const MONTH_WORDS = [...MONTHS, ...MONTHS.map((month) => month.slice(0, 3))].join('|');
/** A day of a month, one capture: "14 March", "12th of August", "5 Feb", "March 14th". */
export const DAY_OF_MONTH = String.raw`(\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTH_WORDS})\b|(?:${MONTH_WORDS})\s+\d{1,2}(?:st|nd|rd|th)?\b)`;

/** "Tuesday 10 March", "the week of Monday 9 March", "the weekend of Saturday 7 March". */
export function dayWords(date: PlanDate): string {
  const { day } = date;
  const words = `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return date.span ? `the ${date.span} of ${words}` : words;
}

/** A time of day as a member says it after "at": "3", "10:30", "7pm", "noon". */
const TIME_SAID = /\bat\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)(?!\S*\d)|\b(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\b/i;

/** "on Tuesday 10 March", "on Tuesday 10 March at 3", "in the week of Monday 9 March", "on the weekend of Saturday 7 March". */
export function whenWords(date: PlanDate): string {
  return `${date.span === 'week' ? 'in' : 'on'} ${dayWords(date)}${date.time ? ` at ${date.time}` : ''}`;
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

/** "in 2 weeks", "on the 5th", "tomorrow": a plan's time. */
export function hasDate(text: string, context: ReadContext): boolean {
  // "she lives in Porto now": "now" is not a date.
  const found = findDate(text.replace(/\b(?:now|right now|these days|nowadays|currently|at the moment)\b/gi, ' '), context.now, context.timeZone, { forward: context.dateForward });
  // "on the 22nd", "in July", "over Easter", "14 February": dates the date reader leaves to the words around them.
  if (!found) return /\b(?:in|within)\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|\d+)\s+(?:days?|weeks?|months?|years?)\b|\bnext\s+(?:week|month|year|weekend)\b|\b(?:on|for|by|until|till)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|\b(?:in|this|next|by|until|over|at|for)\s+(?:coming\s+)?(?:early\s+|late\s+|mid[- ])?(?:january|february|march|april|may|june|july|august|september|october|november|december|easter|christmas|the summer|the spring|the autumn|the fall|the winter|summer|spring|autumn|winter|new year)\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\b/i.test(text);
  if (!context.dateForward) return true;
  const today = findDate('today', context.now, context.timeZone)?.date.day ?? context.now;
  return lastDayOf(found.date).getTime() >= today.getTime();
}
