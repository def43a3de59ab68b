/**
 * One chat turn: store the user's message, check it for crisis signs while the model starts, then
 * stream Bela's reply and store it only once it is complete. Used by /ai/chat and /ai/chat/stream.
 */
import { createHash } from 'node:crypto';
import type { VerifiedToken } from '../../ports/identity';
import { ChatModelError, type ChatModel, type ChatModelInfo, type SafetyClassifier, type TokenUsage } from '../../ports/chat-model';
import type { ChatRequestBody } from '@bela/contracts/chat';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { ConversationStore } from '../../stores/conversations';
import type { SafetyStatsStore } from '../../stores/safety-stats';
import { assertMaySend, entitlements, type EntitlementDeps } from './entitlements';
import { belaSystemPrompt, CRISIS_REPLY, titleFromMessage } from './persona';
import { modelTime, timeContext, validTimeZone } from './time-context';

export interface TurnDeps extends EntitlementDeps {
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
}

export interface TurnEvents {
  /** Called once the user's message is stored, before any reply text. */
  onStart?(start: TurnStart): void;
  onToken?(text: string): void;
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
  const userMessageId = await store.append(uid, conversationId, { role: 'user', content: text, createdAt: userAt });
  // The member's previous message (read with their record) sets the gap; this one is the next turn's.
  const time = timeContext({ now: userAt, timeZone, lastTalkedAt: record.lastChatAt instanceof Date ? record.lastChatAt : null });
  const chatNoted = deps.users.recordChat(uid, userAt).catch((error: unknown) => deps.logger.warn('last chat time not recorded', { error }));
  events.onStart?.({ conversationId, userMessageId, title, model: deps.chatModel.info });

  // The model starts at once; its first words wait for the safety verdict.
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const history = await store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars);
    const verdict = deps.safety.check(text, controller.signal);
    let usage: TokenUsage | undefined;
    const stream = deps.chatModel.stream({
      messages: [{ role: 'system', content: belaSystemPrompt({ userName: record.displayName, now: userAt, time }) }, ...history],
      maxTokens: entitlements.maxReplyTokens,
      userName: record.displayName,
      memoryKey: memoryKeyOf(uid),
      time: modelTime(time),
      signal: controller.signal,
      onUsage: (reported) => {
        usage = reported;
      },
    });
    const reply = stream[Symbol.asyncIterator]();
    const first = reply.next();
    first.catch(() => undefined);

    let content = '';
    let crisis = false;
    if ((await verdict).selfHarm) {
      controller.abort();
      crisis = true;
      content = CRISIS_REPLY;
      events.onToken?.(content);
      // The referral reaches the member whatever becomes of the count (the yearly report's figure).
      await deps.safetyStats.countCrisisReferral(userAt).catch((error: unknown) => deps.logger.error('crisis referral not counted', { error }));
      deps.logger.info('crisis referral');
    } else {
      for (let next = await first; !next.done; next = await reply.next()) {
        content += next.value;
        events.onToken?.(next.value);
      }
      if (!content.trim()) throw new ChatModelError('bad-response', 'The model returned an empty reply.');
    }

    const replyAt = new Date(Math.max(deps.now().getTime(), userAt.getTime() + 1));
    const messageId = await store.append(uid, conversationId, {
      role: 'assistant',
      content,
      createdAt: replyAt,
      model: crisis ? 'crisis-protocol' : deps.chatModel.info.id,
      ...(crisis ? { crisis: true } : {}),
      ...(usage && !crisis ? { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens } : {}),
    });
    return { conversationId, userMessageId, messageId, content, crisis, title };
  } catch (error) {
    if (error instanceof ChatModelError) {
      throw new AppError(error.code === 'aborted' ? 'aborted' : 'reply-failed', { cause: error });
    }
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
    await chatNoted;
  }
}
