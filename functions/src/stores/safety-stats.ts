/**
 * Owner of `safetyStats/{yyyy-mm-dd}`: crisis referrals per day, with no text and no user. Every
 * member's crisis reply adds to the same day, so the day is split into shards like the analytics
 * counters (sharded-counter.ts); the count of a crisis reply must never fail for want of a write.
 */
import type { DocStore } from '../ports/doc-store';
import { DEFAULT_COUNTER_SHARDS, ShardedCounter, type CounterOptions } from './sharded-counter';

const day = (d: Date) => d.toISOString().slice(0, 10);

interface DayShard {
  date: string;
  crisisReferrals?: number;
  [key: string]: unknown;
}

export class SafetyStatsStore {
  private readonly counter: ShardedCounter;

  constructor(
    private readonly docs: DocStore,
    options: CounterOptions = {},
  ) {
    this.counter = new ShardedCounter(options.shards ?? DEFAULT_COUNTER_SHARDS, options.pickShard);
  }

  /** Counted for the yearly SB 243 report; neither the message nor the user is recorded. */
  async countCrisisReferral(at: Date): Promise<void> {
    await this.counter.add(this.docs, `safetyStats/${day(at)}`, { crisisReferrals: 1 }, { date: day(at) });
  }

  /**
   * Crisis referrals from the day of `from` to the day of `to`, inclusive: the report's figure.
   * The shards are found by their date, so every shard a day was written to is counted, whatever
   * the shard count is now.
   */
  async crisisReferrals(from: Date, to: Date): Promise<number> {
    const shards = await this.docs.query<DayShard>({
      collection: 'safetyStats',
      where: [
        { field: 'date', op: '>=', value: day(from) },
        { field: 'date', op: '<=', value: day(to) },
      ],
    });
    return shards.reduce((sum, { data }) => sum + (data.crisisReferrals ?? 0), 0);
  }
}
