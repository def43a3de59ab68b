/**
 * Owner of the business counters: `businessDaily/{bucket}_{yyyy-mm-dd}` (what happened each day:
 * trials started, new subscriptions, cancellations, payments, refunds...) and
 * `businessTotals/{bucket}` (gauges: paying members now). Both are sharded like the analytics
 * counters (sharded-counter.ts): every member's payment adds to the same day, and no document
 * takes much more than one write a second.
 *
 * They are written by the server only, in the same batch or transaction as what they count (the
 * subscription sync's state change, the webhook's record of a handled event, the sign-up), so a
 * repeated or retried event never counts twice.
 *
 * Buckets are those of the analytics counters (analytics-events.ts): the environment the server
 * runs in and whether the member is flagged as test data (a test address or an admin), and the
 * environment filter picks buckets the same way.
 */
import type { DocStore } from '../ports/doc-store';
import type { EnvironmentFilter } from '@bela/contracts/analytics';
import { DEFAULT_COUNTER_SHARDS, ShardedCounter, shardPaths, sumCounters, type CounterOptions, type CounterTarget } from './sharded-counter';

export type Environment = 'live' | 'test';

const buckets = ['live-plain', 'live-flagged', 'test-plain', 'test-flagged'] as const;
type Bucket = (typeof buckets)[number];
const bucketsFor: Record<EnvironmentFilter, readonly Bucket[]> = {
  all: buckets,
  live: ['live-plain', 'live-flagged', 'test-plain'],
  test: ['test-plain', 'test-flagged', 'live-flagged'],
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Figures counted per day (each an increment; `payingDelta` is the day's change of the gauge). */
export const dailyFigures = [
  'trialsStarted',
  'newSubscriptions',
  'trialConversions',
  'cancellationsScheduled',
  'cancellations',
  'payments',
  'revenueCents',
  'failedPayments',
  'refunds',
  'disputes',
  'payingDelta',
  /**
   * Counted on the day a trial ends (a future day at sign-up), less one when the member pays
   * before it ends: what is left on today and later days is the trials running now.
   */
  'trialsEnding',
  /** Counted on the day of a payment that ended a trial early (its `trialsEnding` was taken back). */
  'trialsConvertedEarly',
  /** Photos Bela shared in chat (issue 42), upgrade clicks on a locked one, and subscriptions started within 24 hours of such a click. */
  'photoMomentsShown',
  'photoUpgradeClicks',
  'photoSubscriptions',
  /** Complimentary months admins granted (issue 25's grants, shown on the Business tab: issue 42). */
  'complimentaryMonths',
] as const;
export type DailyFigure = (typeof dailyFigures)[number];

/**
 * The user-record field holding the day a member's trial was counted to end on (`trialsEnding`),
 * so a payment before then takes it back from that day.
 */
export const TRIAL_END_COUNTED = 'trialEndCountedAt';
export type BusinessDelta = Partial<Record<DailyFigure, number>>;

export interface BusinessDay {
  date: string;
  figures: Record<DailyFigure, number>;
}

/** Whose figures these are: the member's address and role decide the test flag. */
export interface CountedMember {
  email?: unknown;
  role?: unknown;
}

export interface MemberCounterOptions extends CounterOptions {
  environment: Environment;
  /** Addresses whose activity is test data (besides admins'). */
  testEmails: readonly string[];
}

/**
 * Daily figures of members' activity, `{collection}/{bucket}_{yyyy-mm-dd}` in shards: the business
 * counters here, the chat's in chat-stats.ts.
 */
export class MemberDailyCounters<F extends string> {
  protected readonly counter: ShardedCounter;
  private readonly collection: string;
  private readonly figureNames: readonly F[];

  constructor(
    protected readonly docs: DocStore,
    kept: { collection: string; figures: readonly F[] },
    private readonly options: MemberCounterOptions,
  ) {
    this.collection = kept.collection;
    this.figureNames = kept.figures;
    this.counter = new ShardedCounter(options.shards ?? DEFAULT_COUNTER_SHARDS, options.pickShard);
  }

  protected bucketOf(member: CountedMember): Bucket {
    const email = typeof member.email === 'string' ? member.email.toLowerCase() : null;
    const flagged = member.role === 'admin' || (email !== null && this.options.testEmails.includes(email));
    return `${this.options.environment}-${flagged ? 'flagged' : 'plain'}`;
  }

  /**
   * Adds `delta` to the member's bucket on the day of `at`, through `target` (the batch or
   * transaction that writes what is counted). Nothing is written for an empty delta.
   */
  count(target: CounterTarget<unknown>, at: Date, member: CountedMember, delta: Partial<Record<F, number>>): void {
    const figures = Object.fromEntries(Object.entries(delta).filter(([, n]) => typeof n === 'number' && n !== 0)) as Record<string, number>;
    if (Object.keys(figures).length === 0) return;
    const bucket = this.bucketOf(member);
    this.counter.add(target, `${this.collection}/${bucket}_${day(at)}`, figures, { date: day(at), bucket });
    this.alsoCount(target, bucket, figures);
  }

  /** What a subclass keeps beside the day (a gauge). */
  protected alsoCount(_target: CounterTarget<unknown>, _bucket: Bucket, _figures: Record<string, number>): void {}

  /** Counts at once, on its own. */
  async countNow(at: Date, member: CountedMember, delta: Partial<Record<F, number>>): Promise<void> {
    if (!Object.values(delta).some((n) => typeof n === 'number' && n !== 0)) return;
    await this.docs.batch((ops) => this.count(ops, at, member, delta));
  }

  /**
   * Each day's figures from the day of `from` to the day of `to`, in the filter's buckets, added up;
   * days with nothing counted are left out. The shards are found by their date, so every shard a
   * day was written to is counted whatever the shard count is now; buckets are picked here (at
   * most four a day), so the query needs no composite index.
   */
  async daily(environment: EnvironmentFilter, from: Date, to: Date): Promise<{ date: string; figures: Record<F, number> }[]> {
    const wanted = new Set<string>(bucketsFor[environment]);
    const shards = await this.docs.query<Record<string, unknown>>({
      collection: this.collection,
      where: [
        { field: 'date', op: '>=', value: day(from) },
        { field: 'date', op: '<=', value: day(to) },
      ],
    });
    const byDay = new Map<string, Record<F, number>>();
    for (const { data } of shards) {
      if (!wanted.has(String(data['bucket']))) continue;
      const date = String(data['date']);
      const figures = byDay.get(date) ?? (Object.fromEntries(this.figureNames.map((f) => [f, 0])) as Record<F, number>);
      for (const f of this.figureNames) if (typeof data[f] === 'number') figures[f] += data[f];
      byDay.set(date, figures);
    }
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, figures]) => ({ date, figures }));
  }
}

export class BusinessStatsStore extends MemberDailyCounters<DailyFigure> {
  constructor(docs: DocStore, options: MemberCounterOptions) {
    super(docs, { collection: 'businessDaily', figures: dailyFigures }, options);
  }

  /** A `payingDelta` also moves the paying-members gauge. */
  protected override alsoCount(target: CounterTarget<unknown>, bucket: Bucket, figures: Record<string, number>): void {
    if (figures['payingDelta']) this.counter.add(target, `businessTotals/${bucket}`, { payingMembers: figures['payingDelta'] }, { bucket });
  }

  /** Paying members now, in the filter's buckets. */
  async payingMembers(environment: EnvironmentFilter): Promise<number> {
    const paths = bucketsFor[environment].flatMap((bucket) => shardPaths(`businessTotals/${bucket}`, this.counter.shards));
    const found = (await this.docs.getMany(paths)).flatMap((doc) => (doc ? [doc.data] : []));
    const total = sumCounters(found)['payingMembers'];
    return typeof total === 'number' ? total : 0;
  }
}
