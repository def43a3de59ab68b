/**
 * Is a word something eaten or drunk? The food words of the vocabulary, and, for the many it does
 * not list ("prawns", "kiwi", "beetroot"), WordNet's classes of the word's commonest senses.
 */
import { kindsOf } from '../offline-persona/by-meaning/meaning';
import { lemmasOf } from '../offline-persona/by-meaning/wordnet';
import { WORD_CLASSES } from './vocabulary';

const FOOD_CLASSES = ['food', 'foodstuff', 'nutriment', 'edible fruit', 'vegetable', 'seafood', 'beverage', 'fruit'];

export function isFoodWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (WORD_CLASSES.food!.includes(lower)) return true;
  if (lower.length < 3) return false;
  const kinds = kindsOf(lower);
  return FOOD_CLASSES.some((kind) => kinds.has(kind));
}

/** The first word of a run of words that names something eaten or drunk. */
export const foodNamedIn = (text: string): string | undefined => text.split(/[^\p{L}-]+/u).find((word) => word.length > 2 && isFoodWord(word));

/** Does a run of words name something eaten or drunk? */
export const namesFood = (text: string) => foodNamedIn(text) !== undefined;

/** "a bowl of ...", "a slice of ...": a serving names something eaten, whatever its name. */
const SERVED_AS = /\b(?:bowl|plate|cup|mug|pot|slice|piece|portion|serving|helping|tub|pint|glass|dish)\s+of\b/i;

/**
 * Might a phrase name a dish: a food word, a serving of something, or a word WordNet does not know
 * at all ("Käsespätzle", "cawl", "vetkoek"), as dishes of other languages are; "a Monday meeting"
 * is none of these.
 */
export const mayNameDish = (text: string) => namesFood(text) || SERVED_AS.test(text) || text.split(/[^\p{L}-]+/u).some(unknownToWordNet);

/** The words of the grammar WordNet leaves out: known, whatever it says. */
const GRAMMAR = new Set('a an the and or but of to in on at for with from by as is are was were be been am it its this that these those my your his her their our me you him them us we they i not nor else same than then'.split(' '));
/** A word of four letters or more that WordNet knows in no part of speech ("vetkoek", "Käsespätzle", "cawl"). */
function unknownToWordNet(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 3 && !GRAMMAR.has(lower) && (['n', 'v', 'a', 'r'] as const).every((pos) => lemmasOf(lower, pos).length === 0);
}
