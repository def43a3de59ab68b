/**
 * A DocStore that records every round trip it makes to the store beneath, and which of them had to
 * wait for another (issue 45): a call that starts after another one has ended may depend on it; calls
 * that start before any of the others end run side by side. Order is kept by a counter of events, not
 * by the clock, so the chain is the same on a store that answers in microseconds (SQLite) as on one
 * across a network (Firestore).
 *
 * Round trips as Firestore makes them: each get, getMany, query, count and single write is one; a
 * batch is one (its commit); a transaction is one per read inside it plus one for its commit.
 *
 * For tests and benches: `mark()` notes a moment (the model being called), `chainBefore(mark)` the
 * longest chain of round trips that each waited for the one before, among those answered before it
 * (what was still on its way then ran beside that moment, and the caller did not wait for it).
 */
import type { Doc, DocData, DocStore, Query, Transaction, TransactionOptions, WriteOps } from '../../ports/doc-store';

export interface RoundTrip {
  /** `get users/u1`, `query users/u1/memories`, `commit (transaction)`... */
  label: string;
  /** Event numbers: when it was sent and when its answer came. */
  sent: number;
  answered: number | null;
}

export class TracingDocStore implements DocStore {
  readonly driver: DocStore['driver'];
  private events = 0;
  private trips: RoundTrip[] = [];

  /**
   * `latencyMs`: each round trip waits this long before the store answers, as one across a network
   * would. On a store that answers at once, a write the caller did not wait for would otherwise be
   * answered before the moment measured, and be counted as waited for.
   */
  constructor(
    private readonly inner: DocStore,
    private readonly options: { latencyMs?: number } = {},
  ) {
    this.driver = inner.driver;
    const readAt = inner.queryReadAt?.bind(inner);
    this.queryReadAt = readAt && (<T extends DocData = DocData>(query: Query) => this.trip(`query ${query.collection} (read at)`, () => readAt<T>(query)));
  }

  /** Forgets what was recorded (after a warm-up or between turns). */
  reset(): void {
    this.trips = [];
  }

  /** A moment to measure up to (for example the model being called): its event number. */
  mark(): number {
    return (this.events += 1);
  }

  /** Every round trip recorded since the last reset, in the order they were sent. */
  roundTrips(): readonly RoundTrip[] {
    return this.trips;
  }

  /**
   * The longest chain of round trips answered before `mark` in which each was sent after the one
   * before it was answered: the store latencies a caller waits for one after another before that
   * moment.
   */
  chainBefore(mark: number): RoundTrip[] {
    const before = this.trips.filter((trip) => trip.answered !== null && trip.answered < mark);
    const chains = new Map<RoundTrip, RoundTrip[]>();
    for (const trip of before) {
      let longest: RoundTrip[] = [];
      for (const earlier of before) {
        if (earlier.answered === null || earlier.answered >= trip.sent) continue;
        const chain = chains.get(earlier)!;
        if (chain.length > longest.length) longest = chain;
      }
      chains.set(trip, [...longest, trip]);
    }
    return [...chains.values()].reduce<RoundTrip[]>((a, b) => (b.length > a.length ? b : a), []);
  }

  private async trip<T>(label: string, send: () => Promise<T>): Promise<T> {
    const trip: RoundTrip = { label, sent: (this.events += 1), answered: null };
    this.trips.push(trip);
    try {
      if (this.options.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
      return await send();
    } finally {
      trip.answered = this.events += 1;
    }
  }

  get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null> {
    return this.trip(`get ${path}`, () => this.inner.get<T>(path));
  }

  getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]> {
    return this.trip(`getMany ${paths.join(', ')}`, () => this.inner.getMany<T>(paths));
  }

  create(path: string, data: DocData): Promise<void> {
    return this.trip(`create ${path}`, () => this.inner.create(path, data));
  }

  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    return this.trip(`set ${path}`, () => this.inner.set(path, data, options));
  }

  update(path: string, data: DocData): Promise<void> {
    return this.trip(`update ${path}`, () => this.inner.update(path, data));
  }

  delete(path: string): Promise<void> {
    return this.trip(`delete ${path}`, () => this.inner.delete(path));
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.trip(`query ${query.collection}`, () => this.inner.query<T>(query));
  }

  /** Offered when the store beneath offers it (Firestore), so that callers take the same path as on it. */
  readonly queryReadAt: DocStore['queryReadAt'];

  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>, options?: { upTo?: number }): Promise<number> {
    return this.trip(`count ${query.collection}`, () => this.inner.count(query, options));
  }

  batch(write: (ops: WriteOps) => void): Promise<void> {
    return this.trip('batch', () => this.inner.batch(write));
  }

  /**
   * Each read inside is a round trip of its own; the commit is one more, sent once the callback is
   * done. An attempt retried on contention keeps its reads and commit in the record.
   */
  transaction<R>(run: (tx: Transaction) => Promise<R>, options?: TransactionOptions): Promise<R> {
    let commit: RoundTrip | null = null;
    return this.inner
      .transaction(async (tx) => {
        // A retry: the previous attempt's commit was answered (refused) before this one began.
        if (commit && commit.answered === null) commit.answered = this.events += 1;
        const traced: Transaction = {
          get: <T extends DocData = DocData>(path: string) => this.trip(`get ${path} (transaction)`, () => tx.get<T>(path)),
          getMany: <T extends DocData = DocData>(paths: string[]) => this.trip(`getMany ${paths.join(', ')} (transaction)`, () => tx.getMany<T>(paths)),
          create: (path, data) => tx.create(path, data),
          set: (path, data, options) => tx.set(path, data, options),
          update: (path, data) => tx.update(path, data),
          delete: (path) => tx.delete(path),
        };
        const result = await run(traced);
        commit = { label: 'commit (transaction)', sent: (this.events += 1), answered: null };
        this.trips.push(commit);
        if (this.options.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
        return result;
      }, options)
      .finally(() => {
        if (commit && commit.answered === null) commit.answered = this.events += 1;
      });
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
