import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCompositeIndexes } from '../drivers/composite-indexes';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import type { DocStore, Query } from '../ports/doc-store';
import { AppError } from '../platform/app-error';
import { MAX_TERMS_PER_MESSAGE, markSnippet, MessageSearchIndex, MULTI_WORD_PAGE, normaliseTerms, SAMPLE_ENTRIES } from './message-search';

describe('normaliseTerms', () => {
  it('folds case and accents, splits on punctuation and keeps each word once, in order', () => {
    expect(normaliseTerms('Café au LAIT, café! Crème-brûlée? naïve Ärger')).toEqual(['cafe', 'au', 'lait', 'creme', 'brulee', 'naive', 'arger']);
  });

  it('keeps digits and apostrophes inside words, and drops what is no word', () => {
    expect(normaliseTerms("It's 2026 — 42 ... !!! 🙂")).toEqual(["it's", '2026', '42']);
    expect(normaliseTerms('   ')).toEqual([]);
  });

  it('gives a query the same terms as a message, whatever its accents are composed of', () => {
    const composed = 'Jos\u00e9';
    const decomposed = 'Jose\u0301';
    expect(normaliseTerms(composed)).toEqual(normaliseTerms(decomposed));
    expect(normaliseTerms('JOSÉ')).toEqual(['jose']);
  });
});

describe('markSnippet', () => {
  it('marks every matched word, whatever its case and accents, and escapes everything else', () => {
    expect(markSnippet('Le <b>Café</b> & the cafe "bar"', ['cafe'])).toBe(
      'Le &lt;b&gt;<mark>Café</mark>&lt;/b&gt; &amp; the <mark>cafe</mark> &quot;bar&quot;',
    );
  });

  it('escapes a matched word too, so nothing in a snippet is markup but the marks', () => {
    const snippet = markSnippet("O'Brien said hi", ["o'brien"]);
    expect(snippet).toBe('<mark>O&#39;Brien</mark> said hi');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('does not mark a word that only contains a query word', () => {
    expect(markSnippet('cafeteria and cafe', ['cafe'])).toBe('cafeteria and <mark>cafe</mark>');
  });

  it('keeps about 160 characters around the first match, cut at words, with ellipses where text was left out', () => {
    const before = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 60 }, (_, i) => `z${i}`).join(' ');
    const snippet = markSnippet(`${before} the Lighthouse was\n\nlit ${after}`, ['lighthouse']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>Lighthouse</mark> was lit z0');
    const text = snippet.replace(/<\/?mark>/g, '').replace(/…/g, '');
    expect(text.length).toBeGreaterThan(120);
    expect(text.length).toBeLessThanOrEqual(170);
    expect(text.split(' ')[0]).toMatch(/^w\d+$/);
    expect(text.split(' ').at(-1)).toMatch(/^z\d+$/);
  });

  it('shows a short message whole, and the start of one without a match', () => {
    expect(markSnippet('Hello there', ['there'])).toBe('Hello <mark>there</mark>');
    expect(markSnippet('Nothing here', ['gone'])).toBe('Nothing here');
  });
});

const dir = mkdtempSync(path.join(tmpdir(), 'bela-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let stores = 0;

/** A SQLite store that enforces the composite indexes of firestore.indexes.json and counts what queries read. */
function makeStore() {
  const inner = new SqliteDocStore({
    file: path.join(dir, `docs-${++stores}.sqlite`),
    indexes: loadCompositeIndexes(path.join(__dirname, '../../../firestore.indexes.json')),
  });
  const reads = { queried: 0, got: 0, counts: 0 };
  const docs: DocStore = Object.assign(Object.create(inner) as DocStore, {
    count: async (query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>) => {
      reads.counts += 1;
      return inner.count(query);
    },
    query: async (query: Query) => {
      const found = await inner.query(query);
      reads.queried += found.length;
      return found;
    },
    getMany: async (paths: string[]) => {
      reads.got += paths.length;
      return inner.getMany(paths);
    },
  });
  return { docs, reads, index: new MessageSearchIndex(docs), close: () => inner.close() };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));

/** Writes a message and its entry in one batch, as the conversation store does. */
async function say(
  store: ReturnType<typeof makeStore>,
  uid: string,
  conversationId: string,
  messageId: string,
  content: string,
  minute: number,
  role: 'user' | 'assistant' = 'user',
) {
  await store.docs.batch((ops) => {
    ops.set(`users/${uid}/conversations/${conversationId}/messages/${messageId}`, { role, content, createdAt: at(minute) });
    store.index.put(ops, uid, conversationId, messageId, { role, content, createdAt: at(minute) });
  });
}

/** Many messages and their entries, 250 of each per batch. */
async function sayMany(store: ReturnType<typeof makeStore>, count: number, content: (i: number) => string) {
  for (let from = 0; from < count; from += 250) {
    await store.docs.batch((ops) => {
      for (let i = from; i < Math.min(count, from + 250); i++) {
        const message = { role: 'user' as const, content: content(i), createdAt: at(i) };
        ops.set(`users/ada/conversations/c1/messages/m${i}`, message);
        store.index.put(ops, 'ada', 'c1', `m${i}`, message);
      }
    });
  }
}

const ids = (page: { hits: { messageId: string }[] }) => page.hits.map((h) => h.messageId);

describe('MessageSearchIndex', () => {
  it('finds messages of both sides holding every word, newest first, with marked snippets', async () => {
    const store = makeStore();
    await say(store, 'ada', 'c1', 'm1', 'I went to the café near the lighthouse', 1);
    await say(store, 'ada', 'c1', 'm2', 'The lighthouse keeper waved', 2, 'assistant');
    await say(store, 'ada', 'c2', 'm3', 'A CAFE by the LIGHTHOUSE, again', 3);
    await say(store, 'ada', 'c2', 'm4', 'Just a café', 4, 'assistant');

    const page = await store.index.search('ada', 'Lighthouse café', 20);
    expect(ids(page)).toEqual(['m3', 'm1']);
    expect(page.nextCursor).toBeNull();
    expect(page.hits[0]).toEqual({
      conversationId: 'c2',
      // No conversation document was written here: a hit of an untitled one names ''.
      title: '',
      messageId: 'm3',
      role: 'user',
      snippet: 'A <mark>CAFE</mark> by the <mark>LIGHTHOUSE</mark>, again',
      createdAt: at(3).toISOString(),
    });
    expect(ids(await store.index.search('ada', 'lighthouse', 20))).toEqual(['m3', 'm2', 'm1']);
    expect((await store.index.search('ada', 'keeper', 20)).hits[0]).toMatchObject({ role: 'assistant', conversationId: 'c1' });
    expect(ids(await store.index.search('ada', 'lighthouse submarine', 20))).toEqual([]);
    expect(ids(await store.index.search('ada', '!!!', 20))).toEqual([]);
    await store.close();
  });

  it("never finds another member's messages", async () => {
    const store = makeStore();
    await say(store, 'ada', 'c1', 'm1', 'my secret password is lighthouse', 1);
    await say(store, 'bob', 'c9', 'm9', 'no secrets here', 2);
    expect(ids(await store.index.search('bob', 'secret', 20))).toEqual([]);
    expect(ids(await store.index.search('bob', 'lighthouse', 20))).toEqual([]);
    expect(ids(await store.index.search('ada', 'secret', 20))).toEqual(['m1']);
    await store.close();
  });

  it('walks every match once, page by page, with the cursor', async () => {
    const store = makeStore();
    for (let i = 0; i < 23; i++) await say(store, 'ada', `c${i % 3}`, `m${String(i).padStart(2, '0')}`, `note ${i} about ${i % 2 ? 'tea' : 'coffee'}`, i);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let calls = 0; calls < 20; calls++) {
      const page = await store.index.search('ada', 'note coffee', 4, cursor);
      expect(page.hits.length).toBeLessThanOrEqual(4);
      seen.push(...ids(page));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const expected = Array.from({ length: 23 }, (_, i) => i)
      .filter((i) => i % 2 === 0)
      .reverse()
      .map((i) => `m${String(i).padStart(2, '0')}`);
    expect(seen).toEqual(expected);
    await store.close();
  });

  it('goes on from the time of a cursor whose entry was deleted meanwhile', async () => {
    const store = makeStore();
    for (let i = 0; i < 5; i++) await say(store, 'ada', 'c1', `m${i}`, `tea ${i}`, i);
    const first = await store.index.search('ada', 'tea', 2);
    expect(ids(first)).toEqual(['m4', 'm3']);
    await store.docs.batch((ops) => store.index.remove(ops, 'ada', 'm3'));
    expect(ids(await store.index.search('ada', 'tea', 2, first.nextCursor!))).toEqual(['m2', 'm1']);
    await store.close();
  });

  it('refuses a cursor it did not make, as bad input', async () => {
    const store = makeStore();
    for (const cursor of ['nope', Buffer.from(JSON.stringify({ id: '../x', at: 1 })).toString('base64url'), Buffer.from('{"id":"__a__","at":1}').toString('base64url')]) {
      const error = await store.index.search('ada', 'tea', 2, cursor).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('invalid-argument');
    }
    await store.close();
  });

  it('reads only the entries of the query\'s rarest word up to the page, and the messages it answers with', async () => {
    const store = makeStore();
    // "frequent" is in every message and longer than "zip", which only four hold.
    await sayMany(store, 400, (i) => (i % 100 === 0 ? `the frequent zip ${i}` : `the frequent word ${i}`));
    store.reads.queried = 0;
    const rare = await store.index.search('ada', 'frequent zip', 20);
    expect(ids(rare)).toEqual(['m300', 'm200', 'm100', 'm0']);
    // The four messages, and their one conversation (for its title).
    expect(store.reads).toEqual({ queried: 4, got: 5, counts: 2 });

    store.reads.queried = 0;
    store.reads.got = 0;
    store.reads.counts = 0;
    const common = await store.index.search('ada', 'frequent', 20);
    expect(common.hits).toHaveLength(20);
    // One word: nothing to choose, nothing counted.
    expect(store.reads).toEqual({ queried: 21, got: 21, counts: 0 });
    await store.close();
  });

  it('scans the rarer word even when it is shorter, and the longer of two held by as many entries', async () => {
    const store = makeStore();
    await sayMany(store, 10, (i) => (i < 4 ? 'elephant ox mouse' : i < 6 ? 'elephant dog' : 'elephant'));
    const scanned: unknown[] = [];
    const query = store.docs.query.bind(store.docs);
    store.docs.query = async (q) => (scanned.push(q.where?.[0]?.value), query(q));
    expect(ids(await store.index.search('ada', 'elephant ox', 20))).toEqual(['m3', 'm2', 'm1', 'm0']);
    expect(ids(await store.index.search('ada', 'ox mouse', 20))).toEqual(['m3', 'm2', 'm1', 'm0']);
    expect(ids(await store.index.search('ada', 'dog elephant', 20))).toEqual(['m5', 'm4']);
    expect(scanned).toEqual(['ox', 'mouse', 'dog']);
    await store.close();
  });

  it('bounds what one call reads, counts included, answering with a cursor to go on', async () => {
    const store = makeStore();
    // "alpha" is in the even messages, "omega" in the odd ones and in the oldest: alpha is the
    // rarer word, scanned, and only the oldest message holds both: the worst case, where the scan
    // must stop on its own.
    await sayMany(store, 1200, (i) => (i === 0 ? 'alpha omega' : i % 2 ? `omega ${i}` : `alpha ${i}`));
    const found: string[] = [];
    let cursor: string | undefined;
    let calls = 0;
    do {
      store.reads.queried = 0;
      store.reads.counts = 0;
      const page = await store.index.search('ada', 'alpha omega', 20, cursor);
      calls += 1;
      expect(store.reads.queried + store.reads.counts).toBeLessThanOrEqual(MULTI_WORD_PAGE);
      // Only the first call counts; the cursor names the word it scans.
      expect(store.reads.counts).toBe(calls === 1 ? 2 : 0);
      found.push(...ids(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(found).toEqual(['m0']);
    // 600 entries of "alpha", about 100 a call.
    expect(calls).toBeGreaterThanOrEqual(6);
    expect(calls).toBeLessThanOrEqual(8);
    await store.close();
  });

  it('samples two words that are both too common to count cheaply, and scans the one that meets the other more', async () => {
    const store = makeStore();
    // "hello" in every message, "music" in every other one: both past the count's bound.
    await sayMany(store, 2200, (i) => (i % 2 ? `hello ${i}` : `hello music ${i}`));
    store.reads.queried = 0;
    store.reads.counts = 0;
    store.reads.got = 0;
    const page = await store.index.search('ada', 'hello music', 20);
    expect(page.hits).toHaveLength(20);
    expect(ids(page).slice(0, 2)).toEqual(['m2198', 'm2196']);
    // Two capped counts, two samples; the sample of "music" is its first page and holds the 20 hits.
    expect(store.reads).toEqual({ queried: 2 * SAMPLE_ENTRIES, got: 21, counts: 2 });
    const next = await store.index.search('ada', 'hello music', 20, page.nextCursor!);
    expect(ids(next)[0]).toBe('m2158');
    await store.close();
  });

  it('caps the terms of a long message', async () => {
    const store = makeStore();
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`);
    await say(store, 'ada', 'c1', 'm1', words.join(' '), 1);
    const entry = await store.docs.get<{ terms: string[] }>('users/ada/messageIndex/m1');
    expect(entry?.data.terms).toHaveLength(MAX_TERMS_PER_MESSAGE);
    expect(ids(await store.index.search('ada', 'word199', 5))).toEqual(['m1']);
    expect(ids(await store.index.search('ada', 'word200', 5))).toEqual([]);
    await store.close();
  });

  it('removes a conversation\'s entries, and all of a member\'s', async () => {
    const store = makeStore();
    for (let i = 0; i < 7; i++) await say(store, 'ada', i < 5 ? 'gone' : 'kept', `m${i}`, `tea ${i}`, i);
    await say(store, 'bob', 'gone', 'b1', 'tea too', 9);
    expect(await store.index.removeConversation('ada', 'gone')).toBe(5);
    expect(ids(await store.index.search('ada', 'tea', 20))).toEqual(['m6', 'm5']);
    expect(ids(await store.index.search('bob', 'tea', 20))).toEqual(['b1']);
    expect(await store.index.removeAllOf('ada')).toBe(2);
    expect(ids(await store.index.search('ada', 'tea', 20))).toEqual([]);
    expect(ids(await store.index.search('bob', 'tea', 20))).toEqual(['b1']);
    await store.close();
  });

  it('drops an entry whose message is gone', async () => {
    const store = makeStore();
    await say(store, 'ada', 'c1', 'm1', 'tea one', 1);
    await say(store, 'ada', 'c1', 'm2', 'tea two', 2);
    await store.docs.delete('users/ada/conversations/c1/messages/m2');
    expect(ids(await store.index.search('ada', 'tea', 20))).toEqual(['m1']);
    await store.close();
  });
});
