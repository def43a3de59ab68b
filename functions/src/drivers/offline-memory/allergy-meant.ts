/**
 * An allergy the member means, and names: not one outgrown ("I was allergic to pollen as a kid but grew out of
 * it") nor one said as a joke of something that cannot cause one ("I'm allergic to Mondays lol",
 * "allergic to exercise"). What cannot is read by WordNet's kinds: a time or an activity that is no
 * substance, food, living thing, drug or material. A word WordNet does not know stays an allergy.
 */
import { kindsOf } from '../offline-persona/by-meaning/meaning';
import { foodNamedIn } from './food-words';

const OUTGROWN = /\b(?:grew out of|outgrew|outgrown|grown out of|no longer|not anymore|anymore|any more)\b/i;
const ALLERGEN = /\ballergic\s+to\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s*(?:[.,;!]|$)/iu;
const CAN_CAUSE_ONE = ['substance', 'food', 'organism', 'drug', 'plant', 'animal', 'material', 'matter', 'chemical', 'medicine', 'fruit', 'natural object', 'plant part', 'object'];
const CANNOT_CAUSE_ONE = ['time period', 'activity'];

/** Does a memory of an allergy ("They’re allergic to sesame.") say one the member has? */
export function allergyMeant(text: string): boolean {
  // ("They have an allergy thing.", "They are having one allergy.": an allergy to nothing named says nothing yet.)
  if (OUTGROWN.test(text) || (!/\ballergic\s+to\b|\ballerg(?:y|ies)\s+to\b/i.test(text) && /\b(?:an|a|one|some)\s+allerg(?:y|ies)\b/i.test(text))) return false;
  const words = ALLERGEN.exec(text)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  const kinds = words.map((word) => kindsOf(word));
  // ("kiwi fruit": a word of it that can cause one is enough.)
  return !kinds.some((of) => CANNOT_CAUSE_ONE.some((kind) => of.has(kind))) || kinds.some((of) => CAN_CAUSE_ONE.some((kind) => of.has(kind)));
}

/** What can cause a reaction when named beside one said alone ("Aspirin — can't take it, I'm allergic"): a food, a medicine, a chemical or a material. */
const CAUSES_BY_ITSELF = ['drug', 'chemical', 'material'];
export const allergenNamedIn = (text: string): string | undefined =>
  foodNamedIn(text) ?? text.split(/[^\p{L}-]+/u).find((word) => word.length > 3 && CAUSES_BY_ITSELF.some((kind) => kindsOf(word.toLowerCase()).has(kind)));
