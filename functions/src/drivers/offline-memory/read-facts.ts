/**
 * The facts of a whole message, clause by clause (a clause about "she" speaks of the person the
 * clause before named), and the facts of a memory text, whether the extractor wrote it ("Their
 * sister is Ana; she lives in Porto."), the member wrote it by hand ("Sister: Ana", "My sister is
 * Ana") or another driver did ("The user's sister is Ana.").
 */
import type { KnownMemory } from '../../ports/memory-extractor';
import { type Clause, clausesOf, straighten } from './clauses';
import { type Fact, mergeFacts, slotOf } from './facts';
import { factsOfClause } from './read-clause';
import type { ReadContext } from './statements';
import { MANY_OF, RELATIONS, SPECIES } from './vocabulary';
import { allergenNamedIn } from './allergy-meant';
import { withArticle } from './words';

export interface FactReading {
  now: Date;
  timeZone: string | null;
}

/** The facts a message states, in the order it states them. */
export function factsOfMessage(message: string, reading: FactReading): Fact[] {
  return factsOfClauses(clausesOf(message), { ...reading, dateForward: true });
}

export function factsOfClauses(clauses: Clause[], context: ReadContext, options: { positive?: boolean } = {}): Fact[] {
  const facts: Fact[] = [];
  let lastPerson: ReadContext['lastPerson'];
  let readBefore = 0;
  clauses.forEach((clause, i) => {
    const read = factsOfClause(clause, { ...context, lastPerson }, options);
    const found = withFoodNamedBefore(read, clause, i > 0 && readBefore === 0 ? clauses[i - 1] : undefined);
    facts.push(...found);
    const person = [...found].reverse().find((fact) => fact.type === 'person');
    lastPerson = person?.type === 'person' ? { relation: person.relation, ...(person.name ? { name: person.name } : {}) } : undefined;
    readBefore = read.length;
  });
  return withWhatTheyReactTo(facts);
}

/** "They’re allergic." or "They’re intolerant, always ...": a reaction said without what to. */
// ("I'm allergic and it's in everything": bare too, before a clause of another subject.)
const BARE_REACTION = /\b(allergic|intolerant)\b(?!\s+(?:to|from)\b)(?=\s*[,.;]|\s*$|\s+(?:and|but)\s+(?:it|it's|its|they|they're|that|that's|this|the)\b)/i;
/** "They must be careful with the kiwi fruit.", "They must avoid mushrooms.": what the member keeps away from. */
const CAREFUL_WITH = /\b(?:careful\s+with|avoid)\s+(?:the\s+)?(.+?)\.?$/i;
/** "They can't eat shellfish.": what the member must not eat, drink or touch. */
const AVOIDED = /\b(?:can't|cannot|can not|don't|do not|never)\s+(?:eat|have|drink|touch|take)\s+(.+?)\.?$/i;
/** "Peanuts are a no-go for them.": what is off the menu, said first. */
const NO_GO = /^(.+?)\s+(?:is|are)\s+(?:a\s+)?(?:no[- ]go|off the menu|off-limits|off limits|poison|dangerous)\b/i;

/**
 * "i can't go near peanuts, ... allergic", "sesame lowkey tries to end me. allergic": a reaction said
 * alone is to the food named before it in its own clause, else to the one the clause before names
 * (when that clause stated nothing of its own). When the clause is itself a diet ("I can't eat
 * shellfish, I'm allergic"), `withWhatTheyReactTo` joins the two instead.
 */
function withFoodNamedBefore(read: Fact[], clause: Clause, before: Clause | undefined): Fact[] {
  // Foods are looked up (WordNet) only for a clause that has a reaction said alone.
  const bare = (fact: Fact) => fact.type === 'note' && fact.slot.startsWith('health:') && BARE_REACTION.test(fact.text);
  if (!read.some(bare) || read.some((fact) => fact.type === 'note' && (fact.slot.startsWith('diet:') || fact.slot.startsWith('avoid:')))) return read;
  const food = allergenNamedIn(clause.text.split(/\ballergic\b/i)[0]!) ?? (before ? allergenNamedIn(before.text) : undefined);
  if (!food) return read;
  return read.map((fact) =>
    fact.type === 'note' && bare(fact) && !fact.text.toLowerCase().includes(food.toLowerCase())
      ? { ...fact, text: fact.text.replace(BARE_REACTION, `$1 to ${food.toLowerCase()}`) }
      : fact,
  );
}

/**
 * "I can't eat shellfish, I'm allergic" (or the other way round): the reaction is to what the
 * clause beside it avoids, so the two are one memory, "They’re allergic to shellfish.", filed as the
 * reaction (the privacy page's rule on health the member volunteers, decision 0031).
 */
function withWhatTheyReactTo(facts: Fact[]): Fact[] {
  const out = [...facts];
  for (let i = 0; i < out.length; i += 1) {
    const reaction = out[i]!;
    // ("They have allergy, is very dangerous for them.": a learner's allergy said without what to is bare too.)
    const haveAllergy = reaction.type === 'note' && /^they\s+(?:have|have got|'ve got|got)\s+(?:an?\s+)?(?:bad\s+|severe\s+|serious\s+)?allerg(?:y|ies)\b(?!\s+to\b)/i.test(reaction.text);
    if (reaction.type !== 'note' || !reaction.slot.startsWith('health:') || !(BARE_REACTION.test(reaction.text) || haveAllergy)) continue;
    for (const j of [i - 1, i + 1]) {
      const beside = out[j];
      const avoided = beside?.type === 'note' && (beside.slot.startsWith('diet:') || beside.slot.startsWith('avoid:')) ? (AVOIDED.exec(beside.text) ?? CAREFUL_WITH.exec(beside.text) ?? NO_GO.exec(beside.text))?.[1]?.toLowerCase() : undefined;
      if (!avoided) continue;
      out[i] = { ...reaction, text: haveAllergy ? `They’re allergic to ${avoided}.` : reaction.text.replace(BARE_REACTION, `$1 to ${avoided}.`) };
      out.splice(j, 1);
      break;
    }
  }
  return out;
}

/** Bela's third person turned into the member's first: "Their sister is Ana" → "My sister is Ana". */
export function firstPerson(text: string): string {
  return straighten(text)
    .replace(/\b(?:the\s+)?(?:user|member)'s\b/gi, 'my')
    .replace(/\b(?:the\s+)?(?:user|member)\s+(?:is|was)\b/gi, "I'm")
    .replace(/\b(?:the\s+)?(?:user|member)\b/gi, 'I')
    .replace(/\bthey're\b/gi, "I'm")
    .replace(/\bthey've\b/gi, "I've")
    .replace(/\bthey'd\b/gi, "I'd")
    .replace(/\bthey are\b/gi, 'I am')
    .replace(/\bthey were\b/gi, 'I was')
    .replace(/\btheir\b/gi, 'my')
    .replace(/\bthemselves\b/gi, 'myself')
    .replace(/\bthem\b/gi, 'me')
    .replace(/\bthey\b/gi, 'I')
    .replace(/\b(I)\s+(lives|works|loves|likes|hates|has|studies)\b/g, (_, i: string, verb: string) => `${i} ${verb === 'has' ? 'have' : verb === 'studies' ? 'study' : verb.replace(/s$/, '')}`);
}

/** "Sister: Ana", "Dog: Pepper", "Job: nurse", "City: Lisbon": a label and a value. */
function fromLabel(text: string): string | undefined {
  const match = /^\s*([\p{L} ']{2,30}?)\s*[:=–—-]\s*(.+?)\s*\.?$/u.exec(text);
  if (!match) return undefined;
  const label = match[1]!.trim().toLowerCase().replace(/^(?:my|their|the user's)\s+/, '');
  const value = match[2]!;
  if (label === 'name') return `My name is ${value}`;
  if (RELATIONS[label] || SPECIES[label]) return `My ${label} is called ${value}`;
  if (/^(?:job|work|occupation|profession)$/.test(label)) return /^(?:a|an)\s/i.test(value) ? `I work as ${value}` : `I work as ${withArticle(value)}`;
  if (/^(?:city|home|lives in|location|hometown)$/.test(label)) return label === 'hometown' ? `I am from ${value}` : `I live in ${value}`;
  if (/^(?:from|origin)$/.test(label)) return `I am from ${value}`;
  if (/^(?:likes?|loves?)$/.test(label)) return `I ${label.replace(/s$/, '')} ${value}`;
  if (/^(?:dislikes?|hates?)$/.test(label)) return `I ${label.startsWith('dis') ? "don't like" : 'hate'} ${value}`;
  if (label === 'studies' || label === 'study') return `I study ${value}`;
  if (label === 'birthday') return `My birthday is on ${value}`;
  return undefined;
}

/**
 * The facts a memory holds. Its dates are read from the day it was learned, to the nearest year
 * ("Tuesday 10 March" in a memory from March keeps that March, even when read in April).
 */
export function factsOfMemory(memory: Pick<KnownMemory, 'text' | 'updatedAt'>): Fact[] {
  // Memories are read again and again (every message, every reply): each text once a day it was learned on.
  const key = `${memory.updatedAt.toISOString().slice(0, 10)} ${memory.text}`;
  const cached = memoryCache.get(key);
  if (cached) return cached;
  const facts = readMemory(memory);
  if (memoryCache.size >= 5000) memoryCache.delete(memoryCache.keys().next().value!);
  memoryCache.set(key, facts);
  return facts;
}

const memoryCache = new Map<string, Fact[]>();

function readMemory(memory: Pick<KnownMemory, 'text' | 'updatedAt'>): Fact[] {
  const text = fromLabel(memory.text) ?? firstPerson(memory.text);
  const clauses = clausesOf(text, { questions: false }).map((clause) => ({ ...clause, question: false, hypothetical: false }));
  return mergeBySlot(factsOfClauses(clauses, { now: memory.updatedAt, timeZone: null, dateForward: false }));
}

/** One fact a slot, each later one merged into the earlier: "Their sister is Ana; she lives in Porto" is one person. */
export function mergeBySlot(facts: Fact[]): Fact[] {
  const bySlot = new Map<string, Fact>();
  for (const fact of facts) {
    const slot = slotOf(fact, MANY_OF);
    const known = bySlot.get(slot);
    bySlot.set(slot, known ? mergeFacts(known, fact) : fact);
  }
  return [...bySlot.values()];
}

/** The slot a memory is about: the one it was given, or the one its text reads as (when it states one fact). */
export function slotOfMemory(memory: KnownMemory): string | undefined {
  if (memory.slot) return memory.slot;
  const facts = factsOfMemory(memory);
  const slots = new Set(facts.map((fact) => slotOf(fact, MANY_OF)));
  return slots.size === 1 ? [...slots][0] : undefined;
}
