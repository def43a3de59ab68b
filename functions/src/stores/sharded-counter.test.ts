import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { ShardedCounter, rotatingShards, shardPath, shardPaths, sumCounters } from './sharded-counter';

describe('shard paths', () => {
  it('keep shard 0 at the base path, so a counter of one shard is the document it always was', () => {
    expect(shardPath('stats/day', 0)).toBe('stats/day');
    expect(shardPaths('stats/day', 3)).toEqual(['stats/day', 'stats/day_1', 'stats/day_2']);
    expect(shardPaths('stats/day', 1)).toEqual(['stats/day']);
  });

  it('refuse a counter without a whole, positive number of shards', () => {
    for (const shards of [0, -1, 2.5, Number.NaN]) expect(() => new ShardedCounter(shards)).toThrow(RangeError);
  });
});

describe('rotatingShards', () => {
  it('gives a burst to every shard evenly, from wherever it starts', () => {
    for (const start of [0, 7, 2 ** 31 - 1]) {
      const pick = rotatingShards(start);
      const writes = new Array<number>(10).fill(0);
      for (let i = 0; i < 205; i += 1) writes[pick(10)]! += 1;
      expect(Math.max(...writes)).toBe(21);
      expect(Math.min(...writes)).toBe(20);
    }
  });

  it('stays within the shards when their number changes between writes', () => {
    const pick = rotatingShards(5);
    expect([pick(3), pick(10), pick(1), pick(4)]).toEqual([2, 6, 0, 0]);
  });
});

describe('sumCounters', () => {
  it('adds numbers and merges maps at any depth, keeping the first value of other fields', () => {
    const at = new Date('2026-05-14T00:00:00Z');
    expect(
      sumCounters([
        { date: '2026-05-14', expireAt: at, v: { total: 2, pages: { a: 1, b: 1 } } },
        { date: '2026-05-14', expireAt: new Date(0), v: { total: 3, pages: { b: 2, c: 1 } }, bots: { visits: 1 } },
        { v: { total: 1 } },
      ]),
    ).toEqual({ date: '2026-05-14', expireAt: at, v: { total: 6, pages: { a: 1, b: 3, c: 1 } }, bots: { visits: 1 } });
    expect(sumCounters([])).toEqual({});
  });
});

describe.each(docStoresUnderTest())('ShardedCounter on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
  });
  afterAll(() => dispose());

  it('writes each increment to the shard picked, and reads the shards back added up', async () => {
    const picks = [0, 2, 2, 1];
    const counter = new ShardedCounter(3, () => picks.shift()!);
    for (const page of ['a', 'b', 'a', 'c']) await counter.add(docs, 'counters/one', { total: 1, pages: { [page]: 1 } }, { date: '2026-05-14' });
    const shards = await docs.getMany(shardPaths('counters/one', 3));
    expect(shards.map((doc) => doc?.data)).toEqual([
      { date: '2026-05-14', total: 1, pages: { a: 1 } },
      { date: '2026-05-14', total: 1, pages: { c: 1 } },
      { date: '2026-05-14', total: 2, pages: { a: 1, b: 1 } },
    ]);
    expect(await counter.read(docs, 'counters/one')).toEqual({ date: '2026-05-14', total: 4, pages: { a: 2, b: 1, c: 1 } });
    expect(await counter.read(docs, 'counters/none')).toBeNull();
  });

  it('spreads 1,000 concurrent increments over its shards at random, losing none', async () => {
    const counter = new ShardedCounter(10);
    for (let sent = 0; sent < 1_000; sent += 50) {
      await Promise.all(Array.from({ length: 50 }, () => counter.add(docs, 'counters/busy', { total: 1 })));
    }
    const perShard = (await docs.getMany(shardPaths('counters/busy', 10))).map((doc) => (doc?.data['total'] as number | undefined) ?? 0);
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(1_000);
    // About 100 each; 150 is more than five standard deviations above.
    expect(Math.max(...perShard)).toBeLessThanOrEqual(150);
    expect(Math.min(...perShard)).toBeGreaterThan(0);
    expect(await counter.read(docs, 'counters/busy')).toEqual({ total: 1_000 });
  });

  it('writes inside a batch, beside the other writes of the batch', async () => {
    const counter = new ShardedCounter(4, () => 3);
    await docs.batch((ops) => {
      ops.create('events/e1', { n: 1 });
      counter.add(ops, 'counters/batched', { total: 1 });
    });
    expect((await docs.get('counters/batched_3'))?.data).toEqual({ total: 1 });
    expect((await docs.get('events/e1'))?.data).toEqual({ n: 1 });
  });

  it('reads only the shards below its count: lowering the count hides the higher ones', async () => {
    await new ShardedCounter(4, () => 3).add(docs, 'counters/lowered', { total: 5 });
    await new ShardedCounter(4, () => 0).add(docs, 'counters/lowered', { total: 1 });
    expect(await new ShardedCounter(4).read(docs, 'counters/lowered')).toEqual({ total: 6 });
    expect(await new ShardedCounter(2).read(docs, 'counters/lowered')).toEqual({ total: 1 });
  });
});
