import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { DocStoreError, type DocData, type Transaction, type WriteOps } from '../../ports/doc-store';
import { checkDocumentPath, checkWriteCount } from '../doc-store-rules';
import { applyUpdate, fresh, mergeInto, toDoc } from './values';

/**
 * Writes and transactions of the SQLite driver: the write operations a call, a batch or a
 * transaction collects (paths checked as they are given), how each applies to the document as it
 * stands, and the optimistic transaction: its reads are recorded, the commit re-checks them under
 * the write lock (the store's commit throws TransactionConflict when one changed), and the whole
 * function runs again after a conflict or a busy database.
 */

export const BUSY_TIMEOUT_MS = 5000;
const MAX_TRANSACTION_ATTEMPTS = 50;

export type WriteOp =
  | { kind: 'create'; path: string; data: DocData }
  | { kind: 'set'; path: string; data: DocData; merge: boolean }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

export class TransactionConflict extends Error {}

/** Another process held the write lock for longer than the busy timeout. */
export const isBusy = (error: unknown) => error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');

export function collectWrites(writes: WriteOp[]): WriteOps {
  return {
    create: (path, data) => void writes.push({ kind: 'create', path: checkDocumentPath(path), data }),
    set: (path, data, options) =>
      void writes.push({ kind: 'set', path: checkDocumentPath(path), data, merge: options?.merge === true }),
    update: (path, data) => void writes.push({ kind: 'update', path: checkDocumentPath(path), data }),
    delete: (path) => void writes.push({ kind: 'delete', path: checkDocumentPath(path) }),
  };
}

export function applyWrite(current: DocData | null, op: WriteOp, now: Date): DocData | null {
  const where = `${op.kind} ${op.path}`;
  switch (op.kind) {
    case 'delete':
      return null;
    case 'create':
      if (current !== null) throw new DocStoreError('already-exists', `Document ${op.path} already exists`);
      return fresh(op.data, now, where) as DocData;
    case 'set':
      return op.merge ? mergeInto(current ?? {}, op.data, now, where) : (fresh(op.data, now, where) as DocData);
    case 'update':
      if (current === null) throw new DocStoreError('not-found', `No document to update: ${op.path}`);
      return applyUpdate(current, op.data, now, where);
  }
}

/**
 * Runs `run` as an optimistic transaction: `readData` reads a document's stored text, `commit`
 * re-checks the reads and applies the writes under the write lock (throwing TransactionConflict when
 * a read changed); after a conflict or a busy database the whole function runs again, up to
 * MAX_TRANSACTION_ATTEMPTS times.
 */
export async function runTransaction<R>(
  run: (tx: Transaction) => Promise<R>,
  readData: (path: string) => string | null,
  commit: (reads: ReadonlyMap<string, string | null>, writes: readonly WriteOp[]) => void,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const reads = new Map<string, string | null>();
    const writes: WriteOp[] = [];
    const read = <T extends DocData>(path: string) => {
      if (writes.length > 0) {
        throw new DocStoreError('invalid-argument', 'A transaction must do all its reads before its writes');
      }
      if (!reads.has(path)) reads.set(path, readData(path));
      return toDoc<T>(path, reads.get(path) ?? null);
    };
    const tx: Transaction = {
      ...collectWrites(writes),
      get: async <T extends DocData = DocData>(path: string) => read<T>(path),
      getMany: async <T extends DocData = DocData>(paths: string[]) => paths.map((path) => read<T>(path)),
    };
    const result = await run(tx);
    checkWriteCount(writes.length);
    try {
      commit(reads, writes);
      return result;
    } catch (error) {
      if (!(error instanceof TransactionConflict) && !isBusy(error)) throw error;
      if (attempt >= MAX_TRANSACTION_ATTEMPTS) {
        throw new DocStoreError('aborted', `Transaction still contended after ${attempt} attempts`);
      }
      await sleep(Math.random() * Math.min(2 ** attempt, 100));
    }
  }
}
