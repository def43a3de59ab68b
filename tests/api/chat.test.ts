import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxOf } from '../../functions/src/domain/user-access';
import { startApi, type ApiHarness } from './api-harness';
import { member, readEvents, say } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const messagesOf = (uid: string, conversationId: string) =>
  api.services.docs.query({ collection: `users/${uid}/conversations/${conversationId}/messages`, orderBy: [{ field: 'createdAt' }] });

describe('a chat turn', () => {
  it('stores both messages, titles a new conversation and answers in the spec shape', async () => {
    const ada = await member(api);
    const r = await api.post('/ai/chat', say('Tell me about your last mission in Lisbon'), { token: ada.idToken });
    expect(r.status).toBe(200);
    const { aiResponse, conversationId, title } = r.json.data;
    expect(aiResponse.content.length).toBeGreaterThan(0);
    expect(title).toBe('Tell me about your last mission in Lisbon');
    const stored = await messagesOf(ada.uid, conversationId);
    expect(stored.map((m) => m.data['role'])).toEqual(['user', 'assistant']);
    expect(stored[1]!.data['content']).toBe(aiResponse.content);
    expect(stored[1]!.data).toMatchObject({ model: 'bela-offline-persona', completionTokens: aiResponse.content.split(/\s+/).filter(Boolean).length });
  });

  it('streams tokens, then a done event with the stored message id', async () => {
    const ada = await member(api);
    const response = await api.fetch('/ai/chat/stream', { method: 'POST', body: JSON.stringify(say('Hello Bela')), token: ada.idToken });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // Kept out of shared caches, never transformed, and not `no-store` (see chat-routes.ts).
    expect(response.headers.get('cache-control')).toBe('private, no-cache, no-transform');
    const events = await readEvents(response);
    expect(events[0]!.event).toBe('meta');
    expect(events[0]!.data.model).toMatchObject({ offline: true });
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.content).toBe(tokens.map((t) => t.data.text).join(''));
    const stored = await api.services.docs.get(`users/${ada.uid}/conversations/${done.data.conversationId}/messages/${done.data.messageId}`);
    expect(stored?.data['content']).toBe(done.data.content);
  });

  it('continues an existing conversation', async () => {
    const ada = await member(api);
    const first = await api.post('/ai/chat', say('Hi'), { token: ada.idToken });
    const conversationId = first.json.data.conversationId;
    const second = await api.post('/ai/chat', say('How are you?', { conversationId }), { token: ada.idToken });
    expect(second.json.data.conversationId).toBe(conversationId);
    expect(await messagesOf(ada.uid, conversationId)).toHaveLength(4);
  });
});

describe('ownership', () => {
  it("keeps user A's conversations from user B", async () => {
    const a = await member(api);
    const b = await member(api);
    const { conversationId } = (await api.post('/ai/chat', say('A secret between us'), { token: a.idToken })).json.data;

    const list = await api.post('/ai/conversations', {}, { token: b.idToken });
    expect(list.json.data.conversations).toEqual([]);
    const read = await api.post('/ai/conversations/messages', { conversationId }, { token: b.idToken });
    expect(read.status).toBe(404);
    const remove = await api.post('/ai/conversations/delete', { conversationId }, { token: b.idToken });
    expect(remove.status).toBe(404);
    const write = await api.post('/ai/chat', say('Let me in', { conversationId }), { token: b.idToken });
    expect(write.status).toBe(404);

    expect(await messagesOf(a.uid, conversationId)).toHaveLength(2);
  });
});

describe('who may chat', () => {
  it('refuses an unverified user, whatever the client sends', async () => {
    const ada = await member(api, { verified: false });
    const send = await api.post('/ai/chat', say('Hi', { emailVerified: true }), { token: ada.idToken });
    expect(send.status).toBe(403);
    expect(send.json.error.code).toBe('email-not-verified');
    const list = await api.post('/ai/conversations', {}, { token: ada.idToken });
    expect(list.status).toBe(403);
  });

  it('refuses a user whose trial expired, but lets them read their history', async () => {
    const ada = await member(api);
    const { conversationId } = (await api.post('/ai/chat', say('Before the end'), { token: ada.idToken })).json.data;
    await api.services.docs.update(`users/${ada.uid}`, { createdAt: new Date(Date.now() - 4 * 86_400_000) });
    const send = await api.post('/ai/chat', say('Still there?', { conversationId, canUseChat: true }), { token: ada.idToken });
    expect(send.status).toBe(403);
    expect(send.json.error.code).toBe('trial-expired');
    const stream = await api.fetch('/ai/chat/stream', { method: 'POST', body: JSON.stringify(say('And now?')), token: ada.idToken });
    expect(stream.status).toBe(403);
    const history = await api.post('/ai/conversations/messages', { conversationId }, { token: ada.idToken });
    expect(history.json.data.messages).toHaveLength(2);
  });

  it('refuses a message over the length limit', async () => {
    const ada = await member(api);
    const r = await api.post('/ai/chat', say('x'.repeat(2001)), { token: ada.idToken });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('message-too-long');
  });

  it('answers 429 with Retry-After past the per-minute limit', async () => {
    // The limit counts in fixed one-minute windows: sends that straddle two start again, as a new member.
    const minute = () => Math.floor(Date.now() / 60_000);
    let statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let started = -1; started !== minute(); ) {
      started = minute();
      const ada = await member(api);
      statuses = [];
      retryAfter = null;
      for (let i = 0; i < 13; i += 1) {
        const r = await api.post('/ai/chat', say(`message ${i}`), { token: ada.idToken });
        statuses.push(r.status);
        if (r.status === 429) {
          retryAfter = r.headers.get('retry-after');
          expect(r.json.error.code).toBe('rate-limited');
        }
      }
    }
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('answers 429 daily-limit-reached past the trial day quota', async () => {
    const ada = await member(api);
    // Fill today's trial quota directly, as 60 earlier messages would have. It counts the mailbox, not the account (decision 0023).
    const mailbox = api.services.trialRecords.quotaKey(mailboxOf(ada.email));
    for (let i = 0; i < 60; i += 1) await api.services.rateLimiter.hit({ scope: 'chat-day-trial', limit: 60, windowSeconds: 86_400, code: 'daily-limit-reached' }, mailbox);
    const r = await api.post('/ai/chat', say('One more'), { token: ada.idToken });
    expect(r.status).toBe(429);
    expect(r.json.error.code).toBe('daily-limit-reached');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('conversations and messages', () => {
  it('pages conversations newest first, 20 at a time', async () => {
    const ada = await member(api);
    const base = Date.now();
    for (let i = 0; i < 25; i += 1) {
      const at = new Date(base - i * 60_000);
      await api.services.docs.create(`users/${ada.uid}/conversations/c${String(i).padStart(2, '0')}`, { title: `T${i}`, createdAt: at, updatedAt: at, preview: '', messageCount: 0 });
    }
    const first = (await api.post('/ai/conversations', { limit: 20 }, { token: ada.idToken })).json.data;
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations[0].title).toBe('T0');
    expect(first.hasMore).toBe(true);
    const second = (await api.post('/ai/conversations', { limit: 20, startAfter: first.nextCursor }, { token: ada.idToken })).json.data;
    expect(second.conversations.map((c: { title: string }) => c.title)).toEqual(['T20', 'T21', 'T22', 'T23', 'T24']);
    expect(second.hasMore).toBe(false);
  });

  it('pages messages from the newest, older ones on demand', async () => {
    const ada = await member(api);
    const { conversationId } = (await api.post('/ai/chat', say('Start'), { token: ada.idToken })).json.data;
    const base = Date.now() + 1000;
    await api.services.docs.batch((ops) => {
      for (let i = 0; i < 118; i += 1) {
        ops.create(`users/${ada.uid}/conversations/${conversationId}/messages/m${String(i).padStart(3, '0')}`, {
          role: i % 2 ? 'assistant' : 'user',
          content: `n${i}`,
          createdAt: new Date(base + i),
        });
      }
    });
    const newest = (await api.post('/ai/conversations/messages', { conversationId, limit: 50 }, { token: ada.idToken })).json.data;
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1).content).toBe('n117');
    expect(newest.messages[0].content).toBe('n68');
    expect(newest.hasMore).toBe(true);
    const older = (await api.post('/ai/conversations/messages', { conversationId, limit: 50, before: newest.nextBefore }, { token: ada.idToken })).json.data;
    expect(older.messages.at(-1).content).toBe('n67');
    const oldest = (await api.post('/ai/conversations/messages', { conversationId, limit: 50, before: older.nextBefore }, { token: ada.idToken })).json.data;
    expect(oldest.messages).toHaveLength(20);
    expect(oldest.hasMore).toBe(false);
  });

  it('deletes a conversation with its messages', async () => {
    const ada = await member(api);
    const { conversationId } = (await api.post('/ai/chat', say('Short-lived'), { token: ada.idToken })).json.data;
    const r = await api.post('/ai/conversations/delete', { conversationId }, { token: ada.idToken });
    expect(r.json.data).toEqual({ deleted: true, messagesDeleted: 2 });
    expect(await messagesOf(ada.uid, conversationId)).toEqual([]);
    expect(await api.services.docs.get(`users/${ada.uid}/conversations/${conversationId}`)).toBeNull();
  });
});

describe('crisis protocol', () => {
  it('replaces the reply with a referral to 988 and counts it without the message', async () => {
    const ada = await member(api);
    const today = new Date();
    const before = await api.services.safetyStats.crisisReferrals(today, today);
    const r = await api.post('/ai/chat', say('I want to kill myself'), { token: ada.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data.crisis).toBe(true);
    expect(r.json.data.aiResponse.content).toContain('988');
    expect(await api.services.safetyStats.crisisReferrals(today, today)).toBe(before + 1);
    const stats = await api.services.docs.query({ collection: 'safetyStats' });
    expect(JSON.stringify(stats)).not.toContain('kill');
  });

  it('still gives the referral when the count cannot be written', async () => {
    const failing = await startApi({ serverErrorsExpected: false });
    try {
      failing.services.safetyStats.countCrisisReferral = () => Promise.reject(new Error('store unavailable'));
      const ada = await member(failing);
      const r = await failing.post('/ai/chat', say('I want to kill myself'), { token: ada.idToken });
      expect(r.status).toBe(200);
      expect(r.json.data.crisis).toBe(true);
      expect(r.json.data.aiResponse.content).toContain('988');
    } finally {
      await failing.close();
    }
  });
});
