/**
 * The stack's own document store (the Firestore emulator that FIRESTORE_EMULATOR_HOST names, or the
 * SQLite file under BELA_DATA_DIR: scripts/stack-docs.mjs), for end-to-end tests that arrange state
 * a user cannot, such as an account created days ago or a waitlist entry.
 */
import type { DocStore } from '../../functions/src/ports/doc-store';
import { openStackDocs } from '../../scripts/stack-docs.mjs';

export function openLocalStore(): DocStore {
  const dataDir = process.env.BELA_DATA_DIR;
  if (!dataDir) throw new Error('BELA_DATA_DIR is not set: run the end-to-end tests with `npm run test:e2e`.');
  return openStackDocs(dataDir);
}

export async function withLocalStore<T>(fn: (store: DocStore) => Promise<T>): Promise<T> {
  const store = openLocalStore();
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}
