/**
 * The member's time in a chat turn: the browser's time zone is checked (a zone that is not real is
 * 400 `invalid-time-zone`, and nothing is stored), and each turn notes when the member last talked
 * (`lastChatAt` on users/{uid}), which the next turn reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@bela/contracts/errors';
import { AWAY_LINES } from '../../functions/src/drivers/offline-persona/copy-greetings';
import { startApi, type ApiHarness } from './api-harness';
import { member, readEvents, say } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;
const conversationsOf = (uid: string) => api.services.docs.query({ collection: `users/${uid}/conversations` });
const userDoc = async (uid: string) => (await api.services.docs.get(`users/${uid}`))?.data ?? {};

describe('the time zone of a chat turn', () => {
  it('refuses a time zone that is not a real one with 400 invalid-time-zone, storing nothing', async () => {
    const ada = await member(api);
    const json = await api.post('/ai/chat', say('Hello Bela', { timeZone: 'Mars/Olympus_Mons' }), { token: ada.idToken });
    expect(json.status).toBe(400);
    expect(json.json.error).toEqual({ code: 'invalid-time-zone', message: errorCatalogue['invalid-time-zone'].message });

    const stream = await api.fetch('/ai/chat/stream', { method: 'POST', body: JSON.stringify(say('Hello Bela', { timeZone: 'Etc/Unknown' })), token: ada.idToken });
    expect(stream.status).toBe(400);
    expect((await stream.json()).error.code).toBe('invalid-time-zone');

    const long = await api.post('/ai/chat', say('Hello Bela', { timeZone: `Europe/${'x'.repeat(70)}` }), { token: ada.idToken });
    expect(long.status).toBe(400);
    const notText = await api.post('/ai/chat', say('Hello Bela', { timeZone: 42 }), { token: ada.idToken });
    expect(notText.status).toBe(400);

    expect(await conversationsOf(ada.uid)).toHaveLength(0);
    expect(await userDoc(ada.uid)).not.toHaveProperty('lastChatAt');
  });

  it('accepts a real zone, and a turn without one, and notes the time of each message as lastChatAt', async () => {
    const ada = await member(api);
    const paris = await api.post('/ai/chat', say('Hello Bela', { timeZone: 'Europe/Paris' }), { token: ada.idToken });
    expect(paris.status).toBe(200);
    const { conversationId, userMessageId } = paris.json.data;
    const stored = await api.services.docs.get(`users/${ada.uid}/conversations/${conversationId}/messages/${userMessageId}`);
    const lastChatAt = (await userDoc(ada.uid))['lastChatAt'];
    expect(lastChatAt).toBeInstanceOf(Date);
    expect((lastChatAt as Date).getTime()).toBe((stored!.data['createdAt'] as Date).getTime());

    const none = await api.post('/ai/chat', say('And without a zone?', { conversationId }), { token: ada.idToken });
    expect(none.status).toBe(200);
    expect(((await userDoc(ada.uid))['lastChatAt'] as Date).getTime()).toBeGreaterThan((lastChatAt as Date).getTime());

    const kolkata = await api.fetch('/ai/chat/stream', { method: 'POST', body: JSON.stringify(say('Hi again', { conversationId, timeZone: 'Asia/Kolkata' })), token: ada.idToken });
    expect(kolkata.status).toBe(200);
    expect((await readEvents(kolkata)).at(-1)!.event).toBe('done');
  });

  it('greets by the member’s part of day and notices a few days away (the offline model)', async () => {
    const ada = await member(api);
    await api.services.docs.update(`users/${ada.uid}`, { lastChatAt: new Date(Date.now() - 4 * DAY) });
    const r = await api.post('/ai/chat', say('so, what have you been up to', { timeZone: 'Asia/Tokyo' }), { token: ada.idToken });
    expect(r.status).toBe(200);
    const reply: string = r.json.data.aiResponse.content;
    expect(reply).toMatch(/^(Good (morning|afternoon|evening), Ada!|Hello, Ada, my fellow night owl\.) /);
    expect(reply).toContain(AWAY_LINES.days);
    // A returning member is greeted, not introduced to Bela again.
    expect(reply).not.toMatch(/I’m Bela/);

    const next = await api.post('/ai/chat', say('tell me more', { conversationId: r.json.data.conversationId, timeZone: 'Asia/Tokyo' }), { token: ada.idToken });
    expect(next.json.data.aiResponse.content).not.toContain(AWAY_LINES.days);
  });
});
