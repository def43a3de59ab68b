/**
 * One chat turn: read the member's message for what must not pass (moderation.ts) before anything
 * is stored, store it, then stream Bela's reply (or the crisis protocol's, or a calm refusal), read
 * her reply in turn and store it once it is complete, or as far as it went when the member stopped
 * it. A turn also carries New York's notice that Bela is an AI when it is due (ai-notice.ts). Three
 * kinds share the reply: a send (/ai/chat, /ai/chat/stream), a regenerate (a new alternative of the
 * last reply) and an edit (a new version of the member's latest message).
 */
import { createHash } from 'node:crypto';
import type { VerifiedToken } from '../../ports/identity';
import { ChatModelError, type ChatModel, type ChatModelInfo, type SafetyClassifier, type SafetyVerdict, type TokenUsage } from '../../ports/chat-model';
import type { AiNotice, ChatRequestBody, editRequest, regenerateRequest } from '@bela/contracts/chat';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { ConversationStore, HistoryTurn, StopRequest } from '../../stores/conversations';
import type { UserRecord } from '../../stores/users';
import type { SafetyStatsStore } from '../../stores/safety-stats';
import type { ChatStatsStore } from '../../stores/chat-stats';
import { countTurn, type TurnKind } from './chat-counts';
import { assertMaySend, entitlements, type EntitlementDeps } from './entitlements';
import { belaSystemPrompt, memoryNotesTurn, CRISIS_REPLY, DECLINE_REPLY, HARM_TO_OTHERS_REPLY, REPLACED_REPLY, titleFromMessage } from './persona';
import { messageAction, moderationGuidance, replyMustBeReplaced } from './moderation';
import { aiNoticeFor } from './ai-notice';
import { sentenceGate } from './sentence-gate';
import { modelTime, timeContext, validTimeZone } from './time-context';
import { alternativeOf, assertRoomForAlternative, type ReplyFields } from '../../stores/reply-alternatives';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import type { ChosenMemory } from '../../domain/memory/select-memories';
import { chooseMemories, commitLearning, proposeLearning, readMemory, type MemoryDeps, type TurnMemory } from '../../domain/memory/turn-memory';

export interface TurnDeps extends EntitlementDeps, MemoryDeps {
  conversations: ConversationStore;
  safetyStats: SafetyStatsStore;
  /** The admin's Conversations counts (chat-counts.ts). */
  chatStats?: ChatStatsStore;
  chatModel: ChatModel;
  safety: SafetyClassifier;
  logger: Logger;
}

export interface TurnStart {
  conversationId: string;
  userMessageId: string;
  title: string;
  model: ChatModelInfo;
  /** The notice that Bela is an AI, when this turn carries it. */
  notice?: AiNotice;
}

export interface TurnResult {
  conversationId: string;
  userMessageId: string;
  messageId: string;
  content: string;
  crisis: boolean;
  title: string;
  /** After a regenerate: how many alternatives the reply has, and the one shown (the new one). */
  alternatives?: number;
  chosen?: number;
  /** The memories the reply was composed with. */
  memories: UsedMemory[];
  /** What Bela learned from the member's message. */
  learned: MemoryChange[];
  /** The notice that Bela is an AI, when this turn carried it. */
  notice?: AiNotice;
}

export interface TurnEvents {
  /** Called once the user's message is stored, before any reply text. */
  onStart?(start: TurnStart): void;
  onToken?(text: string): void;
  /** Called after the reply's last word when Bela learned something from the member's message. */
  onMemory?(changes: MemoryChange[]): void;
  /** The offline model's pace a test of the local stack asked for (chat-routes.ts), or undefined. */
  tokenDelayMs?: number;
}

/** The newest user message of the request: history comes from the store, never from the client. */
function newUserText(body: ChatRequestBody): string {
  const last = [...body.messages].reverse().find((m) => m.role === 'user');
  const text = last?.content.trim() ?? '';
  if (!text) throw new AppError('message-required');
  return text;
}

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
interface ComposedReply {
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
  /** Called once, after the reply's first word has been sent (learning starts then). */
  afterFirstWord?: () => void;
  timeZone: string | null;
  signal: AbortSignal;
  events: TurnEvents;
  /** What the turn is, for the Conversations counts. */
  kind: TurnKind;
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
async function composeReply(input: ComposeInput): Promise<ComposedReply> {
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
async function composeUncounted({ deps, uid, conversationId, record, verdict, userAt, history, memories, afterFirstWord, timeZone, signal, events }: ComposeInput): Promise<ComposedReply> {
  // The member's previous message (read with their record) sets the gap; this one is the next turn's.
  const time = timeContext({ now: userAt, timeZone, lastTalkedAt: record.lastChatAt instanceof Date ? record.lastChatAt : null });
  const chatNoted = deps.users.recordChat(uid, userAt).catch((error: unknown) => deps.logger.warn('last chat time not recorded', { error }));
  const action = messageAction(verdict);
  if (action !== 'answer') {
    try {
      if (action === 'refuse') throw new AppError('message-refused');
      return await fixedReply(deps, action, verdict, userAt, events);
    } finally {
      await chatNoted;
    }
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
          { role: 'system', content: belaSystemPrompt({ userName: record.displayName, now: userAt, time, ...(guidance ? { guidance } : {}) }) },
          ...(notes ? [notes] : []),
          ...history,
        ],
        maxTokens: entitlements.maxReplyTokens,
        userName: record.displayName,
        ...(memories.length ? { memories } : {}),
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
    return { content: gate.released, crisis: false, fixed: false, stopped: false, model, ...(usage ? { usage } : {}) };
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
async function checkedReply(deps: TurnDeps, uid: string, conversationId: string, reply: ComposedReply): Promise<ComposedReply> {
  const { held, ...kept } = reply;
  if (reply.fixed || !held) return kept;
  const review = held.flags.includes('sexual-minors') ? { review: 'sexual-minors', uid, conversationId } : {};
  deps.logger.warn('reply replaced', { categories: held.categories, classifier: deps.safety.driver, model: reply.model, ...review });
  return { ...kept, content: REPLACED_REPLY, stopped: false };
}

/**
 * A message that must not be stored (sexual content involving minors) is refused before anything
 * is, and logged for review: who, where, the categories and the classifier, never the text.
 */
function refuseWhenMust(deps: TurnDeps, verdict: SafetyVerdict, context: { uid: string; conversationId: string | null; turn: 'send' | 'regenerate' | 'edit' }): void {
  if (messageAction(verdict) !== 'refuse') return;
  deps.logger.warn('message refused for review', { review: 'sexual-minors', ...context, categories: verdict.categories, classifier: deps.safety.driver });
  throw new AppError('message-refused');
}

/** The stored fields of a composed reply, with the memories it used and what was learned. */
function replyFields(reply: ComposedReply, at: Date, memory: { memories?: UsedMemory[]; learned?: MemoryChange[] } = {}) {
  return {
    ...(memory.memories?.length ? { memories: memory.memories } : {}),
    ...(memory.learned?.length ? { learned: memory.learned } : {}),
    role: 'assistant' as const,
    content: reply.content,
    createdAt: at,
    model: reply.model,
    ...(reply.crisis ? { crisis: true } : {}),
    ...(reply.stopped ? { stopped: true } : {}),
    ...(reply.usage && !reply.crisis ? { promptTokens: reply.usage.promptTokens, completionTokens: reply.usage.completionTokens } : {}),
  };
}

/** Runs a step of a reply; when it fails (no reply, a stop before any word, a refused store), the conversation's reply mark is closed. */
async function closingOnFailure<T>(deps: TurnDeps, uid: string, conversationId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await deps.conversations.closeReply(uid, conversationId).catch((closeError: unknown) => deps.logger.warn('reply mark not closed', { error: closeError }));
    throw error;
  }
}

/** A reply's time: now, and always after the message it answers. */
const replyTime = (deps: TurnDeps, after: Date) => new Date(Math.max(deps.now().getTime(), after.getTime() + 1));

/** What a reply starts from: the history, the memories it is composed with, and what the member's message may teach. */
interface ReplyStart {
  history: HistoryTurn[];
  memories: ChosenMemory[];
  /** Starts reading the member's message for memory (once; composeReply calls it after the first word). */
  startLearning: () => void;
  /** The extractor's proposal (nothing when there is nothing to learn, or learning never started). */
  proposal: () => Promise<MemoryOperation[]>;
  /** The member's memory as the turn read it. */
  memory: TurnMemory;
}

/** Bela's message before the member's last one, if any. */
const previousReplyIn = (history: HistoryTurn[]) => [...history.slice(0, -1)].reverse().find((turn) => turn.role === 'assistant')?.content;

/**
 * Reads the history and the member's memory together. When `learnFrom` is given, the extractor
 * reads that message once the reply's first word has gone (`startLearning`), so learning never
 * delays the first word; it runs while the rest of the reply streams.
 */
async function startReply(deps: TurnDeps, uid: string, history: Promise<HistoryTurn[]>, learnFrom: { text: string; at: Date; timeZone: string | null } | null): Promise<ReplyStart> {
  const [turns, memory] = await Promise.all([history, readMemory(deps, uid)]);
  const memories = chooseMemories(memory, turns.map((turn) => turn.content));
  let proposal: Promise<MemoryOperation[]> | undefined;
  const startLearning = () => {
    if (proposal || !learnFrom || !memory.enabled) return;
    proposal = new Promise<MemoryOperation[]>((resolve) => {
      // On the next turn of the event loop: the first word is written out before the extractor runs.
      setImmediate(() => {
        void proposeLearning(deps, { memory, message: learnFrom.text, previousReply: previousReplyIn(turns), now: learnFrom.at, timeZone: learnFrom.timeZone }).then(resolve);
      });
    });
  };
  return { history: turns, memories, startLearning, proposal: () => proposal ?? Promise.resolve([]), memory };
}

/** After the last word: what the member's message taught is stored and told (never after the server's own reply). */
async function learnAfter(deps: TurnDeps, uid: string, reply: ComposedReply, start: ReplyStart, verdict: SafetyVerdict, source: { conversationId: string; messageId: string }, at: Date, events: TurnEvents): Promise<MemoryChange[]> {
  if (reply.fixed) return [];
  const operations = await start.proposal();
  const changes = await commitLearning(deps, uid, start.memory, operations, verdict, source, at);
  if (changes.length > 0) events.onMemory?.(changes);
  return changes;
}

/** What a reply shows it remembered: the pinned memories and those related to the talk, not the newest extras given for context. */
const usedMemories = (memories: ChosenMemory[]): UsedMemory[] => memories.filter((memory) => memory.related).map(({ id, text }) => ({ id, text }));

/** A member's new text (a send, or an edit) stored, and the reply to it. */
interface NewText {
  uid: string;
  conversationId: string;
  userMessageId: string;
  title: string;
  record: UserRecord;
  verdict: SafetyVerdict;
  text: string;
  userAt: Date;
  timeZone: string | null;
  notice: TurnResult['notice'];
  signal: AbortSignal;
  events: TurnEvents;
  kind: 'send' | 'edit';
}

/**
 * The reply to a member's new text: composed with their memories, checked, and stored with what
 * the text taught. An edit first takes back what the edited-away text taught, before the new text
 * is read for memory.
 */
async function replyToNewText(deps: TurnDeps, input: NewText): Promise<TurnResult> {
  const { uid, conversationId, userMessageId, title, record, verdict, text, userAt, timeZone, notice, signal, events, kind } = input;
  const store = deps.conversations;
  const { reply, start } = await closingOnFailure(deps, uid, conversationId, async () => {
    if (kind === 'edit') {
      await deps.memories.takeBackLearnedFrom(uid, userMessageId, userAt).catch((error: unknown) => deps.logger.warn('memories of an edited message not taken back', { error }));
    }
    const start = await startReply(deps, uid, store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars), { text, at: userAt, timeZone });
    return { start, reply: await composeReply({ deps, uid, conversationId, record, verdict, userAt, history: start.history, memories: start.memories, afterFirstWord: start.startLearning, timeZone, signal, events, kind }) };
  });
  const memories = usedMemories(start.memories);
  const [checked, learned] = await closingOnFailure(deps, uid, conversationId, () =>
    Promise.all([checkedReply(deps, uid, conversationId, reply), learnAfter(deps, uid, reply, start, verdict, { conversationId, messageId: userMessageId }, userAt, events)]),
  );
  const messageId = await store.append(uid, conversationId, replyFields(checked, replyTime(deps, userAt), { memories, learned }), 'closes');
  return { conversationId, userMessageId, messageId, content: checked.content, crisis: checked.crisis, title, memories, learned, ...(notice ? { notice } : {}) };
}

/**
 * Runs one turn. Refusals (limits, trial, verification) are thrown before `onStart`; a reply that
 * cannot be completed throws AppError 'reply-failed' (or 'aborted'), the user's message staying stored.
 */
export async function runTurn(
  deps: TurnDeps,
  user: VerifiedToken,
  body: ChatRequestBody,
  signal: AbortSignal,
  events: TurnEvents = {},
): Promise<TurnResult> {
  const text = newUserText(body);
  const timeZone = validTimeZone(body.timeZone);
  // Read while the member's right to send is checked; nothing is stored before the verdict.
  const screening = deps.safety.check(text, signal);
  screening.catch(() => undefined);
  const { record } = await assertMaySend(deps, user, text);
  const store = deps.conversations;
  const { uid } = user;
  const verdict = await screening;
  refuseWhenMust(deps, verdict, { uid, conversationId: body.conversationId ?? null, turn: 'send' });

  let conversationId = body.conversationId ?? null;
  let title: string;
  if (conversationId) title = (await store.get(uid, conversationId)).title;
  else {
    title = titleFromMessage(text);
    conversationId = await store.create(uid, title, deps.now());
  }
  const userAt = deps.now();
  const userMessageId = await store.append(uid, conversationId, { role: 'user', content: text, createdAt: userAt }, 'opens');
  const notice = aiNoticeFor(record, userAt, timeZone);
  events.onStart?.({ conversationId, userMessageId, title, model: deps.chatModel.info, ...(notice ? { notice } : {}) });

  return replyToNewText(deps, { uid, conversationId, userMessageId, title, record, verdict, text, userAt, timeZone, notice, signal, events, kind: 'send' });
}

/**
 * A new alternative of the conversation's last reply (POST /ai/chat/regenerate): the history is
 * what came before that reply, and the new text joins its alternatives, shown. Counts as a message.
 * A conversation whose last message has no reply (it failed, or was stopped before a word) gets
 * its reply now.
 */
export async function runRegenerate(
  deps: TurnDeps,
  user: VerifiedToken,
  body: z.infer<typeof regenerateRequest>,
  signal: AbortSignal,
  events: TurnEvents = {},
): Promise<TurnResult> {
  const timeZone = validTimeZone(body.timeZone);
  const store = deps.conversations;
  const { uid } = user;
  const { conversationId } = body;
  const conversation = await store.awaitReply(uid, conversationId, deps.now);
  const latest = await store.newestExchange(uid, conversationId);
  if (!latest.user) throw new AppError('nothing-to-regenerate');
  if (latest.reply) assertRoomForAlternative(latest.reply.data as ReplyFields);
  const screening = deps.safety.check(latest.user.data.content, signal);
  screening.catch(() => undefined);
  const { record } = await assertMaySend(deps, user, latest.user.data.content);
  const verdict = await screening;
  refuseWhenMust(deps, verdict, { uid, conversationId, turn: 'regenerate' });
  const userAt = deps.now();
  await store.openReply(uid, conversationId, userAt);
  const notice = aiNoticeFor(record, userAt, timeZone);
  events.onStart?.({ conversationId, userMessageId: latest.user.id, title: conversation.title, model: deps.chatModel.info, ...(notice ? { notice } : {}) });

  // The member's message was read for memory when it was first answered: a new alternative teaches nothing.
  const { reply, start } = await closingOnFailure(deps, uid, conversationId, async () => {
    const start = await startReply(deps, uid, store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars, latest.reply?.id), null);
    const composed = await composeReply({ deps, uid, conversationId, record, verdict, userAt, history: start.history, memories: start.memories, afterFirstWord: start.startLearning, timeZone, signal, events, kind: 'regenerate' });
    return { start, reply: await checkedReply(deps, uid, conversationId, composed) };
  });
  const at = replyTime(deps, latest.user.data.createdAt);
  const memories = usedMemories(start.memories);
  const result = { conversationId, userMessageId: latest.user.id, content: reply.content, crisis: reply.crisis, title: conversation.title, memories, learned: [], ...(notice ? { notice } : {}) };
  if (!latest.reply) {
    const messageId = await store.append(uid, conversationId, replyFields(reply, at, { memories }), 'closes');
    return { ...result, messageId };
  }
  const added = alternativeOf(replyFields(reply, at));
  const { alternatives, chosen } = await closingOnFailure(deps, uid, conversationId, () =>
    store.addAlternative(uid, conversationId, latest.reply!.id, conversation.messageCount, added),
  );
  return { ...result, messageId: latest.reply.id, alternatives, chosen };
}

/**
 * The member's latest message edited (POST /ai/chat/edit): its earlier version keeps the reply it
 * had, and a new reply is composed from the history up to the edited message. Counts as a message.
 */
export async function runEdit(
  deps: TurnDeps,
  user: VerifiedToken,
  body: z.infer<typeof editRequest>,
  signal: AbortSignal,
  events: TurnEvents = {},
): Promise<TurnResult> {
  const text = body.content.trim();
  if (!text) throw new AppError('message-required');
  const timeZone = validTimeZone(body.timeZone);
  const store = deps.conversations;
  const { uid } = user;
  const { conversationId, messageId: userMessageId } = body;
  const conversation = await store.awaitReply(uid, conversationId, deps.now);
  const latest = await store.assertLatestUserMessage(uid, conversationId, userMessageId);
  const screening = deps.safety.check(text, signal);
  screening.catch(() => undefined);
  const { record } = await assertMaySend(deps, user, text);
  const verdict = await screening;
  refuseWhenMust(deps, verdict, { uid, conversationId, turn: 'edit' });
  const userAt = deps.now();
  await store.editLatest(uid, conversationId, latest, conversation.messageCount, text, userAt);
  const notice = aiNoticeFor(record, userAt, timeZone);
  events.onStart?.({ conversationId, userMessageId, title: conversation.title, model: deps.chatModel.info, ...(notice ? { notice } : {}) });

  return replyToNewText(deps, { uid, conversationId, userMessageId, title: conversation.title, record, verdict, text, userAt, timeZone, notice, signal, events, kind: 'edit' });
}
