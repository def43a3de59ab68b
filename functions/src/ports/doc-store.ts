/**
 * DocStore: the document database port. Feature code depends on this interface only; the
 * composition root picks a driver (SQLite locally, Firestore in production).
 *
 * Paths follow Firestore: a collection path has an odd number of segments
 * (`users`, `users/u1/conversations`), a document path an even number (`users/u1`).
 * Field values are JSON values plus `Date`; sentinels below are allowed in writes.
 *
 * Every driver refuses what Firestore refuses, as `invalid-argument`: ids that are empty, "." or
 * "..", reserved (`__.*__`) or over 1,500 bytes (`@bela/contracts/document-ids`); field paths
 * with empty segments or `*~/[]`; reserved or empty field names; more than MAX_BATCH_WRITES writes
 * at once; a cursor document without a field the query orders by.
 */

export type DocData = Record<string, unknown>;

export interface Doc<T extends DocData = DocData> {
  id: string;
  path: string;
  data: T;
  /**
   * When the document was last written, as the store keeps it: given by an optimistic
   * transaction's reads on a store that keeps it (Firestore), for checking a query read beside the
   * transaction against it (`queryReadAt`).
   */
  updateTime?: Date;
}

/** Write-time sentinels, created only through `FieldValues`. */
export type FieldSentinel =
  | { readonly __sentinel: 'increment'; readonly by: number }
  | { readonly __sentinel: 'serverTime' }
  | { readonly __sentinel: 'delete' };

export const FieldValues = {
  increment: (by: number): FieldSentinel => ({ __sentinel: 'increment', by }),
  serverTime: (): FieldSentinel => ({ __sentinel: 'serverTime' }),
  delete: (): FieldSentinel => ({ __sentinel: 'delete' }),
};

export function isSentinel(value: unknown): value is FieldSentinel {
  return typeof value === 'object' && value !== null && '__sentinel' in value;
}

/** `array-contains`: the field is an array holding the value (at most one such filter per query). */
export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}

export interface Query {
  /** Collection path, e.g. `users/u1/conversations`. */
  collection: string;
  where?: Filter[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  /** Start after this document id (of the same collection), in the query's order. */
  startAfter?: string;
}

/** Errors a driver raises with a stable code, so features can map them to HTTP answers. */
export type DocStoreErrorCode = 'already-exists' | 'not-found' | 'missing-index' | 'invalid-argument' | 'aborted' | 'unavailable';

export class DocStoreError extends Error {
  constructor(
    readonly code: DocStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocStoreError';
  }
}

/** The most writes one batch or transaction may hold (Firestore's Commit limit of old, kept here). */
export const MAX_BATCH_WRITES = 500;

export interface WriteOps {
  create(path: string, data: DocData): void;
  set(path: string, data: DocData, options?: { merge?: boolean }): void;
  update(path: string, data: DocData): void;
  delete(path: string): void;
}

export interface Transaction extends WriteOps {
  get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null>;
  /**
   * Several documents in one round trip, in the order asked. On Firestore the reads of a
   * transaction after its first wait for the first to answer (it begins the transaction), so
   * documents a transaction needs together are asked for together.
   */
  getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]>;
}

export interface TransactionOptions {
  /**
   * Optimistic, for a transaction a member waits on (decision 0033): on Firestore its reads take no
   * lock and join the other reads asked for in the same tick (one request), and its commit carries
   * the version of each document it read and then writes as that write's precondition. When
   * another writer came between, `run` is tried again from its reads, as a transaction is on
   * contention, and after the last attempt the transaction fails with `aborted`. A document read
   * but not written is not checked at the commit. Stores whose transactions run one at a time
   * (SQLite) need no such option and ignore it.
   */
  optimistic?: boolean;
}

export interface DocStore {
  readonly driver: 'sqlite' | 'firestore';
  get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null>;
  getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]>;
  /** Fails with `already-exists` when the document exists. */
  create(path: string, data: DocData): Promise<void>;
  /** With `merge`, maps merge field by field, but an empty map replaces the field (as in Firestore). */
  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Fails with `not-found` when the document is missing. Keys may be dotted field paths. */
  update(path: string, data: DocData): Promise<void>;
  delete(path: string): Promise<void>;
  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]>;
  /**
   * How many documents match; with `upTo`, at most that many (Firestore bills a count by the index
   * entries it reads, about one read a 1,000: a capped count costs a bounded number of reads).
   */
  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>, options?: { upTo?: number }): Promise<number>;
  /**
   * `query`, with the store's time of the read: a caller that runs a query beside a transaction
   * checks it against a document the transaction read (its `updateTime`), which every change to
   * what the query reads also writes (stores/conversations.ts, `recentAsOf`). Only on stores whose
   * reads run side by side (Firestore); on SQLite, which answers in the process, the caller reads
   * after the transaction's reads instead.
   */
  queryReadAt?<T extends DocData = DocData>(query: Query): Promise<{ docs: Doc<T>[]; readAt: Date }>;
  /** All writes (at most MAX_BATCH_WRITES) apply together or none do. */
  batch(write: (ops: WriteOps) => void): Promise<void>;
  /** Reads then writes, retried on contention; reads must come before writes. */
  transaction<R>(run: (tx: Transaction) => Promise<R>, options?: TransactionOptions): Promise<R>;
  close(): Promise<void>;
}
