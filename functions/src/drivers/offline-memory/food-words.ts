/**
 * Is a word something eaten or drunk? The food words of the vocabulary, and, for the many it does
 * not list ("prawns", "kiwi", "beetroot"), WordNet's classes of the word's commonest senses.
 */
import { kindsOf } from '../offline-persona/by-meaning/meaning';
import { lemmasOf } from '../offline-persona/by-meaning/wordnet';
import { GRAMMAR, unknownToWordNet } from './wordnet-words';
import { KIN_WORDS, WORD_CLASSES } from './vocabulary';

/** One of the member's people or animals, whose possessive says whose a dish is ("my nan's pie"); with the family words the vocabulary leaves out. */
const KIN_OWNER = new RegExp(String.raw`^(?:${KIN_WORDS}|gran|da|ma|pa)$`, 'i');

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

/** A food word, or the plural of one ("potatoes", "nuggets": WordNet knows the singular). */
const isFoodOrPlural = (word: string) => isFoodWord(word) || (/s$/i.test(word) && (isFoodWord(word.replace(/es$/i, '')) || isFoodWord(word.replace(/s$/i, ''))));

/** Words of eating that name no dish ("my comfort food", "a quick meal"). */
const NO_DISH = new Set('food foods meal meals dish dishes snack snacks comfort treat treats dinner lunch breakfast supper tea brunch drink drinks bite bowl plate tray tub pot'.split(' '));
/** A word that may stand before a dish's food word and belong to it: "mashed", "fried", "ice", "hot". */
const DISH_MODIFIER = /^(?:\p{L}+ed|ice|hot|iced|fish|sweet|sour|spicy|instant|homemade|home-made|chocolate|cheese|chicken|beef|pork|veggie|vegan)$/iu;

/**
 * The dish a text names: the run of food words nearest `near` (a character offset), with a word
 * before it that belongs to it ("mashed potatoes", "ice cream", "chicken nuggets"), or none.
 */
/** What a dish is served on, "beans on toast": one dish (comfort-claimed.ts reads the same). */
export const SERVED_ON_WORDS = 'toast|rice|chips|bread|crackers';
const SERVED_ON = new RegExp(`^(?:${SERVED_ON_WORDS})$`, 'i');

export function dishNamedIn(text: string, near = 0): string | undefined {
  const words = [...text.matchAll(/[\p{L}][\p{L}'-]*/gu)];
  const runs: { text: string; at: number; topping: boolean }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]![0];
    if (NO_DISH.has(word.toLowerCase()) || word.length < 3 || !isFoodOrPlural(word)) continue;
    let start = i;
    while (start > 0 && !NO_DISH.has(words[start - 1]![0].toLowerCase()) && (isFoodOrPlural(words[start - 1]![0]) || DISH_MODIFIER.test(words[start - 1]![0])) && !GRAMMAR.has(words[start - 1]![0].toLowerCase())) start -= 1;
    // ("shepherd's pie", "shepherds pie": a common noun's possessive names the dish, not whose it is; "my nan's pie" is hers.)
    const owner = words[start - 1]?.[0];
    if (start === i && owner && /^\p{Ll}+(?:'s|s)$/u.test(owner) && !KIN_OWNER.test(owner.replace(/'?s$/, '')) && !GRAMMAR.has(owner) && lemmasOf(owner.replace(/'?s$/, ''), 'n').length > 0 && !isFoodOrPlural(owner)) start -= 1;
    // ("mac and cheese", "fish and chips": a dish of two, joined by "and", whose first word is no verb.)
    const joined = words[start - 2]?.[0];
    if (joined && /^(?:and|n|&)$/i.test(words[start - 1]![0]) && !GRAMMAR.has(joined.toLowerCase()) && !NO_DISH.has(joined.toLowerCase()) && (isFoodOrPlural(joined) || lemmasOf(joined.toLowerCase(), 'v').length === 0)) start -= 2;
    // ("Pelmeni with sour cream": a dish WordNet does not know, served with a food it does, is one dish.)
    else if (joined && /^with$/i.test(words[start - 1]![0]) && !GRAMMAR.has(joined.toLowerCase()) && unknownToWordNet(joined.toLowerCase())) start -= 2;
    let end = i;
    while (end + 1 < words.length && !NO_DISH.has(words[end + 1]![0].toLowerCase()) && isFoodOrPlural(words[end + 1]![0])) end += 1;
    // ("chicken nuggets", "fish fingers": a food word that names what the next word is made of.)
    const next = words[end + 1]?.[0];
    if (next && DISH_MODIFIER.test(words[end]![0]) && !/ed$/i.test(words[end]![0]) && /^\p{Ll}+$/u.test(next) && !GRAMMAR.has(next) && !NO_DISH.has(next) && lemmasOf(next.replace(/s$/, ''), 'n').length > 0) end += 1;
    // ("cheese toastie", "chicken bhuna": a food word before a word WordNet does not know names that dish.)
    const after = words[end + 1];
    if (after && /^\p{Ll}+$/u.test(after[0]) && /^\s+$/.test(text.slice(words[end]!.index + words[end]![0].length, after.index)) && unknownToWordNet(after[0])) end += 1;
    // ("beans on toast", "cheese on crackers": a dish served on a bread is one dish.)
    if (/^on$/i.test(words[end + 1]?.[0] ?? '') && SERVED_ON.test(words[end + 2]?.[0] ?? '')) end += 2;
    // ("beans on toast with a load of grated cheese on top": what comes "with" a dish already named goes on it.)
    const topping = runs.length > 0 && /\bwith\s+(?:(?:a\s+)?(?:load|lot|bit|pile|heap|ton|mountain)\s+of\s+|lots\s+of\s+|some\s+|extra\s+|loads\s+of\s+)?(?:[\p{L}-]+\s+)?$/iu.test(text.slice(0, words[start]!.index));
    const from = words[start]!.index;
    const to = words[end]!.index + words[end]![0].length;
    // ("Cheese toastie and a cuppa": two things had together, joined by "and a", are one comfort.)
    const last = runs.at(-1);
    if (last && /^\s+(?:and|n|&|plus)\s+(?:a|an|some|my)\s+$/i.test(text.slice(last.at + last.text.length, from))) last.text = text.slice(last.at, to);
    else runs.push({ text: text.slice(from, to), at: from, topping });
    i = end;
  }
  return runs.sort((a, b) => Number(a.topping) - Number(b.topping) || Math.abs(a.at - near) - Math.abs(b.at - near) || b.text.length - a.text.length)[0]?.text;
}
