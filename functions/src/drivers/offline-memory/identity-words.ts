/**
 * Who the member says they are, in one noun: "I'm a feminist", "i am an introvert", "I'm a proud
 * immigrant". WordNet's classes above the noun's commonest sense say whether it is a way of being,
 * believing or living (a reformer, a believer, an eater, a migrant, a sufferer), not a judgement
 * ("an idiot" is a simpleton, "a loser" a contestant, "a snob" an unpleasant person), a job
 * (occupation-words.ts) or one of their people. Only a clause that is that and nothing more.
 * Or where they are from, by a people's name: "I am French", "I'm Polish, from Krakow".
 */
import { commonestNounClasses, kindsOf } from '../offline-persona/by-meaning/meaning';
import { tagsOf } from './words';
import { lemmasOf } from '../offline-persona/by-meaning/wordnet';
import { isOccupationWord } from './occupation-words';
import { LANGUAGES, RELATIONS } from './vocabulary';

const IDENTITY_CLASSES = new Set([
  'reformer', 'religious person', 'nonreligious person', 'believer', 'adherent', 'disciple', 'eater', 'migrant', 'sufferer', 'compulsive', 'idealist',
  'conservative', 'liberal', 'enthusiast', 'sensualist', 'lover', 'introvert', 'extrovert', 'sibling', 'traveler', 'traveller', 'veteran soldier',
]);
/** How many classes above the noun's commonest sense are read ("vegan" → vegetarian → eater). */
const LEVELS = 4;
const SAID_AS =
  /^(?:i'm|im|i am)\s+(?:(?:a|an)\s+)?(?:(?:proud|big|huge|total|massive|real|true|born|lifelong|committed|practising|practicing|devout|recovering|self-confessed|self-proclaimed|hopeless|die-hard|diehard|certified|bit of an?|little bit of an?|staunch|fierce)\s+)*((?:[\p{L}-]+\s+)?[\p{L}-]+)$/iu;

const cache = new Map<string, boolean>();

/** "I am French", "I'm Polish, from Krakow", "im nigerian": a people's name, with what follows after a comma. */
const PEOPLE_SAID = /^(?:i'm|im|i am)\s+(?:(?:proud(?:ly)?|half|fully|100%)\s+)?(\p{L}+)(?:\s*(?:[,.!]|$)|\s+(?:so|and|but|btw|lol|haha|though)\b)/iu;

/** Is the word a people's name (compromise's demonyms, WordNet's nations and inhabitants, a language: "British", "Texan", "Polish")? */
function namesAPeople(word: string): boolean {
  const capital = `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;
  if (tagsOf(capital).includes('Demonym')) return true;
  const kinds = kindsOf(capital);
  return kinds.has('nation') || kinds.has('inhabitant') || LANGUAGES.includes(word.toLowerCase());
}

/** The slot of who the member says they are: "nationality" ("I am French"), "identity:feminist", or nothing. */
export function identitySlotOf(clause: string): string | undefined {
  const people = PEOPLE_SAID.exec(clause.trim())?.[1];
  if (people && people.length > 3 && namesAPeople(people)) return 'nationality';
  const noun = identityNounOf(clause);
  return noun ? `identity:${noun.toLowerCase().replace(/[^\p{L}\d]+/gu, '-')}` : undefined;
}

/** Who the member says they are ("feminist", "animal activist"), or nothing. */
function identityNounOf(clause: string): string | undefined {
  const said = SAID_AS.exec(clause.trim())?.[1]?.toLowerCase();
  const word = said?.split(/\s+/).pop();
  if (!said || !word || word.length < 4 || RELATIONS[word] || isOccupationWord(word)) return undefined;
  let found = cache.get(word);
  if (found === undefined) {
    found = lemmasOf(word, 'n').slice(0, 1).some((lemma) => commonestNounClasses(lemma, LEVELS).some((each) => IDENTITY_CLASSES.has(each)));
    if (cache.size > 2000) cache.clear();
    cache.set(word, found);
  }
  return found ? said : undefined;
}
