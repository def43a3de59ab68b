/**
 * The stack's own document store (SQLite under BELA_DATA_DIR, which scripts/stack.mjs passes to
 * the command it runs), for end-to-end tests that arrange state a user cannot, such as an
 * account created days ago or a waitlist entry.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqliteDocStore } from '../../functions/src/drivers/sqlite-doc-store';

// The compiled driver, which the stack has just built: the test runner's ES module loader cannot
// pick named exports out of the functions' CommonJS sources.
const require = createRequire(import.meta.url);
const { SqliteDocStore: Store } = require('../../functions/lib/drivers/sqlite-doc-store.js') as typeof import('../../functions/src/drivers/sqlite-doc-store');
const { loadCompositeIndexes } = require('../../functions/lib/drivers/composite-indexes.js') as typeof import('../../functions/src/drivers/composite-indexes');

export function openLocalStore(): SqliteDocStore {
  const dataDir = process.env.BELA_DATA_DIR;
  if (!dataDir) throw new Error('BELA_DATA_DIR is not set: run the end-to-end tests with `npm run test:e2e`.');
  const indexes = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
  return new Store({ file: path.join(dataDir, 'docs.sqlite'), indexes: loadCompositeIndexes(indexes) });
}

export async function withLocalStore<T>(fn: (store: SqliteDocStore) => Promise<T>): Promise<T> {
  const store = openLocalStore();
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}
