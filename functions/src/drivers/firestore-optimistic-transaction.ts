/**
 * A Firestore transaction without locks, for the one a member waits on before Bela's first word
 * (DocStore.transaction's `optimistic` option, decision 0033):
 *
 * - its reads go with the other reads asked for in the same tick, as one batched request, and take
 *   no lock (the SDK's transaction would send them on their own, after a timer of its own);
 * - its writes are one batch, in which each document the transaction read and then writes carries
 *   the version it was read at as its precondition (`lastUpdateTime`, or "does not exist" for a
 *   document read as missing, written as a create);
 * - when another writer came between (the commit's precondition fails), `run` is tried again from
 *   its reads, as the SDK tries a transaction again on contention; after the last attempt it fails
 *   with DocStoreError 'aborted', as a transaction does.
 *
 * A document the transaction read and does not write is not checked at the commit: the admission
 * writes every document it decides on (its windows, the conversation, the message an edit
 * replaces).
 *
 * The SDK's WriteBatch takes preconditions on `update` and `delete` only, so a `set` of a document
 * read as existing is sent as an update of the same fields: of each field (and the read fields it
 * drops, deleted) for a plain set, of each leaf of its maps for a merge, as a merge would write them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { FieldPath, FieldValue, type DocumentReference, type Firestore, type Precondition, type Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { checkWriteCount, isPlainObject } from './doc-store-rules';
import { DocStoreError, type Doc, type DocData, type Transaction } from '../ports/doc-store';
import { toDocStoreError } from './firestore-errors';

/** As many attempts as the SDK gives a transaction (its default `maxAttempts`). */
export const OPTIMISTIC_ATTEMPTS = 5;

/** A document as read for an optimistic transaction: its version, and its fields' names (for a plain set). */
export interface VersionedRead {
  doc: Doc | null;
  /** null when the document does not exist. */
  updateTime: Timestamp | null;
  fields: string[];
}

export interface OptimisticDeps {
  db: Firestore;
  /** Reads `paths` with the other reads of the same tick; a bad path fails with its error. */
  read: (paths: string[]) => Promise<VersionedRead[]>;
  ref: (path: string) => DocumentReference;
  /** Port data to SDK data, checked (firestore-doc-store.ts). */
  written: (data: DocData, path: string) => DocData;
  updated: (data: DocData, path: string) => DocData;
}

/** gRPC codes of a commit whose precondition another writer broke. */
const OVERTAKEN = new Set([6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);

export async function runOptimistic<R>(deps: OptimisticDeps, run: (tx: Transaction) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const read = new Map<string, VersionedRead>();
    const writes: ((batch: WriteBatch) => void)[] = [];
    const readAll = async (paths: string[]) => {
      if (writes.length > 0) throw new DocStoreError('invalid-argument', 'A transaction must do all its reads before its writes');
      if (paths.length === 0) return [];
      const found = await deps.read(paths);
      paths.forEach((path, i) => read.set(path, found[i]!));
      // Each document with its version: a query read beside the transaction is checked against it (Doc.updateTime).
      return found.map((one) => (one.doc && one.updateTime ? { ...one.doc, updateTime: one.updateTime.toDate() } : one.doc));
    };
    const result = await run({
      get: async <T extends DocData = DocData>(path: string) => (await readAll([path]))[0] as Doc<T> | null,
      getMany: async <T extends DocData = DocData>(paths: string[]) => (await readAll(paths)) as (Doc<T> | null)[],
      create: (path, data) => void writes.push(createAt(deps, path, data)),
      set: (path, data, options) => void writes.push(setAt(deps, path, data, options?.merge === true, read.get(path))),
      update: (path, data) => void writes.push(updateAt(deps, path, data, read.get(path))),
      delete: (path) => void writes.push(deleteAt(deps, path, read.get(path))),
    });
    checkWriteCount(writes.length);
    const batch = deps.db.batch();
    for (const write of writes) write(batch);
    try {
      await batch.commit();
      return result;
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (typeof code !== 'number' || !OVERTAKEN.has(code)) throw toDocStoreError(error);
      if (attempt === OPTIMISTIC_ATTEMPTS) throw new DocStoreError('aborted', `Other writers kept changing what the transaction read (${OPTIMISTIC_ATTEMPTS} attempts)`);
    }
    // A short wait that grows, with jitter, so that two members' turns do not meet again at once.
    await sleep(Math.random() * 20 * attempt);
  }
}

function createAt(deps: OptimisticDeps, path: string, data: DocData): (batch: WriteBatch) => void {
  const sdk = deps.written(data, path);
  return (batch) => batch.create(deps.ref(path), sdk);
}

const versionOf = (read: VersionedRead): Precondition => (read.updateTime ? { lastUpdateTime: read.updateTime } : { exists: false });

function setAt(deps: OptimisticDeps, path: string, data: DocData, merge: boolean, read: VersionedRead | undefined): (batch: WriteBatch) => void {
  const sdk = deps.written(data, path);
  if (!read) return (batch) => batch.set(deps.ref(path), sdk, { merge });
  if (!read.updateTime) return (batch) => batch.create(deps.ref(path), sdk);
  const pairs: [FieldPath, unknown][] = merge ? leaves(sdk, []) : Object.entries(sdk).map(([key, value]) => [new FieldPath(key), value]);
  if (!merge) for (const field of read.fields) if (!(field in sdk)) pairs.push([new FieldPath(field), FieldValue.delete()]);
  // An empty document set over an empty one: no field to carry the precondition, and nothing changes.
  if (pairs.length === 0) return (batch) => batch.set(deps.ref(path), sdk);
  const [first, ...rest] = pairs;
  return (batch) => batch.update(deps.ref(path), first![0], first![1], ...rest.flat(), versionOf(read));
}

/** A merge's fields: each leaf of its maps (an empty map replaces its field, as a merge does). */
function leaves(data: DocData, prefix: string[]): [FieldPath, unknown][] {
  return Object.entries(data).flatMap(([key, value]): [FieldPath, unknown][] =>
    isPlainObject(value) && Object.keys(value).length > 0 ? leaves(value as DocData, [...prefix, key]) : [[new FieldPath(...prefix, key), value]],
  );
}

function updateAt(deps: OptimisticDeps, path: string, data: DocData, read: VersionedRead | undefined): (batch: WriteBatch) => void {
  const sdk = deps.updated(data, path);
  return read?.updateTime ? (batch) => batch.update(deps.ref(path), sdk, versionOf(read)) : (batch) => batch.update(deps.ref(path), sdk);
}

function deleteAt(deps: OptimisticDeps, path: string, read: VersionedRead | undefined): (batch: WriteBatch) => void {
  return read ? (batch) => batch.delete(deps.ref(path), versionOf(read)) : (batch) => batch.delete(deps.ref(path));
}
