/**
 * Firestore's limits on the bulk paths and under contention, through the real app: account deletion
 * and the retention sweep clear far more than one batch's 500 writes, and a transaction that keeps
 * losing contention answers 503 `unavailable` with Retry-After, never 500. On the Firestore emulator
 * when FIRESTORE_EMULATOR_HOST is set (the production driver), on SQLite otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDocStoreError } from '../../functions/src/drivers/firestore-errors';
import { runRetention } from '../../functions/src/features/retention/retention';
import { MAX_BATCH_WRITES, type DocData, type DocStore, type Transaction } from '../../functions/src/ports/doc-store';
import { errorCatalogue } from '@bela/contracts/errors';
import type { PhotoRecord } from '../../functions/src/stores/photos';
import { lookup } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';

const DAY = 86_400_000;
const onFirestore = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
if (!onFirestore) console.warn('!! SKIPPED: the real-contention case of firestore-limits.test.ts (FIRESTORE_EMULATOR_HOST is unset: the file runs on SQLite)');
/** The Firestore Node SDK's default `maxAttempts` of runTransaction. */
const SDK_ATTEMPTS = 5;

/** Writes the documents in batches of at most MAX_BATCH_WRITES, as a bulk import must. */
async function seed(docs: DocStore, documents: [path: string, data: DocData][]) {
  for (let from = 0; from < documents.length; from += MAX_BATCH_WRITES) {
    await docs.batch((ops) => documents.slice(from, from + MAX_BATCH_WRITES).forEach(([path, data]) => ops.create(path, data)));
  }
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** An analytics event as stored, with the fields account deletion and retention query by (`userId`, `expireAt`). */
const event = (userId: string | null, expireAt: Date) => ({
  timestamp: new Date(expireAt.getTime() - 400 * DAY),
  userId,
  environment: 'test',
  isTest: false,
  inLive: true,
  inTest: true,
  page: '/',
  expireAt,
});

describe('account deletion of a member with more documents than one batch holds', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('deletes 1,200 messages over three conversations and 850 events, and leaves nothing of the member', async () => {
    const ada = await member(api);
    const other = await member(api);
    const uid = ada.uid;
    const later = new Date(Date.now() + 30 * DAY);
    const conversations = { c0: 700, c1: 400, c2: 100 };
    const documents: [string, DocData][] = [];
    for (const [id, count] of Object.entries(conversations)) {
      const at = new Date();
      documents.push([`users/${uid}/conversations/${id}`, { title: id, createdAt: at, updatedAt: at, preview: '', messageCount: count }]);
      for (let i = 0; i < count; i += 1) {
        documents.push([`users/${uid}/conversations/${id}/messages/m${i}`, { role: i % 2 ? 'assistant' : 'user', content: `message ${i}`, createdAt: new Date(at.getTime() + i) }]);
      }
    }
    documents.push(...times(600, (i): [string, DocData] => [`visits/ada-${i}`, event(uid, later)]));
    documents.push(...times(150, (i): [string, DocData] => [`actions/ada-${i}`, { ...event(uid, later), actionType: 'join_click' }]));
    documents.push(...times(100, (i): [string, DocData] => [`logins/ada-${i}`, { ...event(uid, later), loginMethod: 'email', success: true }]));
    documents.push(...times(3, (i): [string, DocData] => [`contactMessages/ada-${i}`, { name: 'Ada', email: ada.email, subject: 'Hi', message: 'Hello', createdAt: new Date() }]));
    // Another member's activity, which must stay.
    documents.push(...times(5, (i): [string, DocData] => [`visits/other-${i}`, event(other.uid, later)]));
    await seed(api.services.docs, documents);

    const r = await api.post('/account/delete', { confirm: 'DELETE' }, { token: ada.idToken });
    expect(r.status).toBe(200);

    const { docs } = api.services;
    const byAda = [{ field: 'userId', op: '==' as const, value: uid }];
    expect(await docs.get(`users/${uid}`)).toBeNull();
    expect(await docs.count({ collection: `users/${uid}/conversations` })).toBe(0);
    for (const id of Object.keys(conversations)) expect(await docs.count({ collection: `users/${uid}/conversations/${id}/messages` })).toBe(0);
    for (const kind of ['visits', 'actions', 'logins']) expect(await docs.count({ collection: kind, where: byAda })).toBe(0);
    expect(await docs.count({ collection: 'contactMessages', where: [{ field: 'email', op: '==', value: ada.email }] })).toBe(0);
    expect(await lookup(uid)).toBeUndefined();
    expect(await docs.count({ collection: 'visits', where: [{ field: 'userId', op: '==', value: other.uid }] })).toBe(5);
    expect(await docs.get(`users/${other.uid}`)).not.toBeNull();
  }, 180_000);
});

describe('the retention sweep over more expired documents than one batch holds', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('purges 1,050 expired events, 520 rate-limit windows and 510 webhook ids, and keeps the rest', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - DAY);
    const later = new Date(now.getTime() + DAY);
    await seed(api.services.docs, [
      ...times(700, (i): [string, DocData] => [`visits/old-${i}`, event(null, past)]),
      ...times(200, (i): [string, DocData] => [`actions/old-${i}`, { ...event(null, past), actionType: 'join_click' }]),
      ...times(150, (i): [string, DocData] => [`logins/old-${i}`, { ...event(null, past), loginMethod: 'email', success: false }]),
      ...times(20, (i): [string, DocData] => [`visits/new-${i}`, event(null, later)]),
      ...times(520, (i): [string, DocData] => [`rateLimits/old-${i}`, { count: 1, expireAt: past, scope: 'tracking' }]),
      ...times(4, (i): [string, DocData] => [`rateLimits/new-${i}`, { count: 1, expireAt: later, scope: 'tracking' }]),
      ...times(510, (i): [string, DocData] => [`stripeEvents/evt_old_${i}`, { type: 'invoice.paid', handledAt: past, expireAt: past }]),
      ...times(3, (i): [string, DocData] => [`stripeEvents/evt_new_${i}`, { type: 'invoice.paid', handledAt: now, expireAt: later }]),
    ]);

    // What the daily `retention` function and `npm run admin -- retention` run.
    const swept = await runRetention({ ...api.services, now: () => now });
    expect(swept).toEqual({ events: 1_050, typedWithoutAccount: 0, mail: 0, rateLimits: 520, stripeEvents: 510 });

    const { docs } = api.services;
    expect(await docs.count({ collection: 'visits' })).toBe(20);
    expect(await docs.count({ collection: 'actions' })).toBe(0);
    expect(await docs.count({ collection: 'logins' })).toBe(0);
    expect(await docs.count({ collection: 'rateLimits' })).toBe(4);
    expect(await docs.count({ collection: 'stripeEvents' })).toBe(3);
  }, 180_000);
});

describe('a transaction that keeps losing contention', () => {
  const photo = (id: string): PhotoRecord => {
    const variant = { path: `photos/${id}/x.webp`, width: 1, height: 1, bytes: 1, contentType: 'image/webp' };
    return { originalName: `${id}.jpg`, createdAt: new Date(), uploadedBy: 'admin', original: variant, thumbnail: variant, blurred: variant };
  };
  let api: ApiHarness;
  beforeAll(async () => {
    // Its 503s are what these tests look for.
    api = await startApi({ serverErrorsExpected: true });
  });
  afterAll(() => api.close());

  async function admin() {
    const account = await member(api);
    await api.services.docs.update(`users/${account.uid}`, { role: 'admin' });
    return account;
  }

  function expectBusy(r: Awaited<ReturnType<ApiHarness['post']>>) {
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.json).toEqual({ success: false, error: { code: 'unavailable', message: errorCatalogue.unavailable.message } });
  }

  it('answers 503 unavailable with Retry-After when the SDK gives up, changes nothing, and the retry succeeds', async () => {
    // The app's store, except that every transaction loses its commits as it would under contention:
    // each of the SDK's five attempts runs (its reads see the store, its writes are dropped), then
    // the driver's error for the SDK's gRPC ABORTED is thrown.
    let attempts = 0;
    const lostCommit = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const dropped = () => undefined;
    const losing = new Proxy(api.services.docs, {
      get(target, key) {
        if (key === 'close') return async () => {}; // the store belongs to `api`
        if (key !== 'transaction') {
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (run: (tx: Transaction) => Promise<unknown>) => {
          for (let attempt = 0; attempt < SDK_ATTEMPTS; attempt += 1) {
            attempts += 1;
            await run({ get: <T extends DocData = DocData>(path: string) => target.get<T>(path), getMany: <T extends DocData = DocData>(paths: string[]) => target.getMany<T>(paths), create: dropped, set: dropped, update: dropped, delete: dropped });
          }
          throw toDocStoreError(lostCommit);
        };
      },
    });
    const contended = await startApi({ services: { docs: losing }, serverErrorsExpected: true });
    try {
      const boss = await admin();
      await api.services.photos.add('p-contended', photo('p-contended'));

      expectBusy(await contended.post('/images/delete', { photoId: 'p-contended' }, { token: boss.idToken }));
      expect(attempts).toBe(SDK_ATTEMPTS);
      expect(await api.services.photos.get('p-contended')).not.toBeNull();
      expect((await api.services.photos.page(0, 10)).photos.map((p) => p.id)).toEqual(['p-contended']);

      expect((await api.post('/images/delete', { photoId: 'p-contended' }, { token: boss.idToken })).status).toBe(200);
      expect(await api.services.photos.get('p-contended')).toBeNull();
    } finally {
      await contended.close();
    }
  });

  it.skipIf(!onFirestore)('answers 503 under real contention on the emulator: the gallery index locked by another transaction', async () => {
    const boss = await admin();
    await api.services.photos.add('p-locked', photo('p-locked'));
    // Another transaction reads the gallery's index (taking its lock) and holds it open.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = api.services.docs.transaction(async (tx) => {
      const meta = await tx.get('galleryIndex/meta');
      holding();
      await released;
      tx.set('galleryIndex/meta', meta!.data);
    });
    await held;

    const r = await api.post('/images/delete', { photoId: 'p-locked' }, { token: boss.idToken });
    release();
    await holder;
    expectBusy(r);
    expect(await api.services.photos.get('p-locked')).not.toBeNull();
    expect((await api.post('/images/delete', { photoId: 'p-locked' }, { token: boss.idToken })).status).toBe(200);
  }, 120_000);
});
