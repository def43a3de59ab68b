/**
 * What WordNet (the by-meaning reader's dictionary, decision 0034) does not know: a word of another language ("vetkoek",
 * "Käsespätzle"), or a name compromise can only guess at from its ending ("Kirsty", "Ozzy" read as adjectives).
 */
import { inCompromiseLexicon } from '../lazy-nlp';
import { lemmasOf } from '../offline-persona/by-meaning/wordnet';

/** The words of the grammar WordNet leaves out: known, whatever it says. */
export const GRAMMAR = new Set('a an the and or but of to in on at for with from by as is are was were be been am it its this that these those my your his her their our me you him them us we they i not nor else same than then'.split(' '));
/** A word of four letters or more that WordNet knows in no part of speech ("vetkoek", "Käsespätzle", "cawl"). */
export function unknownToWordNet(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 3 && !GRAMMAR.has(lower) && (['n', 'v', 'a', 'r'] as const).every((pos) => lemmasOf(lower, pos).length === 0);
}

/** A word neither WordNet nor compromise's lexicon knows ("Kirsty", "Ozzy"; not "Took", compromise's past of "take"): a name, when it is capitalised. */
export const unknownWord = (word: string) => unknownToWordNet(word) && !inCompromiseLexicon(word.toLowerCase());
