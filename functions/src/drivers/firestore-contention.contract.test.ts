/**
 * Real contention on the Firestore emulator. A transaction that keeps losing a document's lock is
 * retried by the SDK (five attempts), then fails with gRPC ABORTED, which the driver raises as
 * DocStoreError 'aborted' (the API answers 503 with Retry-After, http/error-response.ts); a losing
 * transaction writes nothing, and no update is lost among many that contend.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocStoreError } from '../ports/doc-store';
import { FirestoreDocStore } from './firestore-doc-store';
import { OPTIMISTIC_ATTEMPTS } from './firestore-optimistic-transaction';

/** The Firestore Node SDK's default `maxAttempts` of runTransaction. */
const SDK_ATTEMPTS = 5;

const onEmulator = Boolean(process.env['FIRESTORE_EMULATOR_HOST']);
if (!onEmulator) {
  console.warn('!! SKIPPED: Firestore contention (FIRESTORE_EMULATOR_HOST is unset): ABORTED after the SDK\'s retries is not shown to map to "aborted"');
}

/** How a call ended: 'ok', a DocStoreError's code, or the unexpected error itself. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok' as const,
    (error: unknown) => (error instanceof DocStoreError ? error.code : error),
  );

describe.skipIf(!onEmulator)('FirestoreDocStore under contention (emulator)', () => {
  const runId = randomUUID().slice(0, 8);
  let app: App;
  let db: Firestore;
  let store: FirestoreDocStore;
  beforeAll(() => {
    app = initializeApp({ projectId: 'demo-bela-contention' }, `contention-${runId}`);
    db = getFirestore(app, `contention-${runId}`);
    store = new FirestoreDocStore(db);
  });
  afterAll(async () => {
    await store.close();
    await deleteApp(app);
  });

  it(`ends a transaction that keeps losing a document's lock as "aborted" after ${SDK_ATTEMPTS} attempts, writing nothing`, async () => {
    const path = `held/${randomUUID()}`;
    await store.set(path, { n: 0, by: 'seed' });

    // The holder reads the document (taking its lock) and keeps its transaction open until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = outcome(
      store.transaction(async (tx) => {
        await tx.get(path);
        holding();
        await released;
        tx.set(path, { n: 1, by: 'holder' });
      }),
    );
    await held;

    let attempts = 0;
    const loser = await outcome(
      store.transaction(async (tx) => {
        attempts += 1;
        const n = (await tx.get<{ n: number }>(path))!.data.n;
        tx.set(path, { n: n + 100, by: 'loser' });
      }),
    );
    release();

    expect(loser).toBe('aborted');
    expect(attempts).toBe(SDK_ATTEMPTS);
    expect(await holder).toBe('ok');
    expect((await store.get(path))?.data).toEqual({ n: 1, by: 'holder' });
  }, 120_000);

  it('lets many read-modify-write transactions on one document each commit or end as "aborted", losing no update', async () => {
    const path = `hot/${randomUUID()}`;
    await store.set(path, { n: 0 });
    const contenders = 40;
    const outcomes = await Promise.all(
      Array.from({ length: contenders }, () =>
        outcome(
          store.transaction(async (tx) => {
            const n = (await tx.get<{ n: number }>(path))!.data.n;
            tx.set(path, { n: n + 1 });
          }),
        ),
      ),
    );
    const committed = outcomes.filter((o) => o === 'ok').length;
    const aborted = outcomes.filter((o) => o === 'aborted').length;
    console.info(`${contenders} transactions on one document: ${committed} committed, ${aborted} aborted after the SDK's retries`);
    // Nothing else: no raw gRPC error, no other code.
    expect(committed + aborted).toBe(contenders);
    // Every commit counted once: a lost update would leave n below the commits.
    expect((await store.get<{ n: number }>(path))?.data.n).toBe(committed);
  }, 120_000);

  describe('an optimistic transaction (the turn admission\'s, decision 0033)', () => {
    it('reads with the other reads of the same tick, in one request', async () => {
      const c = `tick-${randomUUID()}`;
      await store.batch((ops) => ['a', 'b', 'c'].forEach((id, n) => ops.set(`${c}/${id}`, { n })));
      const getAll = vi.spyOn(db, 'getAll');
      try {
        const [a, inTransaction] = await Promise.all([
          store.get<{ n: number }>(`${c}/a`),
          store.transaction(async (tx) => (await tx.getMany<{ n: number }>([`${c}/b`, `${c}/c`])).map((doc) => doc?.data.n), { optimistic: true }),
        ]);
        expect([a?.data.n, inTransaction]).toEqual([0, [1, 2]]);
        expect(getAll.mock.calls.map((refs) => refs.map((ref) => (ref as { id?: string }).id))).toEqual([['a', 'b', 'c']]);
      } finally {
        getAll.mockRestore();
      }
    });

    it('runs again from its reads when another writer changed what it read before its commit', async () => {
      const c = `overtaken-${randomUUID()}`;
      await store.set(`${c}/counter`, { n: 1 });
      const seen: (number | null)[] = [];
      await store.transaction(
        async (tx) => {
          const [counter, claim] = await tx.getMany<{ n: number }>([`${c}/counter`, `${c}/claim`]);
          seen.push(counter!.data.n);
          // Another writer, between this attempt's reads and its commit: the first time only.
          if (seen.length === 1) await Promise.all([store.set(`${c}/counter`, { n: 10 }), store.create(`${c}/claim`, { by: 'other' })]);
          tx.set(`${c}/counter`, { n: counter!.data.n + 1 });
          if (!claim) tx.create(`${c}/claim`, { by: 'this' });
        },
        { optimistic: true },
      );
      expect(seen).toEqual([1, 10]);
      expect((await store.getMany([`${c}/counter`, `${c}/claim`])).map((doc) => doc?.data)).toEqual([{ n: 11 }, { by: 'other' }]);
    });

    it(`gives up as "aborted" after ${OPTIMISTIC_ATTEMPTS} attempts that were each overtaken, writing nothing, and does not retry other failures`, async () => {
      const c = `losing-${randomUUID()}`;
      await store.set(`${c}/doc`, { n: 0 });
      let attempts = 0;
      const lost = await outcome(
        store.transaction(
          async (tx) => {
            attempts += 1;
            const doc = await tx.get<{ n: number }>(`${c}/doc`);
            await store.set(`${c}/doc`, { n: -attempts });
            tx.set(`${c}/doc`, { n: doc!.data.n + 100 });
          },
          { optimistic: true },
        ),
      );
      expect([lost, attempts]).toEqual(['aborted', OPTIMISTIC_ATTEMPTS]);
      expect((await store.get(`${c}/doc`))?.data).toEqual({ n: -OPTIMISTIC_ATTEMPTS });

      let runs = 0;
      const missing = await outcome(
        store.transaction(
          async (tx) => {
            runs += 1;
            await tx.get(`${c}/doc`);
            tx.update(`${c}/never-written`, { n: 1 });
          },
          { optimistic: true },
        ),
      );
      expect([missing, runs]).toEqual(['not-found', 1]);
    });
  });
});
