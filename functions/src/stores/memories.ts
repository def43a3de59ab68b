/**
 * Owner of what Bela remembers about a member:
 * - `users/{uid}/memories/{id}`: one memory with its earlier versions (at most MEMORY_HISTORY_MAX);
 * - `users/{uid}/memoryState/current`: the "Bela remembers" switch and every memory's current text,
 *   kind, slot and pin (no history): what a reply needs, in one read. It is bounded by MAX_MEMORIES
 *   (about 200 KB at 500 memories of 300 characters, under Firestore's 1 MiB). The list is kept as
 *   one JSON string (`list`, exempt from indexing), not as an array of maps: every chat turn reads
 *   it before the model's first word, and 500 maps of six fields cost the store and the functions
 *   process thousands of values to encode and decode (decision 0033's addendum); a document written
 *   before has its `entries` array read as it was, and is rewritten as `list` on its next change.
 * Every change writes the memory and the state document in one transaction, so they never disagree
 * and the limit holds under concurrent changes. Changes come at the pace of a member's messages or
 * clicks, far below Firestore's sustained write rate for one document.
 */
import { randomBytes } from 'node:crypto';
import {
  MAX_MEMORIES,
  type Memory,
  type MemoryBeginning,
  type MemoryChange,
  type MemoryKind,
  type MemoryOrigin,
  type MemorySource,
} from '@bela/contracts/memories';
import { AppError } from '../platform/app-error';
import { DocStoreError, type DocStore, type Transaction } from '../ports/doc-store';
import type { KnownMemory, MemoryOperation } from '../ports/memory-extractor';
import { allDocs, deleteAll } from './document-pages';
import { asksForVersion, authorOf, putBack, revised, type MemoryEdit, type MemoryRecord } from './memory-versions';
import { userPath } from './users';

export type { MemoryEdit, MemoryRecord } from './memory-versions';

/** A memory as the state document lists it. */
export interface StateEntry {
  id: string;
  text: string;
  kind: MemoryKind;
  slot?: string;
  pinned: boolean;
  /** A Date when just written; an ISO string once read back from `list`. */
  updatedAt: Date | string;
  /** The message the current version was learned from (for taking it back when that message is edited). */
  from?: string;
  [key: string]: unknown;
}

export interface MemoryState {
  enabled: boolean;
  entries: StateEntry[];
  /** When the member last asked Bela to forget everything (a reply says so rather than "you haven't told me"). */
  forgottenAt?: Date;
  [key: string]: unknown;
}

/** What a reply and learning need: the switch and every memory's current text. */
export interface MemoryOverview {
  enabled: boolean;
  memories: KnownMemory[];
  /** When the member last asked Bela to forget everything, if ever. */
  forgottenAt?: Date;
}

export interface MemoryListPage {
  memories: Memory[];
  nextCursor: string | null;
  count: number;
  enabled: boolean;
}

export interface NewMemory {
  text: string;
  kind: MemoryKind;
  slot?: string;
  origin: MemoryOrigin;
  source: MemorySource | null;
  /** An Undo of a deletion: the day it began (else `at`), and when the member had rewritten it. */
  createdAt?: Date;
  editedAt?: Date | null;
}

const memoriesPath = (uid: string) => `${userPath(uid)}/memories`;
const memoryPath = (uid: string, id: string) => `${memoriesPath(uid)}/${id}`;
const statePath = (uid: string) => `${userPath(uid)}/memoryState/current`;

const newId = () => randomBytes(10).toString('hex');

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function emptyState(): MemoryState {
  return { enabled: true, entries: [] };
}

/** The state document as stored: the list as one JSON string, or (written before) as an array of maps. */
interface StoredState {
  enabled?: boolean;
  list?: string;
  entries?: StateEntry[];
  forgottenAt?: Date;
  [key: string]: unknown;
}

function entriesOf(data: StoredState): StateEntry[] {
  if (typeof data.list === 'string') return JSON.parse(data.list) as StateEntry[];
  return Array.isArray(data.entries) ? data.entries : [];
}

function readState(data: StoredState | undefined): MemoryState {
  if (!data) return emptyState();
  return {
    enabled: data.enabled !== false,
    entries: entriesOf(data),
    ...(data.forgottenAt ? { forgottenAt: asDate(data.forgottenAt) } : {}),
  };
}

/** The state document to write for `state`. */
export function storedState(state: MemoryState): StoredState {
  return {
    enabled: state.enabled,
    list: JSON.stringify(state.entries),
    ...(state.forgottenAt ? { forgottenAt: state.forgottenAt } : {}),
  };
}

function entryOf(id: string, record: MemoryRecord): StateEntry {
  return {
    id,
    text: record.text,
    kind: record.kind,
    ...(record.slot ? { slot: record.slot } : {}),
    pinned: record.pinned,
    updatedAt: record.updatedAt,
    // Only words learned from a message are taken back when it is edited; the member's own stay.
    ...(record.source && authorOf(record) === 'learned' ? { from: record.source.messageId } : {}),
  };
}

function known(entry: StateEntry): KnownMemory {
  return {
    id: entry.id,
    text: entry.text,
    kind: entry.kind,
    ...(entry.slot ? { slot: entry.slot } : {}),
    pinned: entry.pinned === true,
    updatedAt: asDate(entry.updatedAt),
  };
}

/** How a memory began, for an Undo of its deletion to write it back so (decision 0036). */
export function beginningOf(record: MemoryRecord): MemoryBeginning {
  return {
    origin: record.origin,
    createdAt: asDate(record.createdAt).toISOString(),
    source: record.source ?? null,
    editedAt: record.editedAt ? asDate(record.editedAt).toISOString() : null,
  };
}

/** The memory as the API shows it. */
export function toMemory(id: string, record: MemoryRecord): Memory {
  return {
    id,
    text: record.text,
    kind: record.kind,
    pinned: record.pinned === true,
    origin: record.origin,
    createdAt: asDate(record.createdAt).toISOString(),
    updatedAt: asDate(record.updatedAt).toISOString(),
    source: record.source ?? null,
    editedAt: record.editedAt ? asDate(record.editedAt).toISOString() : null,
    history: (record.history ?? []).map((version) => ({
      text: version.text,
      kind: version.kind,
      replacedAt: asDate(version.replacedAt).toISOString(),
      origin: version.origin,
      source: version.source ?? null,
    })),
  };
}

export class MemoryStore {
  constructor(private readonly docs: DocStore) {}

  /** The switch and every memory's current text: one read. */
  async overview(uid: string): Promise<MemoryOverview> {
    const state = readState((await this.docs.get<StoredState>(statePath(uid)))?.data);
    return { enabled: state.enabled, memories: state.entries.map(known), ...(state.forgottenAt ? { forgottenAt: state.forgottenAt } : {}) };
  }

  /** A page of memories, newest change first. */
  async list(uid: string, limit: number, cursor?: string): Promise<MemoryListPage> {
    const [page, stateDoc] = await Promise.all([
      this.docs.query<MemoryRecord>({
        collection: memoriesPath(uid),
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
        limit: limit + 1,
        ...(cursor ? { startAfter: cursor } : {}),
      }).catch((error: unknown) => {
        // A cursor that names no memory of the caller's (deleted since, or made up) starts nowhere.
        if (cursor && error instanceof DocStoreError && error.code === 'invalid-argument') throw new AppError('memory-not-found');
        throw error;
      }),
      this.docs.get<StoredState>(statePath(uid)),
    ]);
    const state = readState(stateDoc?.data);
    const shown = page.slice(0, limit);
    return {
      memories: shown.map((doc) => toMemory(doc.id, doc.data)),
      nextCursor: page.length > limit ? shown.at(-1)!.id : null,
      count: state.entries.length,
      enabled: state.enabled,
    };
  }

  /** A new memory; refused past MAX_MEMORIES. */
  async create(uid: string, input: NewMemory, at: Date): Promise<Memory> {
    return this.docs.transaction(async (tx) => {
      const state = await this.stateIn(tx, uid);
      if (state.entries.length >= MAX_MEMORIES) throw new AppError('too-many-memories');
      const id = newId();
      const record = this.newRecord(input, at);
      tx.create(memoryPath(uid, id), record);
      tx.set(statePath(uid), storedState({ ...state, entries: [...state.entries, entryOf(id, record)] }));
      return toMemory(id, record);
    });
  }

  /** The member's change of a memory: a new text or kind keeps the one before as a version. */
  async update(uid: string, id: string, edit: MemoryEdit, at: Date): Promise<Memory> {
    return this.docs.transaction(async (tx) => {
      const [doc, state] = await Promise.all([tx.get<MemoryRecord>(memoryPath(uid, id)), this.stateIn(tx, uid)]);
      if (!doc) throw new AppError('memory-not-found');
      // Back to the words it had just before (the chat's Undo of an update does this): that version
      // returns with who wrote it and its message, rather than becoming a new version of the member's.
      const [before, ...older] = doc.data.history ?? [];
      const record = asksForVersion(before, edit)
        ? { ...putBack(doc.data, before, older, at), pinned: edit.pinned ?? doc.data.pinned }
        : revised(doc.data, edit, { origin: 'member', source: null }, at);
      tx.set(memoryPath(uid, id), record);
      tx.set(statePath(uid), storedState({ ...state, entries: state.entries.map((entry) => (entry.id === id ? entryOf(id, record) : entry)) }));
      return toMemory(id, record);
    });
  }

  async delete(uid: string, id: string): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const [doc, state] = await Promise.all([tx.get(memoryPath(uid, id)), this.stateIn(tx, uid)]);
      if (!doc) throw new AppError('memory-not-found');
      tx.delete(memoryPath(uid, id));
      tx.set(statePath(uid), storedState({ ...state, entries: state.entries.filter((entry) => entry.id !== id) }));
    });
  }

  /** Forget everything: every memory goes, and when it happened is kept; the switch stays as it is. Returns how many went. */
  async clear(uid: string, at: Date = new Date()): Promise<number> {
    const deleted = await deleteAll(this.docs, memoriesPath(uid));
    await this.docs.transaction(async (tx) => {
      const state = await this.stateIn(tx, uid);
      tx.set(statePath(uid), storedState({ ...state, entries: [], forgottenAt: at }));
    });
    return deleted;
  }

  async setEnabled(uid: string, enabled: boolean): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const state = await this.stateIn(tx, uid);
      tx.set(statePath(uid), storedState({ ...state, enabled }));
    });
  }

  /**
   * Applies what an extractor proposed for one message, in one transaction: an operation naming a
   * memory that is gone is skipped, and adds stop at MAX_MEMORIES. Returns what changed.
   */
  async apply(uid: string, operations: MemoryOperation[], source: MemorySource, at: Date): Promise<MemoryChange[]> {
    if (operations.length === 0) return [];
    return this.docs.transaction(async (tx) => {
      const named = [...new Set(operations.flatMap((operation) => (operation.op === 'add' ? [] : [operation.memoryId])))];
      const [state, ...docs] = await Promise.all([this.stateIn(tx, uid), ...named.map((id) => tx.get<MemoryRecord>(memoryPath(uid, id)))]);
      const records = new Map(docs.flatMap((doc) => (doc ? [[doc.id, doc.data] as const] : [])));
      let entries = state.entries;
      const changes: MemoryChange[] = [];
      for (const operation of operations) {
        if (operation.op === 'add') {
          if (entries.length >= MAX_MEMORIES) continue;
          const id = newId();
          const record = this.newRecord({ text: operation.text, kind: operation.kind, slot: operation.slot, origin: 'learned', source }, at);
          tx.create(memoryPath(uid, id), record);
          entries = [...entries, entryOf(id, record)];
          changes.push({ op: 'add', memoryId: id, text: record.text, kind: record.kind });
          continue;
        }
        const record = records.get(operation.memoryId);
        if (!record) continue;
        records.delete(operation.memoryId);
        if (operation.op === 'delete') {
          tx.delete(memoryPath(uid, operation.memoryId));
          entries = entries.filter((entry) => entry.id !== operation.memoryId);
          changes.push({ op: 'delete', memoryId: operation.memoryId, text: record.text, kind: record.kind, began: beginningOf(record) });
          continue;
        }
        if (operation.text === record.text && operation.kind === record.kind) continue;
        const next = revised(record, { text: operation.text, kind: operation.kind, slot: operation.slot }, { origin: 'learned', source }, at);
        tx.set(memoryPath(uid, operation.memoryId), next);
        entries = entries.map((entry) => (entry.id === operation.memoryId ? entryOf(operation.memoryId, next) : entry));
        changes.push({ op: 'update', memoryId: operation.memoryId, text: next.text, kind: next.kind, previousText: record.text });
      }
      if (changes.length > 0) tx.set(statePath(uid), storedState({ ...state, entries }));
      return changes;
    });
  }

  /**
   * Takes back what was learned from a message the member has since edited: a memory it added goes,
   * one it changed returns to the version before. (A memory it made Bela forget stays forgotten.)
   */
  async takeBackLearnedFrom(uid: string, messageId: string, at: Date): Promise<number> {
    return this.docs.transaction(async (tx) => {
      const state = await this.stateIn(tx, uid);
      const learned = state.entries.filter((entry) => entry.from === messageId);
      if (learned.length === 0) return 0;
      const docs = await Promise.all(learned.map((entry) => tx.get<MemoryRecord>(memoryPath(uid, entry.id))));
      let entries = state.entries;
      for (const doc of docs) {
        if (!doc) continue;
        const [before, ...older] = doc.data.history ?? [];
        if (!before) {
          tx.delete(doc.path);
          entries = entries.filter((entry) => entry.id !== doc.id);
          continue;
        }
        const restored = putBack(doc.data, before, older, at);
        tx.set(doc.path, restored);
        entries = entries.map((entry) => (entry.id === doc.id ? entryOf(doc.id, restored) : entry));
      }
      tx.set(statePath(uid), storedState({ ...state, entries }));
      return learned.length;
    });
  }

  /** Every memory with its versions, for the member's data export: newest change first. */
  async exportAll(uid: string): Promise<Memory[]> {
    const memories: Memory[] = [];
    for await (const doc of allDocs(this.docs, memoriesPath(uid))) memories.push(toMemory(doc.id, doc.data as MemoryRecord));
    return memories.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  /** Account deletion: every memory and the state document. */
  async deleteAllOf(uid: string): Promise<number> {
    const deleted = await deleteAll(this.docs, memoriesPath(uid));
    await this.docs.delete(statePath(uid));
    return deleted;
  }

  private async stateIn(tx: Transaction, uid: string): Promise<MemoryState> {
    return readState((await tx.get<StoredState>(statePath(uid)))?.data);
  }

  private newRecord(input: NewMemory, at: Date): MemoryRecord {
    return {
      text: input.text,
      kind: input.kind,
      ...(input.slot ? { slot: input.slot } : {}),
      pinned: false,
      origin: input.origin,
      createdAt: input.createdAt ?? at,
      updatedAt: at,
      source: input.source,
      ...(input.editedAt ? { editedAt: input.editedAt } : {}),
      history: [],
    };
  }
}
