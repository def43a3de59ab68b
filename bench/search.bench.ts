/**
 * Search across conversations (POST /ai/conversations/search): one member with 1,000 and then
 * 100,000 indexed messages, searched for a rare word, a common word, a rare and a common word, two
 * common words, and two common words that never meet (the scan's bound). For each: the median time
 * of a call and the documents it read (counts billed as Firestore bills them, index entries
 * queried, messages read for snippets, cursor look-ups). Targets: the median at 100,000 at most 1.5
 * times that at 1,000, and reads at most the hits plus one page. On the SQLite driver and on the
 * Firestore driver against the emulator (whose times grow with the collection: it scans). Figures
 * go to bench/results/search.json; BENCH_SEARCH_ONLY=sqlite prints SQLite's and writes nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The search index is measured on each driver through a read-counting wrapper: both built here on purpose.
import { loadCompositeIndexes } from '../functions/src/drivers/composite-indexes';
import { SqliteDocStore } from '../functions/src/drivers/sqlite-doc-store';
import type { Doc, DocData, DocStore, Query } from '../functions/src/ports/doc-store';
import { MessageSearchIndex, MULTI_WORD_PAGE, normaliseTerms } from '../functions/src/stores/message-search';
import { benchFirestoreDocStore, firestoreEmulator } from './firestore-emulator';
import { median, timeMany } from './measure';

const SIZES = [1_000, 100_000];
const RUNS = 15;
/** Runs per search on the emulator, which scans (a search at 100,000 messages takes seconds there). */
const EMULATOR_RUNS = 5;
const LIMIT = 20;
const UID = 'bench-member';
/** Messages (with their entries: two writes each) per batch of at most 500 writes. */
const PER_BATCH = 250;
/** Messages holding the rare word, spread over the history, at every size. */
const RARE_COUNT = 10;

/** Documents billed per kind of read (see `store`). */
interface Reads {
  /** Count aggregations: Firestore bills one read per 1,000 index entries counted, at least one. */
  counts: number;
  /** Index entries a query returned (an empty answer is billed as one read). */
  entries: number;
  /** Messages read for the snippets. */
  messages: number;
  /** Single documents read (a cursor's entry). */
  lookups: number;
}

const noReads = (): Reads => ({ counts: 0, entries: 0, messages: 0, lookups: 0 });
const total = (r: Reads) => r.counts + r.entries + r.messages + r.lookups;

/** A DocStore that counts the documents reads return, and what counts are billed. */
class ReadCounter {
  reads = noReads();
  constructor(readonly inner: DocStore) {}
  get store(): DocStore {
    const inner = this.inner;
    const add = (kind: keyof Reads, n: number) => (this.reads[kind] += n);
    return Object.assign(Object.create(inner) as DocStore, {
      get: async <T extends DocData>(p: string) => {
        const doc = await inner.get<T>(p);
        add('lookups', 1);
        return doc;
      },
      getMany: async <T extends DocData>(paths: string[]) => {
        const docs = await inner.getMany<T>(paths);
        add('messages', paths.length);
        return docs;
      },
      count: async (q: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>, options?: { upTo?: number }) => {
        const n = await inner.count(q, options);
        add('counts', Math.max(1, Math.ceil(n / 1000)));
        return n;
      },
      query: async <T extends DocData>(q: Query) => {
        const docs: Doc<T>[] = await inner.query<T>(q);
        add('entries', Math.max(1, docs.length));
        return docs;
      },
    });
  }
}

const WORDS = ['morning', 'coffee', 'walk', 'river', 'music', 'book', 'friend', 'garden', 'rain', 'dinner', 'movie', 'travel'];

/**
 * Message i: "hello" in every one (common), "amber" in the even ones and "onyx" in the odd ones
 * (never together), a few everyday words, and "xylophone" in RARE_COUNT messages whatever the size.
 */
function content(i: number, size: number): string {
  const words = ['hello', i % 2 ? 'onyx' : 'amber', WORDS[i % WORDS.length]!, WORDS[(i * 7) % WORDS.length]!, `n${i}`];
  if (i % (size / RARE_COUNT) === 0) words.push('xylophone');
  return `${words.join(' ')}, said message ${i} of a long and pleasant chat about everyday things.`;
}

async function fill(docs: DocStore, index: MessageSearchIndex, size: number): Promise<number> {
  const started = performance.now();
  const start = Date.UTC(2026, 0, 1);
  for (let from = 0; from < size; from += PER_BATCH) {
    await docs.batch((ops) => {
      for (let i = from; i < Math.min(size, from + PER_BATCH); i += 1) {
        const conversationId = `c${Math.floor(i / 500)}`;
        const messageId = `m${String(i).padStart(7, '0')}`;
        const message = { role: i % 2 ? ('assistant' as const) : ('user' as const), content: content(i, size), createdAt: new Date(start + i * 1000) };
        ops.set(`users/${UID}/conversations/${conversationId}/messages/${messageId}`, message);
        index.put(ops, UID, conversationId, messageId, message);
      }
    });
  }
  return Math.round(performance.now() - started);
}

const NOTE = [
  'Time: the SQLite driver meets the target for every query: it walks the CONTAINS index as Firestore does (a table of index entries written with each document, read from the cursor to the limit) and keeps a count per word beside it, so neither a rare word nor a count grows with the history.',
  "The emulator's times cannot meet it and are not Firestore's: the emulator does not serve queries (or counts) from indexes, it scans the collection, so every search there grows with the member's history; its figures are kept for the documents read, which are what Firestore bills, and they are the same as SQLite's.",
  'Reads: a one-word search reads at most the hits plus one page at every size. A search of several words counts each word up to 1,000 entries (one read each on Firestore) and scans the rarest; when every word is past that, it reads the newest 20 entries of the two longest and scans the one whose sample meets the other words more (its sample is its first page). Each call reads at most 100 documents besides the messages it answers with, counts and samples included, then answers with a cursor that names the scanned word: "amber onyx" (two words that never meet) answers no hit and a cursor after 100.',
].join(' ');

const QUERIES = {
  rareWord: 'xylophone',
  commonWord: 'hello',
  rareAndCommon: 'hello xylophone',
  twoWords: 'hello music',
  neverTogether: 'amber onyx',
};

/** What one page of a search's scan holds: the limit and one more for one word, MULTI_WORD_PAGE for several. */
const onePage = (query: string) => (normaliseTerms(query).length === 1 ? LIMIT + 1 : Math.max(MULTI_WORD_PAGE, LIMIT + 1));

interface SearchFigures {
  query: string;
  hits: number;
  more: boolean;
  documentsRead: number;
  readsBy: Reads;
  /** documentsRead <= hits + one page (see onePage). */
  readsWithinTarget: boolean;
  medianMs: number;
  nextPage?: { hits: number; documentsRead: number };
}

async function benchSize(make: () => DocStore, size: number, runs: number) {
  const counter = new ReadCounter(make());
  const index = new MessageSearchIndex(counter.store);
  const fillMs = await fill(counter.inner, index, size);
  const searches: Record<string, SearchFigures> = {};
  for (const [name, query] of Object.entries(QUERIES)) {
    const first = await index.search(UID, query, LIMIT); // warm-up
    counter.reads = noReads();
    await index.search(UID, query, LIMIT);
    const reads = { ...counter.reads };
    let next: SearchFigures['nextPage'];
    if (first.nextCursor) {
      counter.reads = noReads();
      const page = await index.search(UID, query, LIMIT, first.nextCursor);
      next = { hits: page.hits.length, documentsRead: total(counter.reads) };
    }
    const times = await timeMany(runs, () => index.search(UID, query, LIMIT));
    searches[name] = {
      query,
      hits: first.hits.length,
      more: first.nextCursor !== null,
      documentsRead: total(reads),
      readsBy: reads,
      readsWithinTarget: total(reads) <= first.hits.length + onePage(query),
      medianMs: median(times),
      ...(next ? { nextPage: next } : {}),
    };
    console.log(counter.inner.driver, size, name, JSON.stringify(searches[name]));
  }
  await counter.inner.close();
  return { messages: size, indexMs: fillMs, searches };
}

/** Per query: the medians and reads at each size, the ratio of the medians, and whether both targets are met. */
function compare(sizes: Awaited<ReturnType<typeof benchSize>>[]) {
  const [small, large] = sizes as [(typeof sizes)[number], (typeof sizes)[number]];
  return Object.fromEntries(
    Object.keys(QUERIES).map((name) => {
      const a = small.searches[name]!;
      const b = large.searches[name]!;
      const ratio = Math.round((b.medianMs / a.medianMs) * 100) / 100;
      return [
        name,
        {
          medianMs: { [small.messages]: a.medianMs, [large.messages]: b.medianMs },
          documentsRead: { [small.messages]: a.documentsRead, [large.messages]: b.documentsRead },
          hits: a.hits,
          onePage: onePage(a.query),
          ratio,
          timeWithinTarget: ratio <= 1.5,
          readsWithinTarget: a.readsWithinTarget && b.readsWithinTarget,
        },
      ];
    }),
  );
}

async function measure(make: () => DocStore, runs: number) {
  const sizes: Awaited<ReturnType<typeof benchSize>>[] = [];
  for (const size of SIZES) sizes.push(await benchSize(make, size, runs));
  return { runs, byQuery: compare(sizes), sizes };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-bench-search-'));
  const indexes = loadCompositeIndexes(new URL('../firestore.indexes.json', import.meta.url).pathname);
  let files = 0;
  const sqlite = await measure(() => new SqliteDocStore({ file: path.join(dir, `docs-${++files}.sqlite`), indexes }), RUNS);
  rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify(sqlite.byQuery, null, 2));
  // BENCH_SEARCH_ONLY=sqlite: a quick local look, nothing written.
  if (process.env['BENCH_SEARCH_ONLY'] === 'sqlite') return;

  const emulator = await firestoreEmulator();
  const firestore =
    'unavailable' in emulator
      ? { skipped: emulator.unavailable }
      : { emulator: emulator.source, ...(await measure(() => benchFirestoreDocStore(), EMULATOR_RUNS).finally(() => emulator.stop())) };
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    limit: LIMIT,
    corpus: `every message holds "hello"; "amber" the even ones, "onyx" the odd ones; "music" about one in six; "xylophone" ${RARE_COUNT} of them at every size`,
    target:
      'per driver and query: the median at 100,000 messages at most 1.5 times that at 1,000 (ratio <= 1.5), and documents read <= hits + one page (a page: limit + 1 entries for one word, 100 for several)',
    note: NOTE,
    sqlite,
    firestoreEmulator: firestore,
  };
  writeFileSync(new URL('./results/search.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
}

void main();
