// Through the Hosting emulator, as the browser reaches the API (skipped when the stack is not up).
import { describe, expect, it } from 'vitest';

const base = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);

describe.skipIf(!up)('the stack npm start runs', () => {
  it('serves /api/health through the Hosting rewrite, naming the store the stack runs on', async () => {
    const r = await fetch(`${base}/api/health`);
    const json = await r.json();
    // The stack names its Firestore emulator to the command it runs; without one it runs on SQLite.
    const docStore = process.env.FIRESTORE_EMULATOR_HOST ? 'firestore-emulator' : 'sqlite';
    expect(json.data.drivers).toMatchObject({ docStore, blobStore: 'local', identity: 'auth-emulator' });
  });

  it('serves the web app with an SPA fallback', async () => {
    const r = await fetch(`${base}/chat`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<div id="root"');
  });

  it('answers bad input with a 4xx, never a 5xx', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post('{}')).status).toBe(401);
    expect((await post('{"uid":', { authorization: 'Bearer x' })).status).toBe(400);
    const big = await post(JSON.stringify({ uid: 'x'.repeat(1024 * 1024) }), { authorization: 'Bearer x' });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('payload-too-large');
  });
});
