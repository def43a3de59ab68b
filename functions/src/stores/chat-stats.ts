/**
 * Owner of `chatDaily/{bucket}_{yyyy-mm-dd}` (in shards): the chat's daily counts for the admin's
 * Conversations figures. Counts only: never a message's text, never who sent it. Buckets and the
 * environment filter are those of the analytics counters (business-stats.ts).
 */
import { DAILY_MESSAGES } from '@bela/contracts/constants';
import type { DocStore } from '../ports/doc-store';
import { MemberDailyCounters, type CountedMember, type MemberCounterOptions } from './business-stats';

export const chatFigures = [
  /** Members whose first message of the day this was (members who chatted, per day). */
  'membersChatted',
  /** The member's own messages: sent and edited. */
  'messagesSent',
  /** Replies written (sent, regenerated or after an edit), stopped ones included. */
  'replies',
  'repliesStopped',
  'repliesRegenerated',
  'messagesEdited',
  /** Replies the model could not give (the member saw an error). */
  'modelErrors',
  /** Crisis cards shown (the crisis protocol's reply). */
  'crisisCards',
  /** Check-ins Bela sent (issue 44), notifications of one opened, and members' replies within an hour of one. */
  'checkInsSent',
  'checkInsOpened',
  'checkInReplies',
  /**
   * The 7-day return rate, by the member's check-ins switch: member-days (a member's first message
   * of a day), and those that came within 7 days of the member's previous message.
   */
  'memberDaysCheckInsOn',
  'returnsCheckInsOn',
  'memberDaysCheckInsOff',
  'returnsCheckInsOff',
] as const;
export type ChatFigure = (typeof chatFigures)[number];

/**
 * A histogram of member-days by the messages sent on them: `memberDaysWith{n}` counts the members
 * whose day ended (so far) at n messages. A member's next message moves their day from n to n + 1,
 * so the median of a period needs no member's identity and no read per member. The last bucket
 * (the paid daily limit) also holds any day above it.
 */
export const MEMBER_DAY_TOP = DAILY_MESSAGES.paid;
export type MemberDayFigure = `memberDaysWith${number}`;
export const memberDayFigure = (messages: number): MemberDayFigure => `memberDaysWith${Math.min(messages, MEMBER_DAY_TOP)}`;
export const memberDayFigures: readonly MemberDayFigure[] = Array.from({ length: MEMBER_DAY_TOP }, (_, i) => memberDayFigure(i + 1));

export type ChatCounterFigure = ChatFigure | MemberDayFigure;

export class ChatStatsStore extends MemberDailyCounters<ChatCounterFigure> {
  constructor(docs: DocStore, options: MemberCounterOptions) {
    super(docs, { collection: 'chatDaily', figures: [...chatFigures, ...memberDayFigures] }, options);
  }

  /**
   * One figure for many members at once (a page of the check-in scheduler): one write a bucket,
   * however many members, so a busy run never makes a counter's shards hot.
   */
  async countMembers(at: Date, members: readonly CountedMember[], figure: ChatFigure): Promise<void> {
    const byBucket = new Map<string, { member: CountedMember; n: number }>();
    for (const member of members) {
      const bucket = this.bucketOf(member);
      const entry = byBucket.get(bucket) ?? { member, n: 0 };
      entry.n += 1;
      byBucket.set(bucket, entry);
    }
    if (byBucket.size === 0) return;
    await this.docs.batch((ops) => byBucket.forEach(({ member, n }) => this.count(ops, at, member, { [figure]: n } as Partial<Record<ChatCounterFigure, number>>)));
  }
}

/** The median of a histogram of member-days (`memberDaysWith{n}` counts); null when it is empty. */
export function medianMessages(figures: Partial<Record<MemberDayFigure, number>>): number | null {
  const counts = memberDayFigures.map((name) => Math.max(0, figures[name] ?? 0));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  // The value at a 0-based rank among the member-days, smallest first.
  const at = (rank: number) => {
    let seen = 0;
    for (let i = 0; i < counts.length; i += 1) {
      seen += counts[i]!;
      if (seen > rank) return i + 1;
    }
    return counts.length;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
