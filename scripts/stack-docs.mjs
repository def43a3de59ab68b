// The stack's document store, for the scripts that seed or sweep it and for the end-to-end tests
// that arrange what a user cannot: the Firestore emulator that FIRESTORE_EMULATOR_HOST names (the
// production driver, as the functions use it), or else the SQLite file under the data folder.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root, PROJECT_ID } from './lib.mjs';

const require = createRequire(path.join(root, 'functions', 'package.json'));
const lib = (file) => require(path.join(root, 'functions/lib', file));

export function openStackDocs(dataDir) {
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    // A client of its own each time: closing the store terminates it.
    const { Firestore } = require('firebase-admin/firestore');
    const { FirestoreDocStore } = lib('drivers/firestore-doc-store.js');
    return new FirestoreDocStore(new Firestore({ projectId: PROJECT_ID }));
  }
  const { SqliteDocStore } = lib('drivers/sqlite-doc-store/index.js');
  const { loadCompositeIndexes } = lib('drivers/composite-indexes.js');
  mkdirSync(dataDir, { recursive: true });
  return new SqliteDocStore({
    file: path.join(dataDir, 'docs.sqlite'),
    indexes: loadCompositeIndexes(path.join(root, 'firestore.indexes.json')),
  });
}
