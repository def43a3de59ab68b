/**
 * firestore.rules on the Firestore emulator: the browser reaches data only through the `api`
 * function, so every direct read and write of every collection is refused, signed in or not, for
 * the owner of the data and for an admin alike.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectionName, STORE_COLLECTIONS } from './store-collections';

const emulator = process.env['FIRESTORE_EMULATOR_HOST'];
if (!emulator) {
  if (process.env['CI'] === 'true') {
    describe('Firestore rules', () => {
      it('run in CI', () => {
        throw new Error('FIRESTORE_EMULATOR_HOST is unset: CI must run the Firestore rules tests against the Firestore emulator');
      });
    });
  } else {
    console.warn('SKIPPED: Firestore rules tests need the Firestore emulator (set FIRESTORE_EMULATOR_HOST=host:port)');
  }
}

// The SDK logs every refused write as an error; here refusals are the expected outcome.
setLogLevel('silent');

const OWNER = 'member-uid';
const OWNER_EMAIL = 'member@example.com';

/** The store's collections, and one no store uses: the catch-all must refuse it too. */
const targets = [...STORE_COLLECTIONS, { path: 'notWrittenByAnyStore', sampleId: 'sample' }].map(({ path, sampleId }) => {
  const collection = path.replaceAll('{uid}', OWNER);
  return { collection, document: `${collection}/${sampleId.replaceAll('{uid}', OWNER)}` };
});
type Target = (typeof targets)[number];

// The fields a rule keyed on ownership would look at (events' userId, contact messages' email).
const seedData = { userId: OWNER, email: OWNER_EMAIL, createdAt: new Date('2025-06-01T12:00:00Z') };

type Db = ReturnType<RulesTestContext['firestore']>;

/**
 * Every way a client could touch a collection, in an order that also runs under open rules. Reads
 * resolve to how many documents they found, for the positive control below.
 */
const operations: Record<string, (db: Db, target: Target) => Promise<number | void>> = {
  get: async (db, { document }) => ((await db.doc(document).get()).exists ? 1 : 0),
  list: async (db, { collection }) => (await db.collection(collection).limit(10).get()).size,
  'list owned': async (db, { collection }) => (await db.collection(collection).where('userId', '==', OWNER).limit(10).get()).size,
  'collection group': async (db, { collection }) => (await db.collectionGroup(collectionName(collection)).limit(10).get()).size,
  create: (db, { collection }) => db.collection(collection).doc('created-by-a-client').set({ ...seedData, client: true }),
  set: (db, { document }) => db.doc(document).set({ ...seedData, client: true }),
  update: (db, { document }) => db.doc(document).update({ client: true }),
  delete: (db, { document }) => db.doc(document).delete(),
};

const seed = (env: RulesTestEnvironment) =>
  env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(targets.map(({ document }) => db.doc(document).set(seedData)));
  });

// FIRESTORE_EMULATOR_HOST is host:port.
const cut = emulator?.lastIndexOf(':') ?? -1;
const host = emulator?.slice(0, cut) ?? '';
const port = Number(emulator?.slice(cut + 1));

const environment = (projectId: string, rules: string) => initializeTestEnvironment({ projectId, firestore: { rules, host, port } });

const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}
`;

describe.skipIf(!emulator)('firestore.rules', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await environment('demo-bela-rules', readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
    await env.clearFirestore();
    await seed(env);
  });
  afterAll(() => env?.cleanup());

  it('is tried on existing documents, so a refusal is the rules', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const found = await Promise.all(targets.map(({ document }) => context.firestore().doc(document).get()));
      expect(found.filter((doc) => !doc.exists).map((doc) => doc.ref.path)).toEqual([]);
    });
  });

  const callers: [string, () => RulesTestContext][] = [
    ['a signed-out visitor', () => env.unauthenticatedContext()],
    ['the member who owns the data', () => env.authenticatedContext(OWNER, { email: OWNER_EMAIL, email_verified: true })],
    [
      'another verified member',
      () =>
        env.authenticatedContext('other-member-uid', {
          email: 'other@example.com',
          email_verified: true,
          firebase: { sign_in_provider: 'google.com' },
        }),
    ],
    // Admin as a custom claim, in both spellings a rule might test.
    ['an admin', () => env.authenticatedContext('admin-uid', { email: 'admin@example.com', email_verified: true, role: 'admin', admin: true })],
  ];

  describe.each(callers)('refuse %s', (_caller, context) => {
    it.each(targets.map((target) => [target.collection, target] as const))('every operation on %s', async (_path, target) => {
      const db = context().firestore();
      const allowed: string[] = [];
      for (const [name, operation] of Object.entries(operations)) {
        // assertFails passes on PERMISSION_DENIED only: any other error is a broken test, not a refusal.
        await assertFails(operation(db, target)).catch((error: Error) => allowed.push(`${name}: ${error.message}`));
      }
      expect(allowed).toEqual([]);
    });
  });
});

// A positive control: the same operations under rules that allow everything must all succeed, so
// the refusals above come from firestore.rules and not from a request the emulator cannot serve.
describe.skipIf(!emulator)('the same operations under open rules', () => {
  let open: RulesTestEnvironment;
  beforeAll(async () => {
    open = await environment('demo-bela-rules-open', OPEN_RULES);
  });
  beforeEach(async () => {
    await open.clearFirestore();
    await seed(open);
  });
  afterAll(() => open?.cleanup());

  it.each(targets.map((target) => [target.collection, target] as const))('succeed on %s', async (_path, target) => {
    const db = open.unauthenticatedContext().firestore();
    for (const [name, operation] of Object.entries(operations)) {
      const found = await assertSucceeds(operation(db, target)).catch((error: { code?: string; message?: string }) => {
        throw new Error(`${name} failed under open rules: ${error.code} ${error.message}`);
      });
      if (typeof found === 'number') expect(found, `${name} finds the seeded document`).toBeGreaterThan(0);
    }
  });
});
