/**
 * Ids Firestore refuses (reserved `__.*__`, holding "/", "." or "..", over 1,500 bytes) sent to every
 * route that takes one: the request schema refuses each with 400 and the clean envelope, before any
 * store is asked about it; never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocStore } from '../../functions/src/ports/doc-store';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness, type ApiResponse } from './api-harness';
import { BROWSERS } from './browsers';
import { member, say } from './chat-support';

const BAD_IDS: Record<string, string> = {
  reserved: '__x__',
  "Firestore's own name": '__name__',
  'reserved, nothing between': '____',
  'with a slash': 'a/b',
  'climbing a path': '../../users/other',
  'a period': '.',
  'two periods': '..',
  'over 1,500 bytes': 'x'.repeat(1501),
  'over 1,500 bytes in 751 characters': 'é'.repeat(751),
};

let api: ApiHarness;
let ada: TestAccount;
let boss: TestAccount;
/** Every string the store was handed while the bad ids were sent. */
const storeArguments: string[] = [];
let recording = false;

beforeAll(async () => {
  // Every sign-up attempt counts towards the caller's hourly limit, refused or not; that limit is not under test here.
  api = await startApi({ env: { SIGNUPS_PER_HOUR: '1000' } });
  ada = await member(api);
  boss = await member(api);
  await api.services.docs.update(`users/${boss.uid}`, { role: 'admin' });

  const docs = api.services.docs as unknown as Record<string, (...args: unknown[]) => unknown>;
  const methods: (keyof DocStore)[] = ['get', 'getMany', 'create', 'set', 'update', 'delete', 'query', 'count'];
  for (const name of methods) {
    const original = docs[name]!.bind(docs);
    docs[name] = (...args: unknown[]) => {
      if (recording) collectStrings(args, storeArguments);
      return original(...args);
    };
  }
});
afterAll(() => api.close());

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (typeof value === 'object' && value !== null && !(value instanceof Date)) Object.values(value).forEach((item) => collectStrings(item, into));
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Each route that takes an id from the client, called with `id` in it by an allowed caller. */
const routes: Record<string, (id: string) => Promise<ApiResponse>> = {
  'POST /ai/conversations startAfter': (id) => api.post('/ai/conversations', { startAfter: id }, { token: ada.idToken }),
  'POST /ai/conversations/messages conversationId': (id) => api.post('/ai/conversations/messages', { conversationId: id }, { token: ada.idToken }),
  'POST /ai/conversations/messages before': (id) =>
    api.post('/ai/conversations/messages', { conversationId: 'c1', before: id }, { token: ada.idToken }),
  'POST /ai/conversations/delete conversationId': (id) => api.post('/ai/conversations/delete', { conversationId: id }, { token: ada.idToken }),
  'POST /ai/chat conversationId': (id) => api.post('/ai/chat', say('Hello', { conversationId: id }), { token: ada.idToken }),
  'POST /ai/chat/stream conversationId': (id) => api.post('/ai/chat/stream', say('Hello', { conversationId: id }), { token: ada.idToken }),
  'POST /images/delete photoId': (id) => api.post('/images/delete', { photoId: id }, { token: boss.idToken }),
  'GET /utility/visit-stats lastVisitId': (id) => api.get(`/utility/visit-stats?${q({ lastVisitId: id })}`, { token: boss.idToken }),
  'GET /utility/action-stats lastActionId': (id) => api.get(`/utility/action-stats?${q({ lastActionId: id })}`, { token: boss.idToken }),
  'GET /utility/login-stats lastLoginId': (id) => api.get(`/utility/login-stats?${q({ lastLoginId: id })}`, { token: boss.idToken }),
  'GET /utility/login-stats userId': (id) => api.get(`/utility/login-stats?${q({ userId: id })}`, { token: boss.idToken }),
  'POST /auth/signup uid': (id) =>
    api.post('/auth/signup', { uid: id, email: ada.email, displayName: 'Ada', ageConfirmed: true, method: 'email' }, { token: ada.idToken }),
  'POST /auth/login uid': (id) => api.post('/auth/login', { uid: id, email: ada.email, loginMethod: 'email' }, { token: ada.idToken }),
  'POST /stripe/verify-session sessionId': (id) => api.post('/stripe/verify-session', { sessionId: id }, { token: ada.idToken }),
};

/** The schema's own message for a reserved id, by route. */
const reservedMessage = (route: string) =>
  route.includes('uid') || route.includes('userId') ? 'Invalid user id.' : route.includes('sessionId') ? 'Invalid session id.' : 'Invalid id.';

describe('ids Firestore refuses', () => {
  it('are refused by every route that takes one, with 400 and the clean envelope', async () => {
    recording = true;
    try {
      for (const [route, send] of Object.entries(routes)) {
        for (const [kind, id] of Object.entries(BAD_IDS)) {
          const r = await send(id);
          const label = `${route} with an id ${kind}`;
          expect(r.status, label).toBe(400);
          expect(r.headers.get('content-type'), label).toContain('application/json');
          expect(Object.keys(r.json), label).toEqual(['success', 'error']);
          expect(r.json.success, label).toBe(false);
          expect(Object.keys(r.json.error).sort(), label).toEqual(['code', 'message']);
          expect(r.json.error.code, label).toBe('invalid-argument');
          expect(r.json.error.message, label).toMatch(/\S/);
          if (kind === 'reserved') expect(r.json.error.message, label).toBe(reservedMessage(route));
        }
      }
    } finally {
      recording = false;
    }
    // The admin policy reads the caller's own record: the spy did see the store at work.
    expect(storeArguments).toContain(`users/${boss.uid}`);
    const reachedStore = storeArguments.filter((arg) =>
      Object.values(BAD_IDS).some((id) => arg === id || arg.split('/').includes(id) || (id.includes('/') && arg.includes(id))),
    );
    expect(reachedStore.map((arg) => arg.slice(0, 60))).toEqual([]);
  });

  it('never come from free text: a button named like a reserved field is still counted, as other', async () => {
    const r = await api.post('/utility/track-action', { actionType: 'join_click', buttonText: '__name__' }, { headers: { 'user-agent': BROWSERS.chromeDesktop } });
    expect(r.status).toBe(201);
    expect(r.json.data.bot).toBe(false);
    const stats = await api.get('/utility/action-stats', { token: boss.idToken });
    expect(stats.status).toBe(200);
    expect(stats.json.data.summary.clicksByButton).toEqual({ other: 1 });
  });

  it('still lets the same routes take good ids', async () => {
    const { conversationId } = (await api.post('/ai/chat', say('Hi'), { token: ada.idToken })).json.data;
    expect((await api.post('/ai/conversations/messages', { conversationId }, { token: ada.idToken })).status).toBe(200);
    expect((await api.post('/ai/conversations', { startAfter: conversationId }, { token: ada.idToken })).status).toBe(200);
    expect((await api.get(`/utility/login-stats?${q({ userId: ada.uid })}`, { token: boss.idToken })).status).toBe(200);
    expect((await api.post('/ai/conversations/delete', { conversationId }, { token: ada.idToken })).status).toBe(200);
  });
});
