/**
 * What one chat turn adds to the Conversations figures (stores/chat-stats.ts): counted by the
 * server as the reply ends, never with the message's text or the member's id. A failure to count
 * is logged and never fails the member's turn.
 */
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import { memberDayFigure, type ChatCounterFigure, type ChatStatsStore } from '../../stores/chat-stats';
import type { UserRecord, UserStore } from '../../stores/users';

export type TurnKind = 'send' | 'regenerate' | 'edit';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The counts of a turn: `reply` when one was composed, else the error that ended it. */
export function turnCounts(
  kind: TurnKind,
  record: Pick<UserRecord, 'lastChatAt' | 'chatDay' | 'chatDayMessages' | 'checkInsOn' | 'lastCheckInAt'>,
  at: Date,
  outcome: { reply: { stopped: boolean }; crisisCard: boolean } | { error: unknown },
): Partial<Record<ChatCounterFigure, number>> {
  const last = record.lastChatAt instanceof Date ? record.lastChatAt : null;
  const code = 'error' in outcome && outcome.error instanceof AppError ? outcome.error.code : null;
  const stoppedEarly = code === 'aborted';
  const failed = code === 'reply-failed';
  const reply = 'reply' in outcome ? outcome.reply : null;
  if (!reply && !stoppedEarly && !failed) return {}; // refused before a reply: nothing was said
  const sent = kind === 'regenerate' ? 0 : 1;
  const newDay = !last || day(last) !== day(at);
  return {
    ...(sent ? memberDayMove(messagesToday(record, at)) : {}),
    ...(newDay ? checkInCounts(record, last, at) : {}),
    ...(sent && repliesToCheckIn(record, last, at) ? { checkInReplies: 1 } : {}),
    membersChatted: newDay ? 1 : 0,
    messagesSent: sent,
    messagesEdited: kind === 'edit' ? 1 : 0,
    repliesRegenerated: kind === 'regenerate' ? 1 : 0,
    replies: reply ? 1 : 0,
    repliesStopped: reply?.stopped || stoppedEarly ? 1 : 0,
    modelErrors: failed ? 1 : 0,
    crisisCards: 'crisisCard' in outcome && outcome.crisisCard ? 1 : 0,
  };
}

const HOUR_MS = 3_600_000;
const RETURN_WINDOW_MS = 7 * 24 * HOUR_MS;

/**
 * A member's first message of a day, split by their check-ins switch (issue 44): a member-day, and a
 * return when it came within 7 days of their previous message.
 */
function checkInCounts(record: Pick<UserRecord, 'checkInsOn'>, last: Date | null, at: Date): Partial<Record<ChatCounterFigure, number>> {
  const returned = last !== null && at.getTime() - last.getTime() <= RETURN_WINDOW_MS ? 1 : 0;
  return record.checkInsOn === true ? { memberDaysCheckInsOn: 1, returnsCheckInsOn: returned } : { memberDaysCheckInsOff: 1, returnsCheckInsOff: returned };
}

/** The member's first message within an hour after Bela checked in. */
function repliesToCheckIn(record: Pick<UserRecord, 'lastCheckInAt'>, last: Date | null, at: Date): boolean {
  const checkIn = record.lastCheckInAt instanceof Date ? record.lastCheckInAt.getTime() : null;
  if (checkIn === null) return false;
  const since = at.getTime() - checkIn;
  return since >= 0 && since <= HOUR_MS && (last === null || last.getTime() < checkIn);
}

/** The messages the member had sent on the day of `at` before this one (their record's tally). */
export function messagesToday(record: Pick<UserRecord, 'chatDay' | 'chatDayMessages'>, at: Date): number {
  return record.chatDay === day(at) && typeof record.chatDayMessages === 'number' ? record.chatDayMessages : 0;
}

/** One more message on a member's day: the day leaves its bucket of the histogram for the next. */
function memberDayMove(before: number): Partial<Record<ChatCounterFigure, number>> {
  const from = before > 0 ? memberDayFigure(before) : null;
  const to = memberDayFigure(before + 1);
  if (from === to) return {}; // past the last bucket
  return from ? { [from]: -1, [to]: 1 } : { [to]: 1 };
}

export async function countTurn(
  deps: { chatStats?: ChatStatsStore; users?: Pick<UserStore, 'recordChatDay'>; logger: Logger },
  kind: TurnKind,
  member: { uid: string; record: UserRecord },
  at: Date,
  outcome: Parameters<typeof turnCounts>[3],
): Promise<void> {
  if (!deps.chatStats) return;
  const counts = turnCounts(kind, member.record, at, outcome);
  try {
    await deps.chatStats.countNow(at, member.record, counts);
    // The member's tally follows the histogram: the next message moves their day on from here.
    if (counts.messagesSent) await deps.users?.recordChatDay(member.uid, day(at), messagesToday(member.record, at) + 1);
  } catch (error) {
    deps.logger.warn('chat turn not counted', { error });
  }
}
