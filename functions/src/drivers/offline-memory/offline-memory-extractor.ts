/**
 * The offline MemoryExtractor: reads the member's message with the patterns of statements.ts and
 * retractions.ts (and a short answer to a name Bela just asked for), and proposes the operations
 * of operations.ts. Deterministic, instant and never wrong on purpose: when a clause is a question,
 * imagines, reports someone else or is unsure, it proposes nothing.
 */
import { MAX_MEMORIES } from '@bela/contracts/memories';
import type { ExtractionInput, KnownMemory, MemoryExtractor, MemoryOperation } from '../../ports/memory-extractor';
import { answerFacts } from './answers';
import { clausesOf, straighten } from './clauses';
import { peopleSaidPlainly } from './people-said-plainly';
import { saidInPassing } from './said-in-passing';
import { withoutSomeonesWords } from './frame-words';
import { withoutMisreadState } from './misread-complement';
import { withCommonSpellings } from './spellings';
import { CORRECTING_OUTRIGHT, correctionOf } from './corrections';
import { type Fact, slotOf } from './facts';
import { BREEDS, MANY_OF, RELATION_PRONOUNS, RELATIONS, SPECIES, speciesOfBreed } from './vocabulary';
import { JUST_LEARNED_MS, operationsFor } from './operations';
import { factsOfClauses, factsOfMemory, slotOfMemory } from './read-facts';
import { type Retraction, retractionOf } from './retractions';
import { type Naming, pronounNameOf, type ReadContext } from './statements';
import { allergyMeant } from './allergy-meant';
import { idiomsSaidPlainly } from './idioms-said-plainly';
import { withRenamesCarried } from './renames-carried';
import { comfortByCue } from './comfort-by-cue';
import { comfortFoodSaid } from './comfort-claimed';
import { kidsNamedAround } from './kids-named-around';
import { escapedForRegExp, spokenList } from './words';

/** The slot a comfort food is kept in. */
const COMFORT_SLOT = 'like:favourite-food';

/** The species the vocabulary knows ("cat", "dog"): an animal, not a person, whatever the pronoun. */
const ANIMALS = new Set(Object.values(SPECIES));

export interface MessageReading {
  facts: Fact[];
  retractions: Retraction[];
  /** "her name is Luna": names for whoever was just spoken of. */
  namings: Naming[];
}

/** The slots a memory of the member's fills, for the subjects a retraction takes back. */
const heldSlots = (memories: readonly KnownMemory[]) => new Set(memories.map(slotOfMemory).filter((slot): slot is string => Boolean(slot)));

/**
 * The facts and retractions of one message. A change of subject with nothing to take back ("I
 * retired from the Royal Navy in 2012", said before any work was remembered) is told as a fact.
 */
export function readMessageFacts(input: Pick<ExtractionInput, 'message' | 'previousReply' | 'now' | 'timeZone'> & { memories?: readonly KnownMemory[] }): MessageReading {
  // Names in quotes or brackets are the member's people, not someone's words (clauses.ts).
  const message = peopleSaidPlainly(straighten(input.message));
  // (Its tone is the whole message's, someone's words in quotes and all: frames.ts reads a quote as no fact of the member's.)
  const context: ReadContext = { now: input.now, timeZone: input.timeZone, dateForward: true, message };
  // What is read leaves someone's words out ("'Hi I'm Bongani, I'm 29' — that's the example profile").
  const told = withoutSomeonesWords(input.message);
  // What is said in passing ("being a plumber is not glamorous") is read once more, said plainly (said-in-passing.ts),
  // in the words the readers read ("the kids — Ruby and Oscar —" as "my kids Ruby and Oscar").
  const plainly = saidInPassing(told === input.message ? message : peopleSaidPlainly(straighten(told)));
  // (Read apart: a message without a full stop, or one ending in "fr" or "etc", does not run on into them.)
  const clauses = plainly.length === 0 ? clausesOf(told) : [...clausesOf(told), ...clausesOf(plainly.join(' '))];
  const retractions: Retraction[] = [];
  const namings: Naming[] = [];
  // Read only when a whole subject is taken back: every memory's slot is no work for every message.
  let held: Set<string> | undefined;
  const stating = clauses.filter((clause) => {
    let retraction = retractionOf(clause, context);
    if (retraction?.kind === 'slots') {
      held ??= heldSlots(input.memories ?? []);
      const known = held;
      if (!retraction.slots.some((slot) => known.has(slot))) retraction = undefined;
    }
    if (retraction) retractions.push(retraction);
    const naming = retraction ? undefined : pronounNameOf(clause);
    if (naming) namings.push(naming);
    return !retraction && (!naming || naming.besides === true);
  });
  let facts = factsOfClauses(stating, context);
  // "I'm 900 years old and live in a castle": a message with an impossible claim is a joke.
  if (facts.some((fact) => fact.type === 'note' && fact.slot === 'joke')) facts = [];
  if (facts.length === 0 && retractions.length === 0 && namings.length === 0) facts.push(...answerFacts(input.message, input.previousReply));
  // A comfort food no reader found, told in words none lists ("it's what i eat when im homesick").
  // (Not when a reader kept it already, as a comfort or as a like of the same dish: "mac and cheese = my comfort food".)
  const comforted = facts.some((fact) => slotOf(fact, MANY_OF) === COMFORT_SLOT || /\bcomfort/i.test(JSON.stringify(fact)));
  const dish = comforted ? undefined : comfortByCue(message);
  if (dish && !facts.some((fact) => JSON.stringify(fact).toLowerCase().includes(dish.toLowerCase()))) facts.push(...factsOfClauses(clausesOf(comfortFoodSaid(dish)), context));
  return { facts: withKidsNamedAround(facts, message, context), retractions, namings };
}

const CHILD_SLOT = /^person:(?:kid|kids|child|children|son|daughter|twin|baby|boy|girl)\b/;

/** The children a message names around a word for them ("football for Mateo, ballet for Lucía"), in place of fewer read otherwise. */
function withKidsNamedAround(facts: Fact[], message: string, context: ReadContext): Fact[] {
  const names = kidsNamedAround(message);
  if (!names) return facts;
  const said = `My kids are called ${spokenList(names)}.`;
  const kids = facts.filter((fact) => CHILD_SLOT.test(slotOf(fact, MANY_OF)));
  // (Only in place of fewer of the same: every name a reader found is among them.)
  const namesIn = (fact: Fact) => [slotOf(fact, MANY_OF).split(':')[2], 'name' in fact ? fact.name : undefined].filter((name): name is string => Boolean(name));
  if (kids.some((fact) => namesIn(fact).some((name) => !said.toLowerCase().includes(name.toLowerCase())))) return facts;
  // (Nothing to add when the readers have every one of them, with their ages or as sons: "my boys are called Finn and Oscar".)
  if (names.every((name) => kids.some((fact) => JSON.stringify(fact).includes(name)))) return facts;
  return [...facts.filter((fact) => !kids.includes(fact)), ...factsOfClauses(clausesOf(said), context)];
}

/** The operations a message calls for against `input.memories`, at once. */
/** The words of a memory's text, for comparing two of them ("Peanuts are a no go for them." and the same with ", severe allergy"). */
const wordsOfText = (text: string) => text.toLowerCase().replace(/[.!?,;:]+/g, ' ').split(/\s+/).filter(Boolean).join(' ');

/**
 * Of two new memories of one kind where one says all the other does and more (the clause read alone,
 * and again with the rest of the message for its context), only the fuller is kept.
 */
function withoutContainedAdds(operations: MemoryOperation[]): MemoryOperation[] {
  const adds = operations.filter((operation): operation is Extract<MemoryOperation, { op: 'add' }> => operation.op === 'add');
  return operations.filter(
    (operation) =>
      operation.op !== 'add' ||
      !adds.some((other) => other !== operation && other.kind === operation.kind && other.text.length > operation.text.length && ` ${wordsOfText(other.text)} `.includes(` ${wordsOfText(operation.text)} `)),
  );
}

/**
 * "They’re allergic to.", "They moved to.": a memory that ends on a word still waiting for its object
 * says nothing yet; nor one whose thing is only its class ("They play one instrument.", "Their comfort
 * food is one food."; not "They play violin, in their country every child learns some instrument."),
 * nor a feeling that they did ("They feel like they did."). (Not "They play the violin, or they try
 * to.": a verb's "to" may stand alone.)
 */
const CUT_SHORT = /\b(?:allergic|intolerant|sensitive|moved|relocated|married|engaged|addicted)\s+to\.$|\b(?:of|about|from|into)\.$|^They(?:[’']ve|[’']re)?\s+(?:[\p{L}’']+\s+){0,2}(?:one|an?|some)\s+(?:instrument|sport|language|pet|job)\.$|\bis\s+(?:one|a|some)\s+(?:food|dish|thing|meal)\.$|\b(?:feel|think|guess|believe|reckon)\s+(?:like\s+|that\s+)?they\s+(?:did|do|have|had|was|were|are)\.$|\b(?:allergic|allergy|intolerant|sensitive)\s+to\s+(?:something|stuff|things|a few things|some things|it|that|this)\.$/iu;

export function proposeOperations(input: ExtractionInput): MemoryOperation[] {
  const proposed = withoutContainedAdds(proposeAll({ ...input, message: idiomsSaidPlainly(withCommonSpellings(input.message)) }));
  return withRenamesCarried(proposed, input.memories).flatMap((operation): MemoryOperation[] => {
    if (operation.op === 'delete') return [operation];
    const text = withoutMisreadState(operation.text, operation.slot);
    if (text === null || CUT_SHORT.test(text) || (operation.slot?.startsWith('health:allergic') && !allergyMeant(text))) return [];
    return [{ ...operation, text }];
  });
}

function proposeAll(input: ExtractionInput): MemoryOperation[] {
  const { facts, retractions, namings } = readMessageFacts(input);
  for (const naming of namings) {
    // ("Our son has seven years, his name is Tiago.": the clause read beside the naming already named them.)
    if (naming.besides && facts.some((fact) => namesOne(fact, naming.name))) continue;
    // "I have one younger sister. Her name is Jiwoo.": the one named was spoken of in this message, or moments ago.
    const here = facts.map((fact) => ((fact.type === 'person' || fact.type === 'pet') && !fact.name && fitsPronoun(fact, naming)) || animalNoted(fact) !== undefined).lastIndexOf(true);
    if (here >= 0) {
      const fact = facts[here]!;
      const animal = animalNoted(fact);
      facts[here] = animal ? { type: 'pet', species: animal, name: naming.name } : { ...(fact as Extract<Fact, { type: 'person' | 'pet' }>), name: naming.name };
      continue;
    }
    const named = namedFact(naming, input.memories, input.now) ?? namedInMessage(naming, input.message);
    if (named) facts.push(named);
  }
  withBreedSaidAfter(facts, input.message);
  const operations = facts.length === 0 && retractions.length === 0 ? [] : operationsFor(facts, retractions, input.memories, { now: input.now, previousReply: input.previousReply });
  // A correction that names only the new value ("we're doing Sardinia instead") changes the memory that holds the old one.
  // (A message that told new facts corrects only when it says so outright, not with "now": "all grown now, God love them".)
  if (!operations.some((operation) => operation.op !== 'add') && (operations.length === 0 || CORRECTING_OUTRIGHT.test(input.message))) {
    const corrected = correctionOf(input.message, input.memories, input.now, input.timeZone);
    const kind = corrected[0]?.op === 'update' ? corrected[0].kind : undefined;
    if (corrected.length > 0) return [...corrected, ...operations.filter((operation) => operation.op === 'add' && operation.kind !== kind)];
  }
  return operations;
}

/** "They adopted a kitten on Saturday." (a note of an animal of theirs, unnamed): its species. */
function animalNoted(fact: Fact): string | undefined {
  const species = fact.type === 'note' ? /^person:([a-z]+)$/.exec(fact.slot)?.[1] : undefined;
  return species && ANIMALS.has(species) ? species : undefined;
}

/** Does "her name is ..." fit this person ("she": a sister, not a brother)? A pet fits any pronoun. */
function fitsPronoun(fact: Extract<Fact, { type: 'person' | 'pet' }>, naming: Naming): boolean {
  if (fact.type !== 'person' || ANIMALS.has(fact.relation)) return true;
  const pronoun = RELATION_PRONOUNS[fact.relation] ?? 'they';
  return pronoun === naming.pronoun || naming.pronoun === 'they';
}

/** A person or a pet of that name, or a note kept under their name ("person:son:tiago"). */
const namesOne = (fact: Fact, name: string) =>
  ((fact.type === 'person' || fact.type === 'pet') && fact.name === name) || (fact.type === 'note' && fact.slot.endsWith(`:${name.toLowerCase()}`));

/**
 * "Can you help me pick a gift for my brother? His name is Rashid": the one of theirs the message
 * spoke of last before the naming (in a question too), whose pronoun fits. None when two fit.
 */
function namedInMessage(naming: Naming, message: string): Fact | undefined {
  const at = message.search(new RegExp(String.raw`\b${escapedForRegExp(naming.name)}\b`, 'u'));
  const before = at < 0 ? message : message.slice(0, at);
  const fitting = [...before.matchAll(/\b(?:my|our)\s+(?:(?:little|big|older|younger|baby|twin|eldest|youngest|late)\s+)?([\p{L}-]+)/giu)]
    .map((match) => RELATIONS[match[1]!.toLowerCase()])
    .filter((relation): relation is string => relation !== undefined && !ANIMALS.has(relation) && (RELATION_PRONOUNS[relation] ?? 'they') === naming.pronoun);
  return new Set(fitting).size === 1 ? { type: 'person', relation: fitting[0]!, name: naming.name } : undefined;
}

/**
 * The person or pet "her name is Luna" speaks of: the newest memory, learned moments ago, of a
 * person or pet without a name ("We just adopted a kitten"), whose pronoun fits.
 */
function namedFact(naming: Naming, memories: KnownMemory[], now: Date): Fact | undefined {
  const recent = [...memories]
    .filter((memory) => now.getTime() - memory.updatedAt.getTime() <= JUST_LEARNED_MS)
    .sort((x, y) => y.updatedAt.getTime() - x.updatedAt.getTime());
  for (const memory of recent) {
    const fact = factsOfMemory(memory).find((candidate) => candidate.type === 'person' || candidate.type === 'pet');
    if (!fact || fact.name) continue;
    if (!fitsPronoun(fact, naming)) return undefined;
    return { ...fact, name: naming.name };
  }
  return undefined;
}

export class OfflineMemoryExtractor implements MemoryExtractor {
  readonly driver = 'offline';
  /** Every memory: a correction ("I moved to Porto") must find the memory of its slot, whatever its words. */
  readonly contextLimit = MAX_MEMORIES;

  async propose(input: ExtractionInput): Promise<MemoryOperation[]> {
    if (input.signal?.aborted) return [];
    return proposeOperations(input);
  }
}

/** "the dog (Pepper) needs a walk, she's a spaniel": a breed said of the pet just named, by its pronoun. */
const BREED_BY_PRONOUN = new RegExp(String.raw`\b(?:she|he|it)(?:'s|’s|\s+is)\s+(?:a|an)\s+(?:[\p{L}-]+\s+)?(${BREEDS.join('|')})\b`, 'iu');
function withBreedSaidAfter(facts: Fact[], message: string): void {
  const said = BREED_BY_PRONOUN.exec(message)?.[1]?.toLowerCase();
  if (!said) return;
  const species = speciesOfBreed(said);
  const named = facts.filter((fact): fact is Extract<Fact, { type: 'pet' }> => fact.type === 'pet' && fact.species === species && Boolean(fact.name) && !fact.breed);
  // (One pet only: the same one read twice is one.)
  if (new Set(named.map((fact) => fact.name)).size === 1) for (const fact of named) fact.breed = said;
}
