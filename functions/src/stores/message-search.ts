/**
 * Owner of `users/{uid}/messageIndex/{messageId}`: one entry per shown message of the member's
 * conversations (both sides), `{ conversationId, role, terms, createdAt }`, where `terms` are the
 * message's unique normalised words. Firestore has no full-text search: a search with several words
 * first counts each word's entries (`count` on `terms array-contains`), then asks for the entries
 * holding the rarest word (newest first, served by the composite index `terms CONTAINS, createdAt
 * DESC`), keeps those holding every other word too, and reads only the messages it answers with. So
 * a search reads the entries of its rarest word up to the page it answers, never the member's whole
 * history, and each call reads a bounded number of pages: a cursor says where to go on.
 *
 * The conversation store calls `put` and `remove` inside the batches that write the messages, so an
 * entry always follows the shown text (decision 0007: only shown texts are found).
 */
import type { SearchHit } from '@bela/contracts/chat-search';
import { AppError } from '../platform/app-error';
import type { Doc, DocStore, Filter, WriteOps } from '../ports/doc-store';
import { deleteAll } from './document-pages';
import { userPath } from './users';

export interface MessageIndexRecord {
  conversationId: string;
  role: 'user' | 'assistant';
  terms: string[];
  createdAt: Date;
  [key: string]: unknown;
}

export interface IndexedMessage {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

/** A page of a scan: its entries, and whether more may follow. */
interface ScanPage {
  docs: Doc<MessageIndexRecord>[];
  more: boolean;
}

export interface SearchPage {
  hits: SearchHit[];
  nextCursor: string | null;
}

/** Terms kept per message: bounds the entry (and its index entries) whatever the message's length. */
export const MAX_TERMS_PER_MESSAGE = 200;
/** A longer word is cut to this many characters, at indexing and in queries alike. */
export const MAX_TERM_CHARS = 64;
/**
 * A search of several words reads at most this many documents a call besides the messages it answers
 * with (or `limit` + 1, when larger): its counts as Firestore bills them, its samples and the entries
 * it scans. Then it answers with what it found and a cursor. One word reads just the page it answers.
 */
export const MULTI_WORD_PAGE = 100;
/**
 * Words of a query whose entries are counted to pick the rarest (the longest ones; the others are
 * only checked on the entries read). Firestore bills a count aggregation about one document read
 * per 1,000 index entries it counts, at least one: counting a word held by n entries costs
 * ceil(n / 1000) reads, far fewer than scanning a common word's entries for a rare one.
 */
export const MAX_COUNTED_TERMS = 8;
/**
 * Each word is counted up to this many entries: a capped count costs one read on Firestore, and
 * beyond it a word is common enough that any rarer one wins.
 */
export const COUNT_UP_TO = 1_000;
/**
 * When every counted word is past COUNT_UP_TO, a count cannot tell them apart without reading up to
 * a read per 1,000 entries: instead the newest SAMPLE_ENTRIES entries of the SAMPLED_TERMS longest
 * are read, and the word whose sample holds the most entries with every other word is scanned (its
 * sample is its first page). Two common words that often meet ("hello music") then cost about 40
 * entries, not the 60 reads of counting 60,000 entries.
 */
export const SAMPLED_TERMS = 2;
export const SAMPLE_ENTRIES = 20;
/** The snippet: about this many characters, starting a little before the first match. */
const SNIPPET_CHARS = 160;
const SNIPPET_LEAD_CHARS = 40;

const indexPath = (uid: string) => `${userPath(uid)}/messageIndex`;
/**
 * A message document (owned by conversations.ts, read here only for the snippet of a hit). Built
 * from segments so the path is spelled once, there.
 */
const messageDocPath = (uid: string, conversationId: string, messageId: string) =>
  [userPath(uid), 'conversations', conversationId, 'messages', messageId].join('/');
/** A conversation document (owned by conversations.ts, read here only for the title a hit names). */
const conversationDocPath = (uid: string, conversationId: string) => [userPath(uid), 'conversations', conversationId].join('/');

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** A word as indexed: lower case, accents folded (NFD without combining marks), at most MAX_TERM_CHARS. */
function normaliseWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC').slice(0, MAX_TERM_CHARS);
}

/**
 * The unique words of a text, normalised (normaliseWord), in the order they first appear. The same
 * for a message and for a query, so "Café" finds "cafe" and "CAFÉ".
 */
export function normaliseTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const term = normaliseWord(segment);
    if (term) terms.add(term);
  }
  return [...terms];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const WORDISH = /[\p{L}\p{N}]/u;

/**
 * About SNIPPET_CHARS characters of `content` around its first word among `terms`, HTML-escaped,
 * with every matched word wrapped in `<mark>`…`</mark>`, whitespace collapsed, and "…" where
 * text was left out. A client renders it by splitting on the mark tags, never as HTML.
 */
export function markSnippet(content: string, terms: Iterable<string>): string {
  const wanted = new Set(terms);
  const segments = [...segmenter.segment(content)].map((s) => ({
    text: s.segment,
    index: s.index,
    matched: s.isWordLike === true && wanted.has(normaliseWord(s.segment)),
  }));
  if (segments.length === 0) return '';
  const firstMatch = Math.max(0, segments.findIndex((s) => s.matched));
  // Start at a word a little before the first match (or at the first match itself).
  let start = firstMatch;
  while (start > 0 && segments[start - 1]!.index >= segments[firstMatch]!.index - SNIPPET_LEAD_CHARS) start -= 1;
  while (start < firstMatch && !WORDISH.test(segments[start]!.text)) start += 1;
  const until = segments[start]!.index + SNIPPET_CHARS;
  let end = firstMatch + 1;
  while (end < segments.length && segments[end]!.index + segments[end]!.text.length <= until) end += 1;

  const body = segments
    .slice(start, end)
    .map((s) => (s.matched ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const cutBefore = content.slice(0, segments[start]!.index).trim() !== '';
  const cutAfter = end < segments.length && content.slice(segments[end]!.index).trim() !== '';
  return `${cutBefore ? '…' : ''}${body}${cutAfter ? '…' : ''}`;
}

/**
 * Where a search stopped: after this entry (its time too, in case the entry is gone meanwhile), in
 * the scan of `term` (so the next call neither counts nor samples again).
 */
interface CursorPosition {
  id: string;
  at: number;
  term?: string;
}

/** A document id as the stores write them (contracts' documentId), never a reserved `__.*__` name. */
const CURSOR_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

function encodeCursor(doc: Doc<MessageIndexRecord>, term: string): string {
  const position: CursorPosition = { id: doc.id, at: doc.data.createdAt.getTime(), term };
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorPosition>;
    if (typeof parsed.id === 'string' && CURSOR_ID.test(parsed.id) && Number.isSafeInteger(parsed.at)) {
      return { id: parsed.id, at: parsed.at!, ...(typeof parsed.term === 'string' ? { term: parsed.term } : {}) };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('invalid-argument', { message: 'That search cursor is not valid. Search again.' });
}

export class MessageSearchIndex {
  constructor(private readonly docs: DocStore) {}

  /** Writes (or rewrites) a message's entry; call it in the batch that writes the message's shown text. */
  put(ops: WriteOps, uid: string, conversationId: string, messageId: string, message: IndexedMessage): void {
    const entry: MessageIndexRecord = {
      conversationId,
      role: message.role,
      terms: normaliseTerms(message.content).slice(0, MAX_TERMS_PER_MESSAGE),
      createdAt: message.createdAt,
    };
    ops.set(`${indexPath(uid)}/${messageId}`, entry);
  }

  /** Deletes a message's entry; call it in the batch that deletes the message. */
  remove(ops: WriteOps, uid: string, messageId: string): void {
    ops.delete(`${indexPath(uid)}/${messageId}`);
  }

  /** Deletes every entry of one conversation, in batches; returns how many. */
  async removeConversation(uid: string, conversationId: string): Promise<number> {
    return deleteAll(this.docs, indexPath(uid), [{ field: 'conversationId', op: '==', value: conversationId }]);
  }

  /** Deletes every entry of a member (account deletion); returns how many. */
  async removeAllOf(uid: string): Promise<number> {
    return deleteAll(this.docs, indexPath(uid));
  }

  /**
   * The member's messages holding every word of `query`, newest first: at most `limit`, from
   * where `cursor` (a previous answer's `nextCursor`) stopped. A query of several words reads at
   * most MULTI_WORD_PAGE documents (see there) before it answers; an answer with fewer than `limit`
   * hits and a cursor means "more may follow".
   */
  async search(uid: string, query: string, limit: number, cursor?: string): Promise<SearchPage> {
    const terms = normaliseTerms(query);
    if (terms.length === 0) return { hits: [], nextCursor: null };
    const collection = indexPath(uid);
    const holdsAll = (doc: Doc<MessageIndexRecord>) => terms.every((term) => doc.data.terms.includes(term));
    const position = cursor ? decodeCursor(cursor) : null;
    const chosen = position?.term && terms.includes(position.term) ? { term: position.term, spent: 0, sample: null } : await this.pivotOf(collection, terms, holdsAll);
    const pivot = chosen.term;
    const budget = terms.length === 1 ? limit + 1 : Math.max(MULTI_WORD_PAGE, limit + 1);
    // The cursor's entry is looked up below: one read.
    let spent = chosen.spent + (position ? 1 : 0);
    const where: Filter[] = [{ field: 'terms', op: 'array-contains', value: pivot }];
    const orderBy = [{ field: 'createdAt', direction: 'desc' as const }];

    let startAfter: string | undefined;
    if (position) {
      if (await this.docs.get(`${collection}/${position.id}`)) startAfter = position.id;
      // The entry went (its message was deleted): go on from its time instead.
      else where.push({ field: 'createdAt', op: '<', value: new Date(position.at) });
    }

    const found: Doc<MessageIndexRecord>[] = [];
    // The pivot's sample (read newest first) is the scan's first page, unless the scan goes on from a cursor.
    let page: ScanPage | null = position ? null : chosen.sample;
    let size = page ? page.docs.length : 0;
    for (;;) {
      if (!page) {
        // The first page holds the limit and one more (where words often meet, it is the answer); each next one twice as many.
        size = Math.max(1, Math.min(size === 0 ? limit + 1 : size * 2, terms.length === 1 ? limit + 1 : MULTI_WORD_PAGE, budget - spent));
        const read = await this.docs.query<MessageIndexRecord>({ collection, where, orderBy, limit: size, startAfter });
        spent += read.length;
        page = { docs: read, more: read.length === size };
      }
      const { docs, more } = page;
      for (const [i, doc] of docs.entries()) {
        if (holdsAll(doc)) found.push(doc);
        if (found.length === limit) {
          const last = i === docs.length - 1;
          return this.answer(uid, found, terms, last && !more ? null : doc, pivot);
        }
      }
      if (!more) return this.answer(uid, found, terms, null, pivot);
      startAfter = docs.at(-1)!.id;
      if (spent >= budget) return this.answer(uid, found, terms, docs.at(-1)!, pivot);
      page = null;
    }
  }

  /**
   * The term to scan, and the documents choosing it read: of a query's words (its
   * MAX_COUNTED_TERMS longest), the one held by the fewest entries, counted up to COUNT_UP_TO
   * (ties go to the longer word, then the earlier one). When every word is past that, the
   * SAMPLED_TERMS longest are sampled instead (see SAMPLE_ENTRIES). A one-word query scans its
   * word without counting.
   */
  private async pivotOf(collection: string, terms: string[], holdsAll: (doc: Doc<MessageIndexRecord>) => boolean): Promise<{ term: string; spent: number; sample: ScanPage | null }> {
    if (terms.length === 1) return { term: terms[0]!, spent: 0, sample: null };
    const candidates = [...terms].sort((a, b) => b.length - a.length).slice(0, MAX_COUNTED_TERMS);
    const holding = (term: string): Filter[] => [{ field: 'terms', op: 'array-contains', value: term }];
    const counts = await Promise.all(candidates.map((term) => this.docs.count({ collection, where: holding(term) }, { upTo: COUNT_UP_TO })));
    // Firestore bills a count one read per 1,000 entries counted, at least one.
    let spent = counts.reduce((sum, n) => sum + Math.max(1, Math.ceil(n / 1000)), 0);
    if (counts.some((n) => n < COUNT_UP_TO)) {
      let best = 0;
      for (let i = 1; i < candidates.length; i++) if (counts[i]! < counts[best]!) best = i;
      return { term: candidates[best]!, spent, sample: null };
    }
    const orderBy = [{ field: 'createdAt', direction: 'desc' as const }];
    const samples = await Promise.all(
      candidates.slice(0, SAMPLED_TERMS).map(async (term) => {
        const docs = await this.docs.query<MessageIndexRecord>({ collection, where: holding(term), orderBy, limit: SAMPLE_ENTRIES });
        return { term, page: { docs, more: docs.length === SAMPLE_ENTRIES }, meeting: docs.filter(holdsAll).length };
      }),
    );
    spent += samples.reduce((sum, sample) => sum + sample.page.docs.length, 0);
    let best = samples[0]!;
    for (const sample of samples.slice(1)) if (sample.meeting > best.meeting) best = sample;
    return { term: best.term, spent, sample: best.page };
  }

  /**
   * The hits with their snippets, read from the messages themselves (their shown text), and the
   * title of each one's conversation (one read per conversation of the page, batched with them).
   */
  private async answer(uid: string, found: Doc<MessageIndexRecord>[], terms: string[], resumeAt: Doc<MessageIndexRecord> | null, pivot: string): Promise<SearchPage> {
    const conversationIds = [...new Set(found.map((entry) => entry.data.conversationId))];
    const [messages, conversations] = await Promise.all([
      this.docs.getMany<{ content?: unknown }>(found.map((entry) => messageDocPath(uid, entry.data.conversationId, entry.id))),
      this.docs.getMany<{ title?: unknown }>(conversationIds.map((id) => conversationDocPath(uid, id))),
    ]);
    const titles = new Map(conversationIds.map((id, i) => [id, conversations[i]?.data.title]));
    const hits: SearchHit[] = [];
    found.forEach((entry, i) => {
      const content = messages[i]?.data.content;
      // An entry whose message is gone is not an answer (the store removes both together).
      if (typeof content !== 'string') return;
      const title = titles.get(entry.data.conversationId);
      hits.push({
        conversationId: entry.data.conversationId,
        title: typeof title === 'string' ? title : '',
        messageId: entry.id,
        role: entry.data.role,
        snippet: markSnippet(content, terms),
        createdAt: entry.data.createdAt.toISOString(),
      });
    });
    return { hits, nextCursor: resumeAt ? encodeCursor(resumeAt, pivot) : null };
  }
}
