import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DocStoreError, type Doc, type DocData, type DocStore, type Query, type Transaction, type WriteOps } from '../../ports/doc-store';
import { findMissingIndex, normalizedOrder, type CompositeIndex } from '../composite-indexes';
import { checkDocumentPath, checkQuery, checkWriteCount, missingCursorField, parseDocumentPath } from '../doc-store-rules';
import { arrayCountSql, arrayIndexOf, arrayWalkSql, ensureArrayTable, findArrayWalk, writeArrayEntries, type ArrayIndex, type ArrayWalk } from './array-index';
import { checkLimit, cursorCondition, fieldSql, planQuery, type OrderKey, type QueryPlan } from './query-plan';
import { applyWrite, BUSY_TIMEOUT_MS, collectWrites, isBusy, runTransaction, TransactionConflict, type WriteOp } from './transactions';
import { decode, decodeNullable, encode, locate, toDoc } from './values';

/**
 * DocStore on a SQLite file: one row per document, data as JSON (Dates tagged as {"$date": ISO}:
 * values.ts). Several processes may share the file: WAL mode, a busy timeout, and every write in a
 * BEGIN IMMEDIATE transaction. Transactions are optimistic: reads are recorded, and the commit
 * re-checks them under the write lock, retrying the whole function on a conflict (transactions.ts).
 * Queries run in SQL on json_extract expressions; like Firestore, every query shape has an index:
 * a SQLite expression index created on its first run, so large collections are never scanned
 * (query-plan.ts). An `array-contains` is served by a table the store keeps for each declared
 * composite index with an `arrayConfig: CONTAINS` field, walked as Firestore walks its index
 * (array-index.ts). It refuses what Firestore refuses (../doc-store-rules.ts), so nothing works
 * here that fails there.
 */

export interface SqliteDocStoreOptions {
  /** A file path, or ':memory:'. */
  file: string;
  /** Composite indexes from firestore.indexes.json: queries that need one that is missing are refused. */
  indexes: CompositeIndex[];
}

export class SqliteDocStore implements DocStore {
  readonly driver = 'sqlite';
  private readonly db: Database.Database;
  private readonly indexes: readonly CompositeIndex[];
  private readonly selectData: Database.Statement<[string, string], string>;
  private readonly upsert: Database.Statement<[string, string, string]>;
  private readonly remove: Database.Statement<[string, string]>;
  private readonly commit: Database.Transaction<(reads: ReadonlyMap<string, string | null>, writes: readonly WriteOp[]) => void>;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly createdIndexes = new Set<string>();
  private readonly arrayIndexes: readonly ArrayIndex[];

  constructor(options: SqliteDocStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.indexes = options.indexes;
    this.db = new Database(options.file, { timeout: BUSY_TIMEOUT_MS });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS docs (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    )`);
    this.selectData = this.db.prepare<[string, string], string>('SELECT data FROM docs WHERE collection = ? AND id = ?').pluck();
    this.upsert = this.db.prepare<[string, string, string]>(
      'INSERT INTO docs (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data',
    );
    this.remove = this.db.prepare<[string, string]>('DELETE FROM docs WHERE collection = ? AND id = ?');
    this.arrayIndexes = options.indexes.flatMap((index) => arrayIndexOf(index) ?? []);
    for (const index of this.arrayIndexes) ensureArrayTable(this.db, index);
    this.commit = this.db.transaction((reads: ReadonlyMap<string, string | null>, writes: readonly WriteOp[]) => {
      for (const [path, seen] of reads) {
        if (this.readChecked(path) !== seen) throw new TransactionConflict();
      }
      this.applyWrites(writes);
    });
  }

  async get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null> {
    return toDoc<T>(path, this.readData(path));
  }

  async getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]> {
    return this.db.transaction(() => paths.map((path) => toDoc<T>(path, this.readData(path))))();
  }

  async create(path: string, data: DocData): Promise<void> {
    this.write([{ kind: 'create', path: checkDocumentPath(path), data }]);
  }

  async set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    this.write([{ kind: 'set', path: checkDocumentPath(path), data, merge: options?.merge === true }]);
  }

  async update(path: string, data: DocData): Promise<void> {
    this.write([{ kind: 'update', path: checkDocumentPath(path), data }]);
  }

  async delete(path: string): Promise<void> {
    this.write([{ kind: 'delete', path: checkDocumentPath(path) }]);
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    checkQuery(query);
    const walk = findArrayWalk(this.arrayIndexes, query);
    if (walk) return this.queryArrayIndex<T>(query, walk);
    const plan = this.plan(query, true);
    const params = [query.collection, ...plan.params];
    let sql = `SELECT id, data FROM docs WHERE ${plan.where}`;
    if (query.startAfter !== undefined) {
      const values = this.cursorValues(query.collection, query.startAfter, plan.orderKeys, normalizedOrder(query));
      const cursor = cursorCondition(plan.orderKeys, values);
      sql += ` AND (${cursor.sql})`;
      params.push(...cursor.params);
    }
    sql += ` ORDER BY ${plan.orderBy}`;
    if (query.limit !== undefined) {
      checkLimit(query.limit);
      sql += ' LIMIT ?';
      params.push(query.limit);
    }
    const rows = this.prepared(sql).all(...params) as { id: string; data: string }[];
    return rows.map((row) => ({ id: row.id, path: `${query.collection}/${row.id}`, data: decode(row.data) as T }));
  }

  async count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>, options: { upTo?: number } = {}): Promise<number> {
    const plan = this.plan(query, false);
    const upTo = options.upTo ?? Number.POSITIVE_INFINITY;
    const counted = this.arrayCount(query);
    if (counted !== null) return Math.min(counted, upTo);
    if (Number.isFinite(upTo)) {
      return this.prepared(`SELECT COUNT(*) FROM (SELECT 1 FROM docs WHERE ${plan.where} LIMIT ?)`)
        .pluck()
        .get(query.collection, ...plan.params, upTo) as number;
    }
    return this.prepared(`SELECT COUNT(*) FROM docs WHERE ${plan.where}`)
      .pluck()
      .get(query.collection, ...plan.params) as number;
  }

  async batch(build: (ops: WriteOps) => void): Promise<void> {
    const writes: WriteOp[] = [];
    build(collectWrites(writes));
    checkWriteCount(writes.length);
    this.write(writes);
  }

  async transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return runTransaction(
      run,
      (path) => this.readData(path),
      (reads, writes) => this.commit.immediate(reads, writes),
    );
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private readData(path: string): string | null {
    const { collection, id } = parseDocumentPath(path);
    return this.selectData.get(collection, id) ?? null;
  }

  /** readData for a path checked when it was given (a transaction's reads, a batch's writes). */
  private readChecked(path: string): string | null {
    const { collection, id } = locate(path);
    return this.selectData.get(collection, id) ?? null;
  }

  /** Applies writes whose paths have been checked (checkDocumentPath). */
  private write(writes: readonly WriteOp[]): void {
    try {
      this.commit.immediate(new Map(), writes);
    } catch (error) {
      if (isBusy(error)) throw new DocStoreError('aborted', `The database stayed locked for ${BUSY_TIMEOUT_MS} ms`);
      throw error;
    }
  }

  /** Applies writes in order, each on the result of the previous ones; runs inside a transaction. */
  private applyWrites(writes: readonly WriteOp[]): void {
    const now = new Date();
    const state = new Map<string, DocData | null>();
    for (const op of writes) {
      const current = state.has(op.path) ? (state.get(op.path) ?? null) : decodeNullable(this.readChecked(op.path));
      state.set(op.path, applyWrite(current, op, now));
    }
    for (const [path, data] of state) {
      const { collection, id } = locate(path);
      if (data === null) this.remove.run(collection, id);
      else this.upsert.run(collection, id, encode(data));
      writeArrayEntries(this.arrayIndexes, (sql) => this.prepared(sql), collection, id, data);
    }
  }

  /** `query` answered by walking its array index: the matching entries in order, from the cursor, up to the limit. */
  private queryArrayIndex<T extends DocData>(query: Query, walk: ArrayWalk): Doc<T>[] {
    const { sql, params } = arrayWalkSql(query, walk, (docKeys) =>
      this.cursorValues(query.collection, query.startAfter!, docKeys, normalizedOrder(query)),
    );
    const rows = this.prepared(sql).all(...params) as { id: string; data: string }[];
    return rows.map((row) => ({ id: row.id, path: `${query.collection}/${row.id}`, data: decode(row.data) as T }));
  }

  /** A count of one `array-contains` alone from its array index's counts (arrayCountSql), or null. */
  private arrayCount(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): number | null {
    const counted = arrayCountSql(this.arrayIndexes, query);
    if (counted === null) return null;
    const n = this.prepared(counted.sql)
      .pluck()
      .get(...counted.params) as number | undefined;
    return n ?? 0;
  }

  private prepared(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Refuses a query production would refuse, then plans it and makes sure SQLite has an index for it. */
  private plan(query: Query, withOrder: boolean): QueryPlan {
    checkQuery(query);
    const missing = findMissingIndex(withOrder ? query : { collection: query.collection, where: query.where }, this.indexes);
    if (missing) throw new DocStoreError('missing-index', missing.message);
    const plan = planQuery(query, withOrder);
    if (plan.indexColumns.length > 1) this.ensureIndex(plan.indexColumns);
    return plan;
  }

  private ensureIndex(columns: readonly string[]): void {
    const name = `auto_${createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 16)}`;
    if (this.createdIndexes.has(name)) return;
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON docs (${columns.join(', ')})`);
    this.createdIndexes.add(name);
  }

  /**
   * The cursor document's values of the order keys. Like Firestore, refuses a cursor document that
   * lacks a field of the query's order, including one an equality filter leaves out of `keys`.
   */
  private cursorValues(collection: string, id: string, keys: readonly OrderKey[], order: readonly { field: string }[]): unknown[] {
    const ranks = order.map((o) => fieldSql(o.field).rank);
    const sql = `SELECT ${[...keys.map((k) => k.expr), ...ranks].join(', ')} FROM docs WHERE collection = ? AND id = ?`;
    const row = this.prepared(sql).raw().get(collection, id) as unknown[] | undefined;
    if (!row) throw new DocStoreError('invalid-argument', `startAfter document ${collection}/${id} does not exist`);
    const missing = order.find((_, i) => row[keys.length + i] === null);
    if (missing) throw missingCursorField(`${collection}/${id}`, missing.field);
    return row.slice(0, keys.length);
  }
}
