/**
 * The check-in scheduler at scale (issue 44): one pass over 10,000 due members on the Firestore
 * emulator, with the configuration's limits (pages of 200, 16 members at once). A tenth of them
 * have a plan whose day has passed; the rest get a light hello in a new conversation. Figures:
 * documents read and written per member (reads as Firestore bills them: a document a read, a query
 * that finds nothing one), time per 1,000 members, the largest batch or transaction, and a second
 * pass right after (nothing due: what a quiet run costs). Uses FIRESTORE_EMULATOR_HOST or starts
 * an emulator. Figures: bench/results/check-ins.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { loadConfig } from '../functions/src/config/config';
import { createServices } from '../functions/src/composition-root';
import { checkInPass } from '../functions/src/check-in-pass';
import type { Doc, DocData, DocStore, Query, Transaction, WriteOps } from '../functions/src/ports/doc-store';
import { storedState } from '../functions/src/stores/memories';
import { newUserRecord } from '../functions/src/stores/users';
import { benchFirestoreDocStore, firestoreEmulator } from './firestore-emulator';

const MEMBERS = Number(process.env.CHECK_INS_BENCH_MEMBERS ?? 10_000);
/** Wednesday 11 March 2026, 19:00 UTC: inside every member's window. */
const NOW = new Date('2026-03-11T19:00:00Z');

/** Counts documents read and written, and the size of each commit (a batch, or a transaction's last attempt). */
class MeteredDocStore implements DocStore {
  readonly driver: DocStore['driver'];
  reads = 0;
  writes = 0;
  largestCommit = 0;
  constructor(private readonly inner: DocStore) {
    this.driver = inner.driver;
  }
  reset() {
    this.reads = 0;
    this.writes = 0;
    this.largestCommit = 0;
  }
  private committed(n: number) {
    this.writes += n;
    this.largestCommit = Math.max(this.largestCommit, n);
  }
  private counting(ops: WriteOps, count: () => void): WriteOps {
    return {
      create: (p, d) => (count(), ops.create(p, d)),
      set: (p, d, o) => (count(), ops.set(p, d, o)),
      update: (p, d) => (count(), ops.update(p, d)),
      delete: (p) => (count(), ops.delete(p)),
    };
  }
  async get<T extends DocData = DocData>(path: string) {
    this.reads += 1;
    return this.inner.get<T>(path);
  }
  async getMany<T extends DocData = DocData>(paths: string[]) {
    this.reads += paths.length;
    return this.inner.getMany<T>(paths);
  }
  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    const found = await this.inner.query<T>(query);
    this.reads += Math.max(1, found.length);
    return found;
  }
  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>, options?: { upTo?: number }) {
    this.reads += 1;
    return this.inner.count(query, options);
  }
  async create(path: string, data: DocData) {
    await this.inner.create(path, data);
    this.committed(1);
  }
  async set(path: string, data: DocData, options?: { merge?: boolean }) {
    await this.inner.set(path, data, options);
    this.committed(1);
  }
  async update(path: string, data: DocData) {
    await this.inner.update(path, data);
    this.committed(1);
  }
  async delete(path: string) {
    await this.inner.delete(path);
    this.committed(1);
  }
  async batch(write: (ops: WriteOps) => void) {
    let n = 0;
    await this.inner.batch((ops) => write(this.counting(ops, () => (n += 1))));
    this.committed(n);
  }
  async transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    let n = 0;
    const result = await this.inner.transaction(async (tx) => {
      n = 0;
      const counted = this.counting(tx, () => (n += 1)) as Transaction;
      counted.get = (path) => ((this.reads += 1), tx.get(path));
      counted.getMany = (paths) => ((this.reads += paths.length), tx.getMany(paths));
      return run(counted);
    });
    this.committed(n);
    return result;
  }
  close() {
    return this.inner.close();
  }
}

// No Google metadata-server probes (the stack's setting too): nothing leaves the machine.
process.env.METADATA_SERVER_DETECTION ??= 'none';
const found = await firestoreEmulator();
if ('unavailable' in found) throw new Error(`The check-ins bench needs the Firestore emulator: ${found.unavailable}.`);
const docs = new MeteredDocStore(benchFirestoreDocStore());
const config = loadConfig({ ...process.env, GCLOUD_PROJECT: 'demo-bela', FIRESTORE_EMULATOR_HOST: found.host, LOG_LEVEL: 'silent', OFFLINE_MODEL_TOKEN_DELAY_MS: '0' });
const services = createServices(config, { docs, now: () => NOW });

// The members: a verified, paying-or-in-trial account each, with check-ins on and due now.
const seedStarted = performance.now();
const members = Array.from({ length: MEMBERS }, (_, n) => `bench-member-${String(n).padStart(5, '0')}`);
for (let start = 0; start < members.length; start += 160) {
  await docs.batch((ops) => {
    for (const uid of members.slice(start, start + 160)) {
      const n = Number(uid.slice(-5));
      ops.set(`users/${uid}`, newUserRecord({ email: `${uid}@example.com`, displayName: `Member ${n}`, method: 'email', now: new Date(NOW.getTime() - 86_400_000) }));
      ops.set(`checkIns/${uid}`, {
        enabled: true,
        frequency: 'daily',
        windowStart: '18:00',
        windowEnd: '21:00',
        quietStart: '22:00',
        quietEnd: '08:00',
        notifications: false,
        timeZone: 'UTC',
        nextCheckInAt: new Date(NOW.getTime() - (n % 900) * 1000),
        updatedAt: NOW,
      });
      if (n % 10 === 0) {
        ops.set(
          `users/${uid}/memoryState/current`,
          storedState({
            enabled: true,
            entries: [{ id: 'plan1', text: 'They have a job interview on Tuesday 10 March.', kind: 'plans', slot: 'plan:job-interview', pinned: false, updatedAt: new Date('2026-03-08T10:00:00Z') }],
          }),
        );
      }
    }
  });
}
const seedMs = Math.round(performance.now() - seedStarted);

docs.reset();
const started = performance.now();
const summary = await checkInPass(services);
const passMs = performance.now() - started;
const pass = { reads: docs.reads, writes: docs.writes, largestCommit: docs.largestCommit };

docs.reset();
const quietStarted = performance.now();
const quietSummary = await checkInPass(services);
const quiet = { ms: Math.round(performance.now() - quietStarted), reads: docs.reads, writes: docs.writes, due: quietSummary.due };

const perMember = (n: number) => Math.round((n / summary.due) * 100) / 100;
const result = {
  bench: 'check-ins',
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, ${cpus().length} cores, node ${process.version}`,
  emulator: found.source,
  members: MEMBERS,
  limits: config.checkIns,
  seedMs,
  pass: {
    due: summary.due,
    sent: summary.sent,
    skipped: summary.skipped,
    pages: summary.pages,
    wallMs: Math.round(passMs),
    msPer1000Members: Math.round((passMs / summary.due) * 1000),
    readsPerMember: perMember(pass.reads),
    writesPerMember: perMember(pass.writes),
    largestBatch: pass.largestCommit,
  },
  nothingDue: quiet,
  note: 'Reads count documents returned (a query that returns none counts one), as Firestore bills them; the model is the offline one (no network).',
};
writeFileSync(new URL('./results/check-ins.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
await docs.close();
await found.stop();
