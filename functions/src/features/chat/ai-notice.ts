/**
 * New York's notice (General Business Law §1702): at the start of an interaction, and at least every
 * three hours of a continuing one, the chat says plainly that Bela is an AI and not a human. The
 * server decides when, from the time it last gave the notice to the member (users/{uid}.aiNoticeAt):
 * a turn carries the notice when none was given yet on the member's day (their time zone when the
 * browser sent one, UTC otherwise), or when the last one is three hours old or more. So the first
 * message of a day carries it, a quick return the same day does not, a conversation that goes on
 * carries it again every three hours, and a return after three hours or more starts with it again.
 */
import type { AiNotice } from '@bela/contracts/chat';
import type { Logger } from '../../platform/logger';
import type { UserRecord, UserStore } from '../../stores/users';

export const AI_NOTICE_TEXT = "Reminder: Bela is an AI, not a human. You're chatting with a computer program, not a person.";

/** The longest a member talks without the notice. */
export const AI_NOTICE_EVERY_MS = 3 * 60 * 60 * 1000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `at` in `timeZone` ("2026-03-03"). */
function dayIn(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Bounded: zones are checked at the request's boundary, and there are a few hundred.
    if (dayFormats.size < 1_000) dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** Whether a turn at `now` starts with the notice, given when it was last given (null: never). */
export function aiNoticeDue(lastGivenAt: Date | null, now: Date, timeZone: string | null): boolean {
  if (!lastGivenAt) return true;
  if (now.getTime() - lastGivenAt.getTime() >= AI_NOTICE_EVERY_MS) return true;
  const zone = timeZone ?? 'UTC';
  return dayIn(lastGivenAt, zone) !== dayIn(now, zone);
}

/**
 * The notice for a turn at `at`, when one is due. Nothing is recorded here: the notice counts as
 * given only once it reached the member (`recordAiNoticeGiven`, called by the route when the answer
 * that carries it was written out), so a client that goes away first is given it again next time.
 */
export function aiNoticeFor(record: UserRecord, at: Date, timeZone: string | null): AiNotice | undefined {
  const last = record.aiNoticeAt instanceof Date ? record.aiNoticeAt : null;
  if (!aiNoticeDue(last, at, timeZone)) return undefined;
  return { kind: 'not-human', text: AI_NOTICE_TEXT };
}

/** Records that the notice reached the member at `at`. A failed write is logged (shown twice is better than never). */
export async function recordAiNoticeGiven(deps: { users: Pick<UserStore, 'recordAiNotice'>; logger: Logger }, uid: string, at: Date): Promise<void> {
  await deps.users.recordAiNotice(uid, at).catch((error: unknown) => deps.logger.warn('AI notice time not recorded', { error }));
}
