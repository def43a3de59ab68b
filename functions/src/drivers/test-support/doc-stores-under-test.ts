/**
 * The document stores a store's own tests run on: SQLite in memory, with the composite indexes
 * production declares (firestore.indexes.json), so a query without its index fails there as it
 * would in production; and, when FIRESTORE_EMULATOR_HOST names an emulator, the Firestore driver
 * on a database of its own, so the same tests show the production driver behaves alike.
 */
import path from 'node:path';
import type { DocStore } from '../../ports/doc-store';
import { loadCompositeIndexes } from '../composite-indexes';
import { SqliteDocStore } from '../sqlite-doc-store';
import { emulatorDatabaseDocStore } from './emulator-database';

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
    const docs = emulatorDatabaseDocStore('stores');
    return { docs, dispose: () => docs.close() };
  },
};

export const docStoresUnderTest = (): DocStoreUnderTest[] => (process.env['FIRESTORE_EMULATOR_HOST'] ? [sqlite, firestore] : [sqlite]);
