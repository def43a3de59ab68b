import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import {
  DocStoreError,
  isSentinel,
  type Doc,
  type DocData,
  type DocStore,
  type FieldSentinel,
  type Filter,
  type Query,
  type Transaction,
  type WriteOps,
} from '../../ports/doc-store';
import { findMissingIndex, normalizedOrder, type CompositeIndex, type Direction, type OrderField } from '../composite-indexes';
import {
  checkDocumentPath,
  checkFieldName,
  checkQuery,
  checkWriteCount,
  fieldPathSegments,
  missingCursorField,
  parseDocumentPath,
  updateFieldPaths,
} from '../doc-store-rules';

/**
 * DocStore on a SQLite file: one row per document, data as JSON (Dates tagged as {"$date": ISO}).
 * Several processes may share the file: WAL mode, a busy timeout, and every write in a
 * BEGIN IMMEDIATE transaction. Transactions are optimistic: reads are recorded, and the commit
 * re-checks them under the write lock, retrying the whole function on a conflict.
 * Queries run in SQL on json_extract expressions; like Firestore, every query shape has an index:
 * a SQLite expression index created on its first run, so large collections are never scanned.
 * An `array-contains` cannot be served by an expression index: for each declared composite index
 * with an `arrayConfig: CONTAINS` field, the store keeps that index's entries in a table of its own
 * (one row per document and array element, with the index's other fields), written in the
 * transaction that writes the document, and walks it as Firestore walks its index (see ArrayIndex).
 * It refuses what Firestore refuses (../doc-store-rules.ts), so nothing works here that fails there.
 */

export interface SqliteDocStoreOptions {
  /** A file path, or ':memory:'. */
  file: string;
  /** Composite indexes from firestore.indexes.json: queries that need one that is missing are refused. */
  indexes: CompositeIndex[];
}

const BUSY_TIMEOUT_MS = 5000;
const MAX_TRANSACTION_ATTEMPTS = 50;
const MAX_IN_VALUES = 30;
const DATE_TAG = '$date';

type WriteOp =
  | { kind: 'create'; path: string; data: DocData }
  | { kind: 'set'; path: string; data: DocData; merge: boolean }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

class TransactionConflict extends Error {}

/** Another process held the write lock for longer than the busy timeout. */
const isBusy = (error: unknown) => error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');

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
    for (const index of this.arrayIndexes) this.ensureArrayTable(index);
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
    const walk = this.arrayWalk(query);
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
    for (let attempt = 1; ; attempt++) {
      const reads = new Map<string, string | null>();
      const writes: WriteOp[] = [];
      const tx: Transaction = {
        ...collectWrites(writes),
        get: async <T extends DocData = DocData>(path: string) => {
          if (writes.length > 0) {
            throw new DocStoreError('invalid-argument', 'A transaction must do all its reads before its writes');
          }
          if (!reads.has(path)) reads.set(path, this.readData(path));
          return toDoc<T>(path, reads.get(path) ?? null);
        },
      };
      const result = await run(tx);
      checkWriteCount(writes.length);
      try {
        this.commit.immediate(reads, writes);
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
      const group = collection.slice(collection.lastIndexOf('/') + 1);
      for (const index of this.arrayIndexes) {
        if (index.group !== group) continue;
        for (const sql of index.removeSql) this.prepared(sql).run({ collection, id });
        if (data === null) continue;
        this.prepared(index.insertSql).run({ collection, id });
        this.prepared(index.countSql).run({ collection, id });
      }
    }
  }

  /**
   * Creates an array index's table and fills it from the documents already stored, once per
   * definition (the table's name is a hash of it), under the write lock so processes sharing the
   * file do it once.
   */
  private ensureArrayTable(index: ArrayIndex): void {
    const exists = this.db.prepare<[string], number>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
    if (exists.get(index.table)) return;
    const create = this.db.transaction(() => {
      if (exists.get(index.table)) return;
      const columns = index.fields.flatMap((_, i) => [`c${i}_rank`, `c${i}_value`]);
      this.db.exec(
        `CREATE TABLE ${index.table} (collection TEXT NOT NULL, id TEXT NOT NULL, value_rank INTEGER NOT NULL, value NOT NULL, ` +
          `${columns.map((c) => `${c}, `).join('')}PRIMARY KEY (collection, id, value_rank, value)) WITHOUT ROWID`,
      );
      const walk = index.fields.flatMap((f, i) => [`c${i}_rank ${f.direction.toUpperCase()}`, `c${i}_value ${f.direction.toUpperCase()}`]);
      const last = index.fields.at(-1)?.direction ?? 'asc';
      this.db.exec(`CREATE INDEX ${index.table}_walk ON ${index.table} (collection, value_rank, value, ${[...walk, `id ${last.toUpperCase()}`].join(', ')})`);
      this.db.exec(
        `CREATE TABLE ${index.table}_counts (collection TEXT NOT NULL, value_rank INTEGER NOT NULL, value NOT NULL, n INTEGER NOT NULL, ` +
          'PRIMARY KEY (collection, value_rank, value)) WITHOUT ROWID',
      );
      this.db.prepare(index.fillSql).run({ group: index.group, suffix: `/${index.group}` });
      this.db.exec(
        `INSERT INTO ${index.table}_counts (collection, value_rank, value, n) ` +
          `SELECT collection, value_rank, value, COUNT(*) FROM ${index.table} GROUP BY collection, value_rank, value`,
      );
    });
    create.immediate();
  }

  /** The array index that serves `query` as Firestore's index would, or null (then json_each tests each row). */
  private arrayWalk(query: Query): ArrayWalk | null {
    const filters = query.where ?? [];
    const contains = filters.find((f) => f.op === 'array-contains');
    if (!contains || this.arrayIndexes.length === 0) return null;
    const pinned = new Set(filters.filter((f) => f.op === '==').map((f) => f.field));
    const order = normalizedOrder(query).filter((o) => !pinned.has(o.field));
    if (order.length === 0) return null;
    const group = query.collection.slice(query.collection.lastIndexOf('/') + 1);
    const others = filters.filter((f) => f !== contains);
    // Only == and ranges (with a value to compare) on the index's own fields; the rest falls back.
    if (others.some((f) => !(f.op === '==' || (RANGE_OPS.has(f.op) && f.value !== null)))) return null;
    const equality = [...new Set(others.filter((f) => f.op === '==').map((f) => f.field))];
    for (const index of this.arrayIndexes) {
      if (index.group !== group || index.arrayField !== contains.field) continue;
      const head = index.fields.slice(0, index.fields.length - order.length);
      const tail = index.fields.slice(head.length);
      if (head.length !== equality.length || !equality.every((field) => head.some((f) => f.field === field))) continue;
      if (tail.length !== order.length || !tail.every((f, i) => f.field === order[i]!.field)) continue;
      const same = tail.every((f, i) => f.direction === order[i]!.direction);
      const reversed = tail.every((f, i) => f.direction !== order[i]!.direction);
      if (!same && !reversed) continue;
      if (!others.every((f) => index.fields.some((g) => g.field === f.field))) continue;
      return { index, contains, others, order };
    }
    return null;
  }

  /** `query` answered by walking its array index: the matching entries in order, from the cursor, up to the limit. */
  private queryArrayIndex<T extends DocData>(query: Query, { index, contains, others, order }: ArrayWalk): Doc<T>[] {
    const column = (field: string) => `e.c${index.fields.findIndex((f) => f.field === field)}`;
    const params: unknown[] = [query.collection];
    const conditions = ['e.collection = ?', ...arrayMemberSql(contains, params)];
    for (const filter of others) {
      const t = typed(filter.value, filter.field);
      conditions.push(`${column(filter.field)}_rank = ${t.rank}`);
      if (t.rank !== 0) {
        conditions.push(`${column(filter.field)}_value ${filter.op === '==' ? '=' : filter.op} ?`);
        params.push(t.param);
      }
    }
    const lastDirection = order.at(-1)!.direction;
    const keys: OrderKey[] = [];
    const docKeys: OrderKey[] = [];
    for (const { field, direction } of order) {
      conditions.push(`${column(field)}_rank IS NOT NULL`);
      keys.push({ expr: `${column(field)}_rank`, direction, field, isRank: true }, { expr: `${column(field)}_value`, direction, field, isRank: false });
      const sql = fieldSql(field);
      docKeys.push({ expr: sql.rank, direction, field, isRank: true }, { expr: `coalesce(${sql.value}, 0)`, direction, field, isRank: false });
    }
    keys.push({ expr: 'e.id', direction: lastDirection, field: null, isRank: false });
    docKeys.push({ expr: 'id', direction: lastDirection, field: null, isRank: false });

    if (query.startAfter !== undefined) {
      const values = this.cursorValues(query.collection, query.startAfter, docKeys, normalizedOrder(query));
      if (keys.every((k) => k.direction === lastDirection)) {
        // One direction: a row-value comparison, which SQLite walks as a range of the index.
        conditions.push(`(${keys.map((k) => k.expr).join(', ')}) ${lastDirection === 'asc' ? '>' : '<'} (${keys.map(() => '?').join(', ')})`);
        params.push(...values);
      } else {
        const cursor = cursorCondition(keys, values);
        conditions.push(`(${cursor.sql})`);
        params.push(...cursor.params);
      }
    }
    const rankFixed = new Set(others.filter((f) => RANGE_OPS.has(f.op)).map((f) => f.field));
    const orderBy = keys
      .filter((k) => !(k.isRank && k.field !== null && rankFixed.has(k.field)))
      .map((k) => `${k.expr} ${k.direction.toUpperCase()}`)
      .join(', ');
    let sql =
      `SELECT e.id AS id, d.data AS data FROM ${index.table} AS e JOIN docs AS d ON d.collection = e.collection AND d.id = e.id ` +
      `WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy}`;
    if (query.limit !== undefined) {
      checkLimit(query.limit);
      sql += ' LIMIT ?';
      params.push(query.limit);
    }
    const rows = this.prepared(sql).all(...params) as { id: string; data: string }[];
    return rows.map((row) => ({ id: row.id, path: `${query.collection}/${row.id}`, data: decode(row.data) as T }));
  }

  /**
   * A count of one `array-contains` alone (a word's entries, say) from an array index on that
   * field: its table of counts per element, kept with its rows, so counting a common value costs
   * no more than a rare one; null when no such index is declared.
   */
  private arrayCount(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): number | null {
    const filters = query.where ?? [];
    if (filters.length !== 1 || filters[0]!.op !== 'array-contains') return null;
    const group = query.collection.slice(query.collection.lastIndexOf('/') + 1);
    const index = this.arrayIndexes.find((i) => i.group === group && i.arrayField === filters[0]!.field);
    if (!index) return null;
    const params: unknown[] = [query.collection];
    const member = arrayMemberSql(filters[0]!, params);
    const n = this.prepared(`SELECT n FROM ${index.table}_counts AS e WHERE e.collection = ? AND ${member.join(' AND ')}`)
      .pluck()
      .get(...params) as number | undefined;
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

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new DocStoreError('invalid-argument', `limit must be a non-negative integer, got ${limit}`);
  }
}

/** The collection and id of a document path that has been checked already. */
function locate(path: string): { collection: string; id: string } {
  const cut = path.lastIndexOf('/');
  return { collection: path.slice(0, cut), id: path.slice(cut + 1) };
}

function collectWrites(writes: WriteOp[]): WriteOps {
  return {
    create: (path, data) => void writes.push({ kind: 'create', path: checkDocumentPath(path), data }),
    set: (path, data, options) =>
      void writes.push({ kind: 'set', path: checkDocumentPath(path), data, merge: options?.merge === true }),
    update: (path, data) => void writes.push({ kind: 'update', path: checkDocumentPath(path), data }),
    delete: (path) => void writes.push({ kind: 'delete', path: checkDocumentPath(path) }),
  };
}

// ---- Values ----

function isMap(value: unknown): value is DocData {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) return false;
  if (isSentinel(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function encode(data: DocData): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
}

function decode(text: string): DocData {
  return JSON.parse(text, (_key, value: unknown) => {
    if (isMap(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === DATE_TAG && typeof value[DATE_TAG] === 'string') return new Date(value[DATE_TAG]);
    }
    return value;
  }) as DocData;
}

function decodeNullable(text: string | null): DocData | null {
  return text === null ? null : decode(text);
}

/** The document read at `path` (checked by readData). */
function toDoc<T extends DocData>(path: string, text: string | null): Doc<T> | null {
  if (text === null) return null;
  return { id: locate(path).id, path, data: decode(text) as T };
}

/** A copy of a written value with sentinels resolved as on a field that does not exist yet. */
function fresh(value: unknown, now: Date, where: string, inArray = false): unknown {
  if (isSentinel(value)) {
    if (inArray) throw new DocStoreError('invalid-argument', `${where}: FieldValues cannot be used inside an array`);
    if (value.__sentinel === 'delete') {
      const message = `${where}: FieldValues.delete() is only allowed in update() or in set() with merge`;
      throw new DocStoreError('invalid-argument', message);
    }
    return value.__sentinel === 'increment' ? value.by : now;
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new DocStoreError('invalid-argument', `${where}: ${value} is not supported by the SQLite driver`);
    }
    return value;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new DocStoreError('invalid-argument', `${where}: invalid Date`);
    return new Date(value);
  }
  if (Array.isArray(value)) return value.map((item) => fresh(item, now, where, true));
  if (isMap(value)) {
    const out: DocData = {};
    for (const [key, item] of Object.entries(value)) {
      checkFieldName(key, where);
      out[key] = fresh(item, now, `${where}.${key}`);
    }
    return out;
  }
  throw new DocStoreError('invalid-argument', `${where}: unsupported value ${String(value)}`);
}

function applySentinel(target: DocData, key: string, sentinel: FieldSentinel, now: Date): void {
  switch (sentinel.__sentinel) {
    case 'increment': {
      const current = target[key];
      target[key] = typeof current === 'number' ? current + sentinel.by : sentinel.by;
      return;
    }
    case 'serverTime':
      target[key] = now;
      return;
    case 'delete':
      delete target[key];
  }
}

/**
 * Firestore's set-with-merge: maps merge recursively, sentinels apply to the current value. An empty
 * map is a value of its own (the SDK puts its path in the update mask): it replaces the field.
 */
function mergeInto(target: DocData, data: DocData, now: Date, where: string): DocData {
  for (const [key, value] of Object.entries(data)) {
    checkFieldName(key, where);
    if (isSentinel(value)) applySentinel(target, key, value, now);
    else if (isMap(value) && Object.keys(value).length > 0) {
      const current = target[key];
      target[key] = mergeInto(isMap(current) ? current : {}, value, now, `${where}.${key}`);
    } else target[key] = fresh(value, now, `${where}.${key}`);
  }
  return target;
}

/** Firestore's update: keys are dotted field paths; a value replaces the field, maps included. */
function applyUpdate(target: DocData, data: DocData, now: Date, where: string): DocData {
  for (const [segments, value] of updateFieldPaths(data, where)) {
    const fieldPath = segments.join('.');
    const last = segments.pop() as string;
    const isDelete = isSentinel(value) && value.__sentinel === 'delete';
    const parent = parentMap(target, segments, !isDelete);
    if (parent === null) continue;
    if (isSentinel(value)) applySentinel(parent, last, value, now);
    else parent[last] = fresh(value, now, `${where}.${fieldPath}`);
  }
  return target;
}

/** The map at `segments` under `target`; when `create`, missing or non-map fields become maps. */
function parentMap(target: DocData, segments: readonly string[], create: boolean): DocData | null {
  let parent = target;
  for (const segment of segments) {
    const child = parent[segment];
    if (!isMap(child)) {
      if (!create) return null;
      parent[segment] = {};
    }
    parent = parent[segment] as DocData;
  }
  return parent;
}

function applyWrite(current: DocData | null, op: WriteOp, now: Date): DocData | null {
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

// ---- Queries ----

/** A field path's segments; a `"` cannot be written in a SQLite JSON path, so queries refuse it. */
function splitFieldPath(field: string): string[] {
  const segments = fieldPathSegments(field);
  if (field.includes('"')) throw new DocStoreError('invalid-argument', `The SQLite driver cannot query field paths with '"': "${field}"`);
  return segments;
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL for a field: its type rank in Firestore's cross-type order (null, boolean, number, timestamp,
 * string, …, array, map; NULL when the field is missing) and a value comparable within a rank.
 * Queries and the indexes created for them use these exact expressions, so SQLite can match them.
 */
function fieldSql(field: string): FieldSql {
  let sql = fieldSqlCache.get(field);
  if (!sql) {
    const path = `$${splitFieldPath(field).map((s) => `."${s}"`).join('')}`;
    const p = sqlString(path);
    const datePath = sqlString(`${path}."${DATE_TAG}"`);
    sql = {
      rank:
        `(CASE json_type(data, ${p}) WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 ` +
        `WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 4 WHEN 'array' THEN 8 ` +
        `WHEN 'object' THEN iif(json_type(data, ${datePath}) = 'text', 3, 9) END)`,
      value: `iif(json_type(data, ${p}) = 'object', json_extract(data, ${datePath}), json_extract(data, ${p}))`,
    };
    if (fieldSqlCache.size >= 500) fieldSqlCache.clear();
    fieldSqlCache.set(field, sql);
  }
  return sql;
}

interface FieldSql {
  rank: string;
  value: string;
}

/** A query names the same few fields again and again: their SQL (and its checks) is built once. */
const fieldSqlCache = new Map<string, FieldSql>();

/** A filter value's rank (see fieldSql) and its SQL parameter. */
function typed(value: unknown, field: string): { rank: number; param: string | number | null } {
  if (value === null) return { rank: 0, param: null };
  if (typeof value === 'boolean') return { rank: 1, param: value ? 1 : 0 };
  if (typeof value === 'number' && Number.isFinite(value)) return { rank: 2, param: value };
  if (value instanceof Date && !Number.isNaN(value.getTime())) return { rank: 3, param: value.toISOString() };
  if (typeof value === 'string') return { rank: 4, param: value };
  throw new DocStoreError('invalid-argument', `Filter on "${field}": unsupported value ${JSON.stringify(value)}`);
}

/** An array element (json_each's `member`) equal to the parameter, by the parameter's rank (see typed). */
const ARRAY_MEMBER_SQL: Record<number, string> = {
  0: `member.type = 'null'`,
  1: `member.type IN ('true', 'false') AND member.value = ?`,
  2: `member.type IN ('integer', 'real') AND member.value = ?`,
  3: `member.type = 'object' AND json_extract(member.value, '$."${DATE_TAG}"') = ?`,
  4: `member.type = 'text' AND member.value = ?`,
};

function filterSql(filter: Filter, params: unknown[]): string {
  const { rank, value } = fieldSql(filter.field);
  switch (filter.op) {
    case '==': {
      const t = typed(filter.value, filter.field);
      if (t.rank === 0) return `${rank} = 0`;
      params.push(t.param);
      return `${rank} = ${t.rank} AND ${value} = ?`;
    }
    case '!=': {
      const t = typed(filter.value, filter.field);
      if (t.rank === 0) return `${rank} > 0`;
      params.push(t.param);
      return `${rank} > 0 AND NOT (${rank} = ${t.rank} AND ${value} = ?)`;
    }
    case 'in': {
      if (!Array.isArray(filter.value) || filter.value.length === 0 || filter.value.length > MAX_IN_VALUES) {
        throw new DocStoreError('invalid-argument', `"in" on "${filter.field}" needs an array of 1 to ${MAX_IN_VALUES} values`);
      }
      const byRank = new Map<number, unknown[]>();
      for (const item of filter.value) {
        const t = typed(item, filter.field);
        byRank.set(t.rank, [...(byRank.get(t.rank) ?? []), t.param]);
      }
      const alternatives = [...byRank].map(([r, values]) => {
        if (r === 0) return `${rank} = 0`;
        params.push(...values);
        return `(${rank} = ${r} AND ${value} IN (${values.map(() => '?').join(', ')}))`;
      });
      return `(${alternatives.join(' OR ')})`;
    }
    case 'array-contains': {
      // Not servable by an expression index: the query's order index is walked and each row tested.
      const t = typed(filter.value, filter.field);
      const path = sqlString(`$${splitFieldPath(filter.field).map((s) => `."${s}"`).join('')}`);
      const member = ARRAY_MEMBER_SQL[t.rank]!;
      if (t.rank !== 0) params.push(t.param);
      return `json_type(data, ${path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) AS member WHERE ${member})`;
    }
    default: {
      const t = typed(filter.value, filter.field);
      if (t.rank === 0) throw new DocStoreError('invalid-argument', `Filter on "${filter.field}": null only supports == and !=`);
      params.push(t.param);
      return `${rank} = ${t.rank} AND ${value} ${filter.op} ?`;
    }
  }
}

// ---- Array indexes ----

/**
 * A declared composite index with an `arrayConfig: CONTAINS` field, kept as the table `table`: one
 * row per document of the collection group whose field `arrayField` is an array, and per distinct
 * element of it a filter can name (null, boolean, number, timestamp, string): the element's type
 * rank and value (see typed), and each other field of the index (`fields`, in declared order) as
 * its type rank and value (see fieldSql; a null's value is 0, so that no key is NULL but a missing
 * field's rank). A SQL index on (collection, element, fields in their declared directions, id)
 * serves an ordered array-contains query as Firestore's index does: a walk from the cursor that
 * stops at the limit. A row is kept for a document without the other fields too (NULL ranks, which
 * ordered queries leave out), and the table `<table>_counts` keeps the number of rows per element
 * and collection, so an array-contains is counted exactly without walking its rows.
 */
interface ArrayIndex {
  table: string;
  group: string;
  arrayField: string;
  fields: OrderField[];
  /** Takes one document's rows and their counts away (each: parameters @collection, @id). */
  removeSql: string[];
  /** Writes one document's rows (parameters @collection, @id), after removeSql. */
  insertSql: string;
  /** Counts one document's rows (parameters @collection, @id), after insertSql. */
  countSql: string;
  /** Fills the table from every stored document of the group (parameters :group, :suffix). */
  fillSql: string;
}

interface ArrayWalk {
  index: ArrayIndex;
  contains: Filter;
  others: Filter[];
  order: OrderField[];
}

function arrayIndexOf(index: CompositeIndex): ArrayIndex | null {
  if (index.queryScope !== 'COLLECTION') return null;
  const declared = index.fields.at(-1)?.fieldPath === '__name__' ? index.fields.slice(0, -1) : index.fields;
  const arrays = declared.filter((f) => f.arrayConfig === 'CONTAINS');
  if (arrays.length !== 1) return null;
  const arrayField = arrays[0]!.fieldPath;
  const fields = declared
    .filter((f) => f.arrayConfig === undefined)
    .map((f): OrderField => ({ field: f.fieldPath, direction: f.order === 'DESCENDING' ? 'desc' : 'asc' }));
  const table = `array_index_${createHash('sha1').update(JSON.stringify({ group: index.collectionGroup, arrayField, fields })).digest('hex').slice(0, 16)}`;
  const path = sqlString(`$${splitFieldPath(arrayField).map((s) => `."${s}"`).join('')}`);
  const memberRank =
    `(CASE member.type WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 WHEN 'integer' THEN 2 WHEN 'real' THEN 2 ` +
    `WHEN 'text' THEN 4 WHEN 'object' THEN iif(json_type(member.value, '$."${DATE_TAG}"') = 'text', 3, NULL) END)`;
  const memberValue = `(CASE member.type WHEN 'null' THEN 0 WHEN 'object' THEN json_extract(member.value, '$."${DATE_TAG}"') ELSE member.value END)`;
  const keys = fields.flatMap(({ field }) => {
    const sql = fieldSql(field);
    return [sql.rank, `coalesce(${sql.value}, 0)`];
  });
  const columns = fields.flatMap((_, i) => [`c${i}_rank`, `c${i}_value`]);
  const select = (where: string) =>
    `INSERT OR IGNORE INTO ${table} (collection, id, value_rank, value${columns.map((c) => `, ${c}`).join('')}) ` +
    `SELECT docs.collection, docs.id, ${memberRank}, ${memberValue}${keys.map((k) => `, ${k}`).join('')} ` +
    `FROM docs, json_each(docs.data, ${path}) AS member ` +
    `WHERE ${where} AND json_type(docs.data, ${path}) = 'array' AND ${memberRank} IS NOT NULL`;
  return {
    table,
    group: index.collectionGroup,
    arrayField,
    fields,
    removeSql: [
      `UPDATE ${table}_counts SET n = n - 1 WHERE collection = @collection AND (value_rank, value) IN (SELECT value_rank, value FROM ${table} WHERE collection = @collection AND id = @id)`,
      `DELETE FROM ${table}_counts WHERE collection = @collection AND n <= 0 AND (value_rank, value) IN (SELECT value_rank, value FROM ${table} WHERE collection = @collection AND id = @id)`,
      `DELETE FROM ${table} WHERE collection = @collection AND id = @id`,
    ],
    insertSql: select('docs.collection = @collection AND docs.id = @id'),
    countSql:
      `INSERT INTO ${table}_counts (collection, value_rank, value, n) SELECT collection, value_rank, value, 1 FROM ${table} ` +
      'WHERE collection = @collection AND id = @id ON CONFLICT (collection, value_rank, value) DO UPDATE SET n = n + 1',
    fillSql: select('(docs.collection = :group OR substr(docs.collection, -length(:suffix)) = :suffix)'),
  };
}

/** The conditions on an array index's rows (alias `e`) for an `array-contains` filter. */
function arrayMemberSql(filter: Filter, params: unknown[]): string[] {
  const t = typed(filter.value, filter.field);
  if (t.rank === 0) return ['e.value_rank = 0'];
  params.push(t.param);
  return [`e.value_rank = ${t.rank}`, 'e.value = ?'];
}

interface OrderKey {
  expr: string;
  direction: Direction;
  /** The ordered field, or null for the document id. */
  field: string | null;
  isRank: boolean;
}

interface QueryPlan {
  where: string;
  params: unknown[];
  orderKeys: OrderKey[];
  /**
   * The ORDER BY: the order keys less the type ranks that a range filter already fixes. SQLite
   * does not see that a term pinned by `=` leaves the order unchanged, and would sort every
   * matching row in a temporary B-tree instead of reading the index in order and stopping at LIMIT.
   */
  orderBy: string;
  indexColumns: string[];
}

/**
 * The WHERE clause (first parameter: the collection), Firestore's result order, and the columns of
 * an index serving the query: collection, equality fields, then the order.
 */
/** Range filters compare within one type, so they fix the field's type rank (see filterSql). */
const RANGE_OPS: ReadonlySet<Filter['op']> = new Set(['<', '<=', '>', '>=']);

function planQuery(query: Query, withOrder: boolean): QueryPlan {
  const filters = query.where ?? [];
  const params: unknown[] = [];
  const conditions = ['collection = ?', ...filters.map((f) => filterSql(f, params))];

  const pinned = new Set(filters.filter((f) => f.op === '==').map((f) => f.field));
  const order = withOrder ? normalizedOrder(query).filter((o) => !pinned.has(o.field)) : [];
  const equalityFields = [...new Set(filters.filter((f) => f.op === '==' || f.op === 'in').map((f) => f.field))]
    .filter((field) => !order.some((o) => o.field === field))
    .sort();
  const rangeFields = withOrder
    ? []
    : [...new Set(filters.filter((f) => f.op !== '==' && f.op !== 'in' && f.op !== 'array-contains').map((f) => f.field))].sort();

  const orderKeys: OrderKey[] = [];
  for (const { field, direction } of order) {
    const sql = fieldSql(field);
    conditions.push(`${sql.rank} IS NOT NULL`);
    orderKeys.push({ expr: sql.rank, direction, field, isRank: true }, { expr: sql.value, direction, field, isRank: false });
  }
  orderKeys.push({ expr: 'id', direction: order.at(-1)?.direction ?? 'asc', field: null, isRank: false });
  const rankFixed = new Set(filters.filter((f) => RANGE_OPS.has(f.op)).map((f) => f.field));
  const orderBy = orderKeys
    .filter((k) => !(k.isRank && k.field !== null && rankFixed.has(k.field)))
    .map((k) => `${k.expr} ${k.direction.toUpperCase()}`)
    .join(', ');

  const indexColumns = ['collection'];
  for (const field of [...equalityFields, ...rangeFields]) {
    const sql = fieldSql(field);
    indexColumns.push(sql.rank, sql.value);
  }
  if (order.length > 0) indexColumns.push(...orderKeys.map((k) => `${k.expr} ${k.direction.toUpperCase()}`));

  return { where: conditions.join(' AND '), params, orderKeys, orderBy, indexColumns };
}

/** Rows strictly after the cursor in the order of `keys`. */
function cursorCondition(keys: readonly OrderKey[], values: readonly unknown[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const alternatives = keys.map((key, i) => {
    const parts = keys.slice(0, i).map((previous, j) => {
      params.push(values[j]);
      return `${previous.expr} IS ?`;
    });
    params.push(values[i]);
    parts.push(`${key.expr} ${key.direction === 'asc' ? '>' : '<'} ?`);
    return `(${parts.join(' AND ')})`;
  });
  return { sql: alternatives.join(' OR '), params };
}
