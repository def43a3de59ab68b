import { conversationsExport } from '@bela/contracts/chat-export';
import { describe, expect, it } from 'vitest';
import { exportFileName, slugOf, toExport, toMarkdown } from './conversation-export';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));

/**
 * Stored documents as the store reads them (dates are Dates, internal fields included): a
 * conversation whose first exchange was edited (two versions, the first with its own reply) and
 * whose last reply was regenerated (three alternatives, the second shown and stopped).
 */
function storedConversations(): Record<string, unknown>[] {
  return [
    {
      id: 'c2',
      title: 'Later one',
      createdAt: at(50),
      updatedAt: at(51),
      preview: 'ok',
      messageCount: 2,
      messages: [
        { id: 'm2b', role: 'assistant', content: 'Ok.', createdAt: at(51), model: 'gpt-x', promptTokens: 4, completionTokens: 1 },
        { id: 'm2a', role: 'user', content: 'Fine', createdAt: at(50) },
      ],
    },
    {
      id: 'c1',
      title: 'Lisbon, at night',
      createdAt: at(0),
      updatedAt: at(9),
      preview: 'The tram...',
      messageCount: 4,
      messages: [
        {
          id: 'm1',
          role: 'user',
          content: 'Tell me about Lisbon',
          createdAt: at(0),
          versions: [
            { content: 'Tell me about Porto', createdAt: at(0), reply: { content: 'Porto is wine.', createdAt: at(1), model: 'gpt-x', stopped: true, alternatives: [{ content: 'Porto is bridges.', createdAt: at(1), model: 'gpt-x' }, { content: 'Porto is wine.', createdAt: at(1), model: 'gpt-x', stopped: true }], chosen: 1 } },
            { content: 'Tell me about Lisbon', createdAt: at(2) },
          ],
          version: 1,
        },
        { id: 'm2', role: 'assistant', content: 'Lisbon has hills.\nAnd trams.', createdAt: at(3), model: 'gpt-x', promptTokens: 10, completionTokens: 5 },
        { id: 'm3', role: 'user', content: 'And at night?', createdAt: at(8) },
        {
          id: 'm4',
          role: 'assistant',
          content: 'The tram',
          createdAt: at(9),
          model: 'gpt-x',
          stopped: true,
          crisis: false,
          alternatives: [
            { content: 'Fado everywhere.', createdAt: at(8), model: 'gpt-x' },
            { content: 'The tram', createdAt: at(9), model: 'gpt-y', stopped: true },
            { content: 'Quiet streets.', createdAt: at(9), model: 'gpt-y' },
          ],
          chosen: 1,
        },
      ],
    },
  ];
}

const exportedAt = new Date('2026-11-26T14:05:30.000Z');

describe('toExport', () => {
  const document = toExport(storedConversations(), exportedAt);

  it('names the document and orders conversations by start, messages oldest first, times as ISO strings', () => {
    expect(document).toMatchObject({ format: 'bela-conversations', version: 1, exportedAt: '2026-11-26T14:05:30.000Z' });
    expect(document.conversations.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(document.conversations[1]!.messages.map((m) => m.id)).toEqual(['m2a', 'm2b']);
    expect(document.conversations[0]).toMatchObject({ title: 'Lisbon, at night', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:09:00.000Z' });
  });

  it("keeps a reply's alternatives and the shown one, and a member's versions with their replies", () => {
    const [edited, plain, , regenerated] = document.conversations[0]!.messages;
    expect(regenerated).toEqual({
      id: 'm4',
      role: 'assistant',
      content: 'The tram',
      createdAt: '2026-11-20T09:09:00.000Z',
      stopped: true,
      alternatives: [
        { content: 'Fado everywhere.', createdAt: '2026-11-20T09:08:00.000Z', model: 'gpt-x' },
        { content: 'The tram', createdAt: '2026-11-20T09:09:00.000Z', model: 'gpt-y', stopped: true },
        { content: 'Quiet streets.', createdAt: '2026-11-20T09:09:00.000Z', model: 'gpt-y' },
      ],
      chosen: 1,
    });
    expect(edited!.version).toBe(1);
    expect(edited!.versions).toEqual([
      {
        content: 'Tell me about Porto',
        createdAt: '2026-11-20T09:00:00.000Z',
        reply: {
          content: 'Porto is wine.',
          createdAt: '2026-11-20T09:01:00.000Z',
          model: 'gpt-x',
          stopped: true,
          alternatives: [
            { content: 'Porto is bridges.', createdAt: '2026-11-20T09:01:00.000Z', model: 'gpt-x' },
            { content: 'Porto is wine.', createdAt: '2026-11-20T09:01:00.000Z', model: 'gpt-x', stopped: true },
          ],
          chosen: 1,
        },
      },
      { content: 'Tell me about Lisbon', createdAt: '2026-11-20T09:02:00.000Z' },
    ]);
    // What only the server needs stays out: token counts, the shown reply's model, a false flag.
    expect(plain).toEqual({ id: 'm2', role: 'assistant', content: 'Lisbon has hills.\nAnd trams.', createdAt: '2026-11-20T09:03:00.000Z' });
  });

  it('round-trips through JSON into the same structure, which the contract reads', () => {
    const reread = conversationsExport.parse(JSON.parse(JSON.stringify(document)));
    expect(reread).toEqual(document);
  });

  it('reads records the store has already serialised (ISO strings) the same as Dates', () => {
    const serialised = JSON.parse(JSON.stringify(storedConversations())) as Record<string, unknown>[];
    expect(toExport(serialised, exportedAt)).toEqual(document);
  });

  it('drops an index that points nowhere rather than export a broken document', () => {
    const [conversation] = toExport(
      [{ id: 'c', title: '', createdAt: at(0), updatedAt: at(0), messages: [{ id: 'm', role: 'assistant', content: 'x', createdAt: at(0), alternatives: [{ content: 'x', createdAt: at(0) }], chosen: 4 }] }],
      exportedAt,
    ).conversations;
    expect(conversation!.messages[0]).not.toHaveProperty('chosen');
    expect(() => conversationsExport.parse({ format: 'bela-conversations', version: 1, exportedAt: exportedAt.toISOString(), conversations: [conversation] })).not.toThrow();
  });
});

describe('toMarkdown', () => {
  const markdown = toMarkdown(toExport(storedConversations(), exportedAt));

  it('is a document: its title, the export date, each conversation with its dates', () => {
    expect(markdown.startsWith('# Bela — conversations\n\nExported 2026-11-26 14:05 UTC · 2 conversations\n')).toBe(true);
    expect(markdown).toContain('## Lisbon, at night\n\nStarted 2026-11-20 09:00 UTC · last message 2026-11-20 09:09 UTC · 4 messages');
    expect(markdown.indexOf('## Lisbon, at night')).toBeLessThan(markdown.indexOf('## Later one'));
    expect(markdown.endsWith('\n')).toBe(true);
    expect(markdown).not.toMatch(/\n{3,}/);
  });

  it('says who said what, and when, with every line of a text quoted', () => {
    expect(markdown).toContain('**You** · 2026-11-20 09:08 UTC\n\n> And at night?');
    expect(markdown).toContain('**Bela** · 2026-11-20 09:03 UTC\n\n> Lisbon has hills.\n> And trams.');
  });

  it('marks a stopped reply and lists the other replies under the shown one', () => {
    expect(markdown).toContain('**Bela** · 2026-11-20 09:09 UTC · reply 2 of 3 (stopped)\n\n> The tram');
    expect(markdown).toContain('*Other replies:*\n\n1. *Reply 1 of 3* · 2026-11-20 09:08 UTC\n\n   > Fado everywhere.');
    expect(markdown).toContain('3. *Reply 3 of 3* · 2026-11-20 09:09 UTC\n\n   > Quiet streets.');
    expect(markdown).not.toContain('2. *Reply 2 of 3*');
  });

  it("lists a member's other versions with the reply each had", () => {
    expect(markdown).toContain('**You** · 2026-11-20 09:00 UTC · version 2 of 2\n\n> Tell me about Lisbon');
    expect(markdown).toContain(
      '*Other versions:*\n\n1. *Version 1 of 2* · 2026-11-20 09:00 UTC\n\n   > Tell me about Porto\n\n   **Bela** · 2026-11-20 09:01 UTC (stopped)\n\n   > Porto is wine.\n\n   *Other replies:*\n\n   1. *Reply 1 of 2* · 2026-11-20 09:01 UTC\n\n      > Porto is bridges.',
    );
  });

  it('names an untitled conversation and says when there is nothing', () => {
    const empty = toMarkdown(toExport([{ id: 'c', title: '  ', createdAt: at(0), updatedAt: at(0), messages: [] }], exportedAt));
    expect(empty).toContain('## Untitled conversation');
    expect(empty).toContain('*No messages.*');
    expect(toMarkdown(toExport([], exportedAt))).toContain('*No conversations yet.*');
  });
});

describe('the file name', () => {
  it("is the conversation's title as a slug, or 'conversations', and the day", () => {
    expect(exportFileName({ title: 'Lisbon, at night — São Bento!', format: 'markdown', at: exportedAt })).toBe('bela-lisbon-at-night-sao-bento-2026-11-26.md');
    expect(exportFileName({ format: 'json', at: exportedAt })).toBe('bela-conversations-2026-11-26.json');
    expect(slugOf('🙂🙂')).toBe('conversation');
    expect(slugOf('x'.repeat(80))).toHaveLength(40);
  });
});
