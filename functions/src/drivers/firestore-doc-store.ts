import {
  FieldValue,
  Timestamp,
  type DocumentData,
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
  type WriteOps,
} from '../ports/doc-store';

/** DocStore on Cloud Firestore (or its emulator, when FIRESTORE_EMULATOR_HOST is set). */
export class FirestoreDocStore implements DocStore {
  readonly driver = 'firestore';

  /** `close()` terminates `db`. */
  constructor(private readonly db: Firestore) {}

  async get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null> {
    return guard(async () => toDoc<T>(await this.db.doc(path).get()));
  }

  async getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]> {
    if (paths.length === 0) return [];
    return guard(async () => (await this.db.getAll(...paths.map((path) => this.db.doc(path)))).map((s) => toDoc<T>(s)));
  }

  async create(path: string, data: DocData): Promise<void> {
    await guard(() => this.db.doc(path).create(toFirestore(data)));
  }

  async set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    await guard(() => this.db.doc(path).set(toFirestore(data), { merge: options?.merge === true }));
  }

  async update(path: string, data: DocData): Promise<void> {
    await guard(() => this.db.doc(path).update(toFirestore(data)));
  }

  async delete(path: string): Promise<void> {
    await guard(() => this.db.doc(path).delete());
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return guard(async () => {
      let q = this.filtered(query);
      for (const { field, direction } of query.orderBy ?? []) q = q.orderBy(field, direction ?? 'asc');
      if (query.startAfter !== undefined) {
        const cursor = await this.db.collection(query.collection).doc(query.startAfter).get();
        if (!cursor.exists) {
          throw new DocStoreError('invalid-argument', `startAfter document ${cursor.ref.path} does not exist`);
        }
        q = q.startAfter(cursor);
      }
      if (query.limit !== undefined) q = q.limit(query.limit);
      const snapshot = await q.get();
      return snapshot.docs.map((s) => toDoc<T>(s) as Doc<T>);
    });
  }

  async count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    return guard(async () => (await this.filtered(query).count().get()).data().count);
  }

  async batch(build: (ops: WriteOps) => void): Promise<void> {
    await guard(async () => {
      const batch = this.db.batch();
      build({
        create: (path, data) => void batch.create(this.db.doc(path), toFirestore(data)),
        set: (path, data, options) => void batch.set(this.db.doc(path), toFirestore(data), { merge: options?.merge === true }),
        update: (path, data) => void batch.update(this.db.doc(path), toFirestore(data)),
        delete: (path) => void batch.delete(this.db.doc(path)),
      });
      await batch.commit();
    });
  }

  async transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return guard(() =>
      this.db.runTransaction((t) => {
        let wrote = false;
        const writeRef = (path: string) => {
          wrote = true;
          return this.db.doc(path);
        };
        return run({
          get: async <T extends DocData = DocData>(path: string) => {
            if (wrote) throw new DocStoreError('invalid-argument', 'A transaction must do all its reads before its writes');
            return toDoc<T>(await t.get(this.db.doc(path)));
          },
          create: (path, data) => void t.create(writeRef(path), toFirestore(data)),
          set: (path, data, options) => void t.set(writeRef(path), toFirestore(data), { merge: options?.merge === true }),
          update: (path, data) => void t.update(writeRef(path), toFirestore(data)),
          delete: (path) => void t.delete(writeRef(path)),
        });
      }),
    );
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }

  private filtered(query: Pick<Query, 'collection' | 'where'>): FirestoreQuery {
    let q: FirestoreQuery = this.db.collection(query.collection);
    for (const { field, op, value } of query.where ?? []) q = q.where(field, op, toFirestore(value));
    return q;
  }
}

/** Runs a Firestore call, turning gRPC errors into DocStoreErrors with a stable code. */
async function guard<R>(call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    throw toDocStoreError(error);
  }
}

/**
 * The SDK checks arguments in the process and throws plain Errors without a gRPC code (an invalid
 * document path, an unsupported value, a field path it cannot parse): those are bad input.
 */
const SDK_ARGUMENT_ERROR = /Value for argument|is not a valid|must be a|must not|Cannot use|Invalid |Path must|Function .* called with|exceeds the maximum/;

function toDocStoreError(error: unknown): unknown {
  if (error instanceof DocStoreError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (code === undefined && SDK_ARGUMENT_ERROR.test(error.message)) return new DocStoreError('invalid-argument', error.message);
  switch (code) {
    case 6:
      return new DocStoreError('already-exists', error.message);
    case 5:
      return new DocStoreError('not-found', error.message);
    case 9:
      return /index/i.test(error.message) ? new DocStoreError('missing-index', error.message) : error;
    case 10: // ABORTED: a transaction gave up under contention after the SDK's 5 attempts
      return new DocStoreError('aborted', error.message);
    case 4: // DEADLINE_EXCEEDED
    case 8: // RESOURCE_EXHAUSTED
    case 14: // UNAVAILABLE
      return new DocStoreError('unavailable', error.message);
    case 3:
      return new DocStoreError('invalid-argument', error.message);
    default:
      return error;
  }
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toDoc<T extends DocData>(snapshot: DocumentSnapshot<DocumentData>): Doc<T> | null {
  if (!snapshot.exists) return null;
  return { id: snapshot.id, path: snapshot.ref.path, data: fromFirestore(snapshot.data()) as T };
}
