import DataLoader from 'dataloader';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query as FirestoreQuery,
} from 'firebase-admin/firestore';
import {
  DocStoreError,
  isSentinel,
  type Doc,
  type DocData,
  type DocStore,
  type FieldSentinel,
  type Query,
  type Transaction,
  type TransactionOptions,
  type WriteOps,
} from '../ports/doc-store';
import { normalizedOrder } from './composite-indexes';
import {
  checkDocumentPath,
  checkFieldNames,
  checkQuery,
  checkWriteCount,
  isPlainObject,
  missingCursorField,
  updateFieldPaths,
} from './doc-store-rules';
import { toDocStoreError } from './firestore-errors';
import { runOptimistic, type VersionedRead } from './firestore-optimistic-transaction';

/**
 * DocStore on Cloud Firestore (or its emulator, when FIRESTORE_EMULATOR_HOST is set). Paths, field
 * names and batch sizes are checked first (doc-store-rules.ts), so bad input fails as it does on
 * SQLite, whatever the SDK or the emulator would make of it.
 */
export class FirestoreDocStore implements DocStore {
  readonly driver = 'firestore';

  /**
   * Single reads asked for in the same tick (a chat turn asks for the member's record, the
   * waitlist and the memory state together) go to Firestore as one batched read: one request to
   * send and decode instead of several (decision 0033). No cache: each read reads.
   */
  private readonly reads = new DataLoader<string, VersionedRead>((paths) => this.readTogether(paths), { cache: false, maxBatchSize: 100 });

  /** `close()` terminates `db`. */
  constructor(private readonly db: Firestore) {}

  async get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null> {
    return (await this.reads.load(path)).doc as Doc<T> | null;
  }

  /** One batched read for `paths`; a bad path fails its own read only, not the others'. */
  private async readTogether(paths: readonly string[]): Promise<(VersionedRead | Error)[]> {
    const refs = paths.map((path) => {
      try {
        return this.ref(path);
      } catch (error) {
        return asError(error);
      }
    });
    const good = refs.filter((ref): ref is DocumentReference => !(ref instanceof Error));
    try {
      const snapshots = good.length > 0 ? await this.db.getAll(...good) : [];
      let next = 0;
      return refs.map((ref) => (ref instanceof Error ? ref : versioned(snapshots[next++]!)));
    } catch (error) {
      const failure = asError(error);
      return refs.map((ref) => (ref instanceof Error ? ref : failure));
    }
  }

  async getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]> {
    if (paths.length === 0) return [];
    return guard(async () => (await this.db.getAll(...paths.map((path) => this.ref(path)))).map((s) => toDoc<T>(s)));
  }

  async create(path: string, data: DocData): Promise<void> {
    await guard(() => this.ref(path).create(written(data, path)));
  }

  async set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    await guard(() => this.ref(path).set(written(data, path), { merge: options?.merge === true }));
  }

  async update(path: string, data: DocData): Promise<void> {
    await guard(() => this.ref(path).update(updated(data, path)));
  }

  async delete(path: string): Promise<void> {
    await guard(() => this.ref(path).delete());
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return guard(async () => (await this.snapshotOf(query)).docs.map((s) => toDoc<T>(s) as Doc<T>));
  }

  async queryReadAt<T extends DocData = DocData>(query: Query): Promise<{ docs: Doc<T>[]; readAt: Date }> {
    return guard(async () => {
      const snapshot = await this.snapshotOf(query);
      return { docs: snapshot.docs.map((s) => toDoc<T>(s) as Doc<T>), readAt: snapshot.readTime.toDate() };
    });
  }

  /** The SDK's answer to `query`, its cursor checked as SQLite checks it. */
  private async snapshotOf(query: Query) {
    let q = this.filtered(query);
    for (const { field, direction } of query.orderBy ?? []) q = q.orderBy(field, direction ?? 'asc');
    if (query.startAfter !== undefined) {
      const cursor = await this.db.collection(query.collection).doc(query.startAfter).get();
      if (!cursor.exists) {
        throw new DocStoreError('invalid-argument', `startAfter document ${cursor.ref.path} does not exist`);
      }
      // The SDK refuses such a cursor too, but with a plain Error; this says the same as SQLite.
      const missing = normalizedOrder(query).find(({ field }) => cursor.get(field) === undefined);
      if (missing) throw missingCursorField(cursor.ref.path, missing.field);
      q = q.startAfter(cursor);
    }
    if (query.limit !== undefined) q = q.limit(query.limit);
    return q.get();
  }

  async count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>, options: { upTo?: number } = {}): Promise<number> {
    const filtered = this.filtered(query);
    const counted = options.upTo === undefined ? filtered : filtered.limit(options.upTo);
    return guard(async () => (await counted.count().get()).data().count);
  }

  async batch(build: (ops: WriteOps) => void): Promise<void> {
    await guard(async () => {
      const batch = this.db.batch();
      let writes = 0;
      const ref = (path: string) => {
        writes += 1;
        return this.ref(path);
      };
      build({
        create: (path, data) => void batch.create(ref(path), written(data, path)),
        set: (path, data, options) => void batch.set(ref(path), written(data, path), { merge: options?.merge === true }),
        update: (path, data) => void batch.update(ref(path), updated(data, path)),
        delete: (path) => void batch.delete(ref(path)),
      });
      checkWriteCount(writes);
      await batch.commit();
    });
  }

  async transaction<R>(run: (tx: Transaction) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    if (options.optimistic) {
      const read = async (paths: string[]) => (await this.reads.loadMany(paths)).map((one) => {
        if (one instanceof Error) throw one;
        return one;
      });
      return runOptimistic({ db: this.db, read, ref: (path) => this.ref(path), written, updated }, run);
    }
    return guard(() =>
      this.db.runTransaction(async (t) => {
        let writes = 0;
        const writeRef = (path: string) => {
          writes += 1;
          return this.ref(path);
        };
        const result = await run({
          get: async <T extends DocData = DocData>(path: string) => {
            if (writes > 0) throw new DocStoreError('invalid-argument', 'A transaction must do all its reads before its writes');
            return toDoc<T>(await t.get(this.ref(path)));
          },
          getMany: async <T extends DocData = DocData>(paths: string[]) => {
            if (writes > 0) throw new DocStoreError('invalid-argument', 'A transaction must do all its reads before its writes');
            if (paths.length === 0) return [];
            return (await t.getAll(...paths.map((path) => this.ref(path)))).map((snapshot) => toDoc<T>(snapshot));
          },
          create: (path, data) => void t.create(writeRef(path), written(data, path)),
          set: (path, data, options) => void t.set(writeRef(path), written(data, path), { merge: options?.merge === true }),
          update: (path, data) => void t.update(writeRef(path), updated(data, path)),
          delete: (path) => void t.delete(writeRef(path)),
        });
        // Checked before the SDK commits, which it does once this function resolves.
        checkWriteCount(writes);
        return result;
      }),
    );
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }

  private ref(path: string) {
    return this.db.doc(checkDocumentPath(path));
  }

  private filtered(query: Pick<Query, 'collection' | 'where' | 'orderBy' | 'startAfter'>): FirestoreQuery {
    checkQuery(query);
    let q: FirestoreQuery = this.db.collection(query.collection);
    for (const { field, op, value } of query.where ?? []) q = q.where(field, op, toFirestore(value));
    return q;
  }
}

/** Runs a Firestore call, turning gRPC errors into DocStoreErrors with a stable code. */
/** An SDK failure as the port's error, always an Error (a batched read's failure is handed to each read). */
function asError(error: unknown): Error {
  const mapped = toDocStoreError(error);
  return mapped instanceof Error ? mapped : new Error(String(mapped));
}

async function guard<R>(call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    throw toDocStoreError(error);
  }
}

/** Written document data, its field names checked, as SDK values. */
function written(data: DocData, path: string): DocData {
  checkFieldNames(data, path);
  return toFirestore(data);
}

/** An update map, its field paths and names checked, as SDK values. */
function updated(data: DocData, path: string): DocData {
  for (const [segments, value] of updateFieldPaths(data, path)) checkFieldNames(value, `${path}.${segments.join('.')}`);
  return toFirestore(data);
}

function toSentinel(sentinel: FieldSentinel): FieldValue {
  switch (sentinel.__sentinel) {
    case 'increment':
      return FieldValue.increment(sentinel.by);
    case 'serverTime':
      return FieldValue.serverTimestamp();
    case 'delete':
      return FieldValue.delete();
  }
}

/** Port values to SDK values: sentinels become FieldValues; Dates pass as they are. */
function toFirestore<V>(value: V): V;
function toFirestore(value: unknown): unknown {
  if (value === undefined) throw new DocStoreError('invalid-argument', 'undefined is not a valid field value');
  if (isSentinel(value)) return toSentinel(value);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toFirestore(item)]));
  }
  return value;
}

/** SDK values to port values: Timestamps become Dates. */
function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromFirestore(item)]));
  }
  return value;
}

/** A snapshot with its version, for an optimistic transaction (firestore-optimistic-transaction.ts). */
function versioned(snapshot: DocumentSnapshot<DocumentData>): VersionedRead {
  return { doc: toDoc(snapshot), updateTime: snapshot.updateTime ?? null, fields: snapshot.exists ? Object.keys(snapshot.data() ?? {}) : [] };
}

function toDoc<T extends DocData>(snapshot: DocumentSnapshot<DocumentData>): Doc<T> | null {
  if (!snapshot.exists) return null;
  return { id: snapshot.id, path: snapshot.ref.path, data: fromFirestore(snapshot.data()) as T };
}
