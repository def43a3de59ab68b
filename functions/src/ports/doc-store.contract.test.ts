import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompositeIndex } from '../drivers/composite-indexes';
import { FirestoreDocStore } from '../drivers/firestore-doc-store';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import { DocStoreError, FieldValues, MAX_BATCH_WRITES, type DocData, type DocStore, type Query, type Transaction } from './doc-store';

const runId = randomUUID().slice(0, 8);

const index = (...fields: [string, 'ASCENDING' | 'DESCENDING'][]): CompositeIndex => ({
  collectionGroup: 'items',
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

/** The composite indexes the contract's queries need, as firestore.indexes.json would declare them. */
const CONTRACT_INDEXES: CompositeIndex[] = [
  index(['group', 'ASCENDING'], ['n', 'ASCENDING']),
  index(['rank', 'DESCENDING'], ['n', 'ASCENDING']),
  { collectionGroup: 'items', queryScope: 'COLLECTION', fields: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }, { fieldPath: 'n', order: 'DESCENDING' }] },
  {
    collectionGroup: 'items',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'group', order: 'ASCENDING' },
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'n', order: 'DESCENDING' },
    ],
  },
];

const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

async function rejection(promise: Promise<unknown>): Promise<DocStoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocStoreError);
  return error as DocStoreError;
}

function describeDocStoreContract(name: string, makeStore: () => Promise<DocStore>) {
  describe(name, () => {
    let store: DocStore;
    let collections = 0;
    /** A fresh collection per test, all under one root collection per run. */
    const col = () => `contract_${runId}/c${++collections}/items`;

    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      await store?.close();
    });

    async function seed(collection: string, docs: Record<string, DocData>) {
      await store.batch((ops) => {
        for (const [id, data] of Object.entries(docs)) ops.set(`${collection}/${id}`, data);
      });
    }

    it('creates and reads a document, and refuses to create it twice', async () => {
      const p = `${col()}/a`;
      await store.create(p, { name: 'Ann', tags: ['x', 'y'], nested: { ok: true, none: null } });
      expect(await store.get(p)).toEqual({
        id: 'a',
        path: p,
        data: { name: 'Ann', tags: ['x', 'y'], nested: { ok: true, none: null } },
      });
      expect((await rejection(store.create(p, { name: 'Bob' }))).code).toBe('already-exists');
      expect((await store.get(p))?.data).toEqual({ name: 'Ann', tags: ['x', 'y'], nested: { ok: true, none: null } });
    });

    it('returns null for a missing document, and getMany keeps the order of the paths', async () => {
      const c = col();
      await seed(c, { a: { n: 1 }, c: { n: 3 } });
      expect(await store.get(`${c}/b`)).toBeNull();
      const docs = await store.getMany([`${c}/c`, `${c}/b`, `${c}/a`]);
      expect(docs.map((d) => d?.data ?? null)).toEqual([{ n: 3 }, null, { n: 1 }]);
      expect(await store.getMany([])).toEqual([]);
    });

    it('answers reads asked for together each with its own document; a bad path fails its own read only', async () => {
      // The Firestore driver sends single reads of one tick as one batched read (decision 0033).
      const c = col();
      await seed(c, { a: { n: 1 }, b: { n: 2 } });
      const reads = [store.get(`${c}/b`), store.get(`${c}/missing`), store.get(`${c}/a`), store.get(`${c}/__bad__`), store.get(`${c}/a`)];
      const settled = await Promise.allSettled(reads);
      expect(settled.map((r) => (r.status === 'fulfilled' ? (r.value?.data ?? null) : (r.reason as DocStoreError).code))).toEqual([{ n: 2 }, null, { n: 1 }, 'invalid-argument', { n: 1 }]);
    });

    it('fails to update a missing document', async () => {
      const p = `${col()}/missing`;
      expect((await rejection(store.update(p, { n: 1 }))).code).toBe('not-found');
      expect(await store.get(p)).toBeNull();
    });

    it('set replaces a document; set with merge deep-merges maps', async () => {
      const p = `${col()}/a`;
      await store.set(p, { a: 1, m: { x: 1, y: 2 }, list: [1, 2] });
      await store.set(p, { m: { y: 3, z: { deep: true } }, b: 2, list: [3] }, { merge: true });
      expect((await store.get(p))?.data).toEqual({ a: 1, b: 2, m: { x: 1, y: 3, z: { deep: true } }, list: [3] });
      await store.set(p, { only: true });
      expect((await store.get(p))?.data).toEqual({ only: true });
      const fresh = `${col()}/b`;
      await store.set(fresh, { m: { x: 1 } }, { merge: true });
      expect((await store.get(fresh))?.data).toEqual({ m: { x: 1 } });
    });

    it('update sets dotted field paths and replaces map values', async () => {
      const p = `${col()}/a`;
      await store.create(p, { profile: { name: 'Ann', city: 'Oslo' }, n: 1 });
      await store.update(p, { 'profile.name': 'Bea', 'stats.logins': 1 });
      expect((await store.get(p))?.data).toEqual({ profile: { name: 'Bea', city: 'Oslo' }, stats: { logins: 1 }, n: 1 });
      await store.update(p, { profile: { name: 'Cy' } });
      expect((await store.get(p))?.data).toEqual({ profile: { name: 'Cy' }, stats: { logins: 1 }, n: 1 });
    });

    it('increments fields, creating missing ones', async () => {
      const p = `${col()}/a`;
      await store.create(p, { n: 1, stats: { hits: 10 } });
      await store.update(p, {
        n: FieldValues.increment(2),
        'stats.hits': FieldValues.increment(-1),
        fresh: FieldValues.increment(5),
      });
      expect((await store.get(p))?.data).toEqual({ n: 3, stats: { hits: 9 }, fresh: 5 });
      const counter = `${col()}/counter`;
      await store.set(counter, { total: FieldValues.increment(1), days: { mon: FieldValues.increment(1) } }, { merge: true });
      await store.set(counter, { total: FieldValues.increment(1), days: { mon: FieldValues.increment(1) } }, { merge: true });
      expect((await store.get(counter))?.data).toEqual({ total: 2, days: { mon: 2 } });
    });

    it('deletes fields with the delete sentinel', async () => {
      const p = `${col()}/a`;
      await store.create(p, { a: 1, b: 2, m: { x: 1, y: 2 } });
      await store.update(p, { a: FieldValues.delete(), 'm.x': FieldValues.delete(), 'nope.deep': FieldValues.delete() });
      expect((await store.get(p))?.data).toEqual({ b: 2, m: { y: 2 } });
      await store.set(p, { m: { y: FieldValues.delete() } }, { merge: true });
      expect((await store.get(p))?.data).toEqual({ b: 2, m: {} });
    });

    it('serverTime writes the current time as a Date', async () => {
      const p = `${col()}/a`;
      const before = Date.now();
      await store.create(p, { createdAt: FieldValues.serverTime() });
      await store.update(p, { 'meta.seenAt': FieldValues.serverTime() });
      const data = (await store.get<{ createdAt: Date; meta: { seenAt: Date } }>(p))?.data;
      expect(data?.createdAt).toBeInstanceOf(Date);
      expect(data?.meta.seenAt).toBeInstanceOf(Date);
      expect(data?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
      expect(data?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5000);
    });

    it('round-trips Dates at any depth', async () => {
      const p = `${col()}/a`;
      const at = new Date('2024-02-29T12:34:56.789Z');
      await store.set(p, { at, nested: { at }, list: [at, { at }] });
      const data = (await store.get(p))?.data;
      expect(data).toEqual({ at, nested: { at }, list: [at, { at }] });
      expect(data?.['at']).toBeInstanceOf(Date);
    });

    it('deletes documents', async () => {
      const p = `${col()}/a`;
      await store.create(p, { n: 1 });
      await store.delete(p);
      expect(await store.get(p)).toBeNull();
      await store.delete(p);
    });

    describe('queries', () => {
      let c: string;
      const day = (d: number) => new Date(Date.UTC(2024, 0, d));
      beforeAll(async () => {
        c = col();
        await seed(c, {
          a: { n: 1, name: 'ant', group: 'x', at: day(1), on: true },
          b: { n: 2, name: 'bee', group: 'y', at: day(2), on: false },
          c: { n: 3, name: 'cat', group: 'x', at: day(3), on: true },
          d: { n: 4, name: 'dog', group: 'z', at: day(4) },
          e: { n: 5, name: 'eel', group: 'y', at: day(5) },
          f: { n: 'text', name: 'fox', group: 'x' },
          g: { n: null, name: 'gnu' },
          h: { name: 'hen' },
        });
      });

      it('filters by equality, including null and booleans', async () => {
        const eq = (field: string, value: unknown) => store.query({ collection: c, where: [{ field, op: '==', value }] }).then(ids);
        expect(await eq('group', 'x')).toEqual(['a', 'c', 'f']);
        expect(await eq('n', null)).toEqual(['g']);
        expect(await eq('on', false)).toEqual(['b']);
        expect(await eq('n', 3)).toEqual(['c']);
      });

      it('filters by ranges on numbers, strings and Dates, matching values of the same type only', async () => {
        const q = (field: string, op: '<' | '<=' | '>' | '>=', value: unknown) =>
          store.query({ collection: c, where: [{ field, op, value }] }).then(ids);
        expect(await q('n', '>', 2)).toEqual(['c', 'd', 'e']);
        expect(await q('n', '<=', 2)).toEqual(['a', 'b']);
        expect(await q('name', '>=', 'cat')).toEqual(['c', 'd', 'e', 'f', 'g', 'h']);
        expect(await q('name', '<', 'cat')).toEqual(['a', 'b']);
        expect(await q('at', '>=', day(4))).toEqual(['d', 'e']);
        expect(await q('at', '<', day(2))).toEqual(['a']);
        expect(
          ids(
            await store.query({
              collection: c,
              where: [
                { field: 'n', op: '>=', value: 2 },
                { field: 'n', op: '<', value: 5 },
              ],
            }),
          ),
        ).toEqual(['b', 'c', 'd']);
      });

      it('filters by != (excluding documents without the field, or with null) and by in', async () => {
        expect(ids(await store.query({ collection: c, where: [{ field: 'group', op: '!=', value: 'x' }] }))).toEqual([
          'b',
          'e',
          'd',
        ]);
        expect(ids(await store.query({ collection: c, where: [{ field: 'group', op: 'in', value: ['x', 'z'] }] }))).toEqual([
          'a',
          'c',
          'd',
          'f',
        ]);
        expect(ids(await store.query({ collection: c, where: [{ field: 'n', op: 'in', value: [1, 'text', 9] }] }))).toEqual([
          'a',
          'f',
        ]);
      });

      it('orders ascending and descending, leaving out documents without the field, across types', async () => {
        expect(ids(await store.query({ collection: c, orderBy: [{ field: 'n' }] }))).toEqual(['g', 'a', 'b', 'c', 'd', 'e', 'f']);
        expect(ids(await store.query({ collection: c, orderBy: [{ field: 'at', direction: 'desc' }] }))).toEqual([
          'e',
          'd',
          'c',
          'b',
          'a',
        ]);
        expect(ids(await store.query({ collection: c, orderBy: [{ field: 'name', direction: 'desc' }], limit: 3 }))).toEqual([
          'h',
          'g',
          'f',
        ]);
      });

      it('combines equality, order and limit (with a composite index)', async () => {
        const docs = await store.query({
          collection: c,
          where: [{ field: 'group', op: '==', value: 'y' }],
          orderBy: [{ field: 'n', direction: 'desc' }],
          limit: 1,
        });
        expect(ids(docs)).toEqual(['e']);
        expect(docs[0]).toEqual({ id: 'e', path: `${c}/e`, data: { n: 5, name: 'eel', group: 'y', at: day(5) } });
      });

      it('counts', async () => {
        expect(await store.count({ collection: c })).toBe(8);
        expect(await store.count({ collection: c, where: [{ field: 'group', op: '==', value: 'x' }] })).toBe(3);
        expect(await store.count({ collection: c, where: [{ field: 'at', op: '>', value: day(2) }] })).toBe(3);
        expect(await store.count({ collection: `${c}/none/items` })).toBe(0);
      });

      it('counts up to a bound when asked', async () => {
        expect(await store.count({ collection: c }, { upTo: 5 })).toBe(5);
        expect(await store.count({ collection: c }, { upTo: 50 })).toBe(8);
        expect(await store.count({ collection: c, where: [{ field: 'group', op: '==', value: 'x' }] }, { upTo: 2 })).toBe(2);
      });
    });

    describe('cursor pagination', () => {
      let c: string;
      const docs: Record<string, { rank: number; n: number }> = {};
      beforeAll(async () => {
        c = col();
        for (let i = 0; i < 23; i++) docs[`d${String(i).padStart(2, '0')}`] = { rank: i % 4, n: (i * 7) % 5 };
        await seed(c, docs);
      });

      async function walk(query: Omit<Parameters<DocStore['query']>[0], 'collection' | 'startAfter'>, pageSize: number) {
        const seen: string[] = [];
        let startAfter: string | undefined;
        for (let page = 0; page < 50; page++) {
          const batch = await store.query({ collection: c, ...query, limit: pageSize, ...(startAfter ? { startAfter } : {}) });
          expect(batch.length).toBeLessThanOrEqual(pageSize);
          seen.push(...ids(batch));
          if (batch.length < pageSize) return seen;
          startAfter = batch.at(-1)?.id;
        }
        throw new Error('pagination did not end');
      }

      const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

      it('walks all pages of an order with ties, without repeats or gaps (ties broken by id)', async () => {
        const expected = Object.keys(docs).sort((a, b) => cmp(docs[b]!.rank, docs[a]!.rank) || cmp(b, a));
        expect(await walk({ orderBy: [{ field: 'rank', direction: 'desc' }] }, 5)).toEqual(expected);
      });

      it('walks pages of a two-field order', async () => {
        const expected = Object.keys(docs).sort(
          (a, b) => cmp(docs[b]!.rank, docs[a]!.rank) || cmp(docs[a]!.n, docs[b]!.n) || cmp(a, b),
        );
        const seen = await walk({ orderBy: [{ field: 'rank', direction: 'desc' }, { field: 'n' }] }, 4);
        expect(seen).toEqual(expected);
        expect(new Set(seen).size).toBe(23);
      });

      it('walks pages of a filtered, id-ordered query', async () => {
        const expected = Object.keys(docs)
          .filter((id) => docs[id]!.rank === 2)
          .sort();
        expect(await walk({ where: [{ field: 'rank', op: '==', value: 2 }] }, 2)).toEqual(expected);
      });

      it('refuses a cursor on a missing document', async () => {
        const query = store.query({ collection: c, orderBy: [{ field: 'rank' }], startAfter: 'nope', limit: 2 });
        expect((await rejection(query)).code).toBe('invalid-argument');
      });
    });

    it('filters by array-contains, alone and ordered (with a composite index), and refuses two of them', async () => {
      const c = col();
      await seed(c, {
        a: { n: 1, tags: ['red', 'blue'] },
        b: { n: 2, tags: ['blue'] },
        c: { n: 3, tags: ['green', 7, true] },
        d: { n: 4, tags: 'blue' },
        e: { n: 5, tags: ['blue', 'red'] },
        f: { n: 6 },
      });
      expect(ids(await store.query({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'red' }] }))).toEqual(['a', 'e']);
      const ordered = await store.query({
        collection: c,
        where: [{ field: 'tags', op: 'array-contains', value: 'blue' }],
        orderBy: [{ field: 'n', direction: 'desc' }],
        limit: 2,
      });
      expect(ids(ordered)).toEqual(['e', 'b']);
      const next = { collection: c, where: [{ field: 'tags', op: 'array-contains' as const, value: 'blue' }], orderBy: [{ field: 'n', direction: 'desc' as const }] };
      expect(ids(await store.query({ ...next, startAfter: 'b' }))).toEqual(['a']);
      expect(ids(await store.query({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 7 }] }))).toEqual(['c']);
      expect(ids(await store.query({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'bl' }] }))).toEqual([]);
      const two = store.query({
        collection: c,
        where: [
          { field: 'tags', op: 'array-contains', value: 'red' },
          { field: 'tags', op: 'array-contains', value: 'blue' },
        ],
      });
      expect((await rejection(two)).code).toBe('invalid-argument');
    });

    describe('array-contains ordered by another field (a CONTAINS index)', () => {
      const blue = (c: string, more: Partial<Query> = {}): Query => ({
        collection: c,
        where: [{ field: 'tags', op: 'array-contains', value: 'blue' }, ...(more.where ?? [])],
        orderBy: [{ field: 'n', direction: 'desc' }],
        ...(more.limit !== undefined ? { limit: more.limit } : {}),
        ...(more.startAfter !== undefined ? { startAfter: more.startAfter } : {}),
      });
      /** Every page of `query`, `size` at a time, following startAfter. */
      async function walk(query: Query, size: number): Promise<string[]> {
        const seen: string[] = [];
        let after: string | undefined;
        for (let pages = 0; pages < 50; pages++) {
          const page = ids(await store.query({ ...query, limit: size, ...(after ? { startAfter: after } : {}) }));
          seen.push(...page);
          if (page.length < size) return seen;
          after = page.at(-1);
        }
        throw new Error('too many pages');
      }

      it('walks the matches in order, page by page, with ties broken by id, and counts them', async () => {
        const c = col();
        await seed(c, {
          a: { n: 1, tags: ['blue', 'red', 'blue'] },
          b: { n: 5, tags: ['blue'] },
          c: { n: 3, tags: ['red'] },
          d: { n: 3, tags: ['green', 'blue'] },
          e: { n: 3, tags: ['blue'] },
          f: { n: 9, tags: 'blue' },
          g: { tags: ['blue'] },
          h: { n: 'ten', tags: ['blue'] },
          i: { n: null, tags: ['blue'] },
          j: { n: 7, tags: [] },
        });
        // Strings after numbers after null, in descending order: "ten", 5, 3 (e, d), 1, null.
        expect(ids(await store.query(blue(c)))).toEqual(['h', 'b', 'e', 'd', 'a', 'i']);
        expect(await walk(blue(c), 2)).toEqual(['h', 'b', 'e', 'd', 'a', 'i']);
        expect(ids(await store.query(blue(c, { limit: 2, startAfter: 'e' })))).toEqual(['d', 'a']);
        const ascending = { ...blue(c), orderBy: [{ field: 'n', direction: 'asc' as const }] };
        expect(await walk(ascending, 4)).toEqual(['i', 'a', 'd', 'e', 'b', 'h']);
        expect(ids(await store.query(blue(c, { where: [{ field: 'n', op: '<', value: 5 }] })))).toEqual(['e', 'd', 'a']);
        expect(ids(await store.query(blue(c, { where: [{ field: 'n', op: '>=', value: 3 }], limit: 2, startAfter: 'e' })))).toEqual(['d']);
        // Every document holding it, with the order field or without (g), once each (a holds it twice).
        expect(await store.count({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'blue' }] })).toBe(7);
        expect(await store.count({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'pink' }] })).toBe(0);
      });

      it('follows updates that take a value away or add it, set with merge, replacements and deletes', async () => {
        const c = col();
        await seed(c, Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`d${i}`, { n: i, tags: i % 2 ? ['blue', 'odd'] : ['blue'] }])));
        expect(await walk(blue(c), 3)).toEqual(['d7', 'd6', 'd5', 'd4', 'd3', 'd2', 'd1', 'd0']);
        await store.update(`${c}/d6`, { tags: ['odd'] });
        await store.update(`${c}/d5`, { n: 10 });
        await store.set(`${c}/d4`, { n: 4 });
        await store.set(`${c}/d3`, { tags: ['green', 'blue'] }, { merge: true });
        await store.delete(`${c}/d2`);
        await store.batch((ops) => {
          ops.set(`${c}/d8`, { n: 8, tags: ['blue'] });
          ops.update(`${c}/d1`, { tags: ['red'] });
          ops.update(`${c}/d0`, { tags: ['blue', 'pink'], n: 6 });
        });
        await store.transaction(async (tx) => {
          const d7 = await tx.get<{ n: number }>(`${c}/d7`);
          tx.update(`${c}/d7`, { n: (d7?.data.n ?? 0) - 7 });
          tx.create(`${c}/d9`, { n: 9, tags: ['green'] });
        });
        expect(await walk(blue(c), 2)).toEqual(['d5', 'd8', 'd0', 'd3', 'd7']);
        expect(ids(await store.query(blue(c, { limit: 2, startAfter: 'd8' })))).toEqual(['d0', 'd3']);
        expect(ids(await store.query({ ...blue(c), where: [{ field: 'tags', op: 'array-contains', value: 'odd' }] }))).toEqual(['d5', 'd6', 'd7']);
        expect(await store.count({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'blue' }] })).toBe(5);
        expect(await store.count({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'green' }] })).toBe(2);
        await store.batch((ops) => {
          for (const id of ['d0', 'd3', 'd5', 'd7', 'd8']) ops.delete(`${c}/${id}`);
        });
        expect(ids(await store.query(blue(c)))).toEqual([]);
        expect(await store.count({ collection: c, where: [{ field: 'tags', op: 'array-contains', value: 'blue' }] })).toBe(0);
      });

      it('keeps collections of the same group apart, and filters by equality before the array', async () => {
        const c1 = col();
        const c2 = col();
        await seed(c1, { a: { n: 1, group: 'x', tags: ['blue'] }, b: { n: 2, group: 'y', tags: ['blue'] }, c: { n: 3, group: 'x', tags: ['blue'] } });
        await seed(c2, { a: { n: 4, group: 'x', tags: ['blue'] } });
        expect(ids(await store.query(blue(c1)))).toEqual(['c', 'b', 'a']);
        expect(ids(await store.query(blue(c2)))).toEqual(['a']);
        const inX = blue(c1, { where: [{ field: 'group', op: '==', value: 'x' }] });
        expect(ids(await store.query(inX))).toEqual(['c', 'a']);
        expect(ids(await store.query({ ...inX, startAfter: 'c' }))).toEqual(['a']);
        expect(await store.count({ collection: c2, where: [{ field: 'tags', op: 'array-contains', value: 'blue' }] })).toBe(1);
      });

      it('refuses a cursor document without the ordered field', async () => {
        const c = col();
        await seed(c, { a: { n: 1, tags: ['blue'] }, b: { tags: ['blue'] } });
        expect((await rejection(store.query(blue(c, { startAfter: 'b' })))).code).toBe('invalid-argument');
        expect((await rejection(store.query(blue(c, { startAfter: 'zz' })))).code).toBe('invalid-argument');
      });
    });

    it('applies a batch atomically', async () => {
      const c = col();
      await store.create(`${c}/kept`, { n: 1 });
      await store.batch((ops) => {
        ops.create(`${c}/new`, { n: 1 });
        ops.update(`${c}/kept`, { n: FieldValues.increment(1) });
        ops.set(`${c}/other`, { n: 3 });
      });
      expect((await store.getMany([`${c}/new`, `${c}/kept`, `${c}/other`])).map((d) => d?.data.n)).toEqual([1, 2, 3]);

      const failed = store.batch((ops) => {
        ops.set(`${c}/never`, { n: 1 });
        ops.delete(`${c}/kept`);
        ops.update(`${c}/missing`, { n: 1 });
      });
      expect((await rejection(failed)).code).toBe('not-found');
      expect(await store.get(`${c}/never`)).toBeNull();
      expect((await store.get(`${c}/kept`))?.data).toEqual({ n: 2 });
    });

    describe.each([
      { mode: 'locking', options: {} },
      { mode: 'optimistic', options: { optimistic: true } },
    ])('a $mode transaction', ({ options }) => {
      const transaction = <R,>(run: (tx: Transaction) => Promise<R>) => store.transaction(run, options);

      it('runs a transaction that returns a value, and applies nothing when it throws', async () => {
        const c = col();
        await store.create(`${c}/a`, { n: 1 });
        const result = await transaction(async (tx) => {
          const a = await tx.get<{ n: number }>(`${c}/a`);
          const missing = await tx.get(`${c}/b`);
          tx.create(`${c}/b`, { copied: a?.data.n, wasMissing: missing === null });
          tx.update(`${c}/a`, { n: 2 });
          return 'done';
        });
        expect(result).toBe('done');
        expect((await store.getMany([`${c}/a`, `${c}/b`])).map((d) => d?.data)).toEqual([
          { n: 2 },
          { copied: 1, wasMissing: true },
        ]);

        await expect(
          transaction(async (tx) => {
            await tx.get(`${c}/a`);
            tx.update(`${c}/a`, { n: 3 });
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        expect((await store.get(`${c}/a`))?.data).toEqual({ n: 2 });
      });

      it('reads several documents in a transaction at once, in the order asked', async () => {
        const c = col();
        await store.create(`${c}/a`, { n: 1 });
        await store.create(`${c}/b`, { n: 10 });
        const sum = await transaction(async (tx) => {
          const [b, missing, a] = await tx.getMany<{ n: number }>([`${c}/b`, `${c}/none`, `${c}/a`]);
          tx.set(`${c}/sum`, { n: a!.data.n + b!.data.n, missing: missing === null });
          return a!.data.n + b!.data.n;
        });
        expect(sum).toBe(11);
        expect((await store.get(`${c}/sum`))?.data).toEqual({ n: 11, missing: true });
        const late = transaction(async (tx) => {
          tx.set(`${c}/x`, { n: 1 });
          await tx.getMany([`${c}/a`]);
        });
        expect((await rejection(late)).code).toBe('invalid-argument');
      });

      it('refuses a transaction read after a write', async () => {
        const c = col();
        const run = transaction(async (tx) => {
          tx.set(`${c}/a`, { n: 1 });
          await tx.get(`${c}/b`);
        });
        expect((await rejection(run)).code).toBe('invalid-argument');
        expect(await store.get(`${c}/a`)).toBeNull();
      });

      it('writes a set over what it read as a set would: a plain one replaces the fields, a merge merges maps field by field', async () => {
        const c = col();
        await store.create(`${c}/plain`, { a: 1, b: { x: 1, y: 2 }, gone: true });
        await store.create(`${c}/merged`, { a: 1, b: { x: 1, y: 2 }, c: { z: 1 }, kept: true });
        await transaction(async (tx) => {
          await tx.getMany([`${c}/plain`, `${c}/merged`, `${c}/new`]);
          tx.set(`${c}/plain`, { a: 2, b: { x: 3 } });
          tx.set(`${c}/merged`, { a: 2, b: { x: 3 }, c: {}, n: FieldValues.increment(2) }, { merge: true });
          tx.set(`${c}/new`, { n: FieldValues.increment(1) }, { merge: true });
        });
        expect((await store.getMany([`${c}/plain`, `${c}/merged`, `${c}/new`])).map((d) => d?.data)).toEqual([
          { a: 2, b: { x: 3 } },
          { a: 2, b: { x: 3, y: 2 }, c: {}, kept: true, n: 2 },
          { n: 1 },
        ]);
      });

      it('keeps 20 concurrent read-increment-write transactions correct: each commits or ends as "aborted", and no update is lost', async () => {
        const p = `${col()}/counter`;
        await store.create(p, { n: 0 });
        // On a loaded machine Firestore may give up on a transaction that waited too long for the
        // lock (after the SDK's attempts): that is an outcome the callers handle (503), never a lost
        // or doubled increment.
        const outcomes = await Promise.allSettled(
          Array.from({ length: 20 }, () =>
            transaction(async (tx) => {
              const doc = await tx.get<{ n: number }>(p);
              tx.update(p, { n: (doc?.data.n ?? 0) + 1 });
            }),
          ),
        );
        const committed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
        const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
        expect(refused.every((error) => error instanceof DocStoreError && error.code === 'aborted'), String(refused[0])).toBe(true);
        expect(committed).toBeGreaterThanOrEqual(1);
        expect((await store.get(p))?.data).toEqual({ n: committed });
      });
    });

    describe("Firestore's limits", () => {
      /** Each attempt is started only once the previous one has failed, so no rejection goes unheard. */
      async function expectRefused(label: string, attempts: (() => Promise<unknown>)[]) {
        for (const [i, attempt] of attempts.entries()) {
          const error = await attempt().then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${label}, attempt ${i}`).toBeInstanceOf(DocStoreError);
          expect((error as DocStoreError).code, `${label}, attempt ${i}`).toBe('invalid-argument');
        }
      }

      const refusedIds = {
        reserved: '__x__',
        'reserved, nothing between': '____',
        'a single period': '.',
        'two periods': '..',
        '1,501 ASCII bytes': 'x'.repeat(1501),
        '1,502 bytes in 751 characters': 'é'.repeat(751),
        'not valid UTF-8 (a lone surrogate)': 'bad\uD800',
      };

      it('refuses document ids Firestore refuses, in every operation, writing nothing', async () => {
        const c = col();
        for (const [label, id] of Object.entries(refusedIds)) {
          const p = `${c}/${id}`;
          await expectRefused(label, [
            () => store.get(p),
            () => store.getMany([`${c}/fine`, p]),
            () => store.create(p, { n: 1 }),
            () => store.set(p, { n: 1 }),
            () => store.set(p, { n: 1 }, { merge: true }),
            () => store.update(p, { n: 1 }),
            () => store.delete(p),
            () => store.batch((ops) => ops.set(p, { n: 1 })),
            () => store.transaction(async (tx) => tx.get(p)),
            () => store.transaction(async (tx) => tx.set(p, { n: 1 })),
            () => store.create(`${p}/sub/doc`, { n: 1 }),
            () => store.query({ collection: `${p}/sub` }),
            () => store.count({ collection: `${p}/sub` }),
            () => store.query({ collection: c, orderBy: [{ field: 'n' }], startAfter: id, limit: 1 }),
          ]);
        }
        // A "/" inside an id makes more segments of a path; given on its own (a cursor) it is refused.
        await expectRefused('slashes', [
          () => store.query({ collection: c, startAfter: 'a/b' }),
          () => store.get(`${c}/a/b`),
          () => store.set(`${c}/a//b`, { n: 1 }),
          () => store.set(`/${c}/a`, { n: 1 }),
          () => store.query({ collection: `${c}/` }),
        ]);
        expect(await store.count({ collection: c })).toBe(0);
      });

      it('takes the ids just inside the rules', async () => {
        const c = col();
        const ids = ['__x', 'x__', 'a.b', '.x', 'x'.repeat(1500), 'é'.repeat(750)];
        for (const id of ids) await store.create(`${c}/${id}`, { n: 1 });
        expect((await store.query({ collection: c })).map((d) => d.id).sort()).toEqual([...ids].sort());
        expect((await store.get(`${c}/${'é'.repeat(750)}`))?.data).toEqual({ n: 1 });
      });

      it('refuses field paths and field names Firestore refuses', async () => {
        const c = col();
        const p = `${c}/a`;
        await store.create(p, { n: 1, m: { x: 1 } });
        const badPaths = ['', '.n', 'n.', 'm..x', 'a*b', 'a~b', 'a/b', 'a[0]', 'a]', '__x__', 'm.__name__', 'x'.repeat(1501)];
        for (const field of badPaths) {
          await expectRefused(`field path ${JSON.stringify(field.slice(0, 20))}`, [
            () => store.update(p, { [field]: 1 }),
            () => store.batch((ops) => ops.update(p, { [field]: 1 })),
            () => store.query({ collection: c, where: [{ field, op: '==', value: 1 }] }),
            () => store.query({ collection: c, orderBy: [{ field }] }),
            () => store.count({ collection: c, where: [{ field, op: '>', value: 1 }] }),
          ]);
        }
        const badNames: DocData[] = [{ '': 1 }, { __x__: 1 }, { m: { __name__: 1 } }, { list: [{ __x__: 1 }] }, { ['x'.repeat(1501)]: 1 }];
        for (const data of badNames) {
          await expectRefused(`field names of ${JSON.stringify(data).slice(0, 30)}`, [
            () => store.create(`${c}/b`, data),
            () => store.set(p, data),
            () => store.set(p, data, { merge: true }),
            () => store.update(p, { m: data }),
            () => store.batch((ops) => ops.set(`${c}/b`, data)),
          ]);
        }
        await expectRefused('an update naming no field, or a field twice', [
          () => store.update(p, {}),
          () => store.update(p, { m: { y: 2 }, 'm.x': 2 }),
        ]);
        expect((await store.get(p))?.data).toEqual({ n: 1, m: { x: 1 } });
        expect(await store.get(`${c}/b`)).toBeNull();

        await store.set(p, { 'a.b': 1, __x: 2, x__: 3 }, { merge: true });
        expect((await store.get(p))?.data).toEqual({ n: 1, m: { x: 1 }, 'a.b': 1, __x: 2, x__: 3 });
      });

      it(`refuses a batch or transaction of more than ${MAX_BATCH_WRITES} writes, writing none of them`, async () => {
        const c = col();
        const writeAll = (ops: { set(path: string, data: DocData): void }, prefix: string, count: number) => {
          for (let i = 0; i < count; i++) ops.set(`${c}/${prefix}${i}`, { i });
        };
        await store.batch((ops) => writeAll(ops, 'a', MAX_BATCH_WRITES));
        expect(await store.count({ collection: c })).toBe(MAX_BATCH_WRITES);
        await expectRefused('one write too many', [
          () => store.batch((ops) => writeAll(ops, 'b', MAX_BATCH_WRITES + 1)),
          () => store.transaction(async (tx) => writeAll(tx, 'c', MAX_BATCH_WRITES + 1)),
        ]);
        expect(await store.count({ collection: c })).toBe(MAX_BATCH_WRITES);
      });

      it('set with merge: an empty map replaces the field, an empty object only makes sure the document exists', async () => {
        const p = `${col()}/a`;
        await store.set(p, { m: { x: 1, y: { z: 2 } }, n: 1 });
        await store.set(p, { m: { y: {} } }, { merge: true });
        expect((await store.get(p))?.data).toEqual({ m: { x: 1, y: {} }, n: 1 });
        await store.set(p, { m: {} }, { merge: true });
        expect((await store.get(p))?.data).toEqual({ m: {}, n: 1 });
        await store.set(p, {}, { merge: true });
        expect((await store.get(p))?.data).toEqual({ m: {}, n: 1 });

        const fresh = `${col()}/b`;
        await store.set(fresh, {}, { merge: true });
        expect(await store.get(fresh)).toEqual({ id: 'b', path: fresh, data: {} });
        await store.set(fresh, { e: {}, f: { g: {} } }, { merge: true });
        expect((await store.get(fresh))?.data).toEqual({ e: {}, f: { g: {} } });
      });

      it('refuses a cursor document without a field the query orders by, explicitly or through a filter', async () => {
        const c = col();
        await seed(c, { a: { rank: 1, n: 1 }, b: { rank: 2 }, c: { n: 3 }, d: { rank: 2, n: null } });
        await expectRefused('cursor without the field', [
          () => store.query({ collection: c, orderBy: [{ field: 'n' }], startAfter: 'b' }),
          () => store.query({ collection: c, where: [{ field: 'n', op: '>', value: 0 }], startAfter: 'b' }),
          () => store.query({ collection: c, where: [{ field: 'rank', op: '!=', value: 5 }], startAfter: 'c', limit: 1 }),
          () => store.query({ collection: c, where: [{ field: 'rank', op: '==', value: 2 }], orderBy: [{ field: 'rank' }], startAfter: 'c' }),
        ]);
        // null is a value: a cursor holding it is fine.
        expect(ids(await store.query({ collection: c, orderBy: [{ field: 'n' }], startAfter: 'd' }))).toEqual(['a', 'c']);
        expect(ids(await store.query({ collection: c, where: [{ field: 'n', op: '>', value: 0 }], startAfter: 'a' }))).toEqual(['c']);
      });
    });

  });
}

// ---- SQLite: always ----

const tempDir = mkdtempSync(path.join(tmpdir(), 'bela-doc-contract-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const sqliteFile = (name: string) => path.join(tempDir, `${name}-${randomUUID()}.sqlite`);

// How fast the SQLite driver answers as a collection grows is bench/docstore.bench.ts's; these
// check the cause instead: SQLite's own plan of each statement the driver prepared.

/** SQLite's plan of each SELECT the driver prepares on `file` while `run` runs. */
async function readPlans(file: string, run: () => Promise<void>): Promise<{ sql: string; steps: string[] }[]> {
  const prepare = vi.spyOn(Database.prototype, 'prepare');
  let prepared: string[];
  try {
    await run();
  } finally {
    prepared = prepare.mock.calls.map(([sql]) => sql);
    prepare.mockRestore();
  }
  const reads = prepared.filter((sql) => /^\s*SELECT/i.test(sql));
  const db = new Database(file, { readonly: true });
  try {
    return reads.map((sql) => {
      const unbound = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
      const steps = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...unbound) as { detail: string }[];
      return { sql, steps: steps.map((step) => step.detail) };
    });
  } finally {
    db.close();
  }
}

/**
 * Every statement searches a range of an index, and none walks a whole table or index (SCAN) or
 * sorts every match before its limit (a TEMP B-TREE, where an ordered index would be walked in order).
 */
function expectEveryReadOnAnIndex(plans: { sql: string; steps: string[] }[]) {
  expect(plans.length).toBeGreaterThan(0);
  for (const { sql, steps } of plans) {
    expect(steps.filter((step) => step.startsWith('SCAN') || step.includes('TEMP B-TREE')), sql).toEqual([]);
    expect(steps.some((step) => /^SEARCH \S+ USING /.test(step)), `${sql}\n${steps.join('\n')}`).toBe(true);
  }
}

describeDocStoreContract(
  'SqliteDocStore',
  async () => new SqliteDocStore({ file: sqliteFile('contract'), indexes: CONTRACT_INDEXES }),
);

describe('SqliteDocStore only', () => {
  const eventsIndex: CompositeIndex = {
    collectionGroup: 'events',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'env', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ],
  };
  const recentByEnv = {
    collection: 'users/u1/events',
    where: [{ field: 'env', op: '==' as const, value: 'prod' }],
    orderBy: [{ field: 'at', direction: 'desc' as const }],
    limit: 20,
  };

  it('refuses a query whose composite index is missing, and runs it once the index is declared', async () => {
    const without = new SqliteDocStore({ file: sqliteFile('no-index'), indexes: [] });
    const error = await rejection(without.query(recentByEnv));
    expect(error.code).toBe('missing-index');
    expect(error.message).toMatch(/users\/u1\/events/);
    expect(error.message).toMatch(/"events"/);
    expect(error.message).toMatch(/env ASC, at DESC/);
    expect(error.message).toMatch(/firestore\.indexes\.json/);
    const count = without.count({
      collection: 'events',
      where: [
        { field: 'env', op: '==', value: 'a' },
        { field: 'at', op: '>', value: 1 },
      ],
    });
    expect((await rejection(count)).code).toBe('missing-index');
    await without.close();

    const withIndex = new SqliteDocStore({ file: sqliteFile('index'), indexes: [eventsIndex] });
    await withIndex.set('users/u1/events/e1', { env: 'prod', at: new Date() });
    expect(ids(await withIndex.query(recentByEnv))).toEqual(['e1']);
    await withIndex.close();
  });

  it('refuses an ordered array-contains query without its CONTAINS index, and names the index to add', async () => {
    const without = new SqliteDocStore({ file: sqliteFile('no-contains-index'), indexes: [eventsIndex] });
    const query = without.query({
      collection: 'users/u1/events',
      where: [{ field: 'words', op: 'array-contains', value: 'hi' }],
      orderBy: [{ field: 'at', direction: 'desc' }],
    });
    const error = await rejection(query);
    expect(error.code).toBe('missing-index');
    expect(error.message).toMatch(/words CONTAINS, at DESC/);
    expect(error.message).toMatch(/"arrayConfig":"CONTAINS"/);
    await without.close();
  });

  const wordsIndex: CompositeIndex = {
    collectionGroup: 'notes',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'words', arrayConfig: 'CONTAINS' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ],
  };
  const newestWith = (word: string, startAfter?: string) => ({
    collection: 'users/u1/notes',
    where: [{ field: 'words', op: 'array-contains' as const, value: word }],
    orderBy: [{ field: 'at', direction: 'desc' as const }],
    limit: 5,
    ...(startAfter ? { startAfter } : {}),
  });

  it('fills a CONTAINS index from the documents stored before it was declared', async () => {
    const file = sqliteFile('array-backfill');
    const before = new SqliteDocStore({ file, indexes: [] });
    await before.batch((ops) => {
      for (let i = 0; i < 10; i++) ops.set(`users/u1/notes/n${i}`, { at: new Date(Date.UTC(2024, 0, 1, i)), words: i % 3 ? ['hi'] : ['hi', 'rare'] });
      ops.set('users/u2/notes/x', { at: new Date(Date.UTC(2024, 0, 2)), words: ['rare'] });
      ops.set('users/u1/other/y', { at: new Date(Date.UTC(2024, 0, 2)), words: ['rare'] });
    });
    await before.close();
    const after = new SqliteDocStore({ file, indexes: [wordsIndex] });
    expect(ids(await after.query(newestWith('rare')))).toEqual(['n9', 'n6', 'n3', 'n0']);
    expect(ids(await after.query(newestWith('rare', 'n6')))).toEqual(['n3', 'n0']);
    expect(await after.count({ collection: 'users/u1/notes', where: [{ field: 'words', op: 'array-contains', value: 'hi' }] })).toBe(10);
    await after.close();
  });

  it('answers an ordered array-contains on a rare value, and counts a common one, through indexes: no statement walks the documents', async () => {
    const file = sqliteFile('array-plan');
    const store = new SqliteDocStore({ file, indexes: [wordsIndex] });
    const start = Date.UTC(2024, 0, 1);
    for (let from = 0; from < 1_000; from += MAX_BATCH_WRITES) {
      await store.batch((ops) => {
        for (let i = from; i < from + MAX_BATCH_WRITES; i++) {
          ops.set(`users/u1/notes/n${i}`, { at: new Date(start + i * 60_000), words: i % 250 === 0 ? ['common', 'rare'] : ['common', `w${i}`] });
        }
      });
    }
    const plans = await readPlans(file, async () => {
      expect(ids(await store.query(newestWith('rare')))).toEqual(['n750', 'n500', 'n250', 'n0']);
      expect(await store.count({ collection: 'users/u1/notes', where: [{ field: 'words', op: 'array-contains', value: 'common' }] })).toBe(1_000);
    });
    await store.close();
    expectEveryReadOnAnIndex(plans);
  });

  it('stays correct with 4 processes incrementing the same document at once', async () => {
    const file = sqliteFile('processes');
    const store = new SqliteDocStore({ file, indexes: [] });
    await store.create('counters/shared', { n: 0 });
    const script = path.join(__dirname, '../drivers/test-support/sqlite-writer.mjs');
    const startAt = String(Date.now() + 1500);
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', script, file, 'counters/shared', '25', startAt], {
          cwd: path.join(__dirname, '../..'),
        }),
      ),
    );
    const runs = outputs.map(({ stdout }) => (JSON.parse(stdout) as { runs: number }).runs);
    expect((await store.get('counters/shared'))?.data).toEqual({ n: 100 });
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(100);
    console.info(`4 processes × 25 increments: ${runs.join(' + ')} transaction runs (retries on conflict included)`);
    await store.close();
  });

  it('answers a filtered, ordered, limited query through its composite index: no statement walks the documents', async () => {
    const file = sqliteFile('large');
    const store = new SqliteDocStore({ file, indexes: [eventsIndex] });
    const start = Date.UTC(2024, 0, 1);
    for (let from = 0; from < 2_000; from += MAX_BATCH_WRITES) {
      await store.batch((ops) => {
        for (let i = from; i < from + MAX_BATCH_WRITES; i++) {
          const env = i % 4 === 0 ? 'prod' : 'dev';
          ops.set(`users/u1/events/e${i}`, { env, at: new Date(start + i * 60_000), n: i, note: 'x'.repeat(40) });
        }
      });
    }
    const plans = await readPlans(file, async () => {
      const first = await store.query(recentByEnv);
      expect(first.map((d) => d.data['n'])).toEqual(Array.from({ length: 20 }, (_, i) => 1_996 - 4 * i));
    });
    await store.close();
    expectEveryReadOnAnIndex(plans);
  });
});

// ---- Firestore: on the emulator the contract project's global setup starts ----

// Without an emulator (none installed; in CI that fails the global setup instead) say so loudly.
if (!process.env['FIRESTORE_EMULATOR_HOST']) {
  console.warn('!! SKIPPED: the FirestoreDocStore contract cases (no Firestore emulator: FIRESTORE_EMULATOR_HOST is unset)');
}

const apps: App[] = [];
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

describe.skipIf(!process.env['FIRESTORE_EMULATOR_HOST'])('Firestore emulator', () => {
  describeDocStoreContract('FirestoreDocStore', async () => {
    const app = initializeApp({ projectId: 'demo-bela-contract' }, `doc-contract-${runId}`);
    apps.push(app);
    return new FirestoreDocStore(getFirestore(app));
  });
});
