import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Filter, Query } from '../ports/doc-store';

/**
 * Composite indexes as declared in `firestore.indexes.json`, and the decision whether production
 * Firestore would serve a query with them or refuse it for lack of an index.
 */

const indexFieldSchema = z.object({
  fieldPath: z.string().min(1),
  order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
  arrayConfig: z.literal('CONTAINS').optional(),
});

const compositeIndexSchema = z.object({
  collectionGroup: z.string().min(1),
  queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).default('COLLECTION'),
  fields: z.array(indexFieldSchema).min(1),
});

const indexesFileSchema = z.object({ indexes: z.array(compositeIndexSchema).default([]) });

export type IndexField = z.infer<typeof indexFieldSchema>;
export type CompositeIndex = z.infer<typeof compositeIndexSchema>;

export function loadCompositeIndexes(file: string): CompositeIndex[] {
  const parsed = indexesFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.indexes;
}

export type Direction = 'asc' | 'desc';

export interface OrderField {
  field: string;
  direction: Direction;
}

const INEQUALITY_OPS: ReadonlySet<Filter['op']> = new Set(['!=', '<', '<=', '>', '>=']);

export function isInequality(filter: Filter): boolean {
  return INEQUALITY_OPS.has(filter.op);
}

/**
 * The order Firestore gives a query's results (the "normalized order by" of its SDKs): the explicit
 * orderBy fields, then inequality fields not ordered explicitly, lexicographically, in the direction
 * of the last explicit orderBy (ascending without one). The document id breaks ties last, in that
 * same direction; it is not part of the returned list.
 */
export function normalizedOrder(query: Pick<Query, 'where' | 'orderBy'>): OrderField[] {
  const order: OrderField[] = [];
  for (const { field, direction } of query.orderBy ?? []) {
    if (!order.some((o) => o.field === field)) order.push({ field, direction: direction ?? 'asc' });
  }
  const lastDirection = order.at(-1)?.direction ?? 'asc';
  const inequalityFields = [...new Set((query.where ?? []).filter(isInequality).map((f) => f.field))].sort();
  for (const field of inequalityFields) {
    if (!order.some((o) => o.field === field)) order.push({ field, direction: lastDirection });
  }
  return order;
}

export interface MissingIndex {
  collectionGroup: string;
  /** The index to add: equality fields, the array-contains field, then the query's order. */
  fields: ({ fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' })[];
  message: string;
}

/**
 * Whether production Firestore would refuse `query` for lack of a composite index.
 *
 * Let E be the fields of `==`/`in` filters, A the field of an `array-contains` filter, and R the
 * query's normalized order (see normalizedOrder), with `==` fields dropped from R (ordering by a
 * constant is a no-op). Single-field indexes are automatic, and Firestore merges them for
 * equality-only queries, so no composite index is needed when R is empty or E ∪ A ∪ R has one field.
 * Otherwise a COLLECTION-scope index on the collection group (the last segment of the collection
 * path) must hold exactly the E fields not in R (any order, any direction) and A (`arrayConfig:
 * CONTAINS`), followed by the R fields in order, with R's directions all equal or all reversed.
 */
export function findMissingIndex(
  query: Pick<Query, 'collection' | 'where' | 'orderBy'>,
  indexes: readonly CompositeIndex[],
): MissingIndex | null {
  const where = query.where ?? [];
  const pinned = new Set(where.filter((f) => f.op === '==').map((f) => f.field));
  const order = normalizedOrder(query).filter((o) => !pinned.has(o.field));
  const orderFields = new Set(order.map((o) => o.field));
  const equality = [
    ...new Set(where.filter((f) => f.op === '==' || f.op === 'in').map((f) => f.field)),
  ].filter((field) => !orderFields.has(field));
  const arrays = [...new Set(where.filter((f) => f.op === 'array-contains').map((f) => f.field))];

  if (order.length === 0 || equality.length + arrays.length + order.length <= 1) return null;

  const collectionGroup = query.collection.split('/').at(-1) ?? query.collection;
  const served = indexes.some(
    (index) =>
      index.collectionGroup === collectionGroup &&
      index.queryScope === 'COLLECTION' &&
      indexServes(withoutTrailingName(index.fields), equality, arrays, order),
  );
  if (served) return null;

  const fields = [
    ...equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...arrays.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
    ...order.map((o) => ({ fieldPath: o.field, order: toIndexOrder(o.direction) })),
  ];
  const suggestion = JSON.stringify({ collectionGroup, queryScope: 'COLLECTION', fields });
  const shape = fields
    .map((f) => `${f.fieldPath} ${'arrayConfig' in f ? 'CONTAINS' : f.order === 'ASCENDING' ? 'ASC' : 'DESC'}`)
    .join(', ');
  return {
    collectionGroup,
    fields,
    message:
      `The query on collection "${query.collection}" needs a composite index on collection group ` +
      `"${collectionGroup}" with fields (${shape}); production Firestore would refuse it. ` +
      `Add this entry to "indexes" in firestore.indexes.json: ${suggestion}`,
  };
}

function withoutTrailingName(fields: readonly IndexField[]): readonly IndexField[] {
  return fields.at(-1)?.fieldPath === '__name__' ? fields.slice(0, -1) : fields;
}

function indexServes(
  fields: readonly IndexField[],
  equality: readonly string[],
  arrays: readonly string[],
  order: readonly OrderField[],
): boolean {
  const headLength = equality.length + arrays.length;
  if (fields.length !== headLength + order.length) return false;
  const headFields = fields.slice(0, headLength);
  const ordered = new Set(headFields.filter((f) => f.order !== undefined).map((f) => f.fieldPath));
  const contains = new Set(headFields.filter((f) => f.arrayConfig === 'CONTAINS').map((f) => f.fieldPath));
  if (!equality.every((field) => ordered.has(field)) || !arrays.every((field) => contains.has(field))) return false;

  const tail = fields.slice(headLength);
  const same = order.every((o, i) => tail[i]?.fieldPath === o.field && tail[i]?.order === toIndexOrder(o.direction));
  const reversed = order.every(
    (o, i) => tail[i]?.fieldPath === o.field && tail[i]?.order === toIndexOrder(o.direction === 'asc' ? 'desc' : 'asc'),
  );
  return same || reversed;
}

function toIndexOrder(direction: Direction): 'ASCENDING' | 'DESCENDING' {
  return direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
}
