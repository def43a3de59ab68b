import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore, signBlobPath } from './local-blob-store';
import { localBlobRouter } from './local-blob-router';

const signingKey = 'router-test-signing-key-0123456789abcdef';
let root: string;
let server: Server;
let origin: string;
let store: LocalBlobStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bela-blob-router-'));
  const app = express();
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = new LocalBlobStore({ root, signingKey, urlBase: `${origin}/blobs` });
  app.use('/blobs', localBlobRouter(store));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as { success: boolean; error: { code: string } };
  expect(body.success).toBe(false);
  return body.error.code;
}

describe('localBlobRouter', () => {
  it('streams a blob with its content type, length and cache headers', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('users/u1/photo.png', bytes, 'image/png');
    const response = await fetch(await store.signedUrl('users/u1/photo.png', 600));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(590);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves paths whose segments need URL encoding', async () => {
    const blobPath = 'gallery/a b/ünï?#&%.txt';
    await store.put(blobPath, Buffer.from('hello'), 'text/plain');
    const response = await fetch(await store.signedUrl(blobPath, 60));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
  });

  it('refuses a tampered signature with 403 invalid-signature', async () => {
    await store.put('secret.txt', Buffer.from('secret'), 'text/plain');
    const url = new URL(await store.signedUrl('secret.txt', 60));
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await errorCode(response)).toBe('invalid-signature');
  });

  it('refuses a URL signed for another path, a stretched expiry and a missing signature', async () => {
    await store.put('mine.txt', Buffer.from('mine'), 'text/plain');
    await store.put('yours.txt', Buffer.from('yours'), 'text/plain');
    const signed = new URL(await store.signedUrl('mine.txt', 60));

    const otherPath = new URL(signed);
    otherPath.pathname = '/blobs/yours.txt';
    const stretched = new URL(signed);
    stretched.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    const unsigned = new URL(signed);
    unsigned.search = '';

    for (const url of [otherPath, stretched, unsigned]) {
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('invalid-signature');
    }
  });

  it('refuses an expired URL with 403 expired', async () => {
    await store.put('old.txt', Buffer.from('old'), 'text/plain');
    const expires = Math.floor(Date.now() / 1000) - 1;
    const url = `${origin}/blobs/old.txt?expires=${expires}&signature=${signBlobPath('old.txt', expires, signingKey)}`;
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('expired');
  });

  it('answers 404 JSON for a validly signed missing blob', async () => {
    const response = await fetch(await store.signedUrl('nothing/here.bin', 60));
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('not-found');
  });
});
