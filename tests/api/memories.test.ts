/**
 * Bela remembers (docs/API.md, "Memories"): what a member says is learned after the exchange,
 * used in later conversations, and entirely in the member's hands, never anyone else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MEMORIES } from '@bela/contracts/memories';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member, readEvents, say } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Listed {
  id: string;
  text: string;
  kind: string;
  pinned: boolean;
  origin: string;
  source: { conversationId: string; messageId: string } | null;
  history: { text: string }[];
}

const chat = async (who: TestAccount, content: string, conversationId?: string) => {
  const r = await api.post('/ai/chat', say(content, conversationId ? { conversationId } : {}), { token: who.idToken });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as { conversationId: string; userMessageId: string; aiResponse: { content: string }; learned?: { op: string; memoryId: string; text: string }[]; memories?: { id: string; text: string }[] };
};
const list = async (who: TestAccount, body: Record<string, unknown> = {}) => {
  const r = await api.post('/ai/memories', body, { token: who.idToken });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as { memories: Listed[]; nextCursor: string | null; count: number; enabled: boolean };
};
const memoryDocs = async (uid: string) => [
  ...(await api.services.docs.query({ collection: `users/${uid}/memories` })),
  ...(await api.services.docs.query({ collection: `users/${uid}/memoryState` })),
];

describe('learning and using', () => {
  it('learns two facts from one message, uses them in a new conversation, and forgets a deleted one', async () => {
    const ana = await member(api);
    const told = await chat(ana, "My sister's name is Ana and I work as a nurse in Lisbon");
    expect(told.learned?.map((change) => change.op)).toEqual(['add', 'add']);

    const { memories, count, enabled } = await list(ana);
    expect({ count, enabled }).toEqual({ count: 2, enabled: true });
    const sister = memories.find((m) => /\bAna\b/.test(m.text))!;
    const work = memories.find((m) => /nurse/i.test(m.text))!;
    expect(sister).toMatchObject({ kind: 'people', origin: 'learned', source: { conversationId: told.conversationId, messageId: told.userMessageId } });
    expect(work).toMatchObject({ kind: 'work', source: { conversationId: told.conversationId, messageId: told.userMessageId } });
    expect(work.text).toMatch(/Lisbon/);

    const asked = await chat(ana, "What's my sister's name?");
    expect(asked.conversationId).not.toBe(told.conversationId);
    expect(asked.aiResponse.content).toMatch(/\bAna\b/);
    expect(asked.memories?.map((m) => m.id)).toContain(sister.id);

    expect((await api.post('/ai/memories/delete', { memoryId: sister.id }, { token: ana.idToken })).status).toBe(200);
    const again = await chat(ana, "What's my sister's name?");
    expect(again.aiResponse.content).not.toMatch(/\bAna\b/);
    expect((await list(ana)).memories.map((m) => m.id)).toEqual([work.id]);
  });

  it('holds a fact said earlier in the same conversation (the offline model reads the history too)', async () => {
    const marco = await member(api);
    const first = await chat(marco, 'My name is Marco and I have a dog called Pepper');
    await chat(marco, 'I had a long day at work today', first.conversationId);
    const asked = await chat(marco, "Do you remember my dog's name?", first.conversationId);
    expect(asked.aiResponse.content).toMatch(/Pepper/);
  });

  it('streams what was learned as a `memory` event before `done`, and the reply keeps it after a reload', async () => {
    const who = await member(api);
    const response = await api.fetch('/ai/chat/stream', { method: 'POST', token: who.idToken, body: JSON.stringify(say('I have a cat called Miso')) });
    const events = await readEvents(response);
    const names = events.map((e) => e.event);
    expect(names.indexOf('memory')).toBeGreaterThan(names.lastIndexOf('token'));
    expect(names.indexOf('memory')).toBeLessThan(names.indexOf('done'));
    const { changes } = events.find((e) => e.event === 'memory')!.data;
    expect(changes).toEqual([expect.objectContaining({ op: 'add', text: expect.stringMatching(/Miso/), kind: expect.any(String) })]);
    const conversationId = events.find((e) => e.event === 'meta')!.data.conversationId;
    const page = await api.post('/ai/conversations/messages', { conversationId }, { token: who.idToken });
    expect(page.json.data.messages.at(-1).learned).toEqual(changes);
  });

  it('learns nothing from a crisis message, and a regenerate teaches nothing new', async () => {
    const who = await member(api);
    const crisis = await chat(who, 'My name is Marco and I want to kill myself');
    expect(crisis.learned).toBeUndefined();
    expect((await list(who)).count).toBe(0);

    const told = await chat(who, 'I live in Lisbon');
    expect((await list(who)).count).toBe(1);
    const regenerated = await api.post('/ai/chat/regenerate', { conversationId: told.conversationId }, { token: who.idToken });
    expect(regenerated.status).toBe(200);
    expect(regenerated.json.data.learned).toBeUndefined();
    expect((await list(who)).count).toBe(1);
  });

  it('an edit takes back what the edited-away text taught and learns from the new one', async () => {
    const who = await member(api);
    const told = await chat(who, 'I live in Lisbon');
    expect((await list(who)).memories.map((m) => m.text).join()).toMatch(/Lisbon/);
    const edited = await api.post('/ai/chat/edit', { conversationId: told.conversationId, messageId: told.userMessageId, content: 'I live in Porto' }, { token: who.idToken });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const texts = (await list(who)).memories.map((m) => m.text).join(' | ');
    expect(texts).toMatch(/Porto/);
    expect(texts).not.toMatch(/Lisbon/);
  });

  it('with "Bela remembers" off, learns nothing new and uses nothing kept; the memories stay', async () => {
    const who = await member(api);
    await chat(who, "My sister's name is Ana");
    const off = await api.post('/ai/memories/settings', { enabled: false }, { token: who.idToken });
    expect(off.json.data).toEqual({ enabled: false });

    const told = await chat(who, 'I have a dog called Pepper');
    expect(told.learned).toBeUndefined();
    const asked = await chat(who, "What's my sister's name?");
    expect(asked.aiResponse.content).not.toMatch(/\bAna\b/);
    expect(asked.memories).toBeUndefined();
    const page = await list(who);
    expect(page).toMatchObject({ enabled: false, count: 1 });
    expect(page.memories[0]!.text).toMatch(/Ana/);
  });

  it('never keeps a card number, a password, an e-mail address or a phone number', async () => {
    const who = await member(api);
    await chat(who, 'My email is ada@example.com and my phone number is +1 415 555 0100');
    await chat(who, 'My password is hunter2hunter2');
    expect((await list(who)).memories.map((m) => m.text).join(' ')).not.toMatch(/example\.com|555|hunter2/);
  });
});

describe('in the member’s hands', () => {
  it('adds, edits (keeping the earlier text), pins, pages, forgets everything', async () => {
    const who = await member(api);
    // Written in the memories' voice, it is kept as written (tests/api/memory-trust.test.ts reads the member's own words).
    const created = await api.post('/ai/memories/create', { text: 'Their sister is Ana.' }, { token: who.idToken });
    expect(created.status).toBe(200);
    const { memory } = created.json.data;
    expect(memory).toMatchObject({ text: 'Their sister is Ana.', kind: 'people', origin: 'member', source: null, editedAt: null, pinned: false, history: [] });

    const updated = await api.post('/ai/memories/update', { memoryId: memory.id, text: 'Their sister is Ana; she lives in Porto.', pinned: true }, { token: who.idToken });
    expect(updated.json.data.memory).toMatchObject({ text: 'Their sister is Ana; she lives in Porto.', pinned: true, origin: 'member', history: [{ text: 'Their sister is Ana.' }] });

    for (let n = 0; n < 3; n += 1) await api.post('/ai/memories/create', { text: `They like tea number ${n}`, kind: 'likes' }, { token: who.idToken });
    const first = await list(who, { limit: 2 });
    const second = await list(who, { limit: 2, cursor: first.nextCursor });
    expect([...first.memories, ...second.memories]).toHaveLength(4);
    expect(second.nextCursor).toBeNull();

    const cleared = await api.post('/ai/memories/clear', {}, { token: who.idToken });
    expect(cleared.json.data).toEqual({ deleted: 4 });
    expect(await list(who)).toMatchObject({ memories: [], count: 0 });
  });

  it("answers 404 for another member's memory, and never lists it", async () => {
    const owner = await member(api);
    const other = await member(api);
    const { memory } = (await api.post('/ai/memories/create', { text: 'Their dog is Pepper' }, { token: owner.idToken })).json.data;
    for (const [path, body] of [
      ['/ai/memories/update', { memoryId: memory.id, text: 'stolen' }],
      ['/ai/memories/delete', { memoryId: memory.id }],
    ] as const) {
      const r = await api.post(path, body, { token: other.idToken });
      expect(r.status).toBe(404);
      expect(r.json.error).toEqual({ code: 'memory-not-found', message: 'Memory not found.' });
    }
    expect((await list(other)).memories).toEqual([]);
    expect((await api.post('/ai/memories', { cursor: memory.id }, { token: other.idToken })).status).toBe(404);
    await api.post('/ai/memories/clear', {}, { token: other.idToken });
    expect((await list(owner)).memories.map((m) => m.text)).toEqual(['Their dog is Pepper']);
  });

  it.each([
    ['an empty memory', '/ai/memories/create', { text: '  ' }, 'Write what Bela should remember.'],
    ['a memory over 300 characters', '/ai/memories/create', { text: 'a'.repeat(301) }, 'A memory can be at most 300 characters.'],
    ['an unknown kind', '/ai/memories/create', { text: 'x', kind: 'secrets' }, undefined],
    ['an update that changes nothing', '/ai/memories/update', { memoryId: 'abc' }, 'Say what to change: text, kind or pinned.'],
    ['an id with a slash', '/ai/memories/delete', { memoryId: 'a/b' }, undefined],
    ['a page of 101', '/ai/memories', { limit: 101 }, undefined],
    ['a switch that is not a boolean', '/ai/memories/settings', { enabled: 'no' }, undefined],
  ])('refuses %s with 400', async (_, path, body, message) => {
    const who = await member(api);
    const r = await api.post(path, body, { token: who.idToken });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('invalid-argument');
    if (message) expect(r.json.error.message).toContain(message);
  });

  it('refuses sensitive data by hand with its own message, and a 501st memory with 409', async () => {
    const who = await member(api);
    const card = await api.post('/ai/memories/create', { text: 'My card is 4242 4242 4242 4242' }, { token: who.idToken });
    expect(card.status).toBe(400);
    expect(card.json.error.code).toBe('memory-sensitive');
    await api.services.docs.set(`users/${who.uid}/memoryState/current`, {
      enabled: true,
      entries: Array.from({ length: MAX_MEMORIES }, (_, n) => ({ id: `x${n}`, text: `f${n}`, kind: 'likes', pinned: false, updatedAt: new Date() })),
    });
    const full = await api.post('/ai/memories/create', { text: 'one more' }, { token: who.idToken });
    expect(full.status).toBe(409);
    expect(full.json.error.message).toBe('Bela can remember at most 500 things. Delete some memories to add more.');
  });

  it('refuses an unverified member and a caller without a token', async () => {
    const unverified = await member(api, { verified: false });
    expect((await api.post('/ai/memories', {}, { token: unverified.idToken })).status).toBe(403);
    expect((await api.post('/ai/memories', {})).status).toBe(401);
  });
});

describe('privacy', () => {
  it('the data export holds the memories with their versions; account deletion leaves none of them', async () => {
    const who = await member(api);
    await chat(who, "My sister's name is Ana");
    const [learned] = (await list(who)).memories;
    await api.post('/ai/memories/update', { memoryId: learned!.id, text: 'Their sister is Ana; she lives in Porto.' }, { token: who.idToken });

    const exported = await api.post('/account/export', {}, { token: who.idToken });
    expect(exported.status).toBe(200);
    expect(exported.json.data.memories).toEqual([
      expect.objectContaining({ id: learned!.id, text: 'Their sister is Ana; she lives in Porto.', history: [expect.objectContaining({ text: learned!.text, origin: 'learned' })] }),
    ]);

    expect(await memoryDocs(who.uid)).not.toEqual([]);
    const deleted = await api.post('/account/delete', { confirm: 'DELETE' }, { token: who.idToken });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(await memoryDocs(who.uid)).toEqual([]);
  });
});
