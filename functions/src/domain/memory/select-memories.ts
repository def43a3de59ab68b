/**
 * Which memories a reply is composed with: every pinned one, the name the member goes by, then those sharing the most words with
 * the recent turns (newest change first among equals), then a few of the newest others, within a
 * fixed budget. A memory that shares nothing with the talk is given only as one of the few newest,
 * so one irrelevant memory cannot crowd out the relevant ones.
 */
import { eng } from 'stopword';
import type { KnownMemory } from '../../ports/memory-extractor';

/** The prompt's memory section stays within about this many tokens (a token: about 4 characters). */
export const MEMORY_TOKEN_BUDGET = 300;
/** Memories sharing no word with the talk that still come along, newest first. */
export const RECENT_EXTRAS = 3;

const STOP_WORDS = new Set(eng);
const tokensOf = (text: string) => Math.ceil(text.length / 4) + 6; // + the date beside it

/** "sister's" and "sisters" meet "sister": an English possessive or plural is dropped. */
const stem = (term: string) => term.replace(/'s$|’s$/, '').replace(/(?<=[a-z]{3})s$/, '');

/** Runs of letters, digits and apostrophes: the words of a text, quicker than a word segmenter on 500 memories a reply. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

/** The meaningful words of a text: lower case, accents folded (as the message search folds them), stemmed, no stop words. */
export function keywordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().matchAll(WORD)) {
    const term = stem(word);
    if (term.length > 1 && !STOP_WORDS.has(term)) words.add(term);
  }
  return words;
}

/**
 * Keywords by memory text: a member's memories change far less often than they are read (every
 * reply reads all of them), so each text is read once per instance. Bounded; the oldest go first.
 */
const keywordCache = new Map<string, Set<string>>();
const KEYWORD_CACHE_MAX = 20_000;

function memoryKeywords(text: string): Set<string> {
  let words = keywordCache.get(text);
  if (!words) {
    words = keywordsOf(text);
    if (keywordCache.size >= KEYWORD_CACHE_MAX) keywordCache.delete(keywordCache.keys().next().value!);
    keywordCache.set(text, words);
  }
  return words;
}

const shared = (memoryWords: Set<string>, words: Set<string>) => {
  let count = 0;
  for (const word of memoryWords) if (words.has(word)) count += 1;
  return count;
};

export const newestFirst = (a: KnownMemory, b: KnownMemory) => b.updatedAt.getTime() - a.updatedAt.getTime();

/**
 * Words of one family that a question of one asks about the others too: "have I got a brother?" is
 * answered with the sister the member has ("not a brother, but your sister Hana"), "my other half"
 * with the husband. Stemmed as keywordsOf stems.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['brother', 'sister', 'sibling', 'bro', 'sis'],
  ['husband', 'wife', 'partner', 'spouse', 'boyfriend', 'girlfriend', 'fiance', 'fiancee'],
  ['kid', 'child', 'children', 'son', 'daughter', 'boy', 'girl', 'twin'],
];
const FAMILY_OF = new Map(FAMILIES.flatMap((family) => family.map((word) => [word, family] as const)));

/** The keywords of a text, with the words of each family it names. */
function keywordsWithFamilies(text: string): Set<string> {
  const words = keywordsOf(text);
  for (const word of [...words]) FAMILY_OF.get(word)?.forEach((kin) => words.add(kin));
  return words;
}

/** Memories ranked for `talk` (the recent turns, newest last; the newest counts twice, with its words' families). */
function ranked(memories: KnownMemory[], talk: string[]) {
  const words = new Set<string>();
  talk.forEach((text) => keywordsOf(text).forEach((word) => words.add(word)));
  const newest = keywordsWithFamilies(talk.at(-1) ?? '');
  return memories
    .map((memory) => {
      const own = memoryKeywords(memory.text);
      return { memory, score: shared(own, words) + shared(own, newest) };
    })
    .sort((a, b) => b.score - a.score || newestFirst(a.memory, b.memory));
}

/** A memory of the name the member goes by: "Their name is Priya.", "They go by Theo.", "The user's name is Sam." */
const NAME_TEXT = /\b(?:their|my|the user's|the member's)\s+name\s+is\b|\b(?:they|i)\s+go\s+by\b|\bcall\s+(?:them|me)\b/i;
export const isNameMemory = (memory: KnownMemory) => memory.slot === 'name' || NAME_TEXT.test(memory.text);

/** A memory chosen for a reply; `related` when it is pinned or shares words with the talk (not one of the newest extras). */
export interface ChosenMemory extends KnownMemory {
  related: boolean;
}

/**
 * The memories for a reply to `talk`, pinned first, then `answering` (those found to answer the
 * member's question by its meaning), then by shared words, within MEMORY_TOKEN_BUDGET.
 */
export function selectMemories(memories: KnownMemory[], talk: string[], budget = MEMORY_TOKEN_BUDGET, answering: readonly KnownMemory[] = []): ChosenMemory[] {
  const chosen: ChosenMemory[] = [];
  const taken = new Set<string>();
  let spent = 0;
  let extras = 0;
  const take = (memory: KnownMemory, related: boolean) => {
    const cost = tokensOf(memory.text);
    if (taken.has(memory.id) || spent + cost > budget) return;
    chosen.push({ ...memory, related });
    taken.add(memory.id);
    spent += cost;
  };
  memories
    .filter((memory) => memory.pinned)
    .sort(newestFirst)
    .forEach((memory) => take(memory, true));
  // The name the member gave always comes along: every greeting uses it.
  const name = memories.filter(isNameMemory).sort(newestFirst)[0];
  if (name) take(name, false);
  answering.forEach((memory) => take(memory, true));
  for (const { memory, score } of ranked(memories.filter((m) => !m.pinned && !taken.has(m.id)), talk)) {
    if (score === 0) {
      if (extras >= RECENT_EXTRAS) break;
      extras += 1;
    }
    take(memory, score > 0);
  }
  return chosen;
}

/**
 * The memories an extractor sees when it reads a message: those sharing words with it first, then
 * those with a slot (a new city, a new job), then the newest, at most `limit`.
 */
export function memoriesForExtraction(memories: KnownMemory[], message: string, limit: number): KnownMemory[] {
  const scored = ranked(memories, [message]);
  const sharing = scored.filter(({ score }) => score > 0).map(({ memory }) => memory);
  const rest = scored.filter(({ score }) => score === 0).map(({ memory }) => memory);
  const slotted = rest.filter((memory) => memory.slot);
  const others = rest.filter((memory) => !memory.slot);
  return [...sharing, ...slotted, ...others].slice(0, limit);
}
