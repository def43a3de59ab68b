// Writes the seed documents of emulator-data/documents.json into the local SQLite store, creating
// only the documents that are missing. Seeded users get `createdAt` = now, so their trial is fresh.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

export async function seedDocuments(dataDir) {
  const require = createRequire(import.meta.url);
  const { SqliteDocStore } = require(path.join(root, 'functions/lib/drivers/sqlite-doc-store.js'));
  const { loadCompositeIndexes } = require(path.join(root, 'functions/lib/drivers/composite-indexes.js'));
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dataDir, { recursive: true });
  const store = new SqliteDocStore({
    file: path.join(dataDir, 'docs.sqlite'),
    indexes: loadCompositeIndexes(path.join(root, 'firestore.indexes.json')),
  });
  const seed = JSON.parse(readFileSync(path.join(root, 'emulator-data/documents.json'), 'utf8'));
  let created = 0;
  for (const [docPath, data] of Object.entries(seed)) {
    if (await store.get(docPath)) continue;
    await store.create(docPath, { createdAt: new Date(), ...data });
    created += 1;
  }
  await store.close();
  return created;
}
