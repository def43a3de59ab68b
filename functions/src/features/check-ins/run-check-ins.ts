/**
 * One pass of the check-in scheduler (issue 44; the `checkIns` function runs one every 15 minutes).
 *
 * It reads due members through one indexed query (stores/check-ins.ts `dueQuery`) in pages of
 * `pageSize`, at most `perRun` a pass, `concurrency` at once, and never reads the users collection
 * as a whole. For each member, in order, the rules that can say no: the window and quiet hours in
 * the member's zone; one check-in a slot and `minHoursBetween` hours between two; a verified address;
 * a trial not ended without paying; no crisis card in the last 24 hours; for 'plans', a plan whose
 * day has passed. A member who gets nothing is moved to their next time, those moves written
 * together in batches of at most 500 writes. A check-in is composed first (the model is never
 * called inside a transaction), then written in one transaction keyed by the member and the slot:
 * it reads the member's schedule again and writes only if the slot is still unsent, so two passes
 * at once write one message. The next time is drawn with jitter within the window (schedule.ts).
 */
import { MAX_BATCH_WRITES, type Doc, type DocStore } from '../../ports/doc-store';
import type { ChatModel, SafetyClassifier } from '../../ports/chat-model';
import type { PushSender } from '../../ports/push-sender';
import type { Logger } from '../../platform/logger';
import { accessStatus } from '../../domain/access-status';
import { trialPending, trialStartOf } from '../../domain/user-access';
import { ASKED_PLANS_MAX, type CheckInRecord, type CheckInStore } from '../../stores/check-ins';
import type { ConversationRecord, ConversationStore, MessageRecord } from '../../stores/conversations';
import type { MemoryStore } from '../../stores/memories';
import type { UserRecord, UserStore } from '../../stores/users';
import type { WaitlistStore } from '../../stores/waitlist';
import { askedKey } from './plan-topic';
import { chooseTopic, composeCheckIn } from './compose-check-in';
import { daysAfterSending, localClock, nextCheckInAt, quietAt, slotAt, type Timing } from './schedule';

export interface CheckInLimits {
  pageSize: number;
  perRun: number;
  concurrency: number;
  minHoursBetween: number;
}

export interface CheckInRunDeps {
  docs: DocStore;
  checkIns: CheckInStore;
  users: UserStore;
  waitlist: WaitlistStore;
  conversations: ConversationStore;
  memories: MemoryStore;
  chatModel: ChatModel;
  safety: SafetyClassifier;
  push?: PushSender;
  logger: Logger;
  now: () => Date;
  random?: () => number;
  limits: CheckInLimits;
  /** The app's address, for the notification's link. */
  publicAppUrl: string;
  /** Told of each page's check-ins written, with the members' records (the analytics counters: one write a page). */
  onSent?: (sent: SentCheckIn[], at: Date) => Promise<void>;
}

export interface SentCheckIn {
  uid: string;
  conversationId: string;
  messageId: string;
  about: 'plan' | 'last-talk' | 'hello';
  at: Date;
  notified: number;
  /** The member's record, for the counters' bucket. */
  member: UserRecord;
}

export type SkipReason =
  | 'outside-window'
  | 'quiet-hours'
  | 'slot-done'
  | 'too-soon'
  | 'unverified'
  | 'trial-ended'
  | 'crisis-pause'
  | 'no-plan'
  | 'refused'
  | 'account-gone'
  | 'failed';

export interface RunSummary {
  due: number;
  sent: number;
  skipped: Partial<Record<SkipReason, number>>;
  pages: number;
  /** The most writes one batch or transaction of the pass held. */
  largestBatch: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A member whose pass failed is looked at again this much later. */
const RETRY_MS = 15 * 60_000;
/** Writes of one check-in's transaction: the message, its search entry, the conversation, the schedule, the member's record. */
const CHECK_IN_WRITES = 5;

type Outcome = { sent: SentCheckIn } | { skip: SkipReason; next?: Date };

const timingOf = (record: CheckInRecord): Timing => ({
  frequency: record.frequency,
  windowStart: record.windowStart,
  windowEnd: record.windowEnd,
  quietStart: record.quietStart,
  quietEnd: record.quietEnd,
  timeZone: record.timeZone,
});

const LOCAL_DATE = new Map<string, Intl.DateTimeFormat>();
function localDate(at: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  let format = LOCAL_DATE.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone });
    if (LOCAL_DATE.size < 1_000) LOCAL_DATE.set(zone, format);
  }
  return format.format(at);
}

/** Whether the member's free trial has ended without payment (the waitlist asked only when it matters). */
async function trialEnded(deps: CheckInRunDeps, user: UserRecord, now: Date): Promise<boolean> {
  const input = {
    createdAt: trialStartOf(user),
    subscriptionStatus: user.subscriptionStatus,
    paymentStatus: user.paymentStatus,
    subscriptionPeriodEnd: user.subscriptionPeriodEnd instanceof Date ? user.subscriptionPeriodEnd : null,
    emailVerified: true,
    complimentaryUntil: user.complimentaryUntil instanceof Date ? user.complimentaryUntil : null,
    now,
  };
  if (accessStatus({ ...input, isWaitlistUser: false }).canUseChat) return false;
  return !accessStatus({ ...input, isWaitlistUser: await deps.waitlist.has(user.email) }).canUseChat;
}

/**
 * The latest conversation, and the time of a crisis card in the last 24 hours, if any: only
 * conversations touched since then can hold one (at most five are read).
 */
async function recentTalk(deps: CheckInRunDeps, uid: string, now: Date): Promise<{ latest: Doc<ConversationRecord> | null; crisisAt: Date | null }> {
  const since = new Date(now.getTime() - DAY_MS);
  const conversations = `users/${uid}/conversations`;
  const [latest] = await deps.docs.query<ConversationRecord>({ collection: conversations, orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: 1 });
  if (!latest || !(latest.data.updatedAt instanceof Date) || latest.data.updatedAt.getTime() < since.getTime()) return { latest: latest ?? null, crisisAt: null };
  const touched = await deps.docs.query<ConversationRecord>({
    collection: conversations,
    where: [{ field: 'updatedAt', op: '>=', value: since }],
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
    limit: 5,
  });
  const cards = await Promise.all(
    touched.map((conversation) =>
      deps.docs.query<MessageRecord>({
        collection: `${conversation.path}/messages`,
        where: [
          { field: 'crisis', op: '==', value: true },
          { field: 'createdAt', op: '>=', value: since },
        ],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 1,
      }),
    ),
  );
  const times = cards.flat().map((card) => card.data.createdAt.getTime());
  return { latest, crisisAt: times.length ? new Date(Math.max(...times)) : null };
}

async function visit(deps: CheckInRunDeps, doc: Doc<CheckInRecord>, now: Date, random: () => number, summary: RunSummary): Promise<Outcome> {
  const uid = doc.id;
  const record = doc.data;
  const timing = timingOf(record);
  const nextDay = () => nextCheckInAt(timing, now, random, 1);
  const slot = slotAt(timing, now);
  if (!slot) return { skip: quietAt(timing, now) ? 'quiet-hours' : 'outside-window', next: nextCheckInAt(timing, now, random) };
  if (record.lastSlot === slot) return { skip: 'slot-done', next: nextDay() };
  if (record.lastSentAt instanceof Date && now.getTime() - record.lastSentAt.getTime() < deps.limits.minHoursBetween * HOUR_MS) return { skip: 'too-soon', next: nextDay() };

  const user = await deps.users.get(uid);
  if (!user) {
    await deps.checkIns.deleteAllOf(uid);
    return { skip: 'account-gone' };
  }
  if (trialPending(user)) return { skip: 'unverified', next: nextDay() };
  if (await trialEnded(deps, user, now)) return { skip: 'trial-ended', next: nextDay() };

  const [{ latest, crisisAt }, memory] = await Promise.all([recentTalk(deps, uid, now), deps.memories.overview(uid)]);
  if (crisisAt) return { skip: 'crisis-pause', next: nextCheckInAt(timing, new Date(crisisAt.getTime() + DAY_MS), random) };

  const history = latest ? await deps.conversations.history(uid, latest.id, 6, 2_000) : [];
  const topic = chooseTopic({
    memories: memory.enabled ? memory.memories : [],
    today: localClock(now, record.timeZone).day,
    asked: record.askedPlans ?? [],
    lastTalk: latest ? { title: latest.data.title, history } : null,
    plansOnly: record.frequency === 'plans',
  });
  if (!topic) return { skip: 'no-plan', next: nextDay() };
  const compose = (cue: typeof topic.cue) => composeCheckIn(deps, { cue, userName: user.displayName, localDate: localDate(now, record.timeZone), history, memoryKey: uid });
  let composed = await compose(topic.cue);
  // What the last conversation was about may be what must not be said (its title, from a crisis message): a hello instead.
  if ('refused' in composed && topic.cue.about === 'last-talk') {
    deps.logger.info('check-in topic refused; a hello instead', { uid, refused: composed.refused });
    composed = await compose({ about: 'hello' });
  }
  if ('refused' in composed) {
    deps.logger.warn('check-in not sent', { uid, refused: composed.refused });
    return { skip: 'refused', next: nextDay() };
  }

  const messageId = deps.conversations.newId(now);
  const freshId = deps.conversations.newId(now);
  const next = nextCheckInAt(timing, now, random, daysAfterSending(record.frequency, random));
  const written = await deps.docs.transaction(async (tx) => {
    const [current, conversation, tail = null] = await tx.getMany([doc.path, ...(latest ? [deps.conversations.conversationDoc(uid, latest.id), deps.conversations.tailDoc(uid, latest.id)] : [])]);
    const schedule = current?.data as CheckInRecord | undefined;
    // The key: this member's slot, once. Another pass that wrote it first, or settings turned off meanwhile, and nothing is written.
    if (!schedule?.enabled || schedule.lastSlot === slot) return null;
    const message: MessageRecord = { role: 'assistant', content: composed.text, createdAt: now, model: composed.model, checkIn: true };
    const conversationId = conversation ? conversation.id : freshId;
    if (conversation) deps.conversations.appendIn(tx, uid, conversationId, messageId, message, undefined, deps.conversations.tailBeyond(tail));
    else deps.conversations.openIn(tx, uid, conversationId, messageId, 'Bela checked in', message);
    const asked = topic.plan ? [...(schedule.askedPlans ?? []), askedKey({ id: topic.plan.memoryId, text: topic.plan.text })].slice(-ASKED_PLANS_MAX) : undefined;
    deps.users.recordCheckInIn(tx, uid, now);
    deps.checkIns.scheduleIn(tx, uid, {
      lastSlot: slot,
      lastSentAt: now,
      nextCheckInAt: next,
      lastCheckIn: { conversationId, messageId, at: now },
      ...(asked ? { askedPlans: asked } : {}),
    });
    return { conversationId };
  });
  if (!written) return { skip: 'slot-done' };
  summary.largestBatch = Math.max(summary.largestBatch, CHECK_IN_WRITES);

  let notified = 0;
  if (record.notifications && deps.push && !quietAt(timing, now)) {
    notified = await notify(deps, uid, written.conversationId, messageId, composed.text);
  }
  return { sent: { uid, conversationId: written.conversationId, messageId, about: topic.cue.about, at: now, notified, member: user } };
}

/** The notification on the member's devices; tokens FCM no longer knows are forgotten. */
async function notify(deps: CheckInRunDeps, uid: string, conversationId: string, messageId: string, text: string): Promise<number> {
  const push = deps.push!;
  const tokens = await deps.checkIns.devices(uid);
  if (tokens.length === 0) return 0;
  const url = `${deps.publicAppUrl}/chat?c=${encodeURIComponent(conversationId)}&message=${encodeURIComponent(messageId)}&from=check-in`;
  const result = await push.send(tokens, {
    title: 'Bela',
    body: `${text.length > 140 ? `${text.slice(0, 139)}…` : text}\nTurn check-ins off in Account › Check-ins.`,
    url,
    tag: `check-in-${uid}`,
  });
  await Promise.all(result.unregistered.map((token) => deps.checkIns.forgetDevice(uid, token)));
  return result.sent;
}

/** Writes the members' next times, at most MAX_BATCH_WRITES a batch. */
async function flush(deps: CheckInRunDeps, moves: { uid: string; next?: Date }[], now: Date, summary: RunSummary): Promise<void> {
  for (let start = 0; start < moves.length; start += MAX_BATCH_WRITES) {
    const chunk = moves.slice(start, start + MAX_BATCH_WRITES);
    // Never due again in this pass: a next time is strictly later than the pass's clock.
    const later = (next: Date | undefined) => (next && next.getTime() > now.getTime() ? next : new Date(now.getTime() + RETRY_MS));
    await deps.docs.batch((ops) => chunk.forEach(({ uid, next }) => deps.checkIns.scheduleIn(ops, uid, { nextCheckInAt: later(next) })));
    summary.largestBatch = Math.max(summary.largestBatch, chunk.length);
  }
}

/** One pass: every due member, page by page, until none is due or `perRun` were looked at. */
export async function runCheckIns(deps: CheckInRunDeps): Promise<RunSummary> {
  const now = deps.now();
  const random = deps.random ?? Math.random;
  const summary: RunSummary = { due: 0, sent: 0, skipped: {}, pages: 0, largestBatch: 0 };
  const { pageSize, perRun, concurrency } = deps.limits;
  while (summary.due < perRun) {
    const page = await deps.checkIns.due(now, Math.min(pageSize, perRun - summary.due));
    if (page.length === 0) break;
    summary.pages += 1;
    summary.due += page.length;
    const moves: { uid: string; next?: Date }[] = [];
    const sent: SentCheckIn[] = [];
    let cursor = 0;
    const worker = async () => {
      while (cursor < page.length) {
        const doc = page[cursor++]!;
        let outcome: Outcome;
        try {
          outcome = await visit(deps, doc, now, random, summary);
        } catch (error) {
          deps.logger.error('check-in failed', { uid: doc.id, error });
          outcome = { skip: 'failed', next: new Date(now.getTime() + RETRY_MS) };
        }
        if ('sent' in outcome) {
          summary.sent += 1;
          sent.push(outcome.sent);
        } else {
          summary.skipped[outcome.skip] = (summary.skipped[outcome.skip] ?? 0) + 1;
          // A slot another pass wrote has its next time already; an account gone has no schedule left.
          if (outcome.next) moves.push({ uid: doc.id, next: outcome.next });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, page.length) }, worker));
    await flush(deps, moves, now, summary);
    if (sent.length) await deps.onSent?.(sent, now).catch((error: unknown) => deps.logger.warn('check-ins not counted', { error }));
    if (page.length < pageSize) break;
  }
  return summary;
}
