/** A throwaway local DocStore and BlobStore for the upload benchmarks. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteDocStore } from '../functions/src/drivers/sqlite-doc-store';
import { LocalBlobStore } from '../functions/src/drivers/local-blob-store';
import { PhotoStore } from '../functions/src/stores/photos';
import { createLogger } from '../functions/src/platform/logger';

export function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-bench-upload-'));
  const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
  const blobs = new LocalBlobStore({ root: path.join(dir, 'blobs'), signingKey: 'bench-signing-key-bench-signing-key', urlBase: '/api/blobs' });
  const deps = { photos: new PhotoStore(docs), blobs, logger: createLogger('silent'), now: () => new Date() };
  return { dir, docs, deps };
}

