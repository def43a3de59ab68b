import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Query } from '../ports/doc-store';
import { findMissingIndex, loadCompositeIndexes, normalizedOrder, type CompositeIndex } from './composite-indexes';

/** `index('messages', 'env', 'at desc')`: those fields, ascending unless marked `desc`. */
const index = (collectionGroup: string, ...fields: string[]): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map((spec) => {
    const [fieldPath = '', direction] = spec.split(' ');
    return { fieldPath, order: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' };
  }),
});

const q = (query: Omit<Query, 'collection'>, collection = 'users/u1/messages'): Query => ({ collection, ...query });

describe('normalizedOrder', () => {
  it('appends unordered inequality fields lexicographically in the last explicit direction', () => {
    expect(
      normalizedOrder({
        where: [
          { field: 'z', op: '>', value: 1 },
          { field: 'b', op: '!=', value: 1 },
          { field: 'a', op: '==', value: 1 },
        ],
        orderBy: [{ field: 'c', direction: 'desc' }],
      }),
    ).toEqual([
      { field: 'c', direction: 'desc' },
      { field: 'b', direction: 'desc' },
      { field: 'z', direction: 'desc' },
    ]);
  });

  it('keeps an explicitly ordered inequality field in place, once', () => {
    expect(
      normalizedOrder({ where: [{ field: 'a', op: '<', value: 1 }, { field: 'a', op: '>', value: 0 }], orderBy: [{ field: 'a' }] }),
    ).toEqual([{ field: 'a', direction: 'asc' }]);
  });
});

describe('findMissingIndex', () => {
  it.each<[string, Omit<Query, 'collection'>]>([
    ['no filters', {}],
    ['one equality', { where: [{ field: 'role', op: '==', value: 'user' }] }],
    [
      'equality-only on several fields (merged single-field indexes)',
      { where: [{ field: 'role', op: '==', value: 'user' }, { field: 'env', op: 'in', value: ['a', 'b'] }] },
    ],
    ['one range', { where: [{ field: 'at', op: '>=', value: 1 }] }],
    [
      'range and order on the same field',
      { where: [{ field: 'at', op: '<', value: 1 }], orderBy: [{ field: 'at', direction: 'desc' }] },
    ],
    ['order by one field', { orderBy: [{ field: 'at', direction: 'desc' }] }],
    ['in and order on the same field', { where: [{ field: 'at', op: 'in', value: [1, 2] }], orderBy: [{ field: 'at' }] }],
    ['equality and order on the same field', { where: [{ field: 'at', op: '==', value: 1 }], orderBy: [{ field: 'at' }] }],
  ])('needs no composite index: %s', (_, query) => {
    expect(findMissingIndex(q(query), [])).toBeNull();
  });

  it.each<[string, Omit<Query, 'collection'>]>([
    ['equality plus order on another field', { where: [{ field: 'role', op: '==', value: 'u' }], orderBy: [{ field: 'at' }] }],
    ['in plus range on another field', { where: [{ field: 'role', op: 'in', value: ['u'] }, { field: 'at', op: '>', value: 1 }] }],
    ['equality plus !=', { where: [{ field: 'role', op: '==', value: 'u' }, { field: 'at', op: '!=', value: 1 }] }],
    ['order by two fields', { orderBy: [{ field: 'a' }, { field: 'b' }] }],
    ['range on one field, order by another', { where: [{ field: 'a', op: '>', value: 1 }], orderBy: [{ field: 'b' }] }],
    ['ranges on two fields', { where: [{ field: 'a', op: '>', value: 1 }, { field: 'b', op: '<', value: 1 }] }],
  ])('needs a composite index: %s', (_, query) => {
    const missing = findMissingIndex(q(query), []);
    expect(missing?.collectionGroup).toBe('messages');
    expect(missing?.message).toContain('firestore.indexes.json');
    expect(missing?.message).toContain('"users/u1/messages"');
  });

  it('suggests the equality fields, then the normalized order', () => {
    const missing = findMissingIndex(
      q({
        where: [
          { field: 'role', op: '==', value: 'u' },
          { field: 'at', op: '>', value: 1 },
        ],
        orderBy: [{ field: 'score', direction: 'desc' }],
      }),
      [],
    );
    expect(missing?.fields).toEqual([
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'score', order: 'DESCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ]);
  });

  const query = q({
    where: [{ field: 'env', op: '==', value: 'prod' }, { field: 'kind', op: 'in', value: ['a'] }],
    orderBy: [{ field: 'at', direction: 'desc' }, { field: 'n', direction: 'asc' }],
  });

  it('is served by an index with the equality fields in any order, then the order fields', () => {
    expect(findMissingIndex(query, [index('messages', 'kind', 'env desc', 'at desc', 'n')])).toBeNull();
  });

  it('is served by the fully reversed index, and by one ending in __name__', () => {
    expect(findMissingIndex(query, [index('messages', 'env', 'kind', 'at', 'n desc')])).toBeNull();
    expect(
      findMissingIndex(query, [
        index('messages', 'env', 'kind', 'at desc', 'n', '__name__'),
      ]),
    ).toBeNull();
  });

  it.each<[string, CompositeIndex]>([
    ['another collection group', index('users', 'env', 'kind', 'at desc', 'n')],
    ['a partly reversed order', index('messages', 'env', 'kind', 'at desc', 'n desc')],
    ['order fields swapped', index('messages', 'env', 'kind', 'n', 'at desc')],
    ['an equality field missing', index('messages', 'env', 'at desc', 'n')],
    ['an equality field after the order', index('messages', 'env', 'at desc', 'n', 'kind')],
    [
      'collection-group scope',
      { ...index('messages', 'env', 'kind', 'at desc', 'n'), queryScope: 'COLLECTION_GROUP' },
    ],
  ])('is not served by %s', (_, candidate) => {
    expect(findMissingIndex(query, [candidate])).not.toBeNull();
  });
});

describe('findMissingIndex with array-contains', () => {
  const contains = q({ where: [{ field: 'terms', op: 'array-contains', value: 'cafe' }], orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  const containsIndex = (fields: CompositeIndex['fields']): CompositeIndex => ({ collectionGroup: 'messages', queryScope: 'COLLECTION', fields });

  it('needs no composite index alone or with equalities only', () => {
    expect(findMissingIndex(q({ where: [{ field: 'terms', op: 'array-contains', value: 'cafe' }] }), [])).toBeNull();
    expect(
      findMissingIndex(q({ where: [{ field: 'terms', op: 'array-contains', value: 'a' }, { field: 'role', op: '==', value: 'user' }] }), []),
    ).toBeNull();
  });

  it('needs terms CONTAINS then the order, and suggests it', () => {
    const missing = findMissingIndex(contains, []);
    expect(missing?.fields).toEqual([
      { fieldPath: 'terms', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
    expect(missing?.message).toContain('terms CONTAINS, createdAt DESC');
    expect(findMissingIndex(contains, [containsIndex([{ fieldPath: 'terms', arrayConfig: 'CONTAINS' }, { fieldPath: 'createdAt', order: 'DESCENDING' }])])).toBeNull();
    // A range on the ordered field (a search going on from a time) is served by the same index.
    const from = q({ ...contains, where: [...contains.where!, { field: 'createdAt', op: '<', value: 1 }] });
    expect(findMissingIndex(from, [containsIndex([{ fieldPath: 'terms', arrayConfig: 'CONTAINS' }, { fieldPath: 'createdAt', order: 'DESCENDING' }])])).toBeNull();
  });

  it('is not served by an ordered index on the array field, nor by one without it', () => {
    expect(findMissingIndex(contains, [containsIndex([{ fieldPath: 'terms', order: 'ASCENDING' }, { fieldPath: 'createdAt', order: 'DESCENDING' }])])).not.toBeNull();
    expect(findMissingIndex(contains, [containsIndex([{ fieldPath: 'createdAt', order: 'DESCENDING' }])])).not.toBeNull();
  });

  it('is served for the message search by firestore.indexes.json', () => {
    const declared = loadCompositeIndexes(join(__dirname, '../../../firestore.indexes.json'));
    expect(findMissingIndex({ ...contains, collection: 'users/u1/messageIndex' }, declared)).toBeNull();
  });
});

describe('loadCompositeIndexes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bela-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads firestore.indexes.json, defaulting the query scope', () => {
    const file = join(dir, 'ok.json');
    writeFileSync(
      file,
      JSON.stringify({
        indexes: [
          { collectionGroup: 'visits', fields: [{ fieldPath: 'env', order: 'ASCENDING' }, { fieldPath: 'at', order: 'DESCENDING' }] },
          { collectionGroup: 'photos', queryScope: 'COLLECTION_GROUP', fields: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }] },
        ],
        fieldOverrides: [],
      }),
    );
    expect(loadCompositeIndexes(file)).toEqual([
      index('visits', 'env', 'at desc'),
      { collectionGroup: 'photos', queryScope: 'COLLECTION_GROUP', fields: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }] },
    ]);
  });

  it('rejects a malformed file', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ indexes: [{ collectionGroup: 'visits', fields: [{ fieldPath: 'at', order: 'UP' }] }] }));
    expect(() => loadCompositeIndexes(file)).toThrow(/Invalid/);
  });
});
