/**
 * Owner of the raw analytics events (`visits`, `actions`, `logins`) and of their daily counters
 * (`statsDaily/{bucket}_{yyyy-mm-dd}`, in shards). Each event and its counters are written in one
 * batch, so a summary over a year reads the counter shards of each day and bucket, never the events.
 *
 * Every tracked event adds to its day's counters, so they are the busiest documents of the site:
 * each day and bucket is split into shards (sharded-counter.ts), and a write picks one. Their keys
 * are bounded by the tracking code (known pages, buttons, steps and browsers, then `other`), and
 * their map fields are exempt from indexing (firestore.indexes.json).
 *
 * Buckets: the environment the event was recorded in (`live` or `test`) and whether it is flagged
 * as test data. SPEC.md's environment filter — Live keeps records whose environment is live or
 * that are not flagged as test; Test those whose environment is test or that are flagged — is then
 * a choice of buckets for the counters, and the `inLive`/`inTest` fields for the events.
 */
import type { DocStore, Filter, WriteOps } from '../ports/doc-store';
import type { EnvironmentFilter } from '@bela/contracts/analytics';
import { RETENTION_DAYS } from '@bela/contracts/constants';
import { allDocs, deleteAll, serialise } from './document-pages';
import { DEFAULT_COUNTER_SHARDS, ShardedCounter, sumCounters, type CounterDelta, type CounterOptions } from './sharded-counter';

export type { CounterDelta } from './sharded-counter';

/** Raw events are kept this long (the `retention` job and Firestore's TTL policy on `expireAt`). */
export const EVENT_RETENTION_DAYS = RETENTION_DAYS.usageEvents;

export type EventKind = 'visits' | 'actions' | 'logins';
export type Environment = 'live' | 'test';

export interface EventContext {
  timestamp: Date;
  userId: string | null;
  ip: string | null;
  environment: Environment;
  isTest: boolean;
  sessionId: string | null;
  page: string | null;
  userAgent: string | null;
  deviceType: string | null;
  browser: string | null;
}

export type StoredEvent = EventContext & { inLive: boolean; inTest: boolean; expireAt: Date; [field: string]: unknown };

export interface EventQuery {
  environment: EnvironmentFilter;
  startDate?: Date;
  endDate?: Date;
  equals?: Record<string, string | undefined>;
  limit: number;
  after?: string;
}

const buckets = ['live-plain', 'live-flagged', 'test-plain', 'test-flagged'] as const;
type Bucket = (typeof buckets)[number];
const bucketOf = (environment: Environment, isTest: boolean): Bucket => `${environment}-${isTest ? 'flagged' : 'plain'}`;
const bucketsFor: Record<EnvironmentFilter, readonly Bucket[]> = {
  all: buckets,
  live: ['live-plain', 'live-flagged', 'test-plain'],
  test: ['test-plain', 'test-flagged', 'live-flagged'],
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

// A lone surrogate (client text, or a cut through a pair) would make encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A user-given name (a page, a button, a browser) as a counter key Firestore takes as it is: no dots,
 * and no leading "_", so never a reserved `__.*__` field name.
 */
export const counterKey = (value: string) =>
  encodeURIComponent(value.slice(0, 100).replace(LONE_SURROGATE, '\uFFFD')).replace(/\./g, '%2E').replace(/^_/, '%5F') || '%28none%29';
export const fromCounterKey = (key: string) => decodeURIComponent(key);

export interface DailyCounters {
  date: string;
  [section: string]: unknown;
}

export class AnalyticsEventStore {
  private readonly counters: ShardedCounter;

  constructor(
    private readonly docs: DocStore,
    options: CounterOptions = {},
  ) {
    this.counters = new ShardedCounter(options.shards ?? DEFAULT_COUNTER_SHARDS, options.pickShard);
  }

  /** Stores one event and adds its counters to its day, together. */
  async record(kind: EventKind, id: string, event: EventContext & Record<string, unknown>, delta: CounterDelta): Promise<void> {
    const stored: StoredEvent = {
      ...event,
      inLive: event.environment === 'live' || !event.isTest,
      inTest: event.environment === 'test' || event.isTest,
      expireAt: new Date(event.timestamp.getTime() + EVENT_RETENTION_DAYS * DAY_MS),
    };
    await this.docs.batch((ops) => {
      ops.create(`${kind}/${id}`, stored);
      this.count(ops, event.timestamp, bucketOf(event.environment, event.isTest), delta);
    });
  }

  /** Counts without storing an event (a known bot's visit). */
  async countOnly(at: Date, environment: Environment, isTest: boolean, delta: CounterDelta): Promise<void> {
    await this.docs.batch((ops) => this.count(ops, at, bucketOf(environment, isTest), delta));
  }

  private count(ops: WriteOps, at: Date, bucket: Bucket, delta: CounterDelta) {
    this.counters.add(ops, `statsDaily/${bucket}_${day(at)}`, delta, { date: day(at), bucket });
  }

  /** Newest first, stable under paging: ties on the timestamp are broken by id. */
  async find(kind: EventKind, query: EventQuery): Promise<{ id: string; data: StoredEvent }[]> {
    const where: Filter[] = [];
    if (query.environment !== 'all') where.push({ field: query.environment === 'live' ? 'inLive' : 'inTest', op: '==', value: true });
    for (const [field, value] of Object.entries(query.equals ?? {})) if (value !== undefined) where.push({ field, op: '==', value });
    if (query.startDate) where.push({ field: 'timestamp', op: '>=', value: query.startDate });
    if (query.endDate) where.push({ field: 'timestamp', op: '<=', value: query.endDate });
    return this.docs.query<StoredEvent>({
      collection: kind,
      where,
      orderBy: [{ field: 'timestamp', direction: 'desc' }],
      limit: query.limit,
      startAfter: query.after,
    });
  }

  /**
   * The counters of every day from `from` to `to` (inclusive) in the filter's buckets, one per day
   * and bucket, its shards added up.
   *
   * The shards are found by a query on `date` rather than read by path: it returns only the shards
   * that exist (a quiet day has written fewer than N, and Firestore bills a read for each path
   * asked for, found or not), and every shard a day was ever written to, so changing the shard
   * count, either way, loses no day's figures.
   */
  async dailyCounters(environment: EnvironmentFilter, from: Date, to: Date): Promise<DailyCounters[]> {
    const wanted = bucketsFor[environment];
    const where: Filter[] = [
      { field: 'date', op: '>=', value: day(from) },
      { field: 'date', op: '<=', value: day(to) },
    ];
    if (wanted.length < buckets.length) where.push({ field: 'bucket', op: 'in', value: [...wanted] });
    const shards = await this.docs.query<DailyCounters>({ collection: 'statsDaily', where });
    const byDayAndBucket = new Map<string, DailyCounters[]>();
    for (const { data } of shards) {
      const key = `${String(data['bucket'])}_${data.date}`;
      byDayAndBucket.set(key, [...(byDayAndBucket.get(key) ?? []), data]);
    }
    return [...byDayAndBucket.values()].map((parts) => sumCounters(parts) as DailyCounters);
  }

  async exportOf(uid: string): Promise<Record<string, Record<string, unknown>[]>> {
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const kind of ['visits', 'actions', 'logins'] as const) {
      out[kind] = [];
      for await (const doc of allDocs(this.docs, kind, byUser(uid))) out[kind].push({ id: doc.id, ...serialise(doc.data) });
    }
    return out;
  }

  async deleteOf(uid: string): Promise<number> {
    let deleted = 0;
    for (const kind of ['visits', 'actions', 'logins'] as const) deleted += await deleteAll(this.docs, kind, byUser(uid));
    return deleted;
  }

  /**
   * Deletes the raw events that hold what a visitor typed without an account, once recorded at or
   * before `before`: abandoned sign-ups (their name and address) and sign-in reports with no
   * account (the address tried). Their day's counters keep counting them.
   */
  async purgeTypedWithoutAccount(before: Date): Promise<number> {
    const until = { field: 'timestamp', op: '<=' as const, value: before };
    const abandoned = await deleteAll(this.docs, 'actions', [{ field: 'actionType', op: '==', value: 'signup_abandon' }, until]);
    const anonymousLogins = await deleteAll(this.docs, 'logins', [{ field: 'userId', op: '==', value: null }, until]);
    return abandoned + anonymousLogins;
  }

  /** Deletes raw events whose expiry has passed, a batch at a time; returns how many. */
  async purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const kind of ['visits', 'actions', 'logins'] as const) purged += await deleteAll(this.docs, kind, [{ field: 'expireAt', op: '<=', value: now }]);
    return purged;
  }
}

const byUser = (uid: string): Filter[] => [{ field: 'userId', op: '==', value: uid }];
