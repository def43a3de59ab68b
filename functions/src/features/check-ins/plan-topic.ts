/**
 * A plan the member told Bela about, read back from the memory that keeps it: memories write a
 * plan's day as "Tuesday 10 March" (with the year when the OpenAI extractor writes it: "Tuesday
 * 10 March 2026"), "the week of Monday 9 March" or "the weekend of Saturday 7 March"
 * (drivers/offline-memory/dates.ts, drivers/openai-memory-extractor.ts). A plan whose last day has
 * passed, in the member's zone, is what a check-in asks about first. Pure.
 */
import type { KnownMemory } from '../../ports/memory-extractor';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAY_MS = 86_400_000;

const DATED =
  /\b(?:(the\s+(week|weekend)\s+of)\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(january|february|march|april|may|june|july|august|september|october|november|december)(?:,?\s+(\d{4}))?\b/i;

export interface DatedPlan {
  memoryId: string;
  /** The memory's words. */
  text: string;
  /** What it is, for "How did ... go?": "the job interview". */
  topic: string;
  /** The plan's last local day (a UTC midnight). */
  lastDay: Date;
}

/**
 * The plan's day: the year written, else the one that puts the day nearest after the memory was
 * learned (a plan is told before it happens; a week's slack for one told late).
 */
export function planDay(text: string, learnedAt: Date): { lastDay: Date } | null {
  const match = DATED.exec(text);
  if (!match) return null;
  const span = match[2]?.toLowerCase();
  const dayOfMonth = Number(match[3]);
  const month = MONTHS.indexOf(match[4]!.toLowerCase());
  const learnedYear = learnedAt.getUTCFullYear();
  let day: Date;
  if (match[5]) day = new Date(Date.UTC(Number(match[5]), month, dayOfMonth));
  else {
    const candidates = [learnedYear - 1, learnedYear, learnedYear + 1].map((year) => new Date(Date.UTC(year, month, dayOfMonth)));
    day = candidates.find((candidate) => candidate.getTime() >= learnedAt.getTime() - 7 * DAY_MS) ?? candidates[2]!;
  }
  if (day.getUTCDate() !== dayOfMonth) return null;
  const extra = span === 'week' ? 6 : span === 'weekend' ? 1 : 0;
  return { lastDay: new Date(day.getTime() + extra * DAY_MS) };
}

/** "They have a job interview on Tuesday 10 March." -> "the job interview". */
export function planTopic(text: string): string {
  const before = text.split(DATED)[0] ?? text;
  const trimmed = before.replace(/\s*\b(?:on|in|at|for|this|next|coming)\s*$/i, '').trim();
  const trip = /^(?:they|the user)\s+(?:go|are going|travel|are travelling|fly|are flying|visit|are visiting)\s+(?:to\s+)?([\p{L}][\p{L} '-]{0,40})$/iu.exec(trimmed);
  if (trip) return `the trip to ${trip[1]}`;
  const cleaned = trimmed
    .replace(/^\s*(?:they|the user)\s+(?:have|has|had|'ve got|have got|are having|are going to|are going|will have|will|plan to|are planning to|are planning|are)\s+/i, '')
    .replace(/^(?:an?|their|the|some)\s+/i, '')
    .replace(/[\s,.;:]+$/, '')
    .trim();
  if (!cleaned || cleaned.split(/\s+/).length > 8 || /^(?:they|the user)\b/i.test(cleaned)) return 'your plans';
  return /^(?:to|go|visit|see|meet|run|take|sit|fly|travel)\b/i.test(cleaned) ? 'your plans' : `the ${cleaned}`;
}

/**
 * The plans whose last day is over in the member's zone (`today`, their local day as a UTC
 * midnight) within the last week, newest first, leaving out those already asked about.
 */
export function passedPlans(memories: KnownMemory[], today: Date, asked: readonly string[]): DatedPlan[] {
  const plans: DatedPlan[] = [];
  for (const memory of memories) {
    if (memory.kind !== 'plans' && !memory.slot?.startsWith('plan')) continue;
    if (asked.includes(askedKey(memory))) continue;
    const dated = planDay(memory.text, memory.updatedAt);
    if (!dated) continue;
    const daysAgo = Math.round((today.getTime() - dated.lastDay.getTime()) / DAY_MS);
    if (daysAgo < 1 || daysAgo > 7) continue;
    plans.push({ memoryId: memory.id, text: memory.text, topic: planTopic(memory.text), lastDay: dated.lastDay });
  }
  return plans.sort((a, b) => b.lastDay.getTime() - a.lastDay.getTime());
}

/** A plan asked about: its memory and words (a plan moved to a new date is asked about again). */
export function askedKey(memory: Pick<KnownMemory, 'id' | 'text'>): string {
  let hash = 0;
  for (const char of memory.text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return `${memory.id}:${(hash >>> 0).toString(36)}`;
}
