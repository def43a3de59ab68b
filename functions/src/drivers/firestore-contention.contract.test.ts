/**
 * Real contention on the Firestore emulator. A transaction that keeps losing a document's lock is
 * retried by the SDK (five attempts), then fails with gRPC ABORTED, which the driver raises as
 * DocStoreError 'aborted' (the API answers 503 with Retry-After, http/error-response.ts); a losing
 * transaction writes nothing, and no update is lost among many that contend.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocStoreError } from '../ports/doc-store';
import { FirestoreDocStore } from './firestore-doc-store';

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
  let store: FirestoreDocStore;
  beforeAll(() => {
    app = initializeApp({ projectId: 'demo-bela-contention' }, `contention-${runId}`);
    store = new FirestoreDocStore(getFirestore(app, `contention-${runId}`));
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
});
