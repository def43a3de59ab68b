/**
 * DocStore on a SQLite file (docs/decisions/0002): the fallback for when the Firestore emulator
 * cannot run. The store is in store.ts; importers take it from here.
 */
export { SqliteDocStore, type SqliteDocStoreOptions } from './store';
