/**
 * Owner of `users/{uid}/conversations/{id}` and their `messages/{id}`. Every path starts at the
 * caller's own uid, so another user's conversation is simply not found.
 */
import { randomBytes } from 'node:crypto';
import { FieldValues, type Doc, type DocStore, type Query, type Transaction, type WriteOps } from '../ports/doc-store';
import { AppError } from '../platform/app-error';
import type { ChatMessage, ConversationPage, MessagePage } from '@bela/contracts/chat';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import {
  withChosenAlternative,
  withChosenVersion,
  withNewAlternative,
  withNewVersion,
  type Alternative,
  type MessageVersion,
  type ReplyFields,
  type UserMessageFields,
} from './reply-alternatives';
import { beyondTail, changeTail, newestBefore, startTail, TAIL_KEEP, tailPathOf } from './conversation-tail';
import { deleteAll, serialise } from './document-pages';
import type { MessageSearchIndex } from './message-search';
import { CONVERSATION_COPIES_FLAG, copiesFlag, forgetCopies, type Forgotten } from './memory-copies';
import { userPath } from './users';

/** A stop the member asked for (POST /ai/chat/stop): how much of the reply they saw, when the client said. */
export interface StopRequest {
  shownChars: number | null;
}

export interface ConversationRecord {
  title: string;
  createdAt: Date;
  updatedAt: Date;
  preview: string;
  messageCount: number;
  [key: string]: unknown;
}

export interface MessageRecord {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
  model?: string;
  crisis?: boolean;
  promptTokens?: number;
  completionTokens?: number;
  /** Bela wrote it first, at the member's invitation (features/check-ins). */
  checkIn?: boolean;
  /** The member stopped the shown text while it was being written. */
  stopped?: boolean;
  /** A regenerated reply: every alternative, the shown one included, and its index (decision 0007). */
  alternatives?: Alternative[];
  chosen?: number;
  /** An edited message of the member: every version, the shown one included, and its index. */
  versions?: MessageVersion[];
  version?: number;
  /** A reply composed with memories: the ones it was given, as they read then. */
  memories?: UsedMemory[];
  /** A reply after which Bela learned from the member's message: what changed. */
  learned?: MemoryChange[];
  [key: string]: unknown;
}

/** The conversation's latest exchange: the member's last message and the reply after it, if any. */
export interface LatestExchange {
  user: { id: string; data: MessageRecord } | null;
  reply: { id: string; data: MessageRecord } | null;
}

/**
 * What the thread shows of a stored message (the messages answer). A shared photo (issue 42) passes
 * as its stored id and caption, for the chat's routes to sign by the reader's access.
 */
export function chatMessageOf(id: string, data: MessageRecord): ChatMessage & { photoId?: string; photoCaption?: string } {
  const alternatives = data.alternatives?.length ?? 0;
  const versions = data.versions?.length ?? 0;
  return {
    id,
    role: data.role,
    content: data.content,
    createdAt: iso(data.createdAt),
    ...(data.crisis ? { crisis: true } : {}),
    ...(data.checkIn ? { checkIn: true } : {}),
    ...(data.stopped ? { stopped: true } : {}),
    ...(alternatives > 1 ? { alternatives, chosen: data.chosen ?? alternatives - 1 } : {}),
    ...(versions > 1 ? { versions, version: data.version ?? versions - 1 } : {}),
    ...(data.memories?.length ? { memories: data.memories.map(({ id: memoryId, text }) => ({ id: memoryId, text })) } : {}),
    ...(data.learned?.length ? { learned: data.learned } : {}),
    ...(typeof data.photoId === 'string' && data.photoId ? { photoId: data.photoId, photoCaption: typeof data.photoCaption === 'string' ? data.photoCaption : '' } : {}),
  };
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

const conversationsPath = (uid: string) => `${userPath(uid)}/conversations`;
const conversationPath = (uid: string, id: string) => `${conversationsPath(uid)}/${id}`;
const messagesPath = (uid: string, conversationId: string) => `${conversationPath(uid, conversationId)}/messages`;
const messagePath = (uid: string, conversationId: string, id: string) => `${messagesPath(uid, conversationId)}/${id}`;
const tailPath = (uid: string, conversationId: string) => tailPathOf(conversationPath(uid, conversationId));
const recentQuery = (uid: string, conversationId: string, limit: number): Query => ({ collection: messagesPath(uid, conversationId), orderBy: [{ field: 'createdAt', direction: 'desc' }], limit });

/**
 * Written with a change to a thread that may leave the rest of its conversation's document as it
 * was (another alternative or version shown whose first words are the same): Firestore keeps a
 * document's update time when a write changes nothing, and a turn's optimistic transaction and
 * `recentAsOf` take that time as the thread's version.
 */
const THREAD_CHANGED = { threadChanges: FieldValues.increment(1) };

/** The newest messages read beside a turn's transaction (`recentBeside`), with when they were read, for `recentAsOf`. */
export type RecentBeside = Promise<{ docs: Doc<MessageRecord>[]; readAt: Date } | null>;

/** Ids that sort by creation time, so equal timestamps still keep their order. */
function timeOrderedId(at: Date): string {
  return `${at.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;
}

const PREVIEW_CHARS = 120;
/** How long a regenerate or an edit waits for a reply still on the way, and how often it looks. */
const AWAIT_REPLY_MS = 5_000;
const AWAIT_REPLY_POLL_MS = 100;
/** A reply mark this old belongs to a turn that never ended (its instance stopped): ignored. */
const REPLY_MARK_STALE_MS = 3 * 60_000;

/** The conversation's `replyingSince` field for a reply that opens or closes (nothing otherwise). */
function replyMark(reply: 'opens' | 'closes' | undefined, at?: Date): Record<string, unknown> {
  if (reply === 'opens') return { replyingSince: at };
  if (reply === 'closes') return { replyingSince: FieldValues.delete() };
  return {};
}
/** Whether a reply is on the way in the conversation at `at` (a mark older than REPLY_MARK_STALE_MS is not). */
function replying(conversation: ConversationRecord, at: Date): boolean {
  const since = conversation['replyingSince'];
  return since instanceof Date && at.getTime() - since.getTime() < REPLY_MARK_STALE_MS;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : new Date(0).toISOString());

/** A reply is on the way in the conversation a turn's transaction read: wait (`awaitReply`), then try again. */
export class ReplyUnderway extends Error {
  constructor() {
    super('A reply is on the way');
  }
}

/** The member's last message and the reply after it, from the newest messages (newest first). */
export function exchangeOf([newest, before]: Doc<MessageRecord>[]): LatestExchange {
  if (!newest) return { user: null, reply: null };
  if (newest.data.role === 'user') return { user: { id: newest.id, data: newest.data }, reply: null };
  return { user: before?.data.role === 'user' ? { id: before.id, data: before.data } : null, reply: { id: newest.id, data: newest.data } };
}

/** The history Bela goes on from, oldest first, from the newest messages (newest first): see `history`. */
export function historyOf(page: Pick<Doc<MessageRecord>, 'id' | 'data'>[], turns: number, maxChars: number, excluding?: string): HistoryTurn[] {
  const kept: HistoryTurn[] = [];
  let budget = maxChars;
  for (const doc of page) {
    if (doc.data.crisis || doc.id === excluding || kept.length >= turns) continue;
    budget -= doc.data.content.length;
    if (budget < 0 && kept.length > 0) break;
    kept.push({ role: doc.data.role, content: doc.data.content });
  }
  return kept.reverse();
}

export class ConversationStore {
  /** `search` follows every shown text, written in the same batch or transaction as the message. */
  constructor(
    private readonly docs: DocStore,
    private readonly search: MessageSearchIndex,
  ) {}

  /** Refuses with `conversation-not-found` when the caller has no such conversation. */
  async get(uid: string, id: string): Promise<ConversationRecord> {
    const doc = await this.docs.get<ConversationRecord>(conversationPath(uid, id));
    if (!doc) throw new AppError('conversation-not-found');
    return doc.data;
  }

  async create(uid: string, title: string, at: Date): Promise<string> {
    const id = timeOrderedId(at);
    await this.docs.batch((ops) => {
      ops.create(conversationPath(uid, id), { title, createdAt: at, updatedAt: at, preview: '', messageCount: 0 });
      startTail(ops, tailPath(uid, id));
    });
    return id;
  }

  /**
   * Drops what is older than the tail's newest TAIL_KEEP, for a writer that stored many messages
   * without a send between them (the demo conversation's seed); a send does it as it stores.
   */
  async trimTail(uid: string, conversationId: string): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const path = tailPath(uid, conversationId);
      changeTail(tx, path, { dropped: beyondTail(await tx.get(path), TAIL_KEEP + 1) });
    });
  }

  /**
   * A new conversation and its first message (the member's), in one batch: what `create` then
   * `append(..., reply)` store, in one round trip.
   */
  async open(uid: string, title: string, message: MessageRecord, reply?: 'opens'): Promise<{ conversationId: string; messageId: string }> {
    const conversationId = timeOrderedId(message.createdAt);
    const messageId = timeOrderedId(message.createdAt);
    await this.docs.batch((ops) => this.openIn(ops, uid, conversationId, messageId, title, message, reply));
    return { conversationId, messageId };
  }

  /** `open` as writes of a caller's batch or transaction, with the ids chosen beforehand (`newId`). */
  openIn(ops: WriteOps, uid: string, conversationId: string, messageId: string, title: string, message: MessageRecord, reply?: 'opens'): void {
    this.writeMessage(ops, uid, conversationId, message, reply, (path, touched) => ops.create(path, { title, createdAt: message.createdAt, messageCount: 1, ...touched }), messageId);
    startTail(ops, tailPath(uid, conversationId), [messageId, message]);
  }

  /**
   * `append` as writes of a caller's batch or transaction, with the message's id chosen beforehand
   * (`newId`); `dropped`: the tail's entries a send takes out (`tailBeyond`).
   */
  appendIn(ops: WriteOps, uid: string, conversationId: string, messageId: string, message: MessageRecord, reply?: 'opens' | 'closes', dropped: string[] = []): void {
    this.writeMessage(ops, uid, conversationId, message, reply, (path, touched) => ops.update(path, { messageCount: FieldValues.increment(1), ...touched }), messageId);
    changeTail(ops, tailPath(uid, conversationId), { shown: [[messageId, message]], dropped });
  }

  /**
   * A new id, ordered by `at`: chosen before a transaction that writes it, so that each of its
   * attempts writes the same document.
   */
  newId(at: Date): string {
    return timeOrderedId(at);
  }

  /** A conversation's document, for a turn's transaction to read beside its other documents (`conversationIn`). */
  conversationDoc(uid: string, conversationId: string): string {
    return conversationPath(uid, conversationId);
  }

  /** The conversation's tail (conversation-tail.ts), for a send's transaction to read beside the conversation: `historyFromTail`, `tailBeyond`. */
  tailDoc(uid: string, conversationId: string): string {
    return tailPath(uid, conversationId);
  }

  /** What `history(…, before)` answers, from the tail a send read; null when the conversation's tail is not complete (read by `history`). */
  historyFromTail(tail: Doc | null, turns: number, maxChars: number, before: Date): HistoryTurn[] | null {
    const page = newestBefore(tail, turns, before);
    return page && historyOf(page, turns, maxChars);
  }

  /** The tail's entries a send takes out as it adds its message (the oldest beyond its size), for `appendIn`. */
  tailBeyond(tail: Doc | null): string[] {
    return beyondTail(tail);
  }

  /** A message's document, for a turn's transaction to read beside its other documents. */
  messageDoc(uid: string, conversationId: string, messageId: string): string {
    return messagePath(uid, conversationId, messageId);
  }

  /**
   * The conversation as a turn's transaction read it (`conversationDoc`): 404 when it is not the
   * caller's; with `at`, `ReplyUnderway` while a reply is on the way (the caller waits with
   * `awaitReply`, then tries again).
   */
  conversationIn(doc: Doc | null, at?: Date): ConversationRecord {
    if (!doc) throw new AppError('conversation-not-found');
    const conversation = doc.data as ConversationRecord;
    if (at && replying(conversation, at)) throw new ReplyUnderway();
    return conversation;
  }

  /**
   * A reply is on the way (a regenerate, which stores no message of the member's first), as a write
   * of a turn's transaction that read the conversation with `conversationIn(doc, at)`: a reply
   * already on the way made that refuse, so two turns never write one exchange.
   */
  openReplyIn(ops: WriteOps, uid: string, conversationId: string, at: Date): void {
    ops.update(conversationPath(uid, conversationId), replyMark('opens', at));
  }

  /** The newest `limit` messages, newest first: the latest exchange (`exchangeOf`) and the history (`historyOf`) in one query. */
  recent(uid: string, conversationId: string, limit: number): Promise<Doc<MessageRecord>[]> {
    return this.docs.query<MessageRecord>(recentQuery(uid, conversationId, limit));
  }

  /**
   * `recent`, read beside a turn's transaction rather than after it, on a store that says when it
   * read (`queryReadAt`); null on one that does not (SQLite answers in the process: `recentAsOf`
   * reads after). Never rejects: a failed read is read again by `recentAsOf`.
   */
  recentBeside(uid: string, conversationId: string, limit: number): RecentBeside | null {
    return this.docs.queryReadAt?.<MessageRecord>(recentQuery(uid, conversationId, limit)).catch(() => null) ?? null;
  }

  /**
   * The newest messages as the thread stood when the turn's transaction read its conversation
   * (`conversation`, with its `updateTime` from an optimistic transaction): the ones read beside
   * it when they were read after the conversation's last write, since every change to a thread
   * writes its conversation; read again otherwise (a change came between, or the store keeps no
   * times). Times are compared in whole milliseconds, strictly, so a write in the same millisecond
   * as the read counts as later.
   */
  async recentAsOf(uid: string, conversationId: string, conversation: Doc, beside: RecentBeside | null, limit: number): Promise<Doc<MessageRecord>[]> {
    const early = await beside;
    if (early && conversation.updateTime && early.readAt.getTime() > conversation.updateTime.getTime()) return early.docs;
    return this.recent(uid, conversationId, limit);
  }

  /**
   * Stores a message and touches its conversation in one batch. `reply` marks the conversation as
   * having a reply on the way ('opens', with the member's message) or ends that ('closes', with the
   * reply): see `awaitReply`.
   */
  async append(uid: string, conversationId: string, message: MessageRecord, reply?: 'opens' | 'closes'): Promise<string> {
    const id = timeOrderedId(message.createdAt);
    await this.docs.batch((ops) => this.appendIn(ops, uid, conversationId, id, message, reply));
    return id;
  }

  /**
   * Writes a message, its search entry and what it changes of its conversation (`touched`: the
   * time, the preview, the reply mark, the copies flag), which `conversation` writes with the rest
   * of the conversation's fields. Answers the message's id.
   */
  private writeMessage(
    ops: WriteOps,
    uid: string,
    conversationId: string,
    message: MessageRecord,
    reply: 'opens' | 'closes' | undefined,
    conversation: (path: string, touched: Record<string, unknown>) => void,
    id = timeOrderedId(message.createdAt),
  ): string {
    const flag = copiesFlag(message);
    ops.create(`${messagesPath(uid, conversationId)}/${id}`, { ...message, ...flag });
    this.search.put(ops, uid, conversationId, id, message);
    conversation(conversationPath(uid, conversationId), {
      updatedAt: message.createdAt,
      preview: message.content.slice(0, PREVIEW_CHARS),
      ...replyMark(reply, message.createdAt),
      ...(Object.keys(flag).length ? { [CONVERSATION_COPIES_FLAG]: true } : {}),
    });
    return id;
  }

  /** The reply on the way ended without one being stored (it failed, or was stopped before a word). */
  async closeReply(uid: string, conversationId: string): Promise<void> {
    await this.docs.update(conversationPath(uid, conversationId), replyMark('closes'));
  }

  /**
   * Waits (briefly) until no reply is on the way in the conversation: a member who stops a reply and
   * at once regenerates or edits it must find the stopped text stored, not race it (409
   * reply-in-progress when it is still being written). A mark older than REPLY_MARK_STALE_MS is a
   * reply whose instance went away, and is not waited for.
   */
  async awaitReply(uid: string, conversationId: string, now: () => Date, timeoutMs = AWAIT_REPLY_MS): Promise<ConversationRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const conversation = await this.get(uid, conversationId);
      if (!replying(conversation, now())) return conversation;
      if (Date.now() >= deadline) throw new AppError('reply-in-progress');
      await new Promise((resolve) => setTimeout(resolve, AWAIT_REPLY_POLL_MS));
    }
  }

  /**
   * The member asked the reply on the way to stop (POST /ai/chat/stop), having seen `shownChars` of
   * it when the client said so; 404 for no such conversation.
   */
  async requestStop(uid: string, conversationId: string, at: Date, shownChars?: number): Promise<void> {
    await this.get(uid, conversationId);
    await this.docs.update(conversationPath(uid, conversationId), { stopRequestedAt: at, stopShownChars: shownChars ?? null });
  }

  /** The stop asked for since `since` (the start of the reply being written), with what the member saw of the reply; null when none was. */
  async stopRequestSince(uid: string, conversationId: string, since: Date): Promise<StopRequest | null> {
    const doc = await this.docs.get<ConversationRecord>(conversationPath(uid, conversationId));
    const asked = doc?.data['stopRequestedAt'];
    if (!(asked instanceof Date) || asked.getTime() < since.getTime()) return null;
    const shown = doc?.data['stopShownChars'];
    return { shownChars: typeof shown === 'number' ? shown : null };
  }

  async list(uid: string, limit: number, startAfter?: string): Promise<ConversationPage> {
    if (startAfter) await this.get(uid, startAfter);
    const page = await this.docs.query<ConversationRecord>({
      collection: conversationsPath(uid),
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: limit + 1,
      startAfter,
    });
    const shown = page.slice(0, limit);
    return {
      conversations: shown.map((doc) => ({
        id: doc.id,
        title: doc.data.title,
        createdAt: iso(doc.data.createdAt),
        updatedAt: iso(doc.data.updatedAt),
        preview: doc.data.preview,
      })),
      hasMore: page.length > limit,
      nextCursor: page.length > limit ? shown.at(-1)!.id : null,
    };
  }

  /** The newest `limit` messages older than `before`, returned oldest first. */
  async messages(uid: string, conversationId: string, limit: number, before?: string): Promise<MessagePage> {
    await this.get(uid, conversationId);
    const page = await this.docs.query<MessageRecord>({
      collection: messagesPath(uid, conversationId),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: limit + 1,
      startAfter: before,
    });
    const shown = page.slice(0, limit);
    return {
      messages: shown.reverse().map((doc) => chatMessageOf(doc.id, doc.data)),
      hasMore: page.length > limit,
      nextBefore: page.length > limit ? shown[0]!.id : null,
    };
  }

  /**
   * Recent turns for the model: at most `turns` messages and `maxChars` characters, oldest first.
   * `excluding` leaves out a reply being regenerated. What is shown is what Bela goes on from: a
   * stopped reply's text as written, the chosen alternative, the shown version.
   */
  async history(uid: string, conversationId: string, turns: number, maxChars: number, excluding?: string, before?: Date): Promise<HistoryTurn[]> {
    const page = await this.docs.query<MessageRecord>({
      collection: messagesPath(uid, conversationId),
      ...(before ? { where: [{ field: 'createdAt', op: '<' as const, value: before }] } : {}),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: turns + (excluding ? 1 : 0),
    });
    return historyOf(page, turns, maxChars, excluding);
  }

  /** The member's last message and the reply after it (null where there is none). */
  async latestExchange(uid: string, conversationId: string): Promise<LatestExchange> {
    await this.get(uid, conversationId);
    return this.newestExchange(uid, conversationId);
  }

  /** `latestExchange` for a caller that has read the conversation already (it is the caller's). */
  async newestExchange(uid: string, conversationId: string): Promise<LatestExchange> {
    return exchangeOf(await this.recent(uid, conversationId, 2));
  }

  /**
   * Adds a regenerated alternative to the latest reply and shows it. The conversation's message
   * count is the guard: a message stored meanwhile makes the reply no longer the latest (409).
   * Returns how many alternatives there are and the one shown.
   */
  async addAlternative(uid: string, conversationId: string, replyId: string, expectedCount: number, added: Alternative): Promise<{ alternatives: number; chosen: number }> {
    return this.docs.transaction(async (tx) => {
      const { reply } = await this.readLatest(tx, uid, conversationId, expectedCount, null, replyId);
      const fields = withNewAlternative(reply as ReplyFields, added);
      tx.update(messagePath(uid, conversationId, replyId), fields);
      this.search.put(tx, uid, conversationId, replyId, { role: 'assistant', content: added.content, createdAt: reply!.createdAt });
      changeTail(tx, tailPath(uid, conversationId), { shown: [[replyId, { ...reply!, ...fields } as MessageRecord]] });
      tx.update(conversationPath(uid, conversationId), {
        updatedAt: added.createdAt,
        preview: added.content.slice(0, PREVIEW_CHARS),
        ...replyMark('closes'),
      });
      return { alternatives: (fields['alternatives'] as Alternative[]).length, chosen: fields['chosen'] as number };
    });
  }

  /** Shows another alternative of the latest reply; answers the latest exchange as now shown. */
  async chooseAlternative(uid: string, conversationId: string, replyId: string, index: number, at: Date): Promise<ChatMessage[]> {
    const latest = await this.latestExchange(uid, conversationId);
    if (latest.reply?.id !== replyId) throw new AppError(await this.messageExists(uid, conversationId, replyId) ? 'not-latest-exchange' : 'message-not-found');
    const count = (await this.get(uid, conversationId)).messageCount;
    return this.docs.transaction(async (tx) => {
      const { user, reply } = await this.readLatest(tx, uid, conversationId, count, latest.user?.id ?? null, replyId, at);
      const fields = withChosenAlternative(reply as ReplyFields, index);
      tx.update(messagePath(uid, conversationId, replyId), fields);
      this.search.put(tx, uid, conversationId, replyId, { role: 'assistant', content: String(fields['content']), createdAt: reply!.createdAt });
      changeTail(tx, tailPath(uid, conversationId), { shown: [[replyId, { ...reply!, ...fields } as MessageRecord]] });
      tx.update(conversationPath(uid, conversationId), { preview: String(fields['content']).slice(0, PREVIEW_CHARS), ...THREAD_CHANGED });
      return [...(user && latest.user ? [chatMessageOf(latest.user.id, user)] : []), chatMessageOf(replyId, { ...reply!, ...fields } as MessageRecord)];
    });
  }

  /**
   * The member's latest message replaced by `content`, as writes of a turn's transaction that read
   * the exchange as it stands (the conversation read in the same transaction guards it: any change
   * to the thread touches it). The shown version keeps its reply inside the message (decision 0007)
   * and the reply document leaves the thread; a reply is on the way from now.
   */
  editLatestIn(ops: WriteOps, uid: string, conversationId: string, latest: { user: { id: string; data: MessageRecord }; reply: { id: string; data: MessageRecord } | null }, content: string, at: Date): void {
    const { user, reply } = latest;
    const edited = withNewVersion(user.data as UserMessageFields, (reply?.data ?? null) as ReplyFields | null, content, at);
    ops.update(messagePath(uid, conversationId, user.id), edited);
    this.search.put(ops, uid, conversationId, user.id, { role: 'user', content, createdAt: user.data.createdAt });
    if (reply) {
      ops.delete(messagePath(uid, conversationId, reply.id));
      this.search.remove(ops, uid, reply.id);
    }
    changeTail(ops, tailPath(uid, conversationId), { shown: [[user.id, { ...user.data, ...edited } as MessageRecord]], dropped: reply ? [reply.id] : [] });
    ops.update(conversationPath(uid, conversationId), {
      updatedAt: at,
      preview: content.slice(0, PREVIEW_CHARS),
      messageCount: FieldValues.increment(reply ? -1 : 0),
      ...replyMark('opens', at),
    });
  }

  /** Shows another version of the member's latest message, with the reply it had. */
  async chooseVersion(uid: string, conversationId: string, messageId: string, index: number, at: Date): Promise<ChatMessage[]> {
    const latest = await this.assertLatestUserMessage(uid, conversationId, messageId);
    const count = (await this.get(uid, conversationId)).messageCount;
    return this.docs.transaction(async (tx) => {
      const { user, reply } = await this.readLatest(tx, uid, conversationId, count, messageId, latest.reply?.id ?? null, at);
      const choice = withChosenVersion(user as UserMessageFields, reply as ReplyFields | null, index);
      if (!choice) return [chatMessageOf(messageId, user!), ...(latest.reply && reply ? [chatMessageOf(latest.reply.id, reply)] : [])];
      tx.update(messagePath(uid, conversationId, messageId), choice.message);
      this.search.put(tx, uid, conversationId, messageId, { role: 'user', content: String(choice.message['content']), createdAt: user!.createdAt });
      if (latest.reply) {
        tx.delete(messagePath(uid, conversationId, latest.reply.id));
        this.search.remove(tx, uid, latest.reply.id);
      }
      const shown: ChatMessage[] = [chatMessageOf(messageId, { ...user!, ...choice.message } as MessageRecord)];
      const inTail: [string, MessageRecord][] = [[messageId, { ...user!, ...choice.message } as MessageRecord]];
      if (choice.reply) {
        const restored: MessageRecord = { role: 'assistant', ...choice.reply };
        const id = timeOrderedId(choice.reply.createdAt);
        tx.create(messagePath(uid, conversationId, id), restored);
        this.search.put(tx, uid, conversationId, id, { role: 'assistant', content: restored.content, createdAt: restored.createdAt });
        shown.push(chatMessageOf(id, restored));
        inTail.push([id, restored]);
      }
      changeTail(tx, tailPath(uid, conversationId), { shown: inTail, dropped: latest.reply ? [latest.reply.id] : [] });
      const delta = (choice.reply ? 1 : 0) - (latest.reply ? 1 : 0);
      tx.update(conversationPath(uid, conversationId), {
        preview: (choice.reply?.content ?? String(choice.message['content'])).slice(0, PREVIEW_CHARS),
        messageCount: FieldValues.increment(delta),
        ...THREAD_CHANGED,
      });
      return shown;
    });
  }

  private async messageExists(uid: string, conversationId: string, messageId: string): Promise<boolean> {
    return (await this.docs.get(messagePath(uid, conversationId, messageId))) !== null;
  }

  /** Refuses unless `messageId` is the member's latest message (404 when it is no message at all). */
  async assertLatestUserMessage(uid: string, conversationId: string, messageId: string): Promise<LatestExchange> {
    const latest = await this.latestExchange(uid, conversationId);
    if (latest.user?.id === messageId) return latest;
    const found = await this.docs.get<MessageRecord>(messagePath(uid, conversationId, messageId));
    throw new AppError(found?.data.role === 'user' ? 'not-latest-exchange' : 'message-not-found');
  }

  /**
   * Inside a transaction: the latest exchange's documents, read again, while the conversation still
   * holds `expectedCount` messages (else a message came meanwhile: 409 not-latest-exchange). With
   * `at` (a choice or an edit, which start from the exchange as it stands), a reply on the way is
   * 409 reply-in-progress: a choice or an edit while a reply streams would leave two replies after
   * one message. The turn that stores its own reply (addAlternative) passes none.
   */
  private async readLatest(tx: Transaction, uid: string, conversationId: string, expectedCount: number, userId: string | null, replyId: string | null, at?: Date) {
    const conversation = await tx.get<ConversationRecord>(conversationPath(uid, conversationId));
    if (!conversation) throw new AppError('conversation-not-found');
    if (at && replying(conversation.data, at)) throw new AppError('reply-in-progress');
    if (conversation.data.messageCount !== expectedCount) throw new AppError('not-latest-exchange');
    const user = userId ? ((await tx.get<MessageRecord>(messagePath(uid, conversationId, userId)))?.data ?? null) : null;
    const reply = replyId ? ((await tx.get<MessageRecord>(messagePath(uid, conversationId, replyId)))?.data ?? null) : null;
    if ((userId && !user) || (replyId && !reply)) throw new AppError('not-latest-exchange');
    return { user, reply };
  }

  /** Deletes a conversation and its messages; returns how many messages went. */
  async delete(uid: string, conversationId: string): Promise<number> {
    await this.get(uid, conversationId);
    return this.deleteTree(uid, conversationId);
  }

  /**
   * Takes the copies of forgotten memories (or of every memory) off the member's messages, where a
   * reply kept them (memory-copies.ts); returns how many messages changed.
   */
  forgetMemoryCopies(uid: string, forgotten: Forgotten): Promise<number> {
    return forgetCopies(this.docs, conversationsPath(uid), (conversationId) => messagesPath(uid, conversationId), forgotten);
  }

  /** Deletes every conversation of a user, and their search entries; returns how many. */
  async deleteAllOf(uid: string): Promise<number> {
    let conversations = 0;
    for (;;) {
      const page = await this.docs.query({ collection: conversationsPath(uid), limit: 100 });
      if (page.length === 0) {
        await this.search.removeAllOf(uid);
        return conversations;
      }
      for (const conversation of page) await this.deleteTree(uid, conversation.id);
      conversations += page.length;
    }
  }

  private async deleteTree(uid: string, conversationId: string): Promise<number> {
    await this.search.removeConversation(uid, conversationId);
    const messages = await deleteAll(this.docs, messagesPath(uid, conversationId));
    await this.docs.batch((ops) => {
      ops.delete(tailPath(uid, conversationId));
      ops.delete(conversationPath(uid, conversationId));
    });
    return messages;
  }

  // -------------------------------------------------------------------------------------------
  // The exports (decision 0024): read a page at a time, in the export's order, never all at once.

  /**
   * What an export of the caller's conversations reads: all of them, or the one named (refused with
   * `conversation-not-found` now, before anything is written, when the caller has no such one).
   * Documents come as plain JSON (dates as ISO strings) with their `id`.
   */
  async exportSource(uid: string, conversationId?: string): Promise<{ title: string | undefined } & ExportReads> {
    const only: Record<string, unknown> | null = conversationId === undefined ? null : { id: conversationId, ...serialise(await this.get(uid, conversationId)) };
    return {
      title: only ? (typeof only['title'] === 'string' ? only['title'] : '') : undefined,
      conversationCount: async () => (only ? 1 : this.docs.count({ collection: conversationsPath(uid) })),
      conversations: () => (only ? oneOf(only) : this.inTimeOrder(conversationsPath(uid))),
      messages: (id) => this.inTimeOrder(messagesPath(uid, id)),
      messageSummary: async (id) => {
        const ends = (direction: 'asc' | 'desc') =>
          this.docs.query({ collection: messagesPath(uid, id), orderBy: [{ field: 'createdAt', direction }], limit: 1 }).then(([doc]) => (doc ? { id: doc.id, ...serialise(doc.data) } : null));
        const [count, first, last] = await Promise.all([this.docs.count({ collection: messagesPath(uid, id) }), ends('asc'), ends('desc')]);
        return { count, first, last };
      },
    };
  }

  /** A collection's documents by `createdAt`, then id, a page at a time, as plain JSON with their `id`. */
  private async *inTimeOrder(collection: string): AsyncGenerator<Record<string, unknown>> {
    let startAfter: string | undefined;
    for (;;) {
      const page = await this.docs.query({ collection, orderBy: [{ field: 'createdAt', direction: 'asc' }], limit: EXPORT_PAGE, startAfter });
      for (const doc of page) yield { id: doc.id, ...serialise(doc.data) };
      if (page.length < EXPORT_PAGE) return;
      startAfter = page.at(-1)!.id;
    }
  }
}

/** Documents an export reads at once. */
const EXPORT_PAGE = 200;

/** The reads of an export (the domain's ExportSource, which stores cannot name). */
export interface ExportReads {
  conversationCount(): Promise<number>;
  conversations(): AsyncIterable<Record<string, unknown>>;
  messages(conversationId: string): AsyncIterable<Record<string, unknown>>;
  messageSummary(conversationId: string): Promise<{ count: number; first: Record<string, unknown> | null; last: Record<string, unknown> | null }>;
}

async function* oneOf<T>(item: T): AsyncGenerator<T> {
  yield item;
}
