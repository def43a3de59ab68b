import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudStorageBlobStore } from '../drivers/cloud-storage-blob-store';
import { LocalBlobStore, signBlobPath } from '../drivers/local-blob-store';
import { localBlobRouter } from '../drivers/local-blob-router';
import type { BlobStore } from './blob-store';

interface Harness<S extends BlobStore = BlobStore> {
  store: S;
  close(): Promise<void>;
}

const LOCAL_SIGNING_KEY = 'contract-test-signing-key-0123456789abcdef';

/** A LocalBlobStore in a temp folder, its signed URLs served by the router on an in-process server. */
async function makeLocalStore(): Promise<Harness<LocalBlobStore> & { root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'bela-blob-contract-'));
  const app = express();
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const urlBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blobs`;
  const store = new LocalBlobStore({ root: path.join(root, 'blobs'), signingKey: LOCAL_SIGNING_KEY, urlBase });
  app.use('/blobs', localBlobRouter(store));
  return {
    store,
    root,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function makeCloudStorageStore(): Promise<Harness> {
  const app = initializeApp(
    { projectId: 'demo-bela-contract', storageBucket: 'demo-bela-contract.appspot.com' },
    `blob-contract-${randomUUID()}`,
  );
  return { store: new CloudStorageBlobStore(getStorage(app).bucket()), close: () => deleteApp(app) };
}

function describeBlobStoreContract(name: string, makeStore: () => Promise<Harness>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let harness: Harness;
    let store: BlobStore;
    // Every path lives under a prefix unique to this run, so a shared bucket or emulator stays clean.
    const run = `contract-${randomUUID()}/`;

    beforeAll(async () => {
      harness = await makeStore();
      store = harness.store;
    });

    afterAll(async () => {
      if (!harness) return;
      await store.deletePrefix(run);
      await harness.close();
    });

    it('round-trips bytes, content type and size', async () => {
      const data = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await store.put(`${run}roundtrip/all-bytes.bin`, data, 'image/png');
      const blob = await store.get(`${run}roundtrip/all-bytes.bin`);
      expect(blob).not.toBeNull();
      expect(blob?.data.equals(data)).toBe(true);
      expect(blob?.meta).toEqual({ path: `${run}roundtrip/all-bytes.bin`, contentType: 'image/png', size: 256 });
    });

    it('round-trips an empty blob', async () => {
      await store.put(`${run}roundtrip/empty.txt`, Buffer.alloc(0), 'text/plain');
      const blob = await store.get(`${run}roundtrip/empty.txt`);
      expect(blob?.data.length).toBe(0);
      expect(blob?.meta.size).toBe(0);
    });

    it('returns null for a missing blob', async () => {
      expect(await store.get(`${run}missing/nothing.bin`)).toBeNull();
    });

    it('reports whether a blob exists', async () => {
      await store.put(`${run}exists/here.txt`, Buffer.from('x'), 'text/plain');
      expect(await store.exists(`${run}exists/here.txt`)).toBe(true);
      expect(await store.exists(`${run}exists/not-here.txt`)).toBe(false);
    });

    it('overwrites bytes and content type', async () => {
      await store.put(`${run}overwrite/a`, Buffer.from('first version'), 'text/plain');
      await store.put(`${run}overwrite/a`, Buffer.from('{"v":2}'), 'application/json');
      const blob = await store.get(`${run}overwrite/a`);
      expect(blob?.data.toString()).toBe('{"v":2}');
      expect(blob?.meta).toEqual({ path: `${run}overwrite/a`, contentType: 'application/json', size: 7 });
    });

    it('deletes a blob, and deleting a missing one is not an error', async () => {
      await store.put(`${run}delete/a.txt`, Buffer.from('a'), 'text/plain');
      await store.delete(`${run}delete/a.txt`);
      expect(await store.exists(`${run}delete/a.txt`)).toBe(false);
      expect(await store.get(`${run}delete/a.txt`)).toBeNull();
      await expect(store.delete(`${run}delete/a.txt`)).resolves.toBeUndefined();
      await expect(store.delete(`${run}delete/never/was.txt`)).resolves.toBeUndefined();
    });

    it('lists only the given prefix, sorted', async () => {
      const base = `${run}list/`;
      for (const name of ['b.txt', 'a/2.txt', 'a/1.txt', 'photo-2.jpg', 'photo-1.jpg', 'c.txt']) {
        await store.put(`${base}user1/${name}`, Buffer.from(name), 'text/plain');
      }
      await store.put(`${base}user10/other.txt`, Buffer.from('other'), 'text/plain');
      await store.put(`${base}user2/other.txt`, Buffer.from('other'), 'text/plain');

      expect(await store.list(`${base}user1/`)).toEqual(
        ['a/1.txt', 'a/2.txt', 'b.txt', 'c.txt', 'photo-1.jpg', 'photo-2.jpg'].map((name) => `${base}user1/${name}`),
      );
      // A prefix is a string prefix, as in Cloud Storage, not a folder.
      expect(await store.list(`${base}user1/photo`)).toEqual([`${base}user1/photo-1.jpg`, `${base}user1/photo-2.jpg`]);
      expect(await store.list(`${base}user1`)).toHaveLength(7);
      expect(await store.list(`${base}nobody/`)).toEqual([]);
    });

    it('deletes by prefix, returns the count and leaves other prefixes alone', async () => {
      const base = `${run}delete-prefix/`;
      for (const name of ['u1/a', 'u1/b', 'u1/nested/c', 'u10/a', 'u2/a']) {
        await store.put(`${base}${name}`, Buffer.from(name), 'text/plain');
      }
      expect(await store.deletePrefix(`${base}u1/`)).toBe(3);
      expect(await store.list(`${base}`)).toEqual([`${base}u10/a`, `${base}u2/a`]);
      expect(await store.deletePrefix(`${base}u1/`)).toBe(0);
      await expect(store.deletePrefix('')).rejects.toThrow(/prefix/);
    });

    it('finishes deleting a prefix when some of its blobs are deleted meanwhile, counting only its own', async () => {
      const base = `${run}race/`;
      const names = Array.from({ length: 12 }, (_, i) => `${base}f${String(i).padStart(2, '0')}`);
      for (const name of names) await store.put(name, Buffer.from(name), 'text/plain');
      const [swept] = await Promise.all([store.deletePrefix(base), ...names.filter((_, i) => i % 3 === 0).map((name) => store.delete(name))]);
      expect(swept).toBeGreaterThanOrEqual(8);
      expect(swept).toBeLessThanOrEqual(12);
      expect(await store.list(base)).toEqual([]);
    });

    it('mints a signed URL that serves the bytes', async () => {
      const data = Buffer.from('signed hello \u{1f600}');
      await store.put(`${run}signed/hello world.txt`, data, 'text/plain; charset=utf-8');
      const url = await store.signedUrl(`${run}signed/hello world.txt`, 300);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
    });

    it('refuses a signed URL lifetime beyond seven days or not positive', async () => {
      await store.put(`${run}signed/short.txt`, Buffer.from('x'), 'text/plain');
      await expect(store.signedUrl(`${run}signed/short.txt`, 8 * 24 * 3600)).rejects.toThrow(RangeError);
      await expect(store.signedUrl(`${run}signed/short.txt`, 0)).rejects.toThrow(RangeError);
    });
  });
}

describeBlobStoreContract('local folder', makeLocalStore);

// The Storage emulator needs a rules runtime firebase-tools downloads, which these machines cannot.
if (!process.env['FIREBASE_STORAGE_EMULATOR_HOST']) {
  console.warn('!! SKIPPED: the Cloud Storage contract cases (no Storage emulator: FIREBASE_STORAGE_EMULATOR_HOST is unset)');
}

describe.skipIf(!process.env['FIREBASE_STORAGE_EMULATOR_HOST'])('Cloud Storage (emulator)', () => {
  describeBlobStoreContract('Cloud Storage', makeCloudStorageStore);
});

describe('LocalBlobStore specifics', () => {
  let harness: Awaited<ReturnType<typeof makeLocalStore>>;
  let store: LocalBlobStore;

  beforeAll(async () => {
    harness = await makeLocalStore();
    store = harness.store;
  });

  afterAll(() => harness?.close());

  it('refuses a tampered signature', async () => {
    await store.put('private/a.txt', Buffer.from('a'), 'text/plain');
    const url = new URL(await store.signedUrl('private/a.txt', 300));
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set('signature', [...signature].reverse().join(''));
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'invalid-signature' } });
  });

  it('refuses an expired URL', async () => {
    await store.put('private/b.txt', Buffer.from('b'), 'text/plain');
    const url = new URL(await store.signedUrl('private/b.txt', 300));
    const expires = Math.floor(Date.now() / 1000) - 5;
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', signBlobPath('private/b.txt', expires, LOCAL_SIGNING_KEY));
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'expired' } });
  });

  it('refuses paths that could escape the root', async () => {
    const bad = ['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a\\..\\b', 'a//b', 'a/', '', './a', 'a\0b'];
    for (const blobPath of bad) {
      await expect(store.put(blobPath, Buffer.from('x'), 'text/plain'), blobPath).rejects.toThrow(/invalid/i);
      await expect(store.get(blobPath), blobPath).rejects.toThrow(/invalid/i);
      await expect(store.exists(blobPath), blobPath).rejects.toThrow(/invalid/i);
      await expect(store.delete(blobPath), blobPath).rejects.toThrow(/invalid/i);
      await expect(store.signedUrl(blobPath, 60), blobPath).rejects.toThrow(/invalid/i);
    }
    await expect(store.list('../')).rejects.toThrow(/invalid/i);
    await expect(store.deletePrefix('a/../../')).rejects.toThrow(/invalid/i);
    expect(existsSync(path.join(harness.root, 'escape.txt'))).toBe(false);
  });

  it('keeps one whole version when writes to a path race', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(versions.map((data) => store.put('race/blob.bin', data, 'application/octet-stream')));
    const blob = await store.get('race/blob.bin');
    expect(versions.some((data) => blob?.data.equals(data))).toBe(true);
  });

  it('refuses a blob and a folder of blobs at the same path', async () => {
    await store.put('clash/a', Buffer.from('file'), 'text/plain');
    await expect(store.put('clash/a/b', Buffer.from('nested'), 'text/plain')).rejects.toThrow(/conflicts/);
    expect((await store.get('clash/a'))?.data.toString()).toBe('file');
  });
});
