/**
 * The document stores a store's own tests run on: SQLite in memory, with the composite indexes
 * production declares (firestore.indexes.json), so a query without its index fails there as it
 * would in production; and, when FIRESTORE_EMULATOR_HOST names an emulator, the Firestore driver
 * on a database of its own, so the same tests show the production driver behaves alike.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { DocStore } from '../../ports/doc-store';
import { loadCompositeIndexes } from '../composite-indexes';
import { FirestoreDocStore } from '../firestore-doc-store';
import { SqliteDocStore } from '../sqlite-doc-store';

export interface DocStoreUnderTest {
  name: 'sqlite' | 'firestore';
  open(): Promise<{ docs: DocStore; dispose(): Promise<void> }>;
}

const indexesFile = path.resolve(__dirname, '../../../../firestore.indexes.json');

const sqlite: DocStoreUnderTest = {
  name: 'sqlite',
  async open() {
    const docs = new SqliteDocStore({ file: ':memory:', indexes: loadCompositeIndexes(indexesFile) });
    return { docs, dispose: () => docs.close() };
  },
};

const firestore: DocStoreUnderTest = {
  name: 'firestore',
  async open() {
    const id = randomUUID().slice(0, 12);
    const app = initializeApp({ projectId: 'demo-bela-stores' }, `stores-${id}`);
    const docs = new FirestoreDocStore(getFirestore(app, `stores-${id}`));
    return {
      docs,
      dispose: async () => {
        await docs.close();
        await deleteApp(app);
      },
    };
  },
};

export const docStoresUnderTest = (): DocStoreUnderTest[] => (process.env['FIRESTORE_EMULATOR_HOST'] ? [sqlite, firestore] : [sqlite]);
