import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCompositeIndexes } from '../composite-indexes';
import { SqliteDocStore } from '../sqlite-doc-store';
import { TracingDocStore } from './tracing-doc-store';

describe('TracingDocStore', () => {
  let inner: SqliteDocStore;
  let store: TracingDocStore;
  beforeEach(async () => {
    inner = new SqliteDocStore({ file: ':memory:', indexes: loadCompositeIndexes(path.resolve(__dirname, '../../../../firestore.indexes.json')) });
    store = new TracingDocStore(inner);
    await inner.set('a/1', { n: 1 });
    await inner.set('a/2', { n: 2 });
  });
  afterEach(() => inner.close());

  const labels = (mark: number) => store.chainBefore(mark).map((trip) => trip.label);

  it('counts calls made one after another as a chain, and calls made together as one step', async () => {
    await store.get('a/1');
    await Promise.all([store.get('a/2'), store.query({ collection: 'a' }), store.count({ collection: 'a' })]);
    await store.update('a/1', { n: 3 });
    expect(labels(store.mark())).toHaveLength(3);
    expect(labels(store.mark())[0]).toBe('get a/1');
    expect(labels(store.mark())[2]).toBe('update a/1');
  });

  it('measures only what was answered before the mark: what runs beside it (the model call) is not in the chain', async () => {
    await store.get('a/1');
    const beside = store.set('a/4', { n: 4 });
    const modelCalled = store.mark();
    await Promise.all([beside, store.set('a/3', { n: 3 })]);
    expect(labels(modelCalled)).toEqual(['get a/1']);
    expect(store.roundTrips()).toHaveLength(3);
  });

  it('counts a transaction as its reads, one after another, then its commit', async () => {
    await store.transaction(async (tx) => {
      const one = await tx.get('a/1');
      const two = await tx.get('a/2');
      tx.set('a/3', { n: Number(one?.data['n']) + Number(two?.data['n']) });
    });
    expect(labels(store.mark())).toEqual(['get a/1 (transaction)', 'get a/2 (transaction)', 'commit (transaction)']);
    expect((await inner.get('a/3'))?.data).toEqual({ n: 3 });
  });

  it('counts a batch as one round trip, and starts afresh after a reset', async () => {
    await store.batch((ops) => {
      ops.set('a/4', { n: 4 });
      ops.delete('a/1');
    });
    expect(labels(store.mark())).toEqual(['batch']);
    store.reset();
    expect(store.chainBefore(store.mark())).toEqual([]);
  });
});
