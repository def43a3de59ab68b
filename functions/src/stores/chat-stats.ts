/**
 * Owner of `chatDaily/{bucket}_{yyyy-mm-dd}` (in shards): the chat's daily counts for the admin's
 * Conversations figures. Counts only: never a message's text, never who sent it. Buckets and the
 * environment filter are those of the analytics counters (business-stats.ts).
 */
import type { DocStore } from '../ports/doc-store';
import { MemberDailyCounters, type MemberCounterOptions } from './business-stats';

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
] as const;
export type ChatFigure = (typeof chatFigures)[number];

export class ChatStatsStore extends MemberDailyCounters<ChatFigure> {
  constructor(docs: DocStore, options: MemberCounterOptions) {
    super(docs, { collection: 'chatDaily', figures: chatFigures }, options);
  }
}
