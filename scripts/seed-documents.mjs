// Writes the seed documents of emulator-data/documents.json into the stack's document store,
// creating only the documents that are missing. Seeded users get `createdAt` = now, so their trial
// is fresh.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

export async function seedDocuments(store) {
  const seed = JSON.parse(readFileSync(path.join(root, 'emulator-data/documents.json'), 'utf8'));
  let created = 0;
  for (const [docPath, data] of Object.entries(seed)) {
    if (await store.get(docPath)) continue;
    await store.create(docPath, { createdAt: new Date(), ...data });
    created += 1;
  }
  return created;
}
