/**
 * The kinds of things a question may name ("which instrument", "what animals", "what fruit"), and
 * the words of a memory that are things of each: the vocabulary's word classes, a narrower class
 * of siblings, the verb that takes a thing of a class, and WordNet for the foods, fruits,
 * vegetables and herbs the vocabulary does not list.
 */
import { isFoodWord } from '../../offline-memory/food-words';
import { VERB_FORMS } from '../../offline-memory/verb-forms';
import { WORD_CLASSES as CLASSES } from '../../offline-memory/vocabulary';
import { kindsOf } from './meaning';

/** What a question names that falls into a class ("which instrument", "what animals", "what pets"). */
export const CLASS_WORDS: Record<string, string> = {
  instrument: 'instrument', instruments: 'instrument', sport: 'sport', sports: 'sport', game: 'sport', team: 'sport', club: 'sport',
  animal: 'animal', animals: 'animal', pet: 'animal', pets: 'animal', creature: 'animal', breed: 'animal', bird: 'animal',
  language: 'language', languages: 'language', drink: 'drink', drinks: 'drink', beverage: 'drink',
  sibling: 'siblings', siblings: 'siblings', kids: 'family', children: 'family', family: 'family', kid: 'family', child: 'family',
  music: 'music', band: 'music', artist: 'music', singer: 'music',
  martial: 'sport', exercise: 'sport', religion: 'faith', faith: 'faith', worship: 'faith', believe: 'faith',
  vehicle: 'vehicle', car: 'vehicle', cars: 'vehicle', drive: 'vehicle',
  craft: 'craft', crafts: 'craft', hobby: 'craft', colour: 'colour', color: 'colour',
  diet: 'diet', diets: 'diet', eater: 'diet',
  food: 'food', dish: 'food', meal: 'food', meals: 'food', fruit: 'fruit', fruits: 'fruit', vegetable: 'vegetable', vegetables: 'vegetable', veg: 'vegetable', herb: 'herb', pie: 'food', eat: 'food', eating: 'food', meat: 'food', dessert: 'food', cuisine: 'food', snack: 'food', nut: 'food',
  service: 'military', branch: 'military', stationed: 'military', rank: 'military',
  scared: 'fear', afraid: 'fear', terrified: 'fear', fear: 'fear', frightened: 'fear',
  genre: 'genre', films: 'genre', film: 'genre', movie: 'genre', movies: 'genre', cocktail: 'drink',
};

/**
 * A class narrower than the vocabulary's "family" (every relation, friends and bosses too): a
 * question for siblings is answered by a brother, not a best friend. (A class of children alone
 * lost "am I raising kids alone?" to "They're a single dad." in the development part: children
 * stay in "family".)
 */
const NARROW_CLASSES: Readonly<Record<string, readonly string[]>> = { siblings: ['sister', 'sisters', 'brother', 'brothers', 'sis', 'bro', 'twin', 'twins', 'siblings', 'sibling'] };
export const classMembers = (name: string): readonly string[] => NARROW_CLASSES[name] ?? CLASSES[name] ?? [];
/** A food, a fruit, a vegetable or a herb the vocabulary does not list ("strawberries", "okra"), by WordNet's kinds. */
const WORDNET_KIND_OF: Readonly<Record<string, string>> = { fruit: 'edible fruit', vegetable: 'vegetable', herb: 'herb' };
/** A question's word for a class read by WordNet's kinds ("fruit"). */
export const readByKind = (asked: string) => WORDNET_KIND_OF[CLASS_WORDS[asked] ?? ''] !== undefined;
export const inFoodClass = (name: string, word: string) => (name === 'food' ? isFoodWord(word) : WORDNET_KIND_OF[name] !== undefined && word.length > 2 && kindsOf(word).has(WORDNET_KIND_OF[name]!));

/** The class a word of a memory is a thing of ("cello" an instrument, "sushi" a food), for classes a question may name. */
export const OTHER_CLASS_OF: ReadonlyMap<string, string> = new Map([
  ...[...new Set(Object.values(CLASS_WORDS))].flatMap((name) => (CLASSES[name] ?? []).filter((word) => !word.includes(' ')).map((word) => [word, name] as [string, string])),
  // The class's own words: "They are learning the language" speaks of a language.
  ...Object.entries(CLASS_WORDS),
]);

/** The verb that takes a thing of a class, in all its forms: "what's my vehicle?" finds "They drive a nissan pathfinder". */
export const CLASS_VERBS: Record<string, readonly string[]> = { vehicle: VERB_FORMS['drive']!, instrument: VERB_FORMS['play']!, language: VERB_FORMS['speak']! };
