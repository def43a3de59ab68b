/**
 * Writes the seed documents (emulator-data/documents.json: the admin and demo members' profiles)
 * into the store, creating only the documents that are missing. Seeded users get `createdAt` = now,
 * so their trial is fresh.
 */
import { readFileSync } from 'node:fs';
import type { StoreServices } from '../store-services';

export async function seedDocuments({ docs, now }: Pick<StoreServices, 'docs' | 'now'>, file: string): Promise<number> {
  const seed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  let created = 0;
  for (const [docPath, data] of Object.entries(seed)) {
    if (await docs.get(docPath)) continue;
    await docs.create(docPath, { createdAt: now(), ...data });
    created += 1;
  }
  return created;
}
