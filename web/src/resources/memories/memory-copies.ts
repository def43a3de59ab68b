/**
 * The copies of memories the chat's cached threads hold on Bela's replies (`learned`: "Bela will
 * remember: … · Undo"; `memories`: "Remembered"), taken off as the server takes them off when the
 * member forgets a memory or everything (functions/src/stores/memory-copies.ts). The chat shows them
 * from its cache: without this, a thread kept them until it was fetched again, and its Undo of
 * "Bela forgot" would write a forgotten memory back. Only the fields both sides agree on are read:
 * pages of `messages`, each with its optional `learned` and `memories` (the contracts' types).
 */
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';

/** What was forgotten: every memory, or those with these ids. */
export type Forgotten = 'all' | ReadonlySet<string>;

interface WithCopies {
  learned?: MemoryChange[];
  memories?: UsedMemory[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message without the forgotten copies; the same object when it had none. */
function messageWithout<T extends WithCopies>(message: T, forgotten: Forgotten): T {
  if (!message.learned && !message.memories) return message;
  const gone = (id: string) => forgotten === 'all' || forgotten.has(id);
  const learned = message.learned?.filter((change) => !gone(change.memoryId)) ?? [];
  const memories = message.memories?.filter((memory) => !gone(memory.id)) ?? [];
  if (learned.length === (message.learned?.length ?? 0) && memories.length === (message.memories?.length ?? 0)) return message;
  const { learned: _learned, memories: _memories, ...rest } = message;
  return { ...rest, ...(learned.length ? { learned } : {}), ...(memories.length ? { memories } : {}) } as T;
}

/**
 * A cached thread (pages of messages) without the forgotten copies; anything of another shape, or
 * a thread with nothing to take off, is returned as it is.
 */
export function threadWithoutCopies<T>(data: T, forgotten: Forgotten): T {
  if (!isRecord(data) || !Array.isArray(data['pages'])) return data;
  let changed = false;
  const pages = data['pages'].map((page: unknown) => {
    if (!isRecord(page) || !Array.isArray(page['messages'])) return page;
    const messages = page['messages'].map((message: unknown) => (isRecord(message) ? messageWithout(message as WithCopies, forgotten) : message));
    if (messages.every((message, index) => message === (page['messages'] as unknown[])[index])) return page;
    changed = true;
    return { ...page, messages };
  });
  return changed ? ({ ...data, pages } as T) : data;
}
