/**
 * A conversation's tail: its newest messages as shown (role, text, time, crisis), kept in one
 * document beside the conversation (`…/conversations/{id}/tail/newest`) so that a send reads its
 * history in the turn's one batched read instead of by a query after or beside it (issue 45,
 * decision 0033). Part of the conversations' owner (conversations.ts): every write that changes
 * which message is shown, or what it says, writes its entry in the same batch or transaction.
 *
 * - Entries are a map by message id, so each writer sets or deletes its own entry with a merge and
 *   reads nothing first. The order is the messages' (`createdAt`, then id), as the query's.
 * - A tail is `complete` only when it was started with its conversation: one begun on an older
 *   conversation by a merge holds only what came since, and such a conversation's history is read
 *   by query (`historyFromTail` answers null).
 * - A send drops what is older than its newest TAIL_KEEP (`beyondTail`); the margin over the history's
 *   24 covers replies taken back by edits and version choices before the next send.
 */
import { FieldValues, type Doc, type WriteOps } from '../ports/doc-store';
import type { MessageRecord } from './conversations';

/** How many of the newest messages a send leaves in the tail: the history's 24 turns and a margin. */
export const TAIL_KEEP = 32;

interface TailEntry {
  role: MessageRecord['role'];
  content: string;
  /** `createdAt`, in milliseconds. */
  at: number;
  crisis?: true;
}

/** A message as the tail keeps it, as `historyOf` reads it. */
type TailMessage = Pick<Doc<MessageRecord>, 'id' | 'data'>;

interface TailRecord {
  complete?: boolean;
  turns?: Record<string, TailEntry>;
}

export const tailPathOf = (conversationPath: string) => `${conversationPath}/tail/newest`;

function entryOf(message: Pick<MessageRecord, 'role' | 'content' | 'createdAt' | 'crisis'>): TailEntry {
  return { role: message.role, content: message.content, at: message.createdAt.getTime(), ...(message.crisis ? { crisis: true as const } : {}) };
}

/** The tail of a new conversation, with its first message if it has one: complete from the start. */
export function startTail(ops: WriteOps, tailPath: string, first?: [id: string, message: MessageRecord]): void {
  ops.set(tailPath, { complete: true, turns: first ? { [first[0]]: entryOf(first[1]) } : {} });
}

/** What a write changes of the tail: messages stored or shown anew (a new text, another alternative or version), and messages that left the thread. */
export interface TailChange {
  shown?: [id: string, message: Pick<MessageRecord, 'role' | 'content' | 'createdAt' | 'crisis'>][];
  dropped?: string[];
}

/** Writes a change to the tail as one merge (a commit writes each document once). */
export function changeTail(ops: WriteOps, tailPath: string, { shown = [], dropped = [] }: TailChange): void {
  if (shown.length === 0 && dropped.length === 0) return;
  const turns: Record<string, unknown> = Object.fromEntries(dropped.map((id) => [id, FieldValues.delete()]));
  for (const [id, message] of shown) turns[id] = entryOf(message);
  ops.set(tailPath, { turns }, { merge: true });
}

/** The tail's messages, newest first, as the newest-messages query answers them; null when the tail is not complete. */
function newestOf(doc: Doc | null): TailMessage[] | null {
  const tail = doc?.data as TailRecord | undefined;
  if (!tail?.complete || !tail.turns) return null;
  return Object.entries(tail.turns)
    .filter(([, entry]) => entry && (entry.role === 'user' || entry.role === 'assistant') && typeof entry.content === 'string' && typeof entry.at === 'number')
    .sort(([a, x], [b, y]) => y.at - x.at || (a < b ? 1 : a > b ? -1 : 0))
    .map(([id, entry]) => ({ id, data: { role: entry.role, content: entry.content, createdAt: new Date(entry.at), ...(entry.crisis ? { crisis: true } : {}) } }));
}

/**
 * What `ConversationStore.history` reads by query, from the tail read with the turn: the newest
 * `turns` messages before `before`, handed to `historyOf`; null when the tail is not complete.
 */
export function newestBefore(doc: Doc | null, turns: number, before: Date): TailMessage[] | null {
  const newest = newestOf(doc);
  return newest && newest.filter((message) => message.data.createdAt.getTime() < before.getTime()).slice(0, turns);
}

/** The ids a send takes out of the tail as read: those older than its newest `keep - 1`, making room for its message. */
export function beyondTail(doc: Doc | null, keep = TAIL_KEEP): string[] {
  return (newestOf(doc) ?? []).slice(keep - 1).map(({ id }) => id);
}
