import { DocStoreError, type Filter, type Query } from '../../ports/doc-store';
import { normalizedOrder, type Direction } from '../composite-indexes';
import { fieldPathSegments } from '../doc-store-rules';
import { DATE_TAG } from './values';

/**
 * Query planning of the SQLite driver: queries run in SQL on json_extract expressions (fieldSql),
 * each filter a condition on a field's type rank and value (filterSql), and each query shape names
 * the columns of the SQLite expression index that serves it (planQuery), so that the store creates
 * that index on the shape's first run and large collections are never scanned; a cursor is a
 * condition on the order keys (cursorCondition).
 */

const MAX_IN_VALUES = 30;

export function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new DocStoreError('invalid-argument', `limit must be a non-negative integer, got ${limit}`);
  }
}

/** A field path's segments; a `"` cannot be written in a SQLite JSON path, so queries refuse it. */
export function splitFieldPath(field: string): string[] {
  const segments = fieldPathSegments(field);
  if (field.includes('"')) throw new DocStoreError('invalid-argument', `The SQLite driver cannot query field paths with '"': "${field}"`);
  return segments;
}

export const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL for a field: its type rank in Firestore's cross-type order (null, boolean, number, timestamp,
 * string, …, array, map; NULL when the field is missing) and a value comparable within a rank.
 * Queries and the indexes created for them use these exact expressions, so SQLite can match them.
 */
export function fieldSql(field: string): FieldSql {
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
export function typed(value: unknown, field: string): { rank: number; param: string | number | null } {
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

export function filterSql(filter: Filter, params: unknown[]): string {
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

export interface OrderKey {
  expr: string;
  direction: Direction;
  /** The ordered field, or null for the document id. */
  field: string | null;
  isRank: boolean;
}

export interface QueryPlan {
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

/** Range filters compare within one type, so they fix the field's type rank (see filterSql). */
export const RANGE_OPS: ReadonlySet<Filter['op']> = new Set(['<', '<=', '>', '>=']);

/**
 * The WHERE clause (first parameter: the collection), Firestore's result order, and the columns of
 * an index serving the query: collection, equality fields, then the order.
 */
export function planQuery(query: Query, withOrder: boolean): QueryPlan {
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
export function cursorCondition(keys: readonly OrderKey[], values: readonly unknown[]): { sql: string; params: unknown[] } {
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
