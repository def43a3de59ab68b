/**
 * The route table: every route of `api` with its access policy, unknown paths, and error answers
 * that never carry a driver's text or a storage path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { apiRoutes, createApp } from '../../functions/src/api-app';
import { DocStoreError, type DocStore } from '../../functions/src/ports/doc-store';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The whole API surface. A new route is added here on purpose, with the policy it needs. */
const expectedTable = [
  'GET /health public',
  'POST /auth/signup user',
  'POST /auth/login user',
  'POST /auth/user-info user',
  'POST /account/export user',
  'POST /account/check-ins verified',
  'POST /account/check-ins/opened verified',
  'POST /account/check-ins/push-token verified',
  'POST /account/delete user',
  'POST /data/check-waitlist user',
  'GET /ai/model user',
  'POST /ai/conversations verified',
  'POST /ai/conversations/messages verified',
  'POST /ai/conversations/delete verified',
  'POST /ai/conversations/export verified',
  'POST /ai/conversations/search verified',
  'POST /ai/chat verified',
  'POST /ai/chat/stream verified',
  'POST /ai/chat/regenerate verified',
  'POST /ai/chat/edit verified',
  'POST /ai/chat/choose verified',
  'POST /ai/chat/stop verified',
  'POST /ai/memories verified',
  'POST /ai/memories/create verified',
  'POST /ai/memories/update verified',
  'POST /ai/memories/delete verified',
  'POST /ai/memories/clear verified',
  'POST /ai/memories/settings verified',
  'GET /ai/voice/capabilities user',
  'POST /ai/voice/speech verified',
  'POST /ai/voice/transcribe verified',
  'POST /stripe/create-checkout user',
  'POST /stripe/create-portal user',
  'POST /stripe/verify-session user',
  'POST /stripe/checkout-outcome user',
  'POST /email/contact public',
  'GET /images/landing-preview public',
  'POST /images/photos user',
  'POST /images/upload admin',
  'POST /images/delete admin',
  'POST /images/update admin',
  'GET /images/curation admin',
  'POST /images/curation admin',
  'POST /images/reorder admin',
  'POST /utility/track-visit public',
  'POST /utility/track-action public',
  'POST /utility/track-login public',
  'GET /utility/visit-stats admin',
  'GET /utility/action-stats admin',
  'GET /utility/login-stats admin',
  'GET /utility/business-stats admin',
  'GET /utility/conversation-stats admin',
  'GET /utility/audit-log admin',
  'POST /utility/members/lookup admin',
  'POST /utility/members/portal admin',
  'POST /utility/members/complimentary admin',
];

/** Every method and path Express has a route for, nested routers included. */
function registeredRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as any).router.stack);
  return found;
}

describe('the route table', () => {
  it('lists every route with its access policy', () => {
    const table = apiRoutes(api.services).map(({ endpoint }) => `${endpoint.method} ${endpoint.path} ${endpoint.access}`);
    expect(table.sort()).toEqual([...expectedTable].sort());
  });

  it('has no route outside the table (besides the local blob URLs)', () => {
    const table = new Set(apiRoutes(api.services).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const registered = registeredRoutes(createApp(api.services)).filter((route) => route !== 'GET /*path');
    expect(registered.length).toBeGreaterThan(0);
    for (const route of registered) expect(table, route).toContain(route);
  });
});

describe('unknown paths', () => {
  const prefixes = ['/auth', '/account', '/data', '/ai', '/ai/conversations', '/stripe', '/email', '/images', '/utility', '/health', ''];

  it('answer 404 under every prefix, signed in or not, whatever the method', async () => {
    const ada = await member(api);
    for (const prefix of prefixes) {
      for (const token of [undefined, ada.idToken]) {
        const post = await api.post(`${prefix}/no-such-thing`, {}, { token });
        const get = await api.get(`${prefix}/no-such-thing`, { token });
        for (const r of [post, get]) {
          expect(r.status, `${prefix}/no-such-thing`).toBe(404);
          expect(r.json.error.code).toBe('not-found');
        }
      }
    }
  });

  it('answer 404 for a known path with the wrong method', async () => {
    expect((await api.get('/ai/chat')).status).toBe(404);
    expect((await api.post('/health', {})).status).toBe(404);
    expect((await api.post('/utility/login-stats', {})).status).toBe(404);
  });
});

/** What an error body must never show: storage paths, driver or SDK text, stack frames. */
const INTERNAL = /users\/|conversations\/|sqlite|firestore|SQLITE_|ENOENT|\.ts:\d|\bat \w+ \(|\/work\/|\/tmp\//i;

describe('error answers', () => {
  it('carry only a code and a public message, never a 5xx, for bad input of every kind', async () => {
    const ada = await member(api);
    const token = ada.idToken;
    const cases = [
      await api.post('/ai/conversations/messages', { conversationId: 'missing-conversation' }, { token }),
      await api.post('/ai/conversations/messages', { conversationId: '__reserved__' }, { token }),
      await api.post('/ai/conversations/messages', { conversationId: 'a'.repeat(2000) }, { token }),
      await api.post('/ai/conversations/messages', { conversationId: '../../users/other' }, { token }),
      await api.post('/ai/conversations/delete', { conversationId: 'nope' }, { token }),
      await api.post('/ai/conversations', { startAfter: 'nope' }, { token }),
      await api.post('/ai/chat', { messages: [{ role: 'user', content: 'hi' }], conversationId: 'gone' }, { token }),
      await api.post('/ai/chat', '{"messages": [', { token }),
      await api.post('/ai/chat', { messages: 'not a list' }, { token }),
      await api.post('/auth/login', { uid: ada.uid, email: 'x@example.test' }, { token }),
      await api.post('/auth/user-info', { token: 'not-a-token' }, { token }),
      await api.post('/account/delete', { confirm: 'nope' }, { token }),
      await api.post('/data/check-waitlist', { email: 'other@example.test' }, { token }),
      await api.get('/utility/login-stats?limit=7', { token }),
      await api.get('/utility/login-stats', { token: 'forged' }),
      await api.get('/images/landing-preview?limit=0'),
      await api.post('/email/contact', { name: '', email: 'bad', message: '' }),
      await api.post('/utility/track-login', { loginMethod: 'fax', success: 'maybe' }),
      await api.post('/email/contact', 'x'.repeat(200_000)),
    ];
    for (const r of cases) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(Object.keys(r.json)).toEqual(['success', 'error']);
      expect(Object.keys(r.json.error).sort()).toEqual(['code', 'message']);
      expect(r.json.error.message).not.toMatch(INTERNAL);
    }
    expect(cases[0]!.json.error).toEqual({ code: 'conversation-not-found', message: 'Conversation not found.' });
  });

  it("hide a driver's failure behind the catalogue's message", async () => {
    const cases: [Error, number, string][] = [
      [new DocStoreError('not-found', 'No document at users/abc/conversations/x'), 404, 'document-not-found'],
      [new DocStoreError('aborted', 'Transaction on users/abc gave up after 50 attempts'), 503, 'unavailable'],
      [new DocStoreError('missing-index', 'The query on users/abc/conversations needs an index: updatedAt desc'), 503, 'unavailable'],
      [new Error('SQLITE_IOERR: disk I/O error at /work/.local/docs.sqlite'), 500, 'internal'],
    ];
    for (const [error, status, code] of cases) {
      const broken = await startApi({ serverErrorsExpected: true });
      const docs: DocStore = broken.services.docs;
      try {
        const ada = await member(broken);
        docs.query = () => Promise.reject(error);
        const r = await broken.post('/ai/conversations', {}, { token: ada.idToken });
        expect(r.status).toBe(status);
        expect(r.json.error.code).toBe(code);
        expect(r.json.error.message).not.toMatch(INTERNAL);
        expect(r.headers.get('x-request-id')).toBeTruthy();
      } finally {
        await broken.close();
      }
    }
  });
});
