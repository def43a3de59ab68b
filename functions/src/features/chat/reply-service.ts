/**
 * One chat turn: admitted (turn-admission.ts: moderation, access and quotas, before anything is
 * stored), the member's text stored, then Bela's reply composed (compose-reply.ts) and stored once
 * it is complete, or as far as the member saw it when they stopped it (store-reply.ts), with what
 * the text taught her (reply-memory.ts). A turn also carries New York's notice that Bela is an AI when it is due
 * (ai-notice.ts). Three kinds share the reply: a send (/ai/chat, /ai/chat/stream), a regenerate (a
 * new alternative of the last reply) and an edit (a new version of the member's latest message).
 */
import type { VerifiedToken } from '../../ports/identity';
import type { SafetyVerdict } from '../../ports/chat-model';
import type { ChatRequestBody, editRequest, regenerateRequest } from '@bela/contracts/chat';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import type { HistoryTurn } from '../../stores/conversations';
import type { UserRecord } from '../../stores/users';
import { entitlements } from './entitlements';
import { titleFromMessage } from './persona';
import { validTimeZone } from './time-context';
import { assertRoomForAlternative, type ReplyFields } from '../../stores/reply-alternatives';
import { admitTurn, newUserText } from './turn-admission';
import { checkedReply, composeReply } from './compose-reply';
import { learnAfter, startReply, usedMemories, type ReplyStart } from './reply-memory';
import { closingOnFailure, replyTime, storeAlternative, storeReply } from './store-reply';
import type { TurnDeps, TurnEvents, TurnResult } from './turn-types';

export type { TurnDeps, TurnEvents, TurnResult, TurnStart } from './turn-types';

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
  /** The reply's history and memories, when they were read beside the admission (a send). */
  started?: Promise<ReplyStart>;
}

/**
 * The reply to a member's new text: composed with their memories, checked, and stored with what
 * the text taught. An edit first takes back what the edited-away text taught, before the new text
 * is read for memory.
 */
async function replyToNewText(deps: TurnDeps, input: NewText): Promise<TurnResult> {
  const { uid, conversationId, userMessageId, title, record, verdict, text, userAt, timeZone, notice, signal, events, kind, started } = input;
  const store = deps.conversations;
  const { reply, start } = await closingOnFailure(deps, uid, conversationId, async () => {
    if (kind === 'edit') {
      await deps.memories.takeBackLearnedFrom(uid, userMessageId, userAt).catch((error: unknown) => deps.logger.warn('memories of an edited message not taken back', { error }));
    }
    const start = await (started ?? startReply(deps, uid, store.history(uid, conversationId, entitlements.historyTurns, entitlements.historyChars), { text, at: userAt, timeZone }));
    return { start, reply: await composeReply({ deps, uid, conversationId, record, verdict, userAt, history: start.history, memories: start.memories, afterFirstWord: start.startLearning, timeZone, signal, events, kind }) };
  });
  const memories = usedMemories(start.memories);
  const [checked, learned] = await closingOnFailure(deps, uid, conversationId, () =>
    Promise.all([checkedReply(deps, uid, conversationId, reply), learnAfter(deps, uid, reply, start, verdict, { conversationId, messageId: userMessageId }, userAt, events)]),
  );
  const messageId = await storeReply(deps, uid, conversationId, checked, replyTime(deps, userAt), { memories, learned });
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
  const store = deps.conversations;
  const { uid } = user;
  const openId = body.conversationId ?? null;
  const userAt = deps.now();
  // Read beside the admission, none waiting for another: the open conversation, its history before
  // this message (which joins it here, not by a read after it is stored) and the member's memory.
  // Nothing is stored before the admission has answered (decision 0033).
  const opened = openId ? store.get(uid, openId) : null;
  const earlier = openId ? store.history(uid, openId, entitlements.historyTurns - 1, entitlements.historyChars - text.length, undefined, userAt) : Promise.resolve([]);
  const starting = startReply(deps, uid, earlier.then((turns): HistoryTurn[] => [...turns, { role: 'user', content: text }]), { text, at: userAt, timeZone });
  opened?.catch(() => undefined);
  starting.catch(() => undefined);
  const { record, verdict, noticeAt } = await admitTurn(deps, user, text, { conversationId: openId, turn: 'send', timeZone, signal });

  const message = { role: 'user' as const, content: text, createdAt: userAt };
  let conversationId: string;
  let userMessageId: string;
  let title: string;
  if (openId && opened) {
    title = (await opened).title;
    conversationId = openId;
    userMessageId = await store.append(uid, conversationId, message, 'opens');
  } else {
    title = titleFromMessage(text);
    ({ conversationId, messageId: userMessageId } = await store.open(uid, title, message, 'opens'));
  }
  const notice = noticeAt(userAt);
  events.onStart?.({ conversationId, userMessageId, title, model: deps.chatModel.info, ...(notice ? { notice } : {}) });

  return replyToNewText(deps, { uid, conversationId, userMessageId, title, record, verdict, text, userAt, timeZone, notice, signal, events, kind: 'send', started: starting });
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
  const { record, verdict, noticeAt } = await admitTurn(deps, user, latest.user.data.content, { conversationId, turn: 'regenerate', timeZone, signal });
  const userAt = deps.now();
  await store.openReply(uid, conversationId, userAt);
  const notice = noticeAt(userAt);
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
    const messageId = await storeReply(deps, uid, conversationId, reply, at, { memories });
    return { ...result, messageId };
  }
  const { alternatives, chosen } = await storeAlternative(deps, uid, conversationId, latest.reply.id, conversation.messageCount, reply, at);
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
  const { record, verdict, noticeAt } = await admitTurn(deps, user, text, { conversationId, turn: 'edit', timeZone, signal });
  const userAt = deps.now();
  await store.editLatest(uid, conversationId, latest, conversation.messageCount, text, userAt);
  const notice = noticeAt(userAt);
  events.onStart?.({ conversationId, userMessageId, title: conversation.title, model: deps.chatModel.info, ...(notice ? { notice } : {}) });

  return replyToNewText(deps, { uid, conversationId, userMessageId, title: conversation.title, record, verdict, text, userAt, timeZone, notice, signal, events, kind: 'edit' });
}
