// Issue 39 "Trust": Bela's words are checked before the member sees them, and Stop keeps what the
// member saw (decision 0025). Both fail on the code before it: a flagged reply streamed to the
// member and was replaced only once it was done, and a stop stored what the server had written,
// beyond what had reached the screen.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { REPLACED_REPLY } from '../../functions/src/features/chat/persona';
import { startApi, type ApiHarness } from './api-harness';
import { eventStream, member, readEvents, say, tokenText } from './chat-support';

const CLEAN = 'What a sunny day it is. Cipher is asleep on the windowsill. Tell me about yours?';
const FLAGGED = 'What a sunny day it is. Here is how to hurt them so it leaves no mark. Anyway, more about Cipher: she snores, she dreams, she twitches her paws, and then she wakes up hungry.';
const LONG = 'Then Cipher and I had a very serious nap. Tell me what you did today, and then tell me what you ate, and then tell me what you dreamt about last night, slowly.';

let api: ApiHarness;
let openai: OpenAiStandIn;
let next = CLEAN;
beforeAll(async () => {
  openai = await startOpenAiStandIn({
    tokenDelayMs: 20,
    reply: ({ body }) => (body.response_format ? JSON.stringify({ operations: [] }) : next),
    // The moderation endpoint flags the sentence that tells how to hurt someone, wherever it is read.
    moderate: (input) => (input.includes('hurt them') ? ['illicit/violent'] : []),
  });
  api = await startApi({ env: { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-test' } });
});
afterAll(async () => {
  await api.close();
  await openai.close();
});

const completions = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions') && !r.body?.response_format);
const thread = async (uid: string, conversationId: string) =>
  (await api.services.docs.query({ collection: `users/${uid}/conversations/${conversationId}/messages`, orderBy: [{ field: 'createdAt' }] })).map((m) => m.data);

async function streamed(token: string, content: string) {
  const events = await readEvents(await api.fetch('/ai/chat/stream', { method: 'POST', body: JSON.stringify(say(content)), token }));
  const shown = tokenText(events);
  return { events, shown, done: events.find((e) => e.event === 'done')?.data };
}

it('never streams a sentence the moderation flags: the member sees the clean words before it, then the replacement in done', async () => {
  const ada = await member(api);
  next = CLEAN;
  const clean = await streamed(ada.idToken, 'How is your day?');
  expect(clean.shown).toBe(CLEAN);
  expect(clean.done.content).toBe(CLEAN);

  next = FLAGGED;
  const flagged = await streamed(ada.idToken, 'And then?');
  expect(flagged.events.at(-1)!.event).toBe('done');
  expect(flagged.shown).not.toContain('hurt');
  expect(flagged.shown).not.toContain('mark');
  expect(FLAGGED.startsWith(flagged.shown)).toBe(true);
  expect(flagged.done.content).toBe(REPLACED_REPLY);
  // The model call is stopped at the flagged sentence, and the replacement is what is stored.
  expect(await completions().at(-1)!.settled).toBe('aborted');
  const stored = await thread(ada.uid, flagged.done.conversationId);
  expect(stored.at(-1)).toMatchObject({ role: 'assistant', content: REPLACED_REPLY });
});

it('Stop with the count of characters shown stores the reply cut there, and refuses a bad count', async () => {
  const ada = await member(api);
  next = LONG;
  const controller = new AbortController();
  const response = await api.fetch('/ai/chat/stream', { method: 'POST', body: JSON.stringify(say('Tell me about your day')), token: ada.idToken, signal: controller.signal });
  const events = await eventStream(response).until((read) => tokenText(read).startsWith('Then Cipher and I'));
  const conversationId = events.find((e) => e.event === 'meta')!.data.conversationId as string;
  // The stream had brought more than the screen had painted ("...Then Cipher" in the issue).
  const shown = 'Then Cipher';

  for (const bad of [-1, 1.5, '11', 1_000_001]) {
    expect((await api.post('/ai/chat/stop', { conversationId, shownChars: bad }, { token: ada.idToken })).status).toBe(400);
  }
  // As the web app does: the stream ends and the server is told where the reply stopped.
  controller.abort();
  expect((await api.post('/ai/chat/stop', { conversationId, shownChars: shown.length }, { token: ada.idToken })).status).toBe(200);

  const stored = await vi.waitFor(
    async () => {
      const messages = await thread(ada.uid, conversationId);
      expect(messages.length).toBeGreaterThanOrEqual(2);
      return messages;
    },
    { timeout: 5_000, interval: 20 },
  );
  expect(stored[1]).toMatchObject({ role: 'assistant', stopped: true, content: 'Then Cipher' });
});
