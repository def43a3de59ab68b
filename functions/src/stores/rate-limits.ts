/**
 * Owner of `rateLimits/{id}`: fixed-window counters kept in the document store, so every function
 * instance sees the same count. Keys are hashed: no IP address or uid is stored in clear. Each
 * window also names its key by a hash of the key alone (`subject`), so that deleting an account
 * can delete the windows counting that member in every scope (`forget`).
 */
import { createHash } from 'node:crypto';
import type { Doc, DocStore, WriteOps } from '../ports/doc-store';
import { deleteAll } from './document-pages';
import { rotatingShards, ShardedCounter } from './sharded-counter';
import { AppError } from '../platform/app-error';
import type { ErrorCode } from '@bela/contracts/errors';

export interface RateRule {
  scope: string;
  limit: number;
  windowSeconds: number;
  /** The refusal past the limit (a 429 code of the catalogue). */
  code: ErrorCode;
  /** The refusal's public message, when it is not the catalogue's. */
  message?: string;
}

interface Counter {
  count: number;
  expireAt: Date;
  [key: string]: unknown;
}

export interface RateState {
  count: number;
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The most shards one window is split into, however high its limit is set. */
export const MAX_WINDOW_SHARDS = 20;

/**
 * A window takes a write for every call counted, so it is split into as many shards as calls a
 * second its limit lets one caller make: a caller at the limit then writes each shard about once a
 * second. Tracking (600 a minute) gets 10 shards; the chat and sign-in windows, which allow less
 * than one call a second, stay one document at the path they always had. A limit lowered far enough
 * to need fewer shards reads fewer: the windows open at that moment forget what their higher shards
 * held, once (a window lasts at most a day).
 */
export const windowShards = (rule: Pick<RateRule, 'limit' | 'windowSeconds'>): number =>
  Math.min(MAX_WINDOW_SHARDS, Math.max(1, Math.ceil(rule.limit / rule.windowSeconds)));

/**
 * Windows read and counted inside a caller's transaction, beside the caller's own documents (a
 * chat turn, decision 0033): `paths` are read with the caller's in one getMany, `admit` refuses
 * with the first full window's 429, and `count` adds one to each in the transaction's writes.
 * Being a transaction, a window another call counted meanwhile makes it read again: the limit is
 * never passed, however many calls come at once.
 */
export interface WindowsInTransaction {
  paths: string[];
  /** Throws the 429 of the first rule whose window (its document, in `paths` order) is full. */
  admit(docs: readonly (Doc | null)[]): void;
  count(ops: WriteOps): void;
}

export class RateLimiter {
  constructor(
    private readonly docs: DocStore,
    private readonly now: () => Date,
    /** Which shard a hit goes to; in turn unless a test says otherwise. */
    private readonly pickShard: (shards: number) => number = rotatingShards(),
  ) {}

  private counter(rule: RateRule): ShardedCounter {
    return new ShardedCounter(windowShards(rule), this.pickShard);
  }

  /** The key as every scope's windows name it, hashed. */
  private subject(key: string): string {
    return createHash('sha256').update(`subject\n${key}`).digest('hex').slice(0, 32);
  }

  private window(rule: RateRule, key: string) {
    const nowMs = this.now().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(nowMs / windowMs) * windowMs;
    const hashed = createHash('sha256').update(`${rule.scope}\n${key}`).digest('hex').slice(0, 32);
    return {
      path: `rateLimits/${rule.scope}_${hashed}_${start}`,
      expireAt: new Date(start + windowMs),
      retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)),
    };
  }

  /** The current count, without adding to it. */
  async peek(rule: RateRule, key: string): Promise<RateState> {
    const { path, retryAfterSeconds } = this.window(rule, key);
    const count = (await this.counter(rule).read<Counter>(this.docs, path))?.count ?? 0;
    return { count, allowed: count < rule.limit, retryAfterSeconds };
  }

  /**
   * Adds one and reports whether the caller is still within the limit.
   *
   * An atomic increment, then a read, rather than a read-then-write transaction: a burst on one
   * window document would make Firestore transactions contend and give up after the SDK's five
   * attempts (SQLite's driver retries fifty times, which hid it locally), turning a limiter into a
   * source of errors. Increments never conflict. The hit goes to one shard of the window and the
   * count is read back from all of them, after the write: it includes this hit and any that landed
   * meanwhile, so the limiter errs on the side of refusing, never of letting more through.
   */
  async hit(rule: RateRule, key: string): Promise<RateState> {
    const { path, expireAt, retryAfterSeconds } = this.window(rule, key);
    const counter = this.counter(rule);
    await counter.add(this.docs, path, { count: 1 }, { expireAt, scope: rule.scope, subject: this.subject(key) });
    const count = (await counter.read<Counter>(this.docs, path))?.count ?? 1;
    return { count, allowed: count <= rule.limit, retryAfterSeconds };
  }

  /**
   * Refuses with the rule's 429 once the limit is reached; otherwise counts this call.
   *
   * A window kept in one document is read first, and a full one refuses without a write: a client
   * that keeps calling writes to its window only until it is full, not once per call (a sharded
   * window spreads its writes already, and reading all its shards twice would double the reads).
   */
  consume(rule: RateRule, key: string): Promise<void> {
    return this.consumeAll([rule], key);
  }

  /**
   * `consume` for several windows of one key at once, in two steps rather than two a window: every
   * window kept in one document is read together (a full one refuses, and none is counted), then
   * all are counted together. A refusal names the first rule in `rules` that refused. A window that
   * filled between the read and the count (a burst) refuses while the others keep their count, as
   * the one before it would have under `consume` one window after another.
   */
  async consumeAll(rules: RateRule[], key: string): Promise<void> {
    const firstRefusal = (settled: PromiseSettledResult<unknown>[]) => settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    const full = firstRefusal(await Promise.allSettled(rules.map((rule) => (windowShards(rule) === 1 ? this.assertBelow(rule, key) : Promise.resolve()))));
    if (full) throw full.reason;
    const states = await Promise.all(rules.map((rule) => this.hit(rule, key)));
    rules.forEach((rule, i) => {
      if (!states[i]!.allowed) throw tooMany(rule, states[i]!.retryAfterSeconds);
    });
  }

  /** `consumeAll` inside a caller's transaction, for windows kept in one document each. */
  windowsInTransaction(rules: RateRule[], key: string): WindowsInTransaction {
    const windows = rules.map((rule) => {
      if (windowShards(rule) !== 1) throw new RangeError(`The ${rule.scope} window is sharded: count it with consumeAll.`);
      return { rule, ...this.window(rule, key) };
    });
    return {
      paths: windows.map((window) => window.path),
      admit: (docs) => {
        windows.forEach(({ rule, retryAfterSeconds }, i) => {
          const count = Number(docs[i]?.data['count'] ?? 0);
          if (count >= rule.limit) throw tooMany(rule, retryAfterSeconds);
        });
      },
      count: (ops) => {
        for (const { rule, path, expireAt } of windows) this.counter(rule).add(ops, path, { count: 1 }, { expireAt, scope: rule.scope, subject: this.subject(key) });
      },
    };
  }

  /** Deletes every window that counts `key` (a member's uid, at account deletion), whatever its scope. */
  forget(key: string): Promise<number> {
    return deleteAll(this.docs, 'rateLimits', [{ field: 'subject', op: '==', value: this.subject(key) }]);
  }

  /** Deletes the counters of windows that have ended (Firestore's TTL policy does it in production too). */
  purgeExpired(now: Date): Promise<number> {
    return deleteAll(this.docs, 'rateLimits', [{ field: 'expireAt', op: '<=', value: now }]);
  }

  /** Refuses with the rule's 429 when the limit is already reached, without counting. */
  async assertBelow(rule: RateRule, key: string): Promise<void> {
    const state = await this.peek(rule, key);
    if (!state.allowed) throw tooMany(rule, state.retryAfterSeconds);
  }
}

function tooMany(rule: RateRule, retryAfterSeconds: number): AppError {
  return new AppError(rule.code, { message: rule.message, retryAfterSeconds });
}
