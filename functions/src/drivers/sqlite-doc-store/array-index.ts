import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { DocData, Filter, Query } from '../../ports/doc-store';
import { normalizedOrder, type CompositeIndex, type OrderField } from '../composite-indexes';
import { checkLimit, cursorCondition, fieldSql, RANGE_OPS, sqlString, splitFieldPath, typed, type OrderKey } from './query-plan';
import { DATE_TAG } from './values';

/**
 * The SQLite driver's array indexes. An `array-contains` cannot be served by an expression index:
 * for each declared composite index with an `arrayConfig: CONTAINS` field, the store keeps that
 * index's entries in a table of its own (one row per document and array element, with the index's
 * other fields), written in the transaction that writes the document, and walks it as Firestore
 * walks its index.
 */

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
export interface ArrayIndex {
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

export interface ArrayWalk {
  index: ArrayIndex;
  contains: Filter;
  others: Filter[];
  order: OrderField[];
}

export function arrayIndexOf(index: CompositeIndex): ArrayIndex | null {
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

/**
 * Creates an array index's table and fills it from the documents already stored, once per
 * definition (the table's name is a hash of it), under the write lock so processes sharing the
 * file do it once.
 */
export function ensureArrayTable(db: Database.Database, index: ArrayIndex): void {
  const exists = db.prepare<[string], number>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
  if (exists.get(index.table)) return;
  const create = db.transaction(() => {
    if (exists.get(index.table)) return;
    const columns = index.fields.flatMap((_, i) => [`c${i}_rank`, `c${i}_value`]);
    db.exec(
      `CREATE TABLE ${index.table} (collection TEXT NOT NULL, id TEXT NOT NULL, value_rank INTEGER NOT NULL, value NOT NULL, ` +
        `${columns.map((c) => `${c}, `).join('')}PRIMARY KEY (collection, id, value_rank, value)) WITHOUT ROWID`,
    );
    const walk = index.fields.flatMap((f, i) => [`c${i}_rank ${f.direction.toUpperCase()}`, `c${i}_value ${f.direction.toUpperCase()}`]);
    const last = index.fields.at(-1)?.direction ?? 'asc';
    db.exec(`CREATE INDEX ${index.table}_walk ON ${index.table} (collection, value_rank, value, ${[...walk, `id ${last.toUpperCase()}`].join(', ')})`);
    db.exec(
      `CREATE TABLE ${index.table}_counts (collection TEXT NOT NULL, value_rank INTEGER NOT NULL, value NOT NULL, n INTEGER NOT NULL, ` +
        'PRIMARY KEY (collection, value_rank, value)) WITHOUT ROWID',
    );
    db.prepare(index.fillSql).run({ group: index.group, suffix: `/${index.group}` });
    db.exec(
      `INSERT INTO ${index.table}_counts (collection, value_rank, value, n) ` +
        `SELECT collection, value_rank, value, COUNT(*) FROM ${index.table} GROUP BY collection, value_rank, value`,
    );
  });
  create.immediate();
}

/**
 * Brings the array indexes of a written document's collection group up to date: takes its rows
 * away, then writes them again unless the document was deleted (`data` null). `prepared` is the
 * store's statement cache; this runs inside the transaction that writes the document.
 */
export function writeArrayEntries(
  indexes: readonly ArrayIndex[],
  prepared: (sql: string) => Database.Statement,
  collection: string,
  id: string,
  data: DocData | null,
): void {
  const group = collection.slice(collection.lastIndexOf('/') + 1);
  for (const index of indexes) {
    if (index.group !== group) continue;
    for (const sql of index.removeSql) prepared(sql).run({ collection, id });
    if (data === null) continue;
    prepared(index.insertSql).run({ collection, id });
    prepared(index.countSql).run({ collection, id });
  }
}

/** The array index that serves `query` as Firestore's index would, or null (then json_each tests each row). */
export function findArrayWalk(indexes: readonly ArrayIndex[], query: Query): ArrayWalk | null {
  const filters = query.where ?? [];
  const contains = filters.find((f) => f.op === 'array-contains');
  if (!contains || indexes.length === 0) return null;
  const pinned = new Set(filters.filter((f) => f.op === '==').map((f) => f.field));
  const order = normalizedOrder(query).filter((o) => !pinned.has(o.field));
  if (order.length === 0) return null;
  const group = query.collection.slice(query.collection.lastIndexOf('/') + 1);
  const others = filters.filter((f) => f !== contains);
  // Only == and ranges (with a value to compare) on the index's own fields; the rest falls back.
  if (others.some((f) => !(f.op === '==' || (RANGE_OPS.has(f.op) && f.value !== null)))) return null;
  const equality = [...new Set(others.filter((f) => f.op === '==').map((f) => f.field))];
  for (const index of indexes) {
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

/**
 * The SQL of `query` answered by walking its array index: the matching entries in order, from the
 * cursor, up to the limit. `cursorValues` reads the cursor document's values of the given keys
 * (called only when the query has a cursor).
 */
export function arrayWalkSql(
  query: Query,
  { index, contains, others, order }: ArrayWalk,
  cursorValues: (docKeys: readonly OrderKey[]) => unknown[],
): { sql: string; params: unknown[] } {
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
    const values = cursorValues(docKeys);
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
  return { sql, params };
}

/**
 * The SQL counting one `array-contains` alone (a word's entries, say) from an array index on that
 * field: its table of counts per element, kept with its rows, so counting a common value costs no
 * more than a rare one; null when no such index is declared.
 */
export function arrayCountSql(
  indexes: readonly ArrayIndex[],
  query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>,
): { sql: string; params: unknown[] } | null {
  const filters = query.where ?? [];
  if (filters.length !== 1 || filters[0]!.op !== 'array-contains') return null;
  const group = query.collection.slice(query.collection.lastIndexOf('/') + 1);
  const index = indexes.find((i) => i.group === group && i.arrayField === filters[0]!.field);
  if (!index) return null;
  const params: unknown[] = [query.collection];
  const member = arrayMemberSql(filters[0]!, params);
  return { sql: `SELECT n FROM ${index.table}_counts AS e WHERE e.collection = ? AND ${member.join(' AND ')}`, params };
}
