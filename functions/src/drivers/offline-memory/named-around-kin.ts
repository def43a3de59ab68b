/**
 * One of the member's people or animals named in the orders a message puts them in that the readers do not read,
 * said as "my <word> <name>", which they do:
 * - the name, then who they are in brackets: "Took Ziggy (my rescue greyhound) to the beach";
 * - who they are, bare, then the name in brackets: "bro (Dev) borrowed my car AGAIN";
 * - the name, then who they are, with no comma: "Ozzy my kelpie was so happy to see me";
 * - a breed the vocabulary does not list, known to WordNet as a dog or a cat: "my kelpie Ozzy" is "my kelpie dog Ozzy";
 * - a name typed in lower case after who they are: "my wee boy hamish";
 * - a pronoun that says who the one just named is: "me and Kirsty had a row. She's my girlfriend".
 */
import { kindsOf } from '../offline-persona/by-meaning/meaning';
import { KIN_WORDS, RELATIONS, SPECIES } from './vocabulary';
import { capitalised, namesNoOne, tagsOf } from './words';
import { unknownWord } from './wordnet-words';

const NAME = String.raw`\p{Lu}[\p{L}'-]*`;
const KIN = new RegExp(String.raw`^(?:${KIN_WORDS})$`, 'iu');
/** Words that may describe one of theirs between "my" and who they are ("my rescue greyhound", "my little brother"). */
const DESCRIBED = String.raw`(?:(?:old|new|little|wee|big|baby|rescue|sweet|lovely|elderly|youngest|eldest|older|younger|twin)\s+)?`;

/** The species a word says an animal is: "dog" for "kelpie", "cat" for "tabby"; none for a word of no animal. */
export function animalOf(word: string): 'dog' | 'cat' | undefined {
  const lower = word.toLowerCase();
  if (SPECIES[lower] === 'dog' || SPECIES[lower] === 'cat') return SPECIES[lower] as 'dog' | 'cat';
  if (lower.length < 3 || RELATIONS[lower]) return undefined;
  const kinds = kindsOf(lower);
  return kinds.has('dog') ? 'dog' : kinds.has('house cat') || kinds.has('domestic cat') ? 'cat' : undefined;
}

/** A word that says who one of theirs is: a relation, a species, or a breed WordNet knows. */
const saysWho = (word: string) => KIN.test(word) || animalOf(word) !== undefined;
/** The words for one of theirs as the readers read them: a breed with its species after it ("kelpie dog"). */
const asRead = (word: string) => {
  const lower = word.toLowerCase();
  return KIN.test(lower) ? lower : `${lower} ${animalOf(lower)!}`;
};

const NAME_THEN_WHO_IN_BRACKETS = new RegExp(String.raw`(${NAME})\s*\(\s*(?:my|our)\s+(${DESCRIBED})(\p{Ll}[\p{L}-]*)\s*\)`, 'gu');
const NAME_THEN_WHO = new RegExp(String.raw`(^|[.!?]\s+|\b(?:[Aa]nd|[Bb]ut|[Tt]hen|[Ww]hen|[Ww]hile|[Ss]o)\s+)(${NAME})\s+(?:my|our)\s+(${DESCRIBED})(\p{Ll}[\p{L}-]*)(?=\s+(\p{Ll}+)\b)`, 'gu');
/** "bro (Dev) borrowed my car": who they are, said bare at the sentence's start, and the name in brackets. */
const BARE_WHO_THEN_NAME_IN_BRACKETS = new RegExp(String.raw`(^|[.!?]\s+)(\p{L}[\p{L}-]*)\s*\(\s*(${NAME})\s*\)`, 'gu');
/** The word after "Ozzy my kelpie" is its verb ("was", "stole", "keeps", "just"). */
const doesSomething = (word: string) => /^(?:just|always|never|still|finally)$/.test(word) || tagsOf(word).includes('Verb');
const BREED_THEN_NAME = new RegExp(String.raw`\b([Mm]y|[Oo]ur)\s+(${DESCRIBED})(\p{Ll}[\p{L}-]+)\s+(?=\p{Lu})(${NAME})`, 'gu');
/** "my son hamish", "my sister priya": a name typed in lower case after who they are, one no dictionary knows as a word. */
const LOWER_NAME_AFTER_WHO = new RegExp(String.raw`\b([Mm]y|[Oo]ur)\s+(${DESCRIBED})(\p{Ll}[\p{L}-]*)\s+(\p{Ll}[\p{L}'-]{2,})(?:\s+(\p{Ll}[\p{L}'-]{2,}))?\b`, 'gu');
/** Contractions typed without their apostrophe ("doesnt", "thats"): no one's name. */
const BARE_CONTRACTION = /^(?:doesnt|dont|cant|wont|isnt|arent|wasnt|werent|didnt|hasnt|havent|hadnt|couldnt|wouldnt|shouldnt|aint|thats|whats|hes|shes|theyre|youre|ive|itll|lets|gonna|wanna|gotta|kinda|sorta|dunno|lemme|gimme)$/i;
const typedName = (word: string) => !BARE_CONTRACTION.test(word) && !tagsOf(word).includes('Negative') && (unknownWord(word) || tagsOf(word).includes('FirstName'));
/** "... Kirsty ... . She's my girlfriend": the pronoun's sentence, with what comes before it. */
const PRONOUN_IS_WHO = new RegExp(String.raw`(^|[.!?]\s+)(?:and\s+)?(?:she|he)(?:'s|’s|\s+is)\s+(?:my|our)\s+(${DESCRIBED})(\p{Ll}[\p{L}-]*)\b`, 'giu');

/** "Ellie's hen do is next week and her wedding's in April": whose wedding "her" is, when one name came before. */
const PRONOUN_WEDDING = /\b(?:her|his)\s+(?=wedding\b)/giu;

/** The one name said before `at` in `text` (not a sentence's first word, capitalised anyway), or none when there are several. */
function theOneNamedBefore(text: string, at: number, couldBeName: (word: string) => boolean): string | undefined {
  const names = [...text.slice(0, at).matchAll(new RegExp(String.raw`(?<=\s)(${NAME})(?:'s)?`, 'gu'))].map((match) => match[1]!.replace(/'s$/, '')).filter((name) => couldBeName(name) && !namesNoOne(name));
  return new Set(names).size === 1 ? names[0] : undefined;
}

export function namedAroundKin(text: string, couldBeName: (word: string) => boolean): string {
  return text
    .replace(PRONOUN_WEDDING, (whole, at: number, all: string) => {
      const name = theOneNamedBefore(all, at, couldBeName);
      return name ? `${name}'s ` : whole;
    })
    .replace(NAME_THEN_WHO_IN_BRACKETS, (whole, name: string, described: string, who: string) => (saysWho(who) && couldBeName(name) ? `my ${described}${asRead(who)} ${name}` : whole))
    .replace(BARE_WHO_THEN_NAME_IN_BRACKETS, (whole, start: string, who: string, name: string) => (saysWho(who) && couldBeName(name) ? `${start}my ${asRead(who)} ${name}` : whole))
    .replace(NAME_THEN_WHO, (whole, start: string, name: string, described: string, who: string, next: string) =>
      saysWho(who) && couldBeName(name) && doesSomething(next) ? `${start}my ${described}${asRead(who)} ${name}` : whole)
    .replace(BREED_THEN_NAME, (whole, my: string, described: string, breed: string, name: string) =>
      !KIN.test(breed) && animalOf(breed) && couldBeName(name) ? `${my} ${described}${asRead(breed)} ${name}` : whole)
    // (Who they are in one word or two: "my son hamish", "my best mate kofi".)
    .replace(LOWER_NAME_AFTER_WHO, (whole, my: string, described: string, first: string, second: string, third: string | undefined) => {
      if ((KIN.test(first) || KIN.test(`${described}${first}`)) && typedName(second)) return `${my} ${described}${first} ${capitalised(second)}${third ? ` ${third}` : ''}`;
      if (third && KIN.test(`${first} ${second}`) && typedName(third)) return `${my} ${described}${first} ${second} ${capitalised(third)}`;
      return whole;
    })
    .replace(PRONOUN_IS_WHO, (whole, start: string, described: string, who: string, at: number, all: string) => {
      if (!saysWho(who)) return whole;
      // The one just named: the one name of the sentence before.
      const before = all.slice(0, at).split(/[.!?]\s+/).at(-1) ?? '';
      const name = theOneNamedBefore(before, before.length, couldBeName);
      return name ? `${start}my ${described}${asRead(who)} is ${name}` : whole;
    });
}
