/**
 * What one chat turn adds to the Conversations figures (stores/chat-stats.ts): counted by the
 * server as the reply ends, never with the message's text or the member's id. A failure to count
 * is logged and never fails the member's turn.
 */
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { ChatFigure, ChatStatsStore } from '../../stores/chat-stats';
import type { UserRecord } from '../../stores/users';

export type TurnKind = 'send' | 'regenerate' | 'edit';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The counts of a turn: `reply` when one was composed, else the error that ended it. */
export function turnCounts(
  kind: TurnKind,
  record: Pick<UserRecord, 'lastChatAt'>,
  at: Date,
  outcome: { reply: { stopped: boolean }; crisisCard: boolean } | { error: unknown },
): Partial<Record<ChatFigure, number>> {
  const last = record.lastChatAt instanceof Date ? record.lastChatAt : null;
  const code = 'error' in outcome && outcome.error instanceof AppError ? outcome.error.code : null;
  const stoppedEarly = code === 'aborted';
  const failed = code === 'reply-failed';
  const reply = 'reply' in outcome ? outcome.reply : null;
  if (!reply && !stoppedEarly && !failed) return {}; // refused before a reply: nothing was said
  return {
    membersChatted: !last || day(last) !== day(at) ? 1 : 0,
    messagesSent: kind === 'regenerate' ? 0 : 1,
    messagesEdited: kind === 'edit' ? 1 : 0,
    repliesRegenerated: kind === 'regenerate' ? 1 : 0,
    replies: reply ? 1 : 0,
    repliesStopped: reply?.stopped || stoppedEarly ? 1 : 0,
    modelErrors: failed ? 1 : 0,
    crisisCards: 'crisisCard' in outcome && outcome.crisisCard ? 1 : 0,
  };
}

export async function countTurn(
  deps: { chatStats?: ChatStatsStore; logger: Logger },
  kind: TurnKind,
  record: UserRecord,
  at: Date,
  outcome: Parameters<typeof turnCounts>[3],
): Promise<void> {
  if (!deps.chatStats) return;
  await deps.chatStats.countNow(at, record, turnCounts(kind, record, at, outcome)).catch((error: unknown) => deps.logger.warn('chat turn not counted', { error }));
}
