/**
 * How Bela opens a chat (issue 41, deliverable 4; decision 0035): a member's first chat ever gets
 * her introduction and never a "hello again"; a later chat greets them as someone she knows, by
 * name, with no introduction. The signal is the member's last chat time, read with their record.
 *
 * Fails on main before 1668792: a second chat, with no time zone, opened "Good to meet you, Ada. I'm
 * Bela" (or another introduction) every time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const INTRODUCTION = /I’m Bela\b|Bela, at your service|meet you|a new contact|you made it/i;
const AGAIN = /\bagain\b|welcome back|you’re back|have you back|see you/i;

describe('how Bela opens a chat', () => {
  it('introduces herself in a new member’s first chat, never "again", and greets them as known in the next one', async () => {
    const ada = await member(api);
    const first = await api.post('/ai/chat', say('hi'), { token: ada.idToken });
    expect(first.status).toBe(200);
    const opening: string = first.json.data.aiResponse.content;
    expect(opening).toMatch(INTRODUCTION);
    expect(opening).not.toMatch(AGAIN);

    const later = await api.post('/ai/chat', say('hi'), { token: ada.idToken });
    expect(later.status).toBe(200);
    expect(later.json.data.conversationId).not.toBe(first.json.data.conversationId);
    const greeting: string = later.json.data.aiResponse.content;
    expect(greeting).toContain('Ada');
    expect(greeting).not.toMatch(INTRODUCTION);
    // Known, and saying so: the name alone is in a new member's first greeting too.
    expect(greeting).toMatch(AGAIN);
    const morning = await api.post('/ai/chat', say('morning!', { timeZone: 'Etc/GMT' }), { token: ada.idToken });
    expect(morning.json.data.aiResponse.content).toMatch(AGAIN);
  });
});
