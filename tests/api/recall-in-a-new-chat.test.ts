/**
 * Issue 41: a new member tells Bela a few facts of their life in one chat, and in a new chat asks
 * for them in other words (offline Bela, through the real API). Each answer needs the memory that
 * answers it among all of theirs, found by what the question asks rather than by its words
 * (domain/memory/turn-memory.ts, chooseMemories); before that, a question sharing no word with its
 * memory got "you haven't told me" once a member had more than a few memories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

let api: ApiHarness;
let clock = Date.now() - 3 * 86_400_000;
let kay: TestAccount;

/** One message a minute on, so the per-minute limit never answers. */
async function send(text: string, conversationId?: string) {
  clock += 61_000;
  const r = await api.post('/ai/chat', say(text, { ...(conversationId ? { conversationId } : {}), timeZone: 'Europe/London' }), { token: kay.idToken });
  expect(r.status).toBe(200);
  return r.json.data as { conversationId: string; aiResponse: { content: string }; learned?: { text: string }[]; memories?: { text: string }[] };
}

beforeAll(async () => {
  api = await startApi({ services: { now: () => new Date(clock) } });
  kay = await member(api);
  let conversationId: string | undefined;
  for (const fact of [
    "rough week at the clinic, I'm a dental hygienist",
    'we moved out to Bristol in the spring',
    'my daughter Noor starts school in September',
    "I'm allergic to kiwi fruit",
    "I've played the cello since I was eight",
    'my brother Sami is getting married in June',
  ]) {
    conversationId = (await send(fact, conversationId)).conversationId;
  }
  // The next day, a new chat.
  clock += 86_400_000;
});
afterAll(() => api?.close());

describe('what a member told Bela, asked in a new chat in other words', () => {
  it('greets them as someone she knows', async () => {
    const hello = (await send('hi Bela')).aiResponse.content;
    expect(hello).toContain('Ada');
    expect(hello).not.toMatch(/nice to meet you|good to meet you|I'm Bela|I’m Bela/i);
  });

  it.each([
    ['what do I do for work?', 'hygienist'],
    ['what city do I live in now?', 'Bristol'],
    ['what fruit should I stay away from?', 'kiwi'],
    ['which instrument do I play?', 'cello'],
    ["who's getting married?", 'Sami'],
    ["what's my daughter called?", 'Noor'],
  ])('%j is answered with %j, and the memory is listed as used', async (question, answer) => {
    const reply = await send(question);
    expect(reply.aiResponse.content).toContain(answer);
    expect(reply.memories?.some((memory) => memory.text.includes(answer))).toBe(true);
  });
});
