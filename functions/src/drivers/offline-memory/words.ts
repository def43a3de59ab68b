/**
 * Reads the pieces of a statement: a name, a place, an occupation, an employer, a liked thing.
 * compromise is asked what kind of word a candidate is (a first name, a place, an adjective, a
 * verb), which a list cannot know for every word; the lists in vocabulary.ts cover what compromise
 * gets wrong ("nurse" is tagged a verb, "Fine" after "I'm" a proper noun).
 */
import { nlp } from '../lazy-nlp';
import { NOT_NAMES, OCCUPATIONS } from './vocabulary';
import { isOccupationWord } from './occupation-words';
import { unknownWord } from './wordnet-words';

const tagCache = new Map<string, string[]>();

/** compromise's tags for a word or phrase read alone, in lower case (cached: words repeat). */
export function tagsOf(text: string): string[] {
  const key = text.toLowerCase();
  const cached = tagCache.get(key);
  if (cached) return cached;
  const tags: string[] = nlp(key).terms().json().flatMap((term: { terms: { tags: string[] }[] }) => term.terms[0]?.tags ?? []);
  if (tagCache.size > 5000) tagCache.clear();
  tagCache.set(key, tags);
  return tags;
}

/** One term of compromise's reading of a text in its context: its words and its tags. */
export interface Term {
  text: string;
  tags: string[];
}
/** compromise's terms for the first sentence of a text, read in context (not cached: a clause is seldom read twice). */
export const termsOf = (text: string): Term[] => ((nlp(text).json() as { terms: Term[] }[])[0]?.terms ?? []);

/** The tags of a capitalised word that is no one: a day, a month, a place, a firm ("Saturday", "Paris"). */
const NO_ONE_TAGS = new Set(['Date', 'WeekDay', 'Month', 'Holiday', 'Place', 'City', 'Country', 'Region', 'Organization']);
export const namesNoOne = (word: string) => tagsOf(word).some((tag) => NO_ONE_TAGS.has(tag));

/** A text taken as itself inside a regular expression ("Mac & Cheese (large)"). */
export const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word with its first letter a capital ("kirsty" → "Kirsty"). */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
const capitaliseWord = (word: string) => (word.length <= 3 && /^[a-z]+$/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1));

const FUNCTION_WORDS = new Set(
  'a an the my your his her their our its it this that these those me you him them us i we he she they who what when where why how which and or but so to of in on at for with from by about as is are was were be been am do does did has have had will would can could not no yes just really very too also'.split(' '),
);

/** "Lena", "Lena and Mateo", "Siobhán, Padraig and Aoife": a list as it is said. */
export function spokenList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** "an engineer", "a nurse"; a word said by its letters by the sound of its first letter ("an NP", "a GP"). */
// ("an MRI", "an x-ray", "an MOT": initialisms said by their letters, in capitals or not.)
export const withArticle = (noun: string) => (/^[aeiou]/i.test(noun) || /^[FHLMNRSX][A-Z]+\b/.test(noun) || /^(?:mri|x-?ray|mot|mba|msc)\b/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * A word that can be someone's (or a pet's) name. `strict` when nothing around it says a name
 * follows ("I'm Marco" rather than "called Marco"): then it must be capitalised or a known first
 * name, and not a word compromise reads as how someone is ("I'm Fine", "I'm Back").
 */
export function nameOf(word: string | undefined, strict: boolean): string | undefined {
  if (!word) return undefined;
  const titled = /^((?:mr|mrs|ms|miss|dr|doctor)\.?)\s+(.+)$/i.exec(word);
  if (titled) {
    const surname = nameOf(titled[2], true);
    const title = titled[1]!.toLowerCase();
    return surname ? `${title.charAt(0).toUpperCase()}${title.slice(1)} ${surname}` : undefined;
  }
  const bare = word.replace(/[.,!?;:]+$/, '');
  if (!/^[\p{L}][\p{L}'-]{0,29}$/u.test(bare) || bare.length < 2) return undefined;
  const lower = bare.toLowerCase();
  if (NOT_NAMES.has(lower) || FUNCTION_WORDS.has(lower) || OCCUPATIONS.has(lower)) return undefined;
  const tags = tagsOf(lower);
  const firstName = tags.includes('FirstName');
  if (!firstName && tags.some((tag) => ['Adverb', 'Preposition', 'Determiner', 'Pronoun', 'Value', 'Date', 'Demonym', 'Conjunction', 'QuestionWord'].includes(tag))) return undefined;
  if (strict) {
    if (!firstName && !isCapitalised(bare)) return undefined;
    // ("Kirsty", "Ozzy": compromise guesses an adjective from the ending of a word WordNet does not know; a capitalised one is a name.)
    if (!firstName && tags.some((tag) => ['Adjective', 'Verb', 'Gerund', 'Place', 'Plural'].includes(tag)) && !unknownWord(bare)) return undefined;
  } else if (!firstName && !isCapitalised(bare) && tags.some((tag) => ['Adjective', 'Gerund', 'Plural'].includes(tag))) return undefined;
  // A name is written with its capital, however short ("sam" is Sam).
  return /^\p{Ll}+$/u.test(bare) ? bare.charAt(0).toUpperCase() + bare.slice(1) : capitaliseWord(bare);
}

/** Words that end a place name: "Lisbon with my sister", "Porto since May". */
const PLACE_END = /^(?:with|and|now|for|since|because|but|where|who|which|when|at|on|next|last|this|today|tomorrow|yesterday|soon|recently|permanently|already|again|too|as|by|near|after|before|until|a|an|though|actually|lol|haha|btw|these|right|currently|temporarily|full|part|anymore|from|to|in)$/i;

/** Particles inside place names ("Rio de Janeiro", "Stratford upon Avon", "Isle of Man"). */
const PLACE_PARTICLES = /^(?:de|da|do|dos|das|del|della|di|du|des|la|le|los|las|el|al|am|an|im|on|upon|of|the|sur|en|y|van|von|der|den)$/i;

/**
 * A lower-case word after a place's first word that is no part of a name: one compromise reads as
 * an adverb, a preposition, a date, a number, a pronoun or a verb ("Lyon back in September",
 * "Leeds last year", "Madrid three years ago").
 */
function endsPlaceName(word: string): boolean {
  if (isCapitalised(word) || PLACE_PARTICLES.test(word)) return false;
  return tagsOf(word).some((tag) => ['Adverb', 'Preposition', 'Conjunction', 'Date', 'Value', 'Pronoun', 'Determiner', 'Verb', 'QuestionWord'].includes(tag));
}

/**
 * A place at the start of `text` ("Lisbon", "New York", "São Paulo", "the Netherlands"), written
 * with capitals; undefined for "a small flat" or "the city".
 */
export function placeOf(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    const bare = word.replace(/[.,!?;:]+$/, '');
    if (kept.length > 0 && (PLACE_END.test(bare) || endsPlaceName(bare))) break;
    if (!/^[\p{L}][\p{L}'.-]*$/u.test(bare)) break;
    kept.push(bare);
    if (kept.length === 4 || bare !== word) break;
  }
  if (kept.length === 0) return undefined;
  const lead = kept[0]!.toLowerCase();
  if (lead === 'the') {
    if (kept.length < 2 || !isCapitalised(kept[1]!)) return undefined;
  } else if (FUNCTION_WORDS.has(lead)) return undefined;
  const phrase = kept.join(' ');
  const tags = tagsOf(phrase);
  const known = tags.includes('Place') || tags.includes('City') || tags.includes('Country');
  if (!known && !isCapitalised(kept[0]!) && !(lead === 'the')) return undefined;
  if (!known && tags.some((tag) => ['Adjective', 'Verb', 'Adverb', 'Date', 'Pronoun'].includes(tag)) && !isCapitalised(kept[0]!)) return undefined;
  // Lower-case words inside a capitalised name stay lower ("Rio de Janeiro").
  return kept.map((word, i) => (i === 0 || word.length > 3 ? capitaliseWord(word) : word)).join(' ').replace(/^The /, 'the ');
}

/** "a good cook", "a terrible driver", "a wannabe writer": a judgement, not a job. */
export const JUDGEMENTS = /^(?:good|great|bad|terrible|amazing|awful|decent|excellent|horrible|better|best|worst|lazy|real|natural|born|total|proper|amateur|wannabe|failed|frustrated|aspiring|hopeless|future|former|ex|would-be|pretty|really|very|crazy|secret|part-time-ish)$/i;

/**
 * Does a run of words end in an occupation ("nurse", "research chemist", "retired teacher")? (A capitalised word
 * WordNet calls a trade is a name first: "Mason here", "Hunter here".)
 */
export const endsInOccupation = (words: string) => {
  const last = words.trim().split(/\s+/).at(-1) ?? '';
  return OCCUPATIONS.has(last.toLowerCase()) || (!/^\p{Lu}\p{Ll}/u.test(last) && isOccupationWord(last));
};

/** The occupation in "nurse", "software engineer", "primary school teacher" (singular only). */
export function roleOf(words: string[]): string | undefined {
  if (words.length === 0 || words.length > 3) return undefined;
  const head = words[words.length - 1]!.toLowerCase();
  if (!isOccupationWord(head)) return undefined;
  if (words.some((word) => FUNCTION_WORDS.has(word.toLowerCase()) || JUDGEMENTS.test(word) || !/^[\p{L}-]+$/u.test(word))) return undefined;
  return words.map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase())).join(' ');
}

/** Words after "at" that are a moment, not a workplace ("at the moment", "at night"). */
const NOT_WORKPLACES = /^(?:the )?(?:moment|minute|time|weekend|weekends|night|nights|home|least|most|all|first|last|times|once|present|end|start|beginning|same)\b/i;

/** A workplace: "Google", "St Mary's", "a hospital", "the local school". At most five words. */
export function employerOf(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    const bare = word.replace(/[.,!?;:]+$/, '');
    if (kept.length > 0 && /^(?:in|since|for|and|now|but|as|where|because|until|on|at|with|from|though|anymore)$/i.test(bare)) break;
    if (!/^[\p{L}\p{N}][\p{L}\p{N}'&.-]*$/u.test(bare)) break;
    kept.push(bare);
    if (kept.length === 5 || bare !== word) break;
  }
  const phrase = kept.join(' ');
  if (!phrase || NOT_WORKPLACES.test(phrase)) return undefined;
  const lead = kept[0]!.toLowerCase();
  if (['a', 'an', 'the'].includes(lead)) return kept.length >= 2 && !FUNCTION_WORDS.has(kept[1]!.toLowerCase()) ? phrase : undefined;
  if (FUNCTION_WORDS.has(lead) || NOT_NAMES.has(lead)) return undefined;
  return isCapitalised(kept[0]!) || /\d/.test(kept[0]!) ? phrase : undefined;
}

/** Lines of work said with "in": "I work in marketing". */
export const FIELDS = new Set(
  'marketing sales finance banking it tech technology hr retail hospitality healthcare education construction insurance law advertising publishing media design engineering research logistics accounting consulting software government politics fashion film music tourism nursing medicine pharma science real estate customer service'.split(
    ' ',
  ),
);

/**
 * A thing a member likes or dislikes: a short noun phrase ("jazz", "long walks", "the beach",
 * "hiking"), never a person, a pronoun or a clause ("I love you", "I hate that he left").
 */
export function thingOf(text: string): string | undefined {
  const phrase = text.trim().replace(/\s+/g, ' ');
  const words = phrase.split(' ');
  if (!phrase || words.length > 5) return undefined;
  const lead = words[0]!.toLowerCase();
  if (/^(?:it|that|this|these|those|you|u|ya|him|her|them|me|us|my|your|his|their|our|when|how|what|who|the way|to|being|having|yours|everything|everyone|everybody|anything|nothing|something|someone|somebody|all|so|too|very|bela|talking|chatting)$/.test(lead)) return undefined;
  if (words.some((word) => /^(?:you|u|your|him|her|them|me|my|bela|i|when|if|because|that|he|she|they|we|is|are|was|were|do|does|did)$/i.test(word))) return undefined;
  if (!words.every((word) => /^[\p{L}\p{N}'&-]+$/u.test(word))) return undefined;
  const tags = tagsOf(phrase);
  if (tags.includes('Person') || tags.includes('Pronoun')) return undefined;
  const first = tagsOf(lead);
  if (first.some((tag) => ['Adverb', 'Preposition', 'Determiner', 'Conjunction', 'Modal', 'Copula', 'PastTense'].includes(tag)) && lead !== 'the') return undefined;
  // "cats and have two cats": a verb starts another clause, not a thing.
  if (words.length > 1 && /^(?:have|has|had|am|go|get|got|want|need|live|work)$/.test(lead)) return undefined;
  return phrase;
}

export const trailing = String.raw`(?:\s+(?:now|too|as well|btw|lol|haha|actually|already|these days|at the moment|right now|nowadays|currently|so much|a lot|very much|really|though|ok|okay|at all|in the slightest))*`;
