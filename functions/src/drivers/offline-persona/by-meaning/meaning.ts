/**
 * Words that mean the same or name a kind of one another, by WordNet (wordnet.ts): a question's
 * word finds a memory's word when it is one of its lemmas, a synonym, a class it belongs to
 * ("felines" for "cats", "vessel" for "yacht", "illness" for "cancer", "city" for "Kyoto"), or a
 * word derived from it ("instruct" and "teach" share a sense; "farm" for "farmer", "athletic" for
 * "sport"). Only a word's commonest senses count, and not the few most general classes ("entity",
 * "object", "abstraction"), which would join anything to anything.
 */
import { lemmasOf, type Pos, sensesOf, synsetAt, type Synset } from './wordnet';

/** How many of a word's senses are read, commonest first. */
const SENSES = 3;
/** How many classes up a noun's or a verb's hypernyms are followed (a noun's tree is at most about 20 deep). */
const NOUN_CLASSES = 24;
const VERB_CLASSES = 2;
/** The classes nearest the top of WordNet's tree ("entity", "physical entity", "abstraction") join everything. */
const TOO_GENERAL = 3;

const HYPERNYM = new Set(['@', '@i']);
const DERIVED = new Set(['+', '\\', '<', '=']);

const lemma = (word: string) => word.replace(/_/g, ' ');

/** A noun unknown to WordNet may be a closed compound whose head it knows: "headwear" → "wear". */
function headOf(word: string): string | undefined {
  // (An unknown word in -ly is an adverb, "originally", not a compound ending in "ally".)
  if (word.length < 7 || word.endsWith('ly')) return undefined;
  for (let i = 3; i <= word.length - 4; i += 1) {
    const tail = word.slice(i);
    if (sensesOf(tail, 'n').length > 0) return tail;
  }
  return undefined;
}

function lemmasIn(word: string, pos: Pos): string[] {
  // Words WordNet knows as one ("ice cream", "german shepherd") are nouns.
  if (word.includes(' ')) return pos === 'n' && sensesOf(word, 'n').length > 0 ? [word] : [];
  const found = lemmasOf(word, pos);
  if (found.length > 0 || pos !== 'n') return found;
  const head = headOf(word.toLowerCase().replace(/s$/, ''));
  return head ? [head] : [];
}

const synsetsOf = (word: string, pos: Pos): Synset[] =>
  lemmasIn(word, pos).flatMap((found) => sensesOf(found, pos).slice(0, SENSES).map((offset) => synsetAt(offset, pos)));

/** The classes above a sense, nearest first, without the most general ones. */
function classesAbove(synset: Synset, limit = synset.pos === 'v' ? VERB_CLASSES : NOUN_CLASSES): Synset[] {
  const chain: Synset[] = [];
  let at: Synset | undefined = synset;
  while (at && chain.length < limit) {
    const up: Synset['links'][number] | undefined = at.links.find((link) => HYPERNYM.has(link.symbol));
    at = up ? synsetAt(up.offset, up.pos) : undefined;
    if (at) chain.push(at);
  }
  // A noun's chain ends at the top of the tree: drop the top classes. A verb's tree is shallow and kept as it is.
  return synset.pos === 'n' && !at ? chain.slice(0, Math.max(0, chain.length - TOO_GENERAL)) : chain;
}

/** The words of a noun lemma's commonest sense and of up to `levels` classes above it, nearest first ("sommelier": wine waiter, waiter, employee, worker). */
export function commonestNounClasses(lemmaWord: string, levels: number): string[] {
  const offset = sensesOf(lemmaWord, 'n')[0];
  if (offset === undefined) return [];
  const synset = synsetAt(offset, 'n');
  return [synset, ...classesAbove(synset, levels)].flatMap((each) => each.words.map(lemma));
}

const memoryCache = new Map<string, ReadonlySet<string>>();
const questionCache = new Map<string, ReadonlySet<string>>();
const aboveCache = new Map<string, ReadonlySet<string>>();
const kindCache = new Map<string, ReadonlySet<string>>();
const cached = (cache: Map<string, ReadonlySet<string>>, key: string, make: () => ReadonlySet<string>) => {
  const known = cache.get(key);
  if (known) return known;
  const made = make();
  if (cache.size > 20_000) cache.clear();
  cache.set(key, made);
  return made;
};

/** What a memory's word can be asked by: its lemmas, their synonyms, the classes they belong to, the words derived from them. */
export function meaningsOf(word: string): ReadonlySet<string> {
  return cached(memoryCache, word.toLowerCase(), () => {
    const found = new Set<string>([word.toLowerCase()]);
    for (const pos of ['n', 'v', 'a'] as const) {
      for (const synset of synsetsOf(word, pos)) {
        for (const each of synset.words) found.add(lemma(each));
        for (const above of classesAbove(synset)) for (const each of above.words) found.add(lemma(each));
        for (const link of synset.links) if (DERIVED.has(link.symbol)) for (const each of synsetAt(link.offset, link.pos).words) found.add(lemma(each));
      }
    }
    return found;
  });
}

/** The kinds a memory's noun is one of ("german shepherd" → dog, "cat" → feline): its commonest noun senses and the classes above them. */
export function kindsOf(word: string): ReadonlySet<string> {
  return cached(kindCache, word.toLowerCase(), () => {
    const found = new Set<string>([word.toLowerCase()]);
    for (const synset of synsetsOf(word, 'n')) {
      for (const each of synset.words) found.add(lemma(each));
      for (const above of classesAbove(synset)) for (const each of above.words) found.add(lemma(each));
    }
    return found;
  });
}

/** What a question's word asks for: its lemmas, their synonyms and the words derived from them ("athletic" → "sport"). */
export function askedBy(word: string): ReadonlySet<string> {
  return cached(questionCache, word.toLowerCase(), () => {
    const found = new Set<string>([word.toLowerCase()]);
    for (const pos of ['n', 'v', 'a'] as const) {
      for (const synset of synsetsOf(word, pos).slice(0, 2)) {
        for (const each of synset.words) found.add(lemma(each));
        if (pos === 'a') for (const link of synset.links) if (DERIVED.has(link.symbol)) for (const each of synsetAt(link.offset, link.pos).words) found.add(lemma(each));
      }
      for (const each of lemmasIn(word, pos)) found.add(lemma(each));
    }
    return found;
  });
}

/** The classes just above a question's noun, in its commonest sense: "cocktail" → "mixed drink", "drink"; "pup" → "puppy", "dog". */
export function classesOfAsked(word: string): ReadonlySet<string> {
  return cached(aboveCache, word.toLowerCase(), () => {
    const found = new Set<string>();
    const [first] = synsetsOf(word, 'n');
    if (first) for (const above of classesAbove(first).slice(0, 2)) for (const each of above.words) found.add(lemma(each));
    return found;
  });
}

/** Does the memory's word name a class just above the question's word (the member asks in narrower words than they said)? */
export function narrowerThan(questionWord: string, memoryWord: string): boolean {
  const above = classesOfAsked(questionWord);
  if (above.size === 0) return false;
  return lemmasIn(memoryWord, 'n').some((found) => above.has(lemma(found)));
}

/** Does the question's word ask for the memory's word (the same sense, a class of it, a word derived from it)? */
export function asksFor(questionWord: string, memoryWord: string): boolean {
  const key = `${questionWord}\u0000${memoryWord}`;
  const known = pairCache.get(key);
  if (known !== undefined) return known;
  const meanings = meaningsOf(memoryWord);
  let found = false;
  for (const asked of askedBy(questionWord)) if (meanings.has(asked)) found = true;
  if (pairCache.size > 50_000) pairCache.clear();
  pairCache.set(key, found);
  return found;
}
const pairCache = new Map<string, boolean>();
