/**
 * Is a word an occupation? The vocabulary's list, and, for the many it does not list ("sommelier", "drover",
 * "hygienist", "rep"), WordNet's classes above the word's commonest sense as a noun: a worker, a professional, an
 * employee, a skilled worker and their kind. Only the commonest sense, so that "a regular" (a customer before it is a
 * soldier) and "a nerd" are none. The class words themselves ("a hard worker", "an expert at naps") are judgements,
 * not jobs.
 */
import { commonestNounClasses } from '../offline-persona/by-meaning/meaning';
import { lemmasOf } from '../offline-persona/by-meaning/wordnet';
import { OCCUPATIONS } from './vocabulary';

const WORK_CLASSES = new Set([
  'worker', 'skilled worker', 'employee', 'professional', 'health professional', 'practitioner', 'specialist', 'craftsman', 'serviceman',
  'official', 'scientist', 'educator', 'performer', 'entertainer', 'businessman', 'merchant', 'representative', 'tradesman', 'agent',
]);
const CLASS_WORDS = new Set([...WORK_CLASSES, 'expert', 'pro'].filter((word) => !OCCUPATIONS.has(word)));
/**
 * What members call themselves or whoever they speak to whose commonest sense in WordNet is a trade ("a geek" is a
 * carnival performer there, "mate" a ship's officer).
 */
const SELF_DESCRIPTIONS = new Set(['geek', 'owner', 'hustler', 'slave', 'drudge', 'grinder', 'mate', 'chief', 'boss', 'skipper', 'guv', 'governor', 'captain', 'doc']);
/** Parts someone plays at an occasion, not a living ("one of her bridesmaids", "best man", "usher at the wedding"). */
const OCCASION_PARTS = new Set(['bridesmaid', 'bridesmaids', 'groomsman', 'groomsmen', 'usher', 'ushers', 'pallbearer', 'godmother', 'godfather', 'godparent', 'witness', 'mourner', 'chaperone', 'chaperon', 'escort', 'page', 'maid']);
/** How many classes above a word's commonest sense a job's class is looked for ("sommelier" → wine waiter → waiter → employee → worker). */
const LEVELS = 5;

const cache = new Map<string, boolean>();

/** Is `word` (one word, any case) an occupation? */
export function isOccupationWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (OCCUPATIONS.has(lower)) return true;
  if (lower.length < 3 || CLASS_WORDS.has(lower) || SELF_DESCRIPTIONS.has(lower) || OCCASION_PARTS.has(lower) || !/^[a-z-]+$/.test(lower)) return false;
  const known = cache.get(lower);
  if (known !== undefined) return known;
  const found = lemmasOf(lower, 'n').slice(0, 1).some((lemma) => commonestNounClasses(lemma, LEVELS).slice(1).some((each) => WORK_CLASSES.has(each)));
  if (cache.size > 5000) cache.clear();
  cache.set(lower, found);
  return found;
}

/**
 * A word WordNet knows, by its commonest sense as a noun, as a kind of person under no class of work: "loser"
 * (a contestant), "optimist", "survivor" (an unfortunate). compromise tags many such words as people by their
 * work (#Actor); they are who someone is, not their job.
 */
export function personByNoWork(word: string): boolean {
  const lemma = lemmasOf(word.toLowerCase(), 'n')[0];
  if (!lemma) return false;
  const classes = commonestNounClasses(lemma, 16);
  return classes.includes('person') && !classes.some((each) => WORK_CLASSES.has(each));
}
