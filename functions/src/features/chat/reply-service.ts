/**
 * One chat turn: store the user's message, check it for crisis signs while the model starts, then
 * stream Bela's reply and store it once it is complete, or as far as it went when the member
 * stopped it. Three kinds share the reply: a send (/ai/chat, /ai/chat/stream), a regenerate (a new
 * alternative of the last reply) and an edit (a new version of the member's latest message).
 */
import { createHash } from 'node:crypto';
import type { VerifiedToken } from '../../ports/identity';
import { ChatModelError, type ChatModel, type ChatModelInfo, type SafetyClassifier, type TokenUsage } from '../../ports/chat-model';
import type { ChatRequestBody, editRequest, regenerateRequest } from '@bela/contracts/chat';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { ConversationStore, HistoryTurn } from '../../stores/conversations';
import type { UserRecord } from '../../stores/users';
import type { SafetyStatsStore } from '../../stores/safety-stats';
import { assertMaySend, entitlements, type EntitlementDeps } from './entitlements';
import { belaSystemPrompt, CRISIS_REPLY, titleFromMessage } from './persona';
import { modelTime, timeContext, validTimeZone } from './time-context';
import { alternativeOf, assertRoomForAlternative, type ReplyFields } from '../../stores/reply-alternatives';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import type { ChosenMemory } from '../../domain/memory/select-memories';
import { chooseMemories, commitLearning, proposeLearning, readMemory, type MemoryDeps, type TurnMemory } from '../../domain/memory/turn-memory';

export interface TurnDeps extends EntitlementDeps, MemoryDeps {
  conversations: ConversationStore;
  safetyStats: SafetyStatsStore;
  chatModel: ChatModel;
  safety: SafetyClassifier;
  logger: Logger;
}

export interface TurnStart {
  conversationId: string;
  userMessageId: string;
  title: string;
  model: ChatModelInfo;
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

/** What the model wrote for a turn (or the crisis protocol), before it is stored. */
interface ComposedReply {
  content: string;
  crisis: boolean;
  /** The member stopped the reply; `content` is what had been written. */
  stopped: boolean;
  model: string;
  usage?: TokenUsage;
}

interface ComposeInput {
  deps: TurnDeps;
  uid: string;
  conversationId: string;
  record: UserRecord;
  /** What the member said last: the safety check reads it. */
  userText: string;
  userAt: Date;
  history: HistoryTurn[];
  /** The memories the reply is composed with (none when memory is off). */
  memories: KnownMemory[];
  /** Called once, after the reply's first word has been sent (learning starts then). */
  afterFirstWord?: () => void;
  timeZone: string | null;
  signal: AbortSignal;
  events: TurnEvents;
}

/**
 * The reply: the model starts at once and its first words wait for the safety verdict. A stop (the
 * member's request going away) cancels the model call; what was written by then is the reply,
 * marked stopped. A stop before any word throws 'aborted' and nothing is stored.
 */
async function composeReply({ deps, uid, conversationId, record, userText, userAt, history, memories, afterFirstWord, timeZone, signal, events }: ComposeInput): Promise<ComposedReply> {
  // The member's previous message (read with their record) sets the gap; this one is the next turn's.
  const time = timeContext({ now: userAt, timeZone, lastTalkedAt: record.lastChatAt instanceof Date ? record.lastChatAt : null });
  const chatNoted = deps.users.recordChat(uid, userAt).catch((error: unknown) => deps.logger.warn('last chat time not recorded', { error }));
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  // A stop reaches the reply either as its request going away (where the platform says so) or as
  // POST /ai/chat/stop, seen on the conversation while the words come.
  let stopped = false;
  const watch = setInterval(() => {
    deps.conversations
      .stopRequestedSince(uid, conversationId, userAt)
      .then((asked) => {
        if (asked && !controller.signal.aborted) {
          stopped = true;
          controller.abort();
        }
      })
      .catch((error: unknown) => deps.logger.warn('stop not checked', { error }));
  }, STOP_CHECK_MS);
  let content = '';
  try {
    const verdict = deps.safety.check(userText, controller.signal);
    let usage: TokenUsage | undefined;
    const stream = deps.chatModel.stream({
      messages: [{ role: 'system', content: belaSystemPrompt({ userName: record.displayName, now: userAt, time, memories }) }, ...history],
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
    const first = reply.next();
    first.catch(() => undefined);

    if ((await verdict).selfHarm) {
      controller.abort();
      events.onToken?.(CRISIS_REPLY);
      // The referral reaches the member whatever becomes of the count (the yearly report's figure).
      await deps.safetyStats.countCrisisReferral(userAt).catch((error: unknown) => deps.logger.error('crisis referral not counted', { error }));
      deps.logger.info('crisis referral');
      return { content: CRISIS_REPLY, crisis: true, stopped: false, model: 'crisis-protocol' };
    }
    for (let next = await first; !next.done; next = await reply.next()) {
      const firstWord = !content;
      content += next.value;
      events.onToken?.(next.value);
      if (firstWord) afterFirstWord?.();
    }
    if (!content.trim()) throw new ChatModelError('bad-response', 'The model returned an empty reply.');
    return { content, crisis: false, stopped: false, model: deps.chatModel.info.id, ...(usage ? { usage } : {}) };
  } catch (error) {
    const stop = signal.aborted || stopped;
    if (stop && content.trim()) return { content, crisis: false, stopped: true, model: deps.chatModel.info.id };
    if (error instanceof ChatModelError) {
      throw new AppError(error.code === 'aborted' || stop ? 'aborted' : 'reply-failed', { cause: error });
    }
    if (stop) throw new AppError('aborted', { cause: error });
    throw error;
  } finally {
    clearInterval(watch);
    signal.removeEventListener('abort', abort);
    await chatNoted;
  }
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

/** After the last word: what the member's message taught is stored and told (never after a crisis reply). */
async function learnAfter(deps: TurnDeps, uid: string, reply: ComposedReply, start: ReplyStart, source: { conversationId: string; messageId: string }, at: Date, events: TurnEvents): Promise<MemoryChange[]> {
  if (reply.crisis) return [];
  const operations = await start.proposal();
  const changes = await commitLearning(deps, uid, start.memory, operations, source, at);
  if (changes.length > 0) events.onMemory?.(changes);
  return changes;
}

/** What a reply shows it remembered: the pinned memories and those related to the talk, not the newest extras given for context. */
const usedMemories = (memories: ChosenMemory[]): UsedMemory[] => memories.filter((memory) => memory.related).map(({ id, text }) => ({ id, text }));

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
  const { record } = await assertMaySend(deps, user, text);
  const store = deps.conversations;
  const { uid } = user;

  let conversationId = body.conversationId ?? null;
  let title: string;
  if (conversationId) title = (await store.get(uid, conversationId)).title;
  else {
    title = titleFromMessage(text);
    conversationId = await store.create(uid, title, deps.now());
  }
  const userAt = deps.now();
  const userMessageId = await store.append(uid, conversationId, { role: 'user', content: text, createdAt: userAt }, 'opens');
  events.onStart?.({ conversationId, userMessageId, title, model: deps.chatModel.info });

  const { reply, start } = await closingOnFailure(deps, uid, conversationId, async () => {
    const start = await startReply(deps, uid, store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars), { text, at: userAt, timeZone });
    return { start, reply: await composeReply({ deps, uid, conversationId, record, userText: text, userAt, history: start.history, memories: start.memories, afterFirstWord: start.startLearning, timeZone, signal, events }) };
  });
  const memories = usedMemories(start.memories);
  const learned = await learnAfter(deps, uid, reply, start, { conversationId, messageId: userMessageId }, userAt, events);
  const messageId = await store.append(uid, conversationId, replyFields(reply, replyTime(deps, userAt), { memories, learned }), 'closes');
  return { conversationId, userMessageId, messageId, content: reply.content, crisis: reply.crisis, title, memories, learned };
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
  const { record } = await assertMaySend(deps, user, latest.user.data.content);
  const userAt = deps.now();
  await store.openReply(uid, conversationId, userAt);
  events.onStart?.({ conversationId, userMessageId: latest.user.id, title: conversation.title, model: deps.chatModel.info });

  // The member's message was read for memory when it was first answered: a new alternative teaches nothing.
  const { reply, start } = await closingOnFailure(deps, uid, conversationId, async () => {
    const start = await startReply(deps, uid, store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars, latest.reply?.id), null);
    return { start, reply: await composeReply({ deps, uid, conversationId, record, userText: latest.user!.data.content, userAt, history: start.history, memories: start.memories, afterFirstWord: start.startLearning, timeZone, signal, events }) };
  });
  const at = replyTime(deps, latest.user.data.createdAt);
  const memories = usedMemories(start.memories);
  const result = { conversationId, userMessageId: latest.user.id, content: reply.content, crisis: reply.crisis, title: conversation.title, memories, learned: [] };
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
  const { record } = await assertMaySend(deps, user, text);
  const userAt = deps.now();
  await store.editLatest(uid, conversationId, latest, conversation.messageCount, text, userAt);
  events.onStart?.({ conversationId, userMessageId, title: conversation.title, model: deps.chatModel.info });

  const { reply, start } = await closingOnFailure(deps, uid, conversationId, async () => {
    // What the edited-away text taught is taken back before the new text is read for memory.
    await deps.memories.takeBackLearnedFrom(uid, userMessageId, userAt).catch((error: unknown) => deps.logger.warn('memories of an edited message not taken back', { error }));
    const start = await startReply(deps, uid, store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars), { text, at: userAt, timeZone });
    return { start, reply: await composeReply({ deps, uid, conversationId, record, userText: text, userAt, history: start.history, memories: start.memories, afterFirstWord: start.startLearning, timeZone, signal, events }) };
  });
  const memories = usedMemories(start.memories);
  const learned = await learnAfter(deps, uid, reply, start, { conversationId, messageId: userMessageId }, userAt, events);
  const messageId = await store.append(uid, conversationId, replyFields(reply, replyTime(deps, userAt), { memories, learned }), 'closes');
  return { conversationId, userMessageId, messageId, content: reply.content, crisis: reply.crisis, title: conversation.title, memories, learned };
}
