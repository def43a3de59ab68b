/**
 * The copies of memories on Bela's replies: a reply keeps the memories it was composed with
 * (`memories`) and what Bela learned after it (`learned`), as they read then, so the thread can show
 * them after a reload. When the member forgets a memory (or everything), its copies go too
 * (issue 39): part of the conversations' owner (conversations.ts), which alone writes messages.
 *
 * So that forgetting never scans a history, a reply that carries copies is flagged
 * (`hasMemoryCopies`), and so is its conversation (`memoryCopies`), in the batch that stores it:
 * forgetting reads the flagged conversations, then their flagged replies, each through an equality
 * query (single-field indexes, which Firestore keeps without declaring them).
 */
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import { FieldValues, type DocStore } from '../ports/doc-store';
import { allDocs } from './document-pages';

/** On a message: it carries copies of memories. */
export const MESSAGE_COPIES_FLAG = 'hasMemoryCopies';
/** On a conversation: some of its messages carry copies. */
export const CONVERSATION_COPIES_FLAG = 'memoryCopies';

/** What is forgotten: every memory, or those with these ids. */
export type Forgotten = 'all' | ReadonlySet<string>;

interface Copies {
  memories?: UsedMemory[];
  learned?: MemoryChange[];
}

const hasCopies = (message: Copies) => (message.memories?.length ?? 0) + (message.learned?.length ?? 0) > 0;

/** The flag a message is stored with when it carries copies (nothing otherwise). */
export const copiesFlag = (message: Copies): Record<string, unknown> => (hasCopies(message) ? { [MESSAGE_COPIES_FLAG]: true } : {});

/** The fields that take the forgotten copies off a message, or null when it has none of them. */
export function withoutCopies(message: Copies, forgotten: Forgotten): Record<string, unknown> | null {
  const gone = (id: string) => forgotten === 'all' || forgotten.has(id);
  const memories = (message.memories ?? []).filter((memory) => !gone(memory.id));
  const learned = (message.learned ?? []).filter((change) => !gone(change.memoryId));
  if (memories.length === (message.memories?.length ?? 0) && learned.length === (message.learned?.length ?? 0)) return null;
  return {
    memories: memories.length ? memories : FieldValues.delete(),
    learned: learned.length ? learned : FieldValues.delete(),
    ...(memories.length + learned.length === 0 ? { [MESSAGE_COPIES_FLAG]: FieldValues.delete() } : {}),
  };
}

/** Writes one batch holds here: well under the store's 500. */
const BATCH = 200;

/**
 * Takes the forgotten copies off every message of the member's that holds one, a batch at a time;
 * returns how many messages changed. `messagesOf` names a conversation's messages collection.
 */
export async function forgetCopies(docs: DocStore, conversations: string, messagesOf: (conversationId: string) => string, forgotten: Forgotten): Promise<number> {
  let changed = 0;
  const flagged = [{ field: CONVERSATION_COPIES_FLAG, op: '==' as const, value: true }];
  for await (const conversation of allDocs(docs, conversations, flagged)) {
    let pending: { path: string; fields: Record<string, unknown> }[] = [];
    const flush = async () => {
      const writes = pending;
      pending = [];
      if (writes.length) await docs.batch((ops) => writes.forEach(({ path, fields }) => ops.update(path, fields)));
    };
    for await (const message of allDocs(docs, messagesOf(conversation.id), [{ field: MESSAGE_COPIES_FLAG, op: '==', value: true }])) {
      const fields = withoutCopies(message.data as Copies, forgotten);
      if (!fields) continue;
      pending.push({ path: message.path, fields });
      changed += 1;
      if (pending.length >= BATCH) await flush();
    }
    await flush();
    if (forgotten === 'all') await docs.update(conversation.path, { [CONVERSATION_COPIES_FLAG]: FieldValues.delete() });
  }
  return changed;
}
