/**
 * A DocStore that counts, per document path, the writes that land: every create, set, update and
 * delete, alone or inside a batch or a transaction. Only committed writes count: a transaction's
 * callback may run several times, and only its last attempt's writes are applied.
 */
import type { Doc, DocData, DocStore, Query, Transaction, WriteOps } from '../functions/src/ports/doc-store';

export interface WriteCounts {
  total: number;
  documents: number;
  /** The most written documents, most first. */
  hottest: { path: string; writes: number }[];
}

/** Write ops that note each path they are given, then pass it on. */
function noting(ops: WriteOps, paths: string[]): WriteOps {
  return {
    create: (path, data) => (paths.push(path), ops.create(path, data)),
    set: (path, data, options) => (paths.push(path), ops.set(path, data, options)),
    update: (path, data) => (paths.push(path), ops.update(path, data)),
    delete: (path) => (paths.push(path), ops.delete(path)),
  };
}

export class CountingDocStore implements DocStore {
  readonly driver: DocStore['driver'];
  private counts = new Map<string, number>();

  constructor(private readonly inner: DocStore) {
    this.driver = inner.driver;
  }

  /** Starts counting afresh (after a warm-up). */
  reset(): void {
    this.counts = new Map();
  }

  /** The counts so far; `match` keeps only the paths it accepts. */
  writes(match: (path: string) => boolean = () => true, top = 3): WriteCounts {
    const kept = [...this.counts].filter(([path]) => match(path)).sort((a, b) => b[1] - a[1]);
    return {
      total: kept.reduce((sum, [, n]) => sum + n, 0),
      documents: kept.length,
      hottest: kept.slice(0, top).map(([path, writes]) => ({ path, writes })),
    };
  }

  private landed(paths: readonly string[]): void {
    for (const path of paths) this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
  }

  get<T extends DocData = DocData>(path: string): Promise<Doc<T> | null> {
    return this.inner.get<T>(path);
  }

  getMany<T extends DocData = DocData>(paths: string[]): Promise<(Doc<T> | null)[]> {
    return this.inner.getMany<T>(paths);
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.inner.query<T>(query);
  }

  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    return this.inner.count(query);
  }

  async create(path: string, data: DocData): Promise<void> {
    await this.inner.create(path, data);
    this.landed([path]);
  }

  async set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    await this.inner.set(path, data, options);
    this.landed([path]);
  }

  async update(path: string, data: DocData): Promise<void> {
    await this.inner.update(path, data);
    this.landed([path]);
  }

  async delete(path: string): Promise<void> {
    await this.inner.delete(path);
    this.landed([path]);
  }

  async batch(build: (ops: WriteOps) => void): Promise<void> {
    const paths: string[] = [];
    await this.inner.batch((ops) => build(noting(ops, paths)));
    this.landed(paths);
  }

  async transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    let paths: string[] = [];
    const result = await this.inner.transaction((tx) => {
      paths = []; // a new attempt: the last one's writes were discarded
      return run({ ...noting(tx, paths), get: <T extends DocData = DocData>(path: string) => tx.get<T>(path), getMany: <T extends DocData = DocData>(many: string[]) => tx.getMany<T>(many) });
    });
    this.landed(paths);
    return result;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
