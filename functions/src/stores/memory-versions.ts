/**
 * A memory's versions (decision 0036): how it began (learned from a message, or written by the
 * member) and its first day never change; its words change by learning, by the member's edit, and
 * back by an Undo or by taking back what an edited message taught, each keeping the version it
 * replaces (at most MEMORY_HISTORY_MAX). Part of the memories' owner (memories.ts).
 */
import { MEMORY_HISTORY_MAX, type MemoryKind, type MemoryOrigin, type MemorySource } from '@bela/contracts/memories';

/** The member's change of a memory. */
export interface MemoryEdit {
  text?: string;
  kind?: MemoryKind;
  pinned?: boolean;
  /** The member's words as they typed them, when `text` is Bela's reading of them: an Undo names the earlier version by these. */
  asWritten?: string;
}

export interface StoredVersion {
  text: string;
  kind: MemoryKind;
  replacedAt: Date;
  origin: MemoryOrigin;
  source: MemorySource | null;
}

export interface MemoryRecord {
  text: string;
  kind: MemoryKind;
  /** What the memory is about, when an extractor said (a later statement about it updates it). */
  slot?: string;
  pinned: boolean;
  /** How the memory began: learned from a message, or written by the member. Never changes (decision 0036). */
  origin: MemoryOrigin;
  createdAt: Date;
  updatedAt: Date;
  /** The message it was last learned from; a member's edit keeps it (decision 0036). */
  source: MemorySource | null;
  /** When the member last rewrote its text or kind; absent when its words are as learned or first written. */
  editedAt?: Date | null;
  /** Newest first. */
  history: StoredVersion[];
  [key: string]: unknown;
}

/**
 * Who wrote a memory's current words: the member when they rewrote it (or wrote it and Bela never
 * learned it again), else Bela, from its source message. Records kept before decision 0036 (an edit
 * made them the member's, without a source) read the same.
 */
export function authorOf(record: Pick<MemoryRecord, 'editedAt' | 'source'>): MemoryOrigin {
  return record.editedAt ? 'member' : record.source ? 'learned' : 'member';
}

/** The current words as a version of the memory's history (who wrote them, and the message when Bela did). */
function versionOf(record: MemoryRecord, at: Date): StoredVersion {
  const origin = authorOf(record);
  return { text: record.text, kind: record.kind, replacedAt: at, origin, source: origin === 'learned' ? (record.source ?? null) : null };
}

/**
 * The record after a change of text or kind: the version it replaces joins the history. The
 * memory's origin, first date and message stay (decision 0036): a member's rewrite marks it edited;
 * words learned again take the new message as its source and are no longer the member's.
 */
export function revised(record: MemoryRecord, change: Partial<Pick<MemoryRecord, 'text' | 'kind' | 'slot' | 'pinned'>>, by: { origin: MemoryOrigin; source: MemorySource | null }, at: Date): MemoryRecord {
  const text = change.text ?? record.text;
  const kind = change.kind ?? record.kind;
  const rewritten = text !== record.text || kind !== record.kind;
  const history = rewritten ? [versionOf(record, at), ...(record.history ?? [])].slice(0, MEMORY_HISTORY_MAX) : (record.history ?? []);
  const slot = change.slot ?? record.slot;
  const wording = !rewritten ? {} : by.origin === 'member' ? { editedAt: at } : { source: by.source, editedAt: null };
  return {
    ...record,
    text,
    kind,
    ...(slot ? { slot } : {}),
    pinned: change.pinned ?? record.pinned,
    ...wording,
    updatedAt: at,
    history,
  };
}

/**
 * The record with its latest earlier version put back (an Undo, or an edited-away message taken
 * back): its words, and who wrote them with their message; the origin and first date stay.
 */
export function putBack(record: MemoryRecord, version: StoredVersion, older: StoredVersion[], at: Date): MemoryRecord {
  const wording =
    version.origin === 'learned' && version.source
      ? { source: version.source, editedAt: null }
      : // The member's words again: one Bela learned keeps its message; one they wrote is theirs alone.
        record.origin === 'learned'
        ? { editedAt: at }
        : { source: null, editedAt: null };
  return { ...record, text: version.text, kind: version.kind, ...wording, updatedAt: at, history: older };
}

/** Whether a member's edit asks for the latest earlier version back: its very words (and kind, when one is given). */
export const asksForVersion = (version: StoredVersion | undefined, edit: MemoryEdit): version is StoredVersion =>
  version !== undefined &&
  edit.text !== undefined &&
  (edit.text === version.text || edit.asWritten === version.text) &&
  (edit.kind === undefined || edit.kind === version.kind);
