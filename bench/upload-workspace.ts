/** A throwaway DocStore (SQLite, or Firestore on the emulator) and local BlobStore for the upload benchmarks. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Built by hand on purpose: the composition root's stores half loads the Firestore SDK, which would count in the SQLite run's peak memory.
import { SqliteDocStore } from '../functions/src/drivers/sqlite-doc-store';
import { LocalBlobStore } from '../functions/src/drivers/local-blob-store';
import type { DocStore } from '../functions/src/ports/doc-store';
import { PhotoStore } from '../functions/src/stores/photos';
import { createLogger } from '../functions/src/platform/logger';

export async function workspace(driver: DocStore['driver'] = 'sqlite') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-bench-upload-'));
  // Loaded only when asked for: the Firestore SDK would add to the SQLite run's peak memory.
  const docs =
    driver === 'sqlite'
      ? new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] })
      : (await import('./firestore-emulator')).benchFirestoreDocStore();
  const blobs = new LocalBlobStore({ root: path.join(dir, 'blobs'), signingKey: 'bench-signing-key-bench-signing-key', urlBase: '/api/blobs' });
  const deps = { photos: new PhotoStore(docs), blobs, logger: createLogger('silent'), now: () => new Date() };
  return { dir, docs, deps };
}
