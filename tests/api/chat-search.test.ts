/** POST /ai/conversations/search: the member's own messages, every word matched, newest first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A message and its index entry, written in one batch as the conversation store writes them. */
async function stored(uid: string, conversationId: string, messageId: string, content: string, minute: number, role: 'user' | 'assistant' = 'user') {
  const createdAt = new Date(Date.UTC(2026, 10, 1, 12, minute));
  await api.services.docs.batch((ops) => {
    ops.set(`users/${uid}/conversations/${conversationId}/messages/${messageId}`, { role, content, createdAt });
    api.services.messageSearch.put(ops, uid, conversationId, messageId, { role, content, createdAt });
  });
}

describe('searching across conversations', () => {
  // Issue 40: each hit names its conversation (its title), so the results say where they come from.
  it('answers the caller’s messages of both sides holding every word, newest first, with marked snippets and their conversation’s title', async () => {
    const ada = await member(api);
    await api.services.docs.batch((ops) => ops.set(`users/${ada.uid}/conversations/c1`, { title: 'Paris plans', preview: '', messageCount: 2 }));
    await stored(ada.uid, 'c1', 'm1', 'We met at the Café <Lumière>', 1);
    await stored(ada.uid, 'c1', 'm2', 'The café lumiere was lovely', 2, 'assistant');
    await stored(ada.uid, 'c2', 'm3', 'Only lumière here', 3);

    const r = await api.post('/ai/conversations/search', { query: 'CAFE Lumière' }, { token: ada.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data.nextCursor).toBeNull();
    expect(r.json.data.hits).toEqual([
      { conversationId: 'c1', title: 'Paris plans', messageId: 'm2', role: 'assistant', snippet: 'The <mark>café</mark> <mark>lumiere</mark> was lovely', createdAt: '2026-11-01T12:02:00.000Z' },
      { conversationId: 'c1', title: 'Paris plans', messageId: 'm1', role: 'user', snippet: 'We met at the <mark>Café</mark> &lt;<mark>Lumière</mark>&gt;', createdAt: '2026-11-01T12:01:00.000Z' },
    ]);
  });

  it('pages with the cursor', async () => {
    const ada = await member(api);
    for (let i = 0; i < 5; i++) await stored(ada.uid, 'c1', `m${i}`, `tea number ${i}`, i);
    const first = await api.post('/ai/conversations/search', { query: 'tea', limit: 3 }, { token: ada.idToken });
    expect(first.json.data.hits.map((h: { messageId: string }) => h.messageId)).toEqual(['m4', 'm3', 'm2']);
    const second = await api.post('/ai/conversations/search', { query: 'tea', limit: 3, cursor: first.json.data.nextCursor }, { token: ada.idToken });
    expect(second.json.data.hits.map((h: { messageId: string }) => h.messageId)).toEqual(['m1', 'm0']);
    expect(second.json.data.nextCursor).toBeNull();
  });

  it("never answers another member's messages", async () => {
    const ada = await member(api);
    const bob = await member(api);
    await stored(ada.uid, 'c1', 'm1', 'my secret lighthouse', 1);
    const r = await api.post('/ai/conversations/search', { query: 'secret lighthouse' }, { token: bob.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ hits: [], nextCursor: null });
  });

  it.each([
    ['an empty query', { query: '' }],
    ['a query of spaces', { query: '   ' }],
    ['a query without a word', { query: '?!' }],
    ['a query over 200 characters', { query: 'a'.repeat(201) }],
    ['limit 51', { query: 'tea', limit: 51 }],
    ['limit 0', { query: 'tea', limit: 0 }],
    ['a cursor the server did not make', { query: 'tea', cursor: 'not-a-cursor' }],
  ])('refuses %s with 400', async (_, body) => {
    const ada = await member(api);
    const r = await api.post('/ai/conversations/search', body, { token: ada.idToken });
    expect(r.status).toBe(400);
    expect(r.json.success).toBe(false);
  });

  it('refuses an unverified member and a caller without a token', async () => {
    const unverified = await member(api, { verified: false });
    expect((await api.post('/ai/conversations/search', { query: 'tea' }, { token: unverified.idToken })).status).toBe(403);
    expect((await api.post('/ai/conversations/search', { query: 'tea' })).status).toBe(401);
  });
});
