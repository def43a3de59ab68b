/**
 * Counters spread over several documents. Firestore sustains about one write a second on a single
 * document; a count that more requests add to (a day's analytics, a busy address's rate-limit
 * window) is split into shards: each write increments the next shard in turn, and a read adds
 * the shards up. Increments never conflict, so no write waits for another.
 *
 * Shard 0 is the base path itself and shard i > 0 is `${base}_${i}`: a counter of one shard is the
 * plain document it was before sharding, and a document written before sharding is read as shard 0.
 */
import { FieldValues, type DocData, type DocStore } from '../ports/doc-store';

/** Counter increments, as nested maps of numbers (`{ visits: { total: 1, pages: { '%2Fchat': 1 } } }`). */
export type CounterDelta = { [key: string]: number | CounterDelta };

/** Shards of each daily counter document (statsDaily, safetyStats) unless configured otherwise. */
export const DEFAULT_COUNTER_SHARDS = 10;

export const shardPath = (base: string, shard: number): string => (shard === 0 ? base : `${base}_${shard}`);

export const shardPaths = (base: string, shards: number): string[] => Array.from({ length: shards }, (_, shard) => shardPath(base, shard));

/**
 * The shards in turn, from a random start: a burst through one instance spreads evenly (no shard
 * takes more than ceil(writes / N) of it), and instances, each starting somewhere else, spread
 * among one another with no coordination. A uniformly random pick would pile about 1.6 times the
 * even share on the busiest of 10 shards in a burst of 200.
 */
export function rotatingShards(start = Math.floor(Math.random() * 2 ** 31)): (shards: number) => number {
  let next = start;
  return (shards) => next++ % shards;
}

/** The delta as write sentinels: each number an increment, maps kept as maps (merged field by field). */
export function increments(delta: CounterDelta): DocData {
  return Object.fromEntries(
    Object.entries(delta).map(([key, value]) => [key, typeof value === 'number' ? FieldValues.increment(value) : increments(value)]),
  );
}

const isMap = (value: unknown): value is DocData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Counter documents added together: numbers are summed and maps merged key by key, at any depth;
 * any other field (a date, an expiry) keeps the first value met.
 */
export function sumCounters(docs: readonly DocData[]): DocData {
  const total: DocData = {};
  for (const doc of docs) {
    for (const [key, value] of Object.entries(doc)) {
      const current = total[key];
      if (typeof value === 'number') total[key] = (typeof current === 'number' ? current : 0) + value;
      else if (isMap(value)) total[key] = sumCounters(isMap(current) ? [current, value] : [value]);
      else if (!(key in total)) total[key] = value;
    }
  }
  return total;
}

/** How a store shards its counters. */
export interface CounterOptions {
  /** Shards of each counter (STATS_COUNTER_SHARDS for the daily ones). */
  shards?: number;
  /** Which shard a write goes to; in turn (rotatingShards) unless a test says otherwise. */
  pickShard?: (shards: number) => number;
}

/** Where a shard is written: the document store itself, or a batch. */
export interface CounterTarget<R> {
  set(path: string, data: DocData, options: { merge: boolean }): R;
}

export class ShardedCounter {
  constructor(
    readonly shards: number,
    private readonly pickShard: (shards: number) => number = rotatingShards(),
  ) {
    if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`A counter needs a whole number of shards, at least 1 (got ${shards}).`);
  }

  /** Adds `delta` to one shard of `base`, with `fields` (a date, an expiry) set beside it. */
  add<R>(target: CounterTarget<R>, base: string, delta: CounterDelta, fields: DocData = {}): R {
    return target.set(shardPath(base, this.pickShard(this.shards)), { ...fields, ...increments(delta) }, { merge: true });
  }

  /**
   * Every shard of `base`, read in one getMany and added up; null when none exists. Only shards
   * below the current count are read: lowering it hides what the higher shards hold.
   */
  async read<T extends DocData>(docs: DocStore, base: string): Promise<T | null> {
    const found = (await docs.getMany(shardPaths(base, this.shards))).flatMap((doc) => (doc ? [doc.data] : []));
    return found.length > 0 ? (sumCounters(found) as T) : null;
  }
}
