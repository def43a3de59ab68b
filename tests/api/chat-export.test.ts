/** POST /ai/conversations/export: one conversation or all, as a JSON or Markdown download. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationsExport } from '@bela/contracts/chat-export';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const exportOf = (token: string, body: unknown) => api.fetch('/ai/conversations/export', { method: 'POST', body: JSON.stringify(body), token });

/** A conversation whose last reply was regenerated once (decision 0007's fields, as stored). */
async function seedRegenerated(uid: string) {
  const t = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));
  await api.services.docs.create(`users/${uid}/conversations/c-regen`, { title: 'Fado & trams', createdAt: t(0), updatedAt: t(2), preview: 'Trams.', messageCount: 2 });
  await api.services.docs.create(`users/${uid}/conversations/c-regen/messages/m1`, { role: 'user', content: 'Tell me about Lisbon', createdAt: t(0) });
  await api.services.docs.create(`users/${uid}/conversations/c-regen/messages/m2`, {
    role: 'assistant',
    content: 'Trams.',
    createdAt: t(2),
    model: 'bela-offline-persona',
    completionTokens: 1,
    stopped: true,
    alternatives: [
      { content: 'Fado.', createdAt: t(1), model: 'bela-offline-persona' },
      { content: 'Trams.', createdAt: t(2), model: 'bela-offline-persona', stopped: true },
    ],
    chosen: 1,
  });
  return 'c-regen';
}

describe('the conversations export', () => {
  it('downloads one conversation as JSON that re-reads into the export schema, alternatives kept', async () => {
    const ada = await member(api);
    await api.post('/ai/chat', say('Another chat'), { token: ada.idToken });
    const conversationId = await seedRegenerated(ada.uid);

    const response = await exportOf(ada.idToken, { conversationId, format: 'json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="bela-fado-trams-\d{4}-\d{2}-\d{2}\.json"$/);

    const document = conversationsExport.parse(await response.json());
    expect(document.conversations.map((c) => c.id)).toEqual([conversationId]);
    const [question, reply] = document.conversations[0]!.messages;
    expect(question).toMatchObject({ role: 'user', content: 'Tell me about Lisbon', createdAt: '2026-11-20T09:00:00.000Z' });
    expect(reply).toEqual({
      id: 'm2',
      role: 'assistant',
      content: 'Trams.',
      createdAt: '2026-11-20T09:02:00.000Z',
      stopped: true,
      alternatives: [
        { content: 'Fado.', createdAt: '2026-11-20T09:01:00.000Z', model: 'bela-offline-persona' },
        { content: 'Trams.', createdAt: '2026-11-20T09:02:00.000Z', model: 'bela-offline-persona', stopped: true },
      ],
      chosen: 1,
    });
  });

  it('downloads every conversation as a Markdown document', async () => {
    const ada = await member(api);
    const chat = (await api.post('/ai/chat', say('Hello from Porto'), { token: ada.idToken })).json.data;
    await seedRegenerated(ada.uid);

    const response = await exportOf(ada.idToken, { format: 'markdown' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="bela-conversations-\d{4}-\d{2}-\d{2}\.md"$/);
    const markdown = await response.text();
    expect(markdown).toMatch(/^# Bela — conversations\n\nExported \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · 2 conversations\n/);
    expect(markdown).toContain('## Fado & trams');
    expect(markdown).toContain(`## ${chat.title}`);
    expect(markdown).toContain('**You** · 2026-11-20 09:00 UTC\n\n> Tell me about Lisbon');
    expect(markdown).toContain('**Bela** · 2026-11-20 09:02 UTC · reply 2 of 2 (stopped)\n\n> Trams.');
    expect(markdown).toContain('> Hello from Porto');
    expect(markdown).toContain(`> ${chat.aiResponse.content.split('\n')[0]}`);
  });

  it("answers 404 for another member's conversation or an unknown one, and gives nothing away", async () => {
    const ada = await member(api);
    const bob = await member(api);
    const conversationId = await seedRegenerated(ada.uid);

    for (const id of [conversationId, 'no-such-conversation']) {
      const r = await api.post('/ai/conversations/export', { conversationId: id, format: 'json' }, { token: bob.idToken });
      expect(r.status).toBe(404);
      expect(r.json.error.code).toBe('conversation-not-found');
    }
    // All of Bob's: none of Ada's.
    const all = conversationsExport.parse(await (await exportOf(bob.idToken, { format: 'json' })).json());
    expect(all.conversations).toEqual([]);
  });

  it('answers 400 for a format it does not know or a malformed id', async () => {
    const ada = await member(api);
    for (const body of [{ format: 'pdf' }, {}, { format: 'json', conversationId: '../x' }]) {
      const r = await api.post('/ai/conversations/export', body, { token: ada.idToken });
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe('invalid-argument');
    }
  });

  it('is for verified members only', async () => {
    const ada = await member(api, { verified: false });
    const r = await api.post('/ai/conversations/export', { format: 'json' }, { token: ada.idToken });
    expect(r.status).toBe(403);
  });
});
