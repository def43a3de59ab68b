/**
 * One chat turn: admitted (turn-admission.ts: moderation, access and quotas, before anything is
 * stored), the member's text stored, then Bela's reply composed (compose-reply.ts) and stored once
 * it is complete, or as far as the member saw it when they stopped it (store-reply.ts), with what
 * the text taught her (reply-memory.ts). A turn also carries New York's notice that Bela is an AI when it is due
 * (ai-notice.ts). Three kinds share the reply: a send (/ai/chat, /ai/chat/stream), a regenerate (a
 * new alternative of the last reply) and an edit (a new version of the member's latest message).
 */
import type { VerifiedToken } from '../../ports/identity';
import type { ChatRequestBody, editRequest, regenerateRequest } from '@bela/contracts/chat';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { exchangeOf, historyOf, ReplyUnderway, type HistoryTurn, type MessageRecord } from '../../stores/conversations';
import { assertMessageLength, entitlements } from './entitlements';
import { titleFromMessage } from './persona';
import { validTimeZone } from './time-context';
import { assertRoomForAlternative, type ReplyFields } from '../../stores/reply-alternatives';
import { admitTurn, newUserText, type AdmittedTurn } from './turn-admission';
import { checkedReply, composeReply } from './compose-reply';
import { learnAfter, memoryWithout, startReply, usedMemories, type ReplyStart } from './reply-memory';
import { memoryNoticeOf, readMemory } from '../../domain/memory/turn-memory';
import { closingOnFailure, replyTime, storeAlternative, storeReply } from './store-reply';
import type { TurnDeps, TurnEvents, TurnResult, TurnStart } from './turn-types';
import { attachmentsFor, momentReadsFor } from './photo-moment';
import type { MomentReads } from '../../domain/photo-moments/photo-moments';

export type { TurnDeps, TurnEvents, TurnResult, TurnStart } from './turn-types';

/**
 * The turn's events held until its writes are committed (turn-admission.ts): `onStart` first, then
 * the words written meanwhile. `signal` also aborts the reply when the commit fails, and `started`
 * rejects with the commit's failure.
 */
function heldUntilCommitted(events: TurnEvents, turn: AdmittedTurn<unknown>, start: TurnStart, signal: AbortSignal) {
  const held: (() => void)[] = [];
  let open = false;
  const failed = new AbortController();
  const started = turn.committed.then(() => {
    events.onStart?.(start);
    open = true;
    for (const show of held.splice(0)) show();
  });
  started.catch(() => failed.abort());
  const hold = (show: () => void) => (open ? show() : held.push(show));
  return {
    started,
    signal: AbortSignal.any([signal, failed.signal]),
    events: { ...events, onStart: undefined, onToken: (text: string) => hold(() => events.onToken?.(text)), onMemory: (changes: Parameters<NonNullable<TurnEvents['onMemory']>>[0]) => hold(() => events.onMemory?.(changes)) },
  };
}

/**
 * Runs a step of a reply once the turn is admitted, and waits for the turn's commit: a commit that
 * failed is the turn's failure (nothing was stored, no reply mark to close). A step that fails
 * after the commit closes the conversation's reply mark (`closingOnFailure`).
 */
async function afterCommit<T>(deps: TurnDeps, uid: string, conversationId: string, started: Promise<void>, run: () => Promise<T>): Promise<T> {
  const ran = run().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await started;
  return closingOnFailure(deps, uid, conversationId, async () => {
    const outcome = await ran;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  });
}

/**
 * Admits a regenerate or an edit, waiting (briefly) for a reply on the way in the conversation to
 * be stored first: a member who stops a reply and at once regenerates or edits it must find the
 * stopped text stored, not race it (409 reply-in-progress when it is still being written).
 */
async function admitWhenFree<T>(deps: TurnDeps, uid: string, conversationId: string, admit: () => Promise<T>): Promise<T> {
  try {
    return await admit();
  } catch (error) {
    if (!(error instanceof ReplyUnderway)) throw error;
  }
  await deps.conversations.awaitReply(uid, conversationId, deps.now);
  return admit().catch((error: unknown) => {
    throw error instanceof ReplyUnderway ? new AppError('reply-in-progress') : error;
  });
}

/** A member's new text (a send, or an edit) admitted, and the reply to it. */
interface NewText {
  uid: string;
  conversationId: string;
  userMessageId: string;
  title: string;
  turn: AdmittedTurn<unknown>;
  userAt: Date;
  timeZone: string | null;
  signal: AbortSignal;
  events: TurnEvents;
  kind: 'send' | 'edit';
  /** The reply's history and memories, read beside the admission. */
  starting: () => Promise<ReplyStart>;
  /** What must be done before the new text's lessons are stored (an edit's take-back). */
  beforeLearning?: Promise<void>;
  /** The photo moment's reads, started beside the admission. */
  momentReads: Promise<MomentReads | null> | undefined;
}

/**
 * The reply to a member's new text: composed with their memories as soon as the turn is admitted,
 * shown once the member's text is stored, checked, and stored with what the text taught.
 */
async function replyToNewText(deps: TurnDeps, input: NewText): Promise<TurnResult> {
  const { uid, conversationId, userMessageId, title, turn, userAt, timeZone, kind, starting } = input;
  const { record, verdict } = turn;
  const notice = turn.noticeAt(userAt);
  const held = heldUntilCommitted(input.events, turn, { conversationId, userMessageId, title, model: deps.chatModel.info, ...(notice ? { notice } : {}) }, input.signal);
  const { signal, events } = held;
  const { reply, start } = await afterCommit(deps, uid, conversationId, held.started, async () => {
    const start = await starting();
    return { start, reply: await composeReply({ deps, uid, conversationId, record, verdict, userAt, history: start.history, memories: start.memories, memoryNotice: memoryNoticeOf(start.memory), afterFirstWord: start.startLearning, timeZone, signal, events, kind, ...(input.momentReads ? { momentReads: input.momentReads } : {}) }) };
  });
  const memories = usedMemories(start.memories);
  const [checked, learned] = await afterCommit(deps, uid, conversationId, held.started, () =>
    Promise.all([
      checkedReply(deps, uid, conversationId, reply),
      (async () => {
        await input.beforeLearning;
        return learnAfter(deps, uid, reply, start, verdict, { conversationId, messageId: userMessageId }, userAt, events);
      })(),
    ]),
  );
  const messageId = await storeReply(deps, uid, conversationId, checked, replyTime(deps, userAt), { memories, learned });
  const attachments = await attachmentsFor(deps, checked.photo, record, deps.now()); // issue 42: the photo shared, signed for the member
  return { conversationId, userMessageId, messageId, content: checked.content, crisis: checked.crisis, title, memories, learned, ...(notice ? { notice } : {}), ...(attachments.length ? { attachments } : {}) };
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
  assertMessageLength(text);
  const timeZone = validTimeZone(body.timeZone);
  const store = deps.conversations;
  const { uid } = user;
  const openId = body.conversationId ?? null;
  const userAt = deps.now();
  const conversationId = openId ?? store.newId(userAt);
  const userMessageId = store.newId(userAt);
  // The open conversation's history before this message comes from its tail, read with the
  // admission (conversation-tail.ts); the message joins it here, not by a read after it is stored.
  // The member's memory is read beside it. A conversation begun before tails were kept is read by query.
  const turns = entitlements.historyTurns - 1;
  const chars = entitlements.historyChars - text.length;
  let historyRead!: (history: HistoryTurn[] | Promise<HistoryTurn[]>) => void;
  const earlier = new Promise<HistoryTurn[]>((resolve) => {
    historyRead = resolve;
  });
  if (!openId) historyRead([]);
  const starting = startReply(deps, uid, earlier.then((history): HistoryTurn[] => [...history, { role: 'user', content: text }]), { text, at: userAt, timeZone });
  starting.catch(() => undefined);
  const momentReads = momentReadsFor(deps, uid, text);
  const message = { role: 'user' as const, content: text, createdAt: userAt };
  const turn = await admitTurn(deps, user, { conversationId: openId, turn: 'send', timeZone, signal, text }, {
    paths: openId ? [store.conversationDoc(uid, openId), store.tailDoc(uid, openId)] : [],
    read: async ([doc, tail = null]) => {
      if (!openId) return { value: { title: titleFromMessage(text), dropped: [] } };
      const { title } = store.conversationIn(doc ?? null);
      historyRead(store.historyFromTail(tail, turns, chars, userAt) ?? store.history(uid, openId, turns, chars, undefined, userAt));
      return { value: { title, dropped: store.tailBeyond(tail) } };
    },
    write: (tx, { title, dropped }) =>
      openId ? store.appendIn(tx, uid, openId, userMessageId, message, 'opens', dropped) : store.openIn(tx, uid, conversationId, userMessageId, title, message, 'opens'),
  }).catch((error: unknown) => {
    // (Refused, or no such conversation: the reply begun beside the admission is dropped.)
    historyRead([]);
    throw error;
  });
  return replyToNewText(deps, { uid, conversationId, userMessageId, title: turn.value.title, turn, userAt, timeZone, signal, events, kind: 'send', starting: () => starting, momentReads });
}

/** How many of the conversation's newest messages a regenerate or an edit reads: its history, and the message before it. */
const RECENT = entitlements.historyTurns + 1;

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
  // Read beside the admission (it never rejects: a failed read replies without memory), and the
  // photo moment's reads (the text is read with the conversation, so they are started whatever it says).
  const memory = readMemory(deps, uid);
  const momentReads = momentReadsFor(deps, uid, null);
  const recentBeside = store.recentBeside(uid, conversationId, RECENT);
  const userAt = deps.now();
  const turn = await admitWhenFree(deps, uid, conversationId, () =>
    admitTurn(deps, user, { conversationId, turn: 'regenerate', timeZone, signal }, {
      paths: [store.conversationDoc(uid, conversationId)],
      read: async ([doc]) => {
        const conversation = store.conversationIn(doc ?? null, userAt);
        const recent = await store.recentAsOf(uid, conversationId, doc!, recentBeside, RECENT);
        const latest = exchangeOf(recent);
        if (!latest.user) throw new AppError('nothing-to-regenerate');
        if (latest.reply) assertRoomForAlternative(latest.reply.data as ReplyFields);
        const history = historyOf(recent, entitlements.historyTurns, entitlements.historyChars, latest.reply?.id);
        return { value: { conversation, latest, history }, text: latest.user.data.content };
      },
      write: (tx) => store.openReplyIn(tx, uid, conversationId, userAt),
    }),
  );
  const { conversation, latest, history } = turn.value;
  const { record, verdict } = turn;
  const notice = turn.noticeAt(userAt);
  const held = heldUntilCommitted(events, turn, { conversationId, userMessageId: latest.user!.id, title: conversation.title, model: deps.chatModel.info, ...(notice ? { notice } : {}) }, signal);

  // The member's message was read for memory when it was first answered: a new alternative teaches nothing.
  const { reply, start } = await afterCommit(deps, uid, conversationId, held.started, async () => {
    const start = await startReply(deps, uid, Promise.resolve(history), null, memory);
    const composed = await composeReply({ deps, uid, conversationId, record, verdict, userAt, history: start.history, memories: start.memories, memoryNotice: memoryNoticeOf(start.memory), afterFirstWord: start.startLearning, timeZone, signal: held.signal, events: held.events, kind: 'regenerate', ...(momentReads ? { momentReads } : {}) });
    return { start, reply: await checkedReply(deps, uid, conversationId, composed) };
  });
  const at = replyTime(deps, latest.user!.data.createdAt);
  const memories = usedMemories(start.memories);
  const attachments = await attachmentsFor(deps, reply.photo, record, deps.now()); // issue 42: the photo shared, signed for the member
  const result = { conversationId, userMessageId: latest.user!.id, content: reply.content, crisis: reply.crisis, title: conversation.title, memories, learned: [], ...(notice ? { notice } : {}), ...(attachments.length ? { attachments } : {}) };
  if (!latest.reply) {
    const messageId = await storeReply(deps, uid, conversationId, reply, at, { memories });
    return { ...result, messageId };
  }
  // The count as the admission's transaction left it (an edit removes nothing here).
  const { alternatives, chosen } = await storeAlternative(deps, uid, conversationId, latest.reply.id, conversation.messageCount, reply, at);
  return { ...result, messageId: latest.reply.id, alternatives, chosen };
}

/**
 * The member's latest message edited (POST /ai/chat/edit): its earlier version keeps the reply it
 * had, and a new reply is composed from the history up to the edited message. Counts as a message.
 * What the edited-away text taught is taken back beside the reply (see below).
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
  assertMessageLength(text);
  const timeZone = validTimeZone(body.timeZone);
  const store = deps.conversations;
  const { uid } = user;
  const { conversationId, messageId: userMessageId } = body;
  const userAt = deps.now();
  // Read beside the admission; read again after a take-back (below).
  const memory = readMemory(deps, uid);
  const momentReads = momentReadsFor(deps, uid, text);
  const recentBeside = store.recentBeside(uid, conversationId, RECENT);
  const turn = await admitWhenFree(deps, uid, conversationId, () =>
    admitTurn(deps, user, { conversationId, turn: 'edit', timeZone, signal, text }, {
      paths: [store.conversationDoc(uid, conversationId), store.messageDoc(uid, conversationId, userMessageId)],
      read: async ([conversationDoc, messageDoc]) => {
        const conversation = store.conversationIn(conversationDoc ?? null, userAt);
        const edited = messageDoc?.data as MessageRecord | undefined;
        if (!edited || edited.role !== 'user') throw new AppError('message-not-found');
        const recent = await store.recentAsOf(uid, conversationId, conversationDoc!, recentBeside, RECENT);
        const latest = exchangeOf(recent);
        if (latest.user?.id !== userMessageId) throw new AppError('not-latest-exchange');
        // The history up to the edited message, which now says `text`.
        const history = historyOf(
          recent.map((doc) => (doc.id === userMessageId ? { ...doc, data: { ...doc.data, content: text } } : doc)),
          entitlements.historyTurns,
          entitlements.historyChars,
          latest.reply?.id,
        );
        return { value: { conversation, history, exchange: { user: { id: userMessageId, data: edited }, reply: latest.reply } } };
      },
      write: (tx, { exchange }) => store.editLatestIn(tx, uid, conversationId, exchange, text, userAt),
    }),
  );
  // What the edited-away text taught (its reply lists it) is taken back once the edit is stored, beside
  // the reply, which is composed from the memory as it will then be; learning from the new text waits for it.
  const learned = turn.value.exchange.reply?.data.learned ?? [];
  const takenBack = learned.length
    ? turn.committed.then(() => deps.memories.takeBackLearnedFrom(uid, userMessageId, userAt)).then(
        () => undefined,
        (error: unknown) => deps.logger.warn('memories of an edited message not taken back', { error }),
      )
    : undefined;
  const starting = () => startReply(deps, uid, Promise.resolve(turn.value.history), { text, at: userAt, timeZone }, memory.then((read) => memoryWithout(read, learned, userAt)));
  return replyToNewText(deps, { uid, conversationId, userMessageId, title: turn.value.conversation.title, turn, userAt, timeZone, signal, events, kind: 'edit', starting, beforeLearning: takenBack, momentReads });
}
