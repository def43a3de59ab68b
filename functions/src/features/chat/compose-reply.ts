/**
 * Composing Bela's reply for a turn (reply-service.ts): the server's own words when the member's
 * message asks for them (the crisis protocol, a refusal), otherwise the model's, streamed a sentence
 * at a time once each passed the safety check (sentence-gate.ts, decision 0025), with the member's
 * notes (persona.ts, decision 0020); a stop keeps what the member saw. Then the reply as it is kept (its
 * held sentences replaced); storing it is store-reply.ts.
 */
import { createHash } from 'node:crypto';
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { ChatModelError, type MemoryNotice, type SafetyVerdict, type TokenUsage } from '../../ports/chat-model';
import { AppError } from '../../platform/app-error';
import type { HistoryTurn, StopRequest } from '../../stores/conversations';
import type { UserRecord } from '../../stores/users';
import type { KnownMemory } from '../../ports/memory-extractor';
import { countTurn, type TurnKind } from './chat-counts';
import { entitlements } from './entitlements';
import { belaSystemPrompt, memoryNotesTurn, CRISIS_REPLY, DECLINE_REPLY, HARM_TO_OTHERS_REPLY, REPLACED_REPLY } from './persona';
import { messageAction, moderationGuidance, replyMustBeReplaced } from './moderation';
import { sentenceGate } from './sentence-gate';
import { modelTime, timeContext } from './time-context';
import type { TurnDeps, TurnEvents } from './turn-types';
import { crisisCardShown, replyMoment, type StoredMoment } from './photo-moment';
import type { MomentReads } from '../../domain/photo-moments/photo-moments';

/** The offline model's per-user memory key: stable for a user, and not their uid. */
const memoryKeyOf = (uid: string) => createHash('sha256').update(`memory\n${uid}`).digest('base64url').slice(0, 22);

/** How often a reply being written looks for a stop asked through POST /ai/chat/stop. */
const STOP_CHECK_MS = 400;
/**
 * How long a reply whose stream went away waits for the member's POST /ai/chat/stop (sent as the
 * stream ends), which says how much of the reply they saw, and how often it looks.
 */
const STOP_SHOWN_WAIT_MS = 600;
const STOP_SHOWN_POLL_MS = 100;

/** What the model wrote for a turn (or the crisis protocol, or a refusal), before it is stored. */
export interface ComposedReply {
  content: string;
  crisis: boolean;
  /** The server's own words (the crisis protocol, a refusal): not read again, and nothing is learned from the turn. */
  fixed: boolean;
  /** The member stopped the reply; `content` is what had been shown. */
  stopped: boolean;
  model: string;
  usage?: TokenUsage;
  /** A sentence of the model's reply was held back by its safety verdict: the reply is replaced (checkedReply). */
  held?: SafetyVerdict;
  /** A photo Bela shares with the reply (issue 42): stored as its id and her caption. */
  photo?: StoredMoment;
}

interface ComposeInput {
  deps: TurnDeps;
  uid: string;
  conversationId: string;
  record: UserRecord;
  /** What the safety check found in the member's message (read before it was stored). */
  verdict: SafetyVerdict;
  userAt: Date;
  history: HistoryTurn[];
  /** The memories the reply is composed with (none when memory is off). */
  memories: KnownMemory[];
  /** Memory switched off, or everything forgotten: the model is told, so it never says "you haven't told me" (decision 0036). */
  memoryNotice?: MemoryNotice;
  /** Called once, after the reply's first word has been sent (learning starts then). */
  afterFirstWord?: () => void;
  timeZone: string | null;
  signal: AbortSignal;
  events: TurnEvents;
  /** What the turn is, for the Conversations counts. */
  kind: TurnKind;
  /** The photo moment's reads, started beside the turn's admission (photo-moment.ts). */
  momentReads?: Promise<MomentReads | null>;
}

/**
 * The reply the server writes itself, when the member's message asks for it: the crisis referral
 * (counted for the SB 243 report), the harm-to-others reply, or a calm refusal.
 */
async function fixedReply(deps: TurnDeps, action: 'crisis' | 'harm-to-others' | 'decline', verdict: SafetyVerdict, at: Date, events: TurnEvents): Promise<ComposedReply> {
  const content = action === 'crisis' ? CRISIS_REPLY : action === 'harm-to-others' ? HARM_TO_OTHERS_REPLY : DECLINE_REPLY;
  events.onToken?.(content);
  if (action === 'crisis') {
    // The referral reaches the member whatever becomes of the count (the yearly report's figure).
    await deps.safetyStats.countCrisisReferral(at).catch((error: unknown) => deps.logger.error('crisis referral not counted', { error }));
    deps.logger.info('crisis referral');
  } else {
    // Not counted with the crisis referrals: the SB 243 figure counts referrals for suicidal ideation and self-harm.
    deps.logger.info(action === 'harm-to-others' ? 'harm-to-others referral' : 'message declined', { categories: verdict.categories });
  }
  return { content, crisis: action !== 'decline', fixed: true, stopped: false, model: action === 'decline' ? 'moderation' : 'crisis-protocol' };
}

/** The reply, counted for the admin's Conversations figures (counts only, no text). */
export async function composeReply(input: ComposeInput): Promise<ComposedReply> {
  const counted = (outcome: Parameters<typeof countTurn>[4]) => countTurn(input.deps, input.kind, { uid: input.uid, record: input.record }, input.userAt, outcome);
  const reply = await composeUncounted(input).catch(async (error: unknown) => {
    await counted({ error });
    throw error;
  });
  await counted({ reply, crisisCard: messageAction(input.verdict) === 'crisis' });
  return reply;
}

/**
 * The reply: the server's own (the crisis protocol, a refusal) when the verdict asks for it, or the
 * model's. The model's words reach the member a sentence at a time, each once the safety check
 * passed it (sentence-gate.ts, decision 0025); a sentence held back stops the model, and the reply
 * is replaced (checkedReply). A stop (the member's request going away, or POST /ai/chat/stop)
 * cancels the model call; what the member was sent by then is the reply, cut where the stop says
 * their screen was, and marked stopped. A stop before any word throws 'aborted' and nothing is stored.
 */
async function composeUncounted({ deps, uid, conversationId, record, verdict, userAt, history, memories, memoryNotice, afterFirstWord, timeZone, signal, events, momentReads }: ComposeInput): Promise<ComposedReply> {
  // The member's previous message (read with their record) sets the gap; this one is the next turn's.
  const time = timeContext({ now: userAt, timeZone, lastTalkedAt: record.lastChatAt instanceof Date ? record.lastChatAt : null });
  // Written on the next turn of the event loop, once the model call has gone out: the first word does not wait for it.
  const chatNoted = nextTurnOfTheEventLoop()
    .then(() => deps.users.recordChat(uid, userAt))
    .catch((error: unknown) => deps.logger.warn('last chat time not recorded', { error }));
  const action = messageAction(verdict);
  if (action !== 'answer') {
    try {
      if (action === 'refuse') throw new AppError('message-refused');
      // Both cards (a crisis referral, the harm-to-others reply): no photo in that conversation
      // afterwards (issue 42), remembered beside the card, which is written first (its time must not grow).
      const card = fixedReply(deps, action, verdict, userAt, events);
      if (action === 'crisis' || action === 'harm-to-others') await crisisCardShown(deps, uid, conversationId);
      return await card;
    } finally {
      await chatNoted;
    }
  }
  // A photo the member asked for is answered in the server's words; an unasked one goes under the model's (photo-moment.ts).
  const moment = await replyMoment(deps, { uid, conversationId, history, ...(time.partOfDay ? { partOfDay: time.partOfDay } : {}), at: userAt, member: record, ...(momentReads ? { reads: momentReads } : {}) });
  if (moment.words) {
    await chatNoted;
    events.onToken?.(moment.words);
    const photo = await moment.photo;
    return { content: moment.words, crisis: false, fixed: true, stopped: false, model: 'photo-moment', ...(photo ? { photo } : {}) };
  }
  const guidance = moderationGuidance(verdict);
  const notes = memoryNotesTurn(memories, time.timeZone ?? undefined);
  const model = deps.chatModel.info.id;
  const controller = new AbortController();
  let sentAny = false;
  const gate = sentenceGate({
    classifier: deps.safety,
    holds: replyMustBeReplaced,
    release: (text) => {
      events.onToken?.(text);
      if (!sentAny) afterFirstWord?.();
      sentAny = true;
    },
    onStop: () => controller.abort(),
  });
  // A stop reaches the reply either as its request going away (where the platform says so) or as
  // POST /ai/chat/stop, seen on the conversation while the words come.
  const stop: { asked: boolean; request: StopRequest | null; complete: boolean } = { asked: false, request: null, complete: false };
  const stopNow = () => {
    if (stop.complete || stop.asked) return;
    stop.asked = true;
    gate.close();
    controller.abort();
  };
  signal.addEventListener('abort', stopNow, { once: true });
  const watch = setInterval(() => {
    deps.conversations
      .stopRequestSince(uid, conversationId, userAt)
      .then((asked) => {
        if (!asked) return;
        stop.request ??= asked;
        stopNow();
      })
      .catch((error: unknown) => deps.logger.warn('stop not checked', { error }));
  }, STOP_CHECK_MS);
  let usage: TokenUsage | undefined;
  try {
    try {
      let content = '';
      const stream = deps.chatModel.stream({
        messages: [
          { role: 'system', content: belaSystemPrompt({ userName: record.displayName, now: userAt, time, newChat: history.length <= 1, ...(guidance ? { guidance } : {}), ...(memoryNotice ? { memoryNotice } : {}) }) },
          ...(notes ? [notes] : []),
          ...history,
        ],
        maxTokens: entitlements.maxReplyTokens,
        userName: record.displayName,
        ...(memories.length ? { memories } : {}),
        ...(memoryNotice ? { memoryNotice } : {}),
        memoryKey: memoryKeyOf(uid),
        time: modelTime(time),
        signal: controller.signal,
        ...(events.tokenDelayMs !== undefined ? { tokenDelayMs: events.tokenDelayMs } : {}),
        onUsage: (reported) => {
          usage = reported;
        },
      });
      const reply = stream[Symbol.asyncIterator]();
      for (let next = await reply.next(); !next.done; next = await reply.next()) {
        content += next.value;
        gate.push(next.value);
      }
      if (!content.trim()) throw new ChatModelError('bad-response', 'The model returned an empty reply.');
      await gate.end();
      stop.complete = !stop.asked;
    } catch (error) {
      // A held sentence or a stop ended the model call on purpose: what follows says what the reply is.
      if (!gate.held && !stop.asked) {
        gate.close();
        if (gate.failure !== null) {
          deps.logger.error('reply not checked', { error: gate.failure, classifier: deps.safety.driver });
          throw new AppError('reply-failed', { cause: gate.failure });
        }
        if (error instanceof ChatModelError) throw new AppError(error.code === 'aborted' ? 'aborted' : 'reply-failed', { cause: error });
        throw error;
      }
    }
    if (gate.held) return { content: gate.released, crisis: false, fixed: false, stopped: false, model, held: gate.held, ...(usage ? { usage } : {}) };
    if (!stop.complete) return await shownWhenStopped(deps, { uid, conversationId, userAt }, stop, gate.released, model);
    const photo = await moment.photo;
    return { content: gate.released, crisis: false, fixed: false, stopped: false, model, ...(usage ? { usage } : {}), ...(photo ? { photo } : {}) };
  } finally {
    clearInterval(watch);
    signal.removeEventListener('abort', stopNow);
    await chatNoted;
  }
}

/**
 * A stopped reply: what the member was sent, cut where their screen was when the stop says so
 * (`shownChars`, never beyond what was sent). A stream that went away before the member's stop
 * arrived waits briefly for it. Nothing sent: 'aborted', and nothing is stored.
 */
async function shownWhenStopped(
  deps: TurnDeps,
  at: { uid: string; conversationId: string; userAt: Date },
  stop: { request: StopRequest | null },
  sent: string,
  model: string,
): Promise<ComposedReply> {
  if (!sent.trim()) throw new AppError('aborted');
  for (let waited = 0; !stop.request && waited < STOP_SHOWN_WAIT_MS; waited += STOP_SHOWN_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, STOP_SHOWN_POLL_MS));
    stop.request ??= await deps.conversations.stopRequestSince(at.uid, at.conversationId, at.userAt).catch(() => null);
  }
  const shown = stop.request?.shownChars ?? null;
  // Never half of a character written as two UTF-16 units.
  const content = shown === null ? sent : sent.slice(0, shown).replace(/[\uD800-\uDBFF]$/, '');
  if (!content.trim()) throw new AppError('aborted');
  return { content, crisis: false, fixed: false, stopped: true, model };
}

/**
 * Bela's reply as stored: one whose sentence the safety check held back while it streamed
 * (composeUncounted) is replaced by a safe one, which the stream's `done` and the stored message
 * carry; the member never saw the held words. Every sentence was read as it was written, each with
 * the one before it, so the whole reply is not read again (decision 0025).
 */
export async function checkedReply(deps: TurnDeps, uid: string, conversationId: string, reply: ComposedReply): Promise<ComposedReply> {
  const { held, ...kept } = reply;
  if (reply.fixed || !held) return kept;
  const review = held.flags.includes('sexual-minors') ? { review: 'sexual-minors', uid, conversationId } : {};
  deps.logger.warn('reply replaced', { categories: held.categories, classifier: deps.safety.driver, model: reply.model, ...review });
  return { ...kept, content: REPLACED_REPLY, stopped: false };
}
