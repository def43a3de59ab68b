// The chat controls (decision 0007): stop, regenerate as alternatives, choose, and edit as versions.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOpenAiStandIn, type ChatReplyInput, type OpenAiStandIn } from '../support/openai-stand-in';
import { startApi, type ApiHarness } from './api-harness';
import { member, readEvents, readUntilFirstToken, say, tokenText } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Account = Awaited<ReturnType<typeof member>>;

const thread = async (api: ApiHarness, who: Account, conversationId: string) =>
  (await api.post('/ai/conversations/messages', { conversationId }, { token: who.idToken })).json.data.messages as Record<string, unknown>[];

/** The thread once the reply is stored beside the member's message (a stopped reply is stored as its stream ends). */
const storedReply = (api: ApiHarness, who: Account, conversationId: string) =>
  vi.waitFor(
    async () => {
      const messages = await thread(api, who, conversationId);
      expect(messages.length).toBeGreaterThanOrEqual(2);
      return messages;
    },
    { timeout: 5_000, interval: 20 },
  );

async function started(who: Account, text = 'Tell me about Lisbon') {
  const r = await api.post('/ai/chat', say(text), { token: who.idToken });
  expect(r.status).toBe(200);
  return r.json.data as { conversationId: string; userMessageId: string; aiResponse: { id: string; content: string } };
}

describe('regenerate', () => {
  it('keeps every alternative, shows the new one, and a choice survives a reload', async () => {
    const ada = await member(api);
    const first = await started(ada);
    const again = await api.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: ada.idToken });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ conversationId: first.conversationId, alternatives: 2, chosen: 1, aiResponse: { id: first.aiResponse.id } });

    let messages = await thread(api, ada, first.conversationId);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ id: first.aiResponse.id, alternatives: 2, chosen: 1, content: again.json.data.aiResponse.content });

    const chose = await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.aiResponse.id, alternative: 0 }, { token: ada.idToken });
    expect(chose.status).toBe(200);
    expect(chose.json.data.messages.at(-1)).toMatchObject({ content: first.aiResponse.content, chosen: 0, alternatives: 2 });
    messages = await thread(api, ada, first.conversationId);
    expect(messages[1]).toMatchObject({ content: first.aiResponse.content, chosen: 0 });
  });

  it('streams like /ai/chat/stream when asked for events', async () => {
    const ada = await member(api);
    const first = await started(ada);
    const response = await api.fetch('/ai/chat/regenerate', {
      method: 'POST',
      body: JSON.stringify({ conversationId: first.conversationId }),
      token: ada.idToken,
      headers: { accept: 'text/event-stream' },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ event: 'meta', data: { conversationId: first.conversationId, userMessageId: first.userMessageId } });
    const done = events.at(-1)!;
    expect(done).toMatchObject({ event: 'done', data: { messageId: first.aiResponse.id, alternatives: 2, chosen: 1 } });
    expect(done.data.content).toBe(tokenText(events));
  });

  it('refuses an eleventh alternative, and counts each regenerate as a message', async () => {
    // The limit counts in fixed one-minute windows: a run that straddles two starts again, as a new member.
    const minute = () => Math.floor(Date.now() / 60_000);
    let limited!: Awaited<ReturnType<typeof api.post>>;
    for (let windowStart = -1; windowStart !== minute(); ) {
      windowStart = minute();
      const ada = await member(api);
      const first = await started(ada);
      for (let i = 0; i < 9; i += 1) {
        const r = await api.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: ada.idToken });
        expect(r.status).toBe(200);
      }
      const full = await api.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: ada.idToken });
      expect(full.status).toBe(409);
      expect(full.json.error.code).toBe('too-many-alternatives');
      expect((await thread(api, ada, first.conversationId))[1]).toMatchObject({ alternatives: 10, chosen: 9 });
      // Ten messages this minute (a send and nine regenerates); two edits reach the limit of twelve.
      for (const text of ['Tell me about Porto', 'Tell me about Faro']) {
        expect((await api.post('/ai/chat/edit', { conversationId: first.conversationId, messageId: first.userMessageId, content: text }, { token: ada.idToken })).status).toBe(200);
      }
      limited = await api.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: ada.idToken });
    }
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate-limited');
  });

  it("answers 404 for another member's conversation and 400 for a bad body", async () => {
    const ada = await member(api);
    const eve = await member(api);
    const first = await started(ada);
    const theirs = await api.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: eve.idToken });
    expect(theirs.status).toBe(404);
    const choose = await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.aiResponse.id, alternative: 0 }, { token: eve.idToken });
    expect(choose.status).toBe(404);
    expect((await api.post('/ai/chat/regenerate', {}, { token: ada.idToken })).status).toBe(400);
    const both = await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.aiResponse.id, alternative: 0, version: 0 }, { token: ada.idToken });
    expect(both.status).toBe(400);
    const missing = await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.aiResponse.id, alternative: 3 }, { token: ada.idToken });
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('no-such-alternative');
    expect((await thread(api, ada, first.conversationId))[1]).not.toHaveProperty('alternatives');
  });
});

describe('edit', () => {
  it('replaces the latest message, keeps the earlier version with its reply, and flips back and forth', async () => {
    const ada = await member(api);
    const first = await started(ada);
    const edited = await api.post(
      '/ai/chat/edit',
      { conversationId: first.conversationId, messageId: first.userMessageId, content: 'Tell me about Porto' },
      { token: ada.idToken },
    );
    expect(edited.status).toBe(200);
    let messages = await thread(api, ada, first.conversationId);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ id: first.userMessageId, content: 'Tell me about Porto', versions: 2, version: 1 });
    expect(messages[1]).toMatchObject({ id: edited.json.data.aiResponse.id, content: edited.json.data.aiResponse.content });

    const back = await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.userMessageId, version: 0 }, { token: ada.idToken });
    expect(back.status).toBe(200);
    expect(back.json.data.messages).toMatchObject([
      { id: first.userMessageId, content: 'Tell me about Lisbon', version: 0, versions: 2 },
      { role: 'assistant', content: first.aiResponse.content },
    ]);
    messages = await thread(api, ada, first.conversationId);
    expect(messages.map((m) => m['content'])).toEqual(['Tell me about Lisbon', first.aiResponse.content]);

    await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.userMessageId, version: 1 }, { token: ada.idToken });
    messages = await thread(api, ada, first.conversationId);
    expect(messages.map((m) => m['content'])).toEqual(['Tell me about Porto', edited.json.data.aiResponse.content]);
    const conversation = await api.services.docs.get(`users/${ada.uid}/conversations/${first.conversationId}`);
    expect(conversation?.data['messageCount']).toBe(2);
    // Search follows the shown version only.
    const find = async (query: string) => (await api.post('/ai/conversations/search', { query }, { token: ada.idToken })).json.data.hits as { messageId: string }[];
    expect((await find('porto')).map((hit) => hit.messageId)).toContain(first.userMessageId);
    expect(await find('lisbon')).toEqual([]);
  });

  it('refuses an older message, and an empty edit', async () => {
    const ada = await member(api);
    const first = await started(ada);
    await api.post('/ai/chat', say('And Porto?', { conversationId: first.conversationId }), { token: ada.idToken });
    const older = await api.post('/ai/chat/edit', { conversationId: first.conversationId, messageId: first.userMessageId, content: 'Changed' }, { token: ada.idToken });
    expect(older.status).toBe(409);
    expect(older.json.error.code).toBe('not-latest-exchange');
    const olderReply = await api.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.aiResponse.id, alternative: 0 }, { token: ada.idToken });
    expect(olderReply.status).toBe(409);
    const empty = await api.post('/ai/chat/edit', { conversationId: first.conversationId, messageId: first.userMessageId, content: '   ' }, { token: ada.idToken });
    expect(empty.status).toBe(400);
    expect((await thread(api, ada, first.conversationId)).map((m) => m['content'])[0]).toBe('Tell me about Lisbon');
  });
});

describe('a stop on the offline model', () => {
  /** Sends a message with the offline model's pace asked for, and stops once the first words came. */
  async function stopAfterFirstWords(harness: ApiHarness, who: Account) {
    const controller = new AbortController();
    const response = await harness.fetch('/ai/chat/stream', {
      method: 'POST',
      body: JSON.stringify(say('Tell me a story about the sea')),
      token: who.idToken,
      headers: { 'x-bela-test-pace-ms': '40' },
      signal: controller.signal,
    });
    const { conversationId } = await readUntilFirstToken(response);
    controller.abort();
    return conversationId;
  }

  it('keeps what was written, marked stopped, when the local stack lets a test ask for a slow pace', async () => {
    const paced = await startApi({ env: { OFFLINE_MODEL_PACE_BY_REQUEST: '1' } });
    try {
      const ada = await member(paced);
      const conversationId = await stopAfterFirstWords(paced, ada);
      const messages = await storedReply(paced, ada, conversationId);
      expect(messages[1]).toMatchObject({ role: 'assistant', stopped: true });
    } finally {
      await paced.close();
    }
  });

  it('a regenerate sent right after a stop waits for the stopped text, and keeps it as the first alternative', async () => {
    const paced = await startApi({ env: { OFFLINE_MODEL_PACE_BY_REQUEST: '1' } });
    try {
      const ada = await member(paced);
      const conversationId = await stopAfterFirstWords(paced, ada);
      const again = await paced.post('/ai/chat/regenerate', { conversationId }, { token: ada.idToken });
      expect(again.status).toBe(200);
      expect(again.json.data).toMatchObject({ alternatives: 2, chosen: 1 });
      const messages = await thread(paced, ada, conversationId);
      expect(messages).toHaveLength(2);
      const back = await paced.post('/ai/chat/choose', { conversationId, messageId: messages[1]!['id'], alternative: 0 }, { token: ada.idToken });
      expect(back.json.data.messages[1]).toMatchObject({ stopped: true, chosen: 0 });
      const conversation = await paced.services.docs.get(`users/${ada.uid}/conversations/${conversationId}`);
      expect(conversation?.data).not.toHaveProperty('replyingSince');
    } finally {
      await paced.close();
    }
  });
});

/** What a reply asked for in detail adds: 40 more words. */
const DETAIL = ` ${'And then another slow word follows, one after the other.'.repeat(4)} ${'It keeps going on and on for a while.'.repeat(2)}`.replace(/\.(?=\S)/g, '. ');

describe('on the OpenAI driver', () => {
  let openai: OpenAiStandIn;
  let slowApi: ApiHarness;
  beforeAll(async () => {
    let replies = 0;
    // Each reply its own text; one asked for in detail goes on for about six seconds, so a stop lands
    // while it streams however busy the machine is (at 2 s, a stop under load once came after the end).
    const reply = ({ messages }: ChatReplyInput) =>
      `Reply number ${(replies += 1)} is here, with a few more words to say slowly.${/in detail/.test(String(messages.at(-1)?.content)) ? DETAIL : ''}`;
    openai = await startOpenAiStandIn({ firstTokenDelayMs: 20, tokenDelayMs: 150, reply });
    slowApi = await startApi({ env: { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-test' } });
  });
  afterAll(async () => {
    await slowApi.close();
    await openai.close();
  });
  /** The replies' model calls (not memory extraction's, which asks for a JSON schema). */
  const completions = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions') && !r.body?.response_format);

  it('keeps a stopped reply as written, marked stopped, and cancels the model call', async () => {
    const ada = await member(slowApi);
    const controller = new AbortController();
    const response = await slowApi.fetch('/ai/chat/stream', {
      method: 'POST',
      body: JSON.stringify(say('Tell me everything about your day, in detail please')),
      token: ada.idToken,
      signal: controller.signal,
    });
    const { conversationId, written } = await readUntilFirstToken(response);
    controller.abort();
    expect(await completions().at(-1)!.settled).toBe('aborted');
    const stored = await storedReply(slowApi, ada, conversationId);
    expect(stored[1]).toMatchObject({ role: 'assistant', stopped: true });
    expect(String(stored[1]!['content']).startsWith(written)).toBe(true);
  });

  it('POST /ai/chat/stop stops a reply whose stream is still open: the model call is cancelled and the text so far kept', async () => {
    const ada = await member(slowApi);
    const response = await slowApi.fetch('/ai/chat/stream', {
      method: 'POST',
      body: JSON.stringify(say('Tell me everything about your day, in detail please')),
      token: ada.idToken,
    });
    const { conversationId, rest } = await readUntilFirstToken(response);

    const stop = await slowApi.post('/ai/chat/stop', { conversationId }, { token: ada.idToken });
    expect(stop.status).toBe(200);
    expect(stop.json.data).toEqual({ stopping: true });
    // The stream, never cancelled by the client, ends with the stopped text.
    const events = await rest();
    expect(await completions().at(-1)!.settled).toBe('aborted');
    const done = events.find((e) => e.event === 'done')!.data;
    const stored = await thread(slowApi, ada, conversationId);
    expect(stored[1]).toMatchObject({ id: done.messageId, stopped: true, content: done.content });
    expect(done.content.length).toBeLessThan(DETAIL.length);

    const eve = await member(slowApi);
    expect((await slowApi.post('/ai/chat/stop', { conversationId }, { token: eve.idToken })).status).toBe(404);
  });

  it('goes on from the chosen alternative, never from the others', async () => {
    const ada = await member(slowApi);
    openai.setMode('ok');
    const first = (await slowApi.post('/ai/chat', say('Pick a colour'), { token: ada.idToken })).json.data;
    const again = (await slowApi.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: ada.idToken })).json.data;
    expect(again.aiResponse.content).toBeTruthy();
    // The regenerate's history ends at the member's message: the reply it replaces is not in it.
    const regenerateCall = completions().at(-1)!;
    expect(regenerateCall.body.messages.at(-1)).toMatchObject({ role: 'user', content: 'Pick a colour' });
    expect(regenerateCall.body.messages.some((m: { role: string }) => m.role === 'assistant')).toBe(false);

    const marker = { first: first.aiResponse.content as string, second: again.aiResponse.content as string };
    await slowApi.post('/ai/chat/choose', { conversationId: first.conversationId, messageId: first.aiResponse.id, alternative: 0 }, { token: ada.idToken });
    await slowApi.post('/ai/chat', say('Why that one?', { conversationId: first.conversationId }), { token: ada.idToken });
    const history = completions().at(-1)!.body.messages.filter((m: { role: string }) => m.role === 'assistant');
    expect(history.slice(0, 1)).toEqual([{ role: 'assistant', content: marker.first }]);

    // Search finds what is shown: the chosen alternative, not the one chosen away.
    const numberOf = (text: string) => /Reply number (\d+)/.exec(text)![1];
    const find = async (query: string) => (await slowApi.post('/ai/conversations/search', { query }, { token: ada.idToken })).json.data.hits as { messageId: string }[];
    expect((await find(`number ${numberOf(marker.first)}`)).map((hit) => hit.messageId)).toEqual([first.aiResponse.id]);
    expect(await find(`number ${numberOf(marker.second)}`)).toEqual([]);
  });
});
