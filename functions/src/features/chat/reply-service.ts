/**
 * One chat turn: store the user's message, check it for crisis signs while the model starts, then
 * stream Bela's reply and store it only once it is complete. Used by /ai/chat and /ai/chat/stream.
 */
import type { Services } from '../../composition-root';
import type { VerifiedToken } from '../../ports/identity';
import { ChatModelError, type ChatModelInfo, type TokenUsage } from '../../ports/chat-model';
import { FieldValues } from '../../ports/doc-store';
import type { ChatRequestBody } from '../../shared/schemas';
import { HttpError } from '../../http/http-error';
import { assertMaySend, entitlements } from '../entitlements/entitlements';
import { ConversationStore } from './conversation-store';
import { belaSystemPrompt, CRISIS_REPLY, titleFromMessage } from './persona';

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

/** The reply could not be completed; the user's message stays stored. */
export class ReplyFailedError extends Error {
  override name = 'ReplyFailedError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The newest user message of the request: history comes from the store, never from the client. */
function newUserText(body: ChatRequestBody): string {
  const last = [...body.messages].reverse().find((m) => m.role === 'user');
  const text = last?.content.trim() ?? '';
  if (!text) throw HttpError.badRequest('A message is required.');
  return text;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function runTurn(
  services: Services,
  user: VerifiedToken,
  body: ChatRequestBody,
  signal: AbortSignal,
  events: TurnEvents = {},
): Promise<TurnResult> {
  const text = newUserText(body);
  const { record } = await assertMaySend(services, user, text);
  const store = new ConversationStore(services.docs, user.uid);

  let conversationId = body.conversationId ?? null;
  let title: string;
  if (conversationId) title = (await store.get(conversationId)).title;
  else {
    title = titleFromMessage(text);
    conversationId = await store.create(title, services.now());
  }
  const userAt = services.now();
  const userMessageId = await store.append(conversationId, { role: 'user', content: text, createdAt: userAt });
  events.onStart?.({ conversationId, userMessageId, title, model: services.chatModel.info });

  // The model starts at once; its first words wait for the safety verdict.
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const history = await store.history(conversationId, entitlements.historyTurns, entitlements.historyChars);
    const verdict = services.safety.check(text, controller.signal);
    let usage: TokenUsage | undefined;
    const stream = services.chatModel.stream({
      messages: [{ role: 'system', content: belaSystemPrompt({ userName: record.displayName, now: userAt }) }, ...history],
      maxTokens: entitlements.maxReplyTokens,
      userName: record.displayName,
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
      // Counted for the yearly SB 243 report; neither the message nor the user is recorded here.
      await services.docs.set(
        `safetyStats/${day(userAt)}`,
        { date: day(userAt), crisisReferrals: FieldValues.increment(1) },
        { merge: true },
      );
      services.logger.info('crisis referral');
    } else {
      for (let next = await first; !next.done; next = await reply.next()) {
        content += next.value;
        events.onToken?.(next.value);
      }
      if (!content.trim()) throw new ChatModelError('bad-response', 'The model returned an empty reply.');
    }

    const replyAt = new Date(Math.max(services.now().getTime(), userAt.getTime() + 1));
    const messageId = await store.append(conversationId, {
      role: 'assistant',
      content,
      createdAt: replyAt,
      model: crisis ? 'crisis-protocol' : services.chatModel.info.id,
      ...(crisis ? { crisis: true } : {}),
      ...(usage && !crisis ? { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens } : {}),
    });
    return { conversationId, userMessageId, messageId, content, crisis, title };
  } catch (error) {
    if (error instanceof ChatModelError) {
      const code = error.code === 'aborted' ? 'aborted' : 'reply-failed';
      throw new ReplyFailedError(code, 'Sorry, I had trouble responding. Please try again.');
    }
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
