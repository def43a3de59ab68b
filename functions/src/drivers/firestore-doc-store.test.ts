import { Firestore, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DocStoreError, MAX_BATCH_WRITES, type DocStore } from '../ports/doc-store';
import { FirestoreDocStore } from './firestore-doc-store';

/**
 * The Firestore driver refuses what Firestore refuses before any request: these run without an
 * emulator, on a client pointed at a closed port (a request that slipped through would hang until
 * the test times out). The shared contract (ports/doc-store.contract.test.ts) covers the rest
 * whenever FIRESTORE_EMULATOR_HOST is set.
 */
const store: DocStore = new FirestoreDocStore(new Firestore({ projectId: 'demo-rules', host: '127.0.0.1:1', ssl: false }));
afterAll(() => store.close());

async function refusal(attempt: () => Promise<unknown>): Promise<DocStoreError['code'] | 'accepted' | 'other'> {
  try {
    await attempt();
    return 'accepted';
  } catch (error) {
    return error instanceof DocStoreError ? error.code : 'other';
  }
}

describe('FirestoreDocStore, before any request', () => {
  it('refuses reserved, dot, oversized and malformed ids in paths and cursors', async () => {
    for (const id of ['__x__', '.', '..', 'x'.repeat(1501), 'é'.repeat(751), 'bad\uD800']) {
      const p = `items/${id}`;
      for (const attempt of [
        () => store.get(p),
        () => store.getMany([p]),
        () => store.create(p, { n: 1 }),
        () => store.set(p, { n: 1 }, { merge: true }),
        () => store.update(p, { n: 1 }),
        () => store.delete(p),
        () => store.batch((ops) => ops.delete(p)),
        () => store.transaction(async (tx) => tx.get(p)),
        () => store.query({ collection: `${p}/sub` }),
        () => store.count({ collection: `${p}/sub` }),
        () => store.query({ collection: 'items', startAfter: id }),
      ]) {
        expect(await refusal(attempt), id.slice(0, 10)).toBe('invalid-argument');
      }
    }
    // The SDK would quietly take these as other paths (a cursor id with "/" names a deeper
    // document; leading and trailing slashes are dropped).
    expect(await refusal(() => store.query({ collection: 'items', startAfter: 'a/b/c' }))).toBe('invalid-argument');
    expect(await refusal(() => store.get('/items/a/'))).toBe('invalid-argument');
  });

  it('refuses bad field paths, reserved or empty field names, and bad update maps', async () => {
    for (const attempt of [
      () => store.update('items/a', { 'm.__x__': 1 }),
      () => store.update('items/a', { 'a..b': 1 }),
      () => store.update('items/a', {}),
      () => store.update('items/a', { m: 1, 'm.x': 2 }),
      () => store.update('items/a', { m: { '': 1 } }),
      () => store.set('items/a', { __x__: 1 }),
      () => store.create('items/a', { list: [{ __name__: 1 }] }),
      () => store.query({ collection: 'items', where: [{ field: '__name__', op: '==', value: 'a' }] }),
      () => store.query({ collection: 'items', orderBy: [{ field: 'a*' }] }),
      () => store.count({ collection: 'items', where: [{ field: '', op: '==', value: 1 }] }),
    ]) {
      expect(await refusal(attempt)).toBe('invalid-argument');
    }
  });

  it(`refuses more than ${MAX_BATCH_WRITES} writes in a batch or a transaction`, async () => {
    const many = (ops: { delete(path: string): void }) => {
      for (let i = 0; i <= MAX_BATCH_WRITES; i++) ops.delete(`items/d${i}`);
    };
    expect(await refusal(() => store.batch(many))).toBe('invalid-argument');
    expect(await refusal(() => store.transaction(async (tx) => many(tx)))).toBe('invalid-argument');
  });
});

describe('FirestoreDocStore reads', () => {
  it('sends the single reads asked for in one tick as one batched read, and each gets its own answer', async () => {
    const db = new Firestore({ projectId: 'demo-rules', host: '127.0.0.1:1', ssl: false });
    const getAll = vi.spyOn(db, 'getAll').mockImplementation(async (...refs) =>
      (refs as DocumentReference[]).map((ref) => ({ exists: ref.id !== 'none', id: ref.id, ref, data: () => ({ id: ref.id }) }) as unknown as DocumentSnapshot),
    );
    const batched = new FirestoreDocStore(db);
    try {
      const docs = await Promise.all([batched.get('users/a'), batched.get('waitlist/b'), batched.get('users/a/memoryState/none')]);
      expect(getAll).toHaveBeenCalledTimes(1);
      expect(docs.map((doc) => doc?.data['id'] ?? null)).toEqual(['a', 'b', null]);
      await batched.get('users/c');
      expect(getAll).toHaveBeenCalledTimes(2);
    } finally {
      await batched.close();
    }
  });
});
