import path from 'node:path';
import { conversationsExport } from '@bela/contracts/chat-export';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCompositeIndexes } from '../../drivers/composite-indexes';
import { SqliteDocStore } from '../../drivers/sqlite-doc-store';
import { ConversationStore } from '../../stores/conversations';
import { MessageSearchIndex } from '../../stores/message-search';
import { writeConversationsJson } from '../../domain/conversation-export';
import { exportFileName, inertText, slugOf, toExport, toMarkdown, writeExportJson, writeMarkdown } from './conversation-export';

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

describe('the export written as it is read (decision 0024)', () => {
  const docs = new SqliteDocStore({ file: ':memory:', indexes: loadCompositeIndexes(path.join(__dirname, '../../../../firestore.indexes.json')) });
  const store = new ConversationStore(docs, new MessageSearchIndex(docs));
  afterAll(() => docs.close());

  /** Stored records written where the store keeps them; the long one spans several of the store's pages, with equal times. */
  async function stored(uid: string): Promise<Record<string, unknown>[]> {
    const long = {
      id: 'c0-long',
      title: 'A long <b>one</b>',
      createdAt: at(-30),
      updatedAt: at(-1),
      messages: Array.from({ length: 450 }, (_, i) => ({ id: `m${String(449 - i).padStart(3, '0')}`, role: i % 2 ? 'assistant' : 'user', content: `line ${i}\n\n\nand more`, createdAt: at(-30 + Math.floor(i / 20)) })),
    };
    const records = [...storedConversations(), long, { id: 'c3-empty', title: '', createdAt: at(70), updatedAt: at(70), messages: [] }];
    for (const { messages, ...conversation } of records as { id: string; messages: { id: string }[] }[]) {
      await docs.set(`users/${uid}/conversations/${conversation.id}`, { ...conversation });
      for (const message of messages) await docs.set(`users/${uid}/conversations/${conversation.id}/messages/${message.id}`, { ...message });
    }
    return records;
  }

  const collect = async (run: (write: (chunk: string) => Promise<void>) => Promise<void>) => {
    const chunks: string[] = [];
    await run(async (chunk) => void chunks.push(chunk));
    return chunks.join('');
  };

  it('writes the same JSON and Markdown as the whole document, page by page, for all conversations or one', async () => {
    const records = await stored('ada');
    const all = await store.exportSource('ada');
    expect(await collect((write) => writeExportJson(all, exportedAt, write))).toBe(`${JSON.stringify(toExport(records, exportedAt), null, 2)}\n`);
    expect(await collect((write) => writeMarkdown(all, exportedAt, write))).toBe(toMarkdown(toExport(records, exportedAt)));
    // Compact, as the account's data export nests it in its envelope.
    expect(await collect((write) => writeConversationsJson(all, write, { space: 0, depth: 0 }))).toBe(JSON.stringify(toExport(records, exportedAt).conversations));

    const one = await store.exportSource('ada', 'c1');
    expect(one.title).toBe('Lisbon, at night');
    const expected = toExport(records.filter((r) => r['id'] === 'c1'), exportedAt);
    expect(await collect((write) => writeExportJson(one, exportedAt, write))).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect(await collect((write) => writeMarkdown(one, exportedAt, write))).toBe(toMarkdown(expected));
  });

  it('writes an empty history as the whole document has it, and refuses an unknown conversation before writing', async () => {
    const none = await store.exportSource('nobody');
    expect(await collect((write) => writeExportJson(none, exportedAt, write))).toBe(`${JSON.stringify(toExport([], exportedAt), null, 2)}\n`);
    expect(await collect((write) => writeMarkdown(none, exportedAt, write))).toBe(toMarkdown(toExport([], exportedAt)));
    await expect(store.exportSource('nobody', 'c1')).rejects.toMatchObject({ code: 'conversation-not-found' });
  });
});

describe('the Markdown export makes what was written inert (decision 0024)', () => {
  const markdownOf = (content: string, title = 'Chat') =>
    toMarkdown(toExport([{ id: 'c', title, createdAt: at(0), updatedAt: at(0), messages: [{ id: 'm', role: 'user', content, createdAt: at(0) }] }], exportedAt));

  it('escapes HTML, in messages and titles', () => {
    const markdown = markdownOf('<img src=x onerror=alert(1)>\n<script>alert(1)</script>', '<b onclick=alert(1)>Hi</b>');
    expect(markdown).toContain('> &lt;img src=x onerror=alert(1)&gt;\n> &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markdown).toContain('## &lt;b onclick=alert(1)&gt;Hi&lt;/b&gt;');
    expect(markdown).not.toMatch(/<(img|script|b)\b/);
  });

  it('breaks links, images, autolinks and link definitions that are not http(s), and keeps http(s) links', () => {
    expect(inertText('[x](javascript:alert(1))')).toBe('[x\\](javascript:alert(1))');
    expect(inertText('![x]( JavaScript:alert(1))')).toBe('![x\\]( JavaScript:alert(1))');
    expect(inertText('[x](&#106;avascript:alert(1)) [y](data:text/html,hi) [z](<javascript:alert(1)>)')).not.toMatch(/[^\\]\]\(/);
    expect(inertText('<javascript:alert(1)>')).toBe('&lt;javascript:alert(1)&gt;');
    expect(inertText('[ref]: javascript:alert(1)\n  [other]:\nvbscript:x')).toBe('\\[ref]: javascript:alert(1)\n  \\[other]:\nvbscript:x');
    expect(inertText('[Bela](https://bela.example/help) and [ref]: http://example.com')).toBe('[Bela](https://bela.example/help) and [ref]: http://example.com');
    expect(markdownOf('see [x](javascript:alert(1))')).toContain('> see [x\\](javascript:alert(1))');
  });
});
