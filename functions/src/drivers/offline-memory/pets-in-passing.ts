/**
 * The member's pets named in passing, whatever the sentence is about: by what only an animal does
 * ("my Bruno chewed my passport"), by being said to be one ("Archibald is a tortoise"), or after
 * "my" with the species ("my rescue greyhound Pip"), keeping a breed said before it.
 */
import { couldBeName } from './people-said-plainly';
import { CAT_BREEDS, DOG_BREEDS, PET_WORDS, SPECIES, speciesOfBreed } from './vocabulary';
import { withArticle } from './words';

/**
 * "the dog ate my homework is real now, my Bruno chewed my passport": one of theirs named with what
 * only an animal does, of the kind the message names (or the one the deed says: a bark is a dog's).
 */
// (Or a name at the head of a sentence: "Dubu chewed through the cello case strap again. bunnies are menaces.")
const MY_NAMED_DOES = /(?:\bmy\s+|(?:^|[.!?]\s+))(\p{Lu}\p{Ll}+)\s+(?:has\s+|just\s+|always\s+|keeps\s+|won't\s+stop\s+)?(chewed|chews|chewing|barked|barks|barking|meowed|meows|purred|purrs|wagged|wags|fetched|fetches|pounced|pounces|hissed|hisses|howled|howls|squawked|squawks|neighed|neighs|shed\s+(?:her|his|its)\s+skin)\b/u;
const SPECIES_OF_DEED: Readonly<Record<string, string>> = { bark: 'dog', howl: 'dog', meow: 'cat', purr: 'cat', hiss: 'cat', squawk: 'parrot', neigh: 'horse' };
const SPECIES_NAMED = new RegExp(String.raw`\b(${Object.keys(SPECIES).join('|')})s?\b`, 'giu');
/** "bunnies", "puppies": a species' plural in -ies, read as its singular. */
const withSingularSpecies = (text: string) => text.replace(/\b(\p{L}+)ies\b/gu, (whole, stem: string) => (SPECIES[`${stem.toLowerCase()}y`] ? `${stem}y` : whole));
/**
 * "Biscuit knocked my coffee off the desk again. Cats, honestly.": a name at the head of a sentence
 * doing what pets get up to, in a message that speaks of that species in general (its plural, no
 * one's: "cats", "dogs are chaos"). A person may knock a cup over too, so the deed alone is not enough.
 */
const NAMED_GETS_UP_TO = /(?:\bmy\s+|(?:^|[.!?]\s+))(\p{Lu}\p{Ll}+)\s+(?:has\s+|just\s+|always\s+|keeps\s+|)(?:knocked|knocks|scratched|scratches|shredded|shreds|bit|bites|licked|licks|dug|digs|stole|steals|escaped|peed|pooped|puked|threw up|sicked up|ate|eats|sat on|sits on|slept on|sleeps on|jumped on|jumps on)\b/u;
/** Before a plural said of a kind in general: no one's ("my cats", "the dogs", "Sam's sisters" are someone's). */
export const NO_ONES = String.raw`(?<!\b(?:my|our|his|her|their|your|the|[\p{L}]+'s)\s+(?:[\p{L}-]+\s+)?)`;
/** "cats", "dogs", "bunnies": a species' plurals. */
const pluralsOf = (species: string) => (species.endsWith('y') ? [`${species.slice(0, -1)}ies`, `${species}s`] : [`${species}s`, `${species}es`]);
const SPECIES_IN_GENERAL = new RegExp(String.raw`${NO_ONES}\b(?:${Object.keys(SPECIES).flatMap(pluralsOf).join('|')})\b(?!\s+(?:called|named)\b)`, 'iu');
/**
 * "took Biscuit up on the moor and the daft spaniel rolled in something": one walked, fed or bathed
 * by the member, then called by their kind in the same sentence ("the spaniel", "the old cat").
 */
const WALKED_NAMED = /\b(?:took|take|taking|walked|walk|walking|fed|feed|feeding|bathed|bathing|brushed|brushing|groomed)\s+(\p{Lu}\p{Ll}+)\b([^.!?]*)/u;
const THE_KIND = new RegExp(String.raw`\bthe\s+(?:[\p{L}-]+\s+){0,2}?(${PET_WORDS.join('|')})\b`, 'iu');
function petWalkedThenCalledByKind(message: string): string | undefined {
  const walked = WALKED_NAMED.exec(message);
  const kind = walked && THE_KIND.exec(walked[2]!)?.[1]?.toLowerCase();
  const species = kind && (SPECIES[kind] ?? speciesOfBreed(kind));
  if (!walked || !species || !couldBeName(walked[1]!) || /\b(?:his|her|their|your|[\p{L}]+'s)\s*$/iu.test(message.slice(0, walked.index))) return undefined;
  return SPECIES[kind] ? `My ${species} is called ${walked[1]}.` : `My ${species} ${walked[1]} is ${withArticle(kind)}.`;
}

export function petNamedByDeed(message: string): string | undefined {
  const deed = MY_NAMED_DOES.exec(message) ?? (SPECIES_IN_GENERAL.test(message) ? NAMED_GETS_UP_TO.exec(message) : null);
  if (!deed) return petWalkedThenCalledByKind(message);
  if (!couldBeName(deed[1]!)) return undefined;
  const named = new Set([...withSingularSpecies(message).matchAll(SPECIES_NAMED)].map((found) => SPECIES[found[1]!.toLowerCase()]!));
  const species = named.size === 1 ? [...named][0] : named.size === 0 ? SPECIES_OF_DEED[deed[2]!.replace(/(?:ed|s|ing)$/, '')] : undefined;
  return species ? `My ${species} is called ${deed[1]}.` : undefined;
}
/**
 * "Archibald is a tortoise, so he is entirely unbothered": one named and said to be an animal, the
 * member's when no one else in the message has it ("Mrs Baird next door has a cat called Sooty").
 */
// (Or said so after a comma, "who minds Mittens, she's a proper madam of a cat", by a breed: "Bramble is a collie".)
const NAMED_IS_SPECIES = new RegExp(
  String.raw`(?:(?:^|[.!?]\s+)(\p{Lu}\p{Ll}+)\s+is|(?:^|\s)(\p{Lu}\p{Ll}+),\s+(?:she's|shes|he's|hes|she is|he is|who's|who is))\s+(?:a|an|our|my)\s+(?:[\p{L}-]+\s+){0,3}?(?:of\s+an?\s+)?(${PET_WORDS.join('|')})\b(?!-|\s+(?:person|people|lover|owner|walker|sitter|food|bed|lead|park|friendly|whisperer|mum|mom|dad|trainer|groomer)\b)`,
  'iu',
);
export function petSaidToBe(message: string): string | undefined {
  const said = NAMED_IS_SPECIES.exec(message);
  const name = said?.[1] ?? said?.[2];
  if (!said || !name || !/^\p{Lu}/u.test(name) || !couldBeName(name)) return undefined;
  const kind = said[3]!.toLowerCase();
  // Someone else's: named after another's "has a cat called", or with "his", "her", "their", "neighbour's" before it.
  if (new RegExp(String.raw`\b(?:has|have|had|got)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}(?:called|named)\s+${name}\b|\b(?:his|her|their|your|[\p{L}]+'s)\s+(?:[\p{L}-]+\s+){0,2}${name}\b`, 'iu').test(message)) return undefined;
  const species = SPECIES[kind] ?? speciesOfBreed(kind);
  return species ? `My ${species} is called ${name}.` : undefined;
}
/** "coming home to my old tabby Mr Whiskers", "my rescue greyhound Pip": a pet of theirs named, whatever the sentence is about. */
export const MY_PET_NAMED = new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur)\s+(?:[\p{Ll}-]+\s+){0,2}?(${PET_WORDS.join('|')})\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\b`, 'u');

/** "my beagle dog Biscuit", "our old tabby cat Mochi": the breed said before the species is kept ("My dog Biscuit is a beagle."). */
export function petSaid(said: string, pet: string, name: string): string {
  const breed = said.toLowerCase().split(/\s+/).find((word) => DOG_BREEDS.includes(word) || CAT_BREEDS.includes(word));
  // (A name of two words, "Mr Whiskers", is said as called: the breed's reading takes one word.)
  return breed && breed !== pet && !name.includes(' ') ? `My ${pet} ${name} is ${withArticle(breed)}.` : `My ${pet} is called ${name}.`;
}
