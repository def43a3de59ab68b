/**
 * Turns what a message says into operations on the member's memories, in the manner of mem0's
 * update step: a fact about a new slot is added, a fact about a known slot updates that memory
 * (or changes nothing when it says the same), and a retraction deletes the memory it names.
 */
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import { type Fact, kindOf, mergeFacts, slotOf } from './facts';
import { factsOfMemory, slotOfMemory } from './read-facts';
import type { Retraction } from './retractions';
import { MANY_OF, RELATIONS, SPECIES } from './vocabulary';
import { memoryTextOf } from './wording';
import { escapedForRegExp } from './words';

interface Known {
  memory: KnownMemory;
  slot?: string;
  facts: Fact[];
}

export interface OperationContext {
  now: Date;
  /** Bela's reply before the message: "that's not true" speaks of what it said. */
  previousReply?: string;
}

/** How long after learning something "forget that" still means it. */
export const JUST_LEARNED_MS = 15 * 60_000;

/** Two readings of one slot as one text: a sentence the other already says in full ("Their kids are called Lena." beside "… Lena and Mateo.") is said once. */
function joinedReadings(known: string, said: string): string {
  const words = (sentence: string) => ` ${sentence.toLowerCase().replace(/[^\p{L}\p{N}\s']+/gu, ' ').replace(/\s+/g, ' ').trim()} `;
  const sentences = `${known} ${said}`.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter((sentence, i) => !sentences.some((other, j) => j !== i && (other.length > sentence.length || (other === sentence && j < i)) && containsInOrder(words(other), words(sentence))));
  return kept.join(' ');
}
/** Every word of `part`, in order, is in `whole` ("kids are called lena" in "kids are called lena and mateo"). */
function containsInOrder(whole: string, part: string): boolean {
  let from = 0;
  for (const word of part.trim().split(' ')) {
    const at = whole.indexOf(` ${word} `, from);
    if (at < 0) return false;
    from = at + word.length + 1;
  }
  return true;
}

export function operationsFor(said: Fact[], retractions: Retraction[], memories: KnownMemory[], context: OperationContext): MemoryOperation[] {
  const known: Known[] = [...memories]
    .sort((x, y) => y.updatedAt.getTime() - x.updatedAt.getTime())
    .map((memory) => ({ memory, slot: slotOfMemory(memory), facts: factsOfMemory(memory) }));
  const bySlot = (slot: string) => known.find((entry) => entry.slot === slot);

  const deleted = new Map<string, MemoryOperation>();
  /** The text each memory has after this message's operations so far. */
  const changed = new Map<string, { fact: Fact; op: MemoryOperation }>();
  const added = new Map<string, { fact: Fact; op: Extract<MemoryOperation, { op: 'add' }> }>();

  for (const retraction of retractions) {
    for (const entry of targetsOf(retraction, known, context)) {
      const kept = keptAfter(retraction, entry);
      if (kept) changed.set(entry.memory.id, { fact: kept, op: update(entry.memory.id, kept) });
      else deleted.set(entry.memory.id, { op: 'delete', memoryId: entry.memory.id });
    }
  }

  for (const statement of said) {
    let fact = statement;
    let slot = slotOf(fact, MANY_OF);
    // "my friend lives in Paris" with one known friend speaks of that friend.
    if (statement.type === 'person' && MANY_OF.has(statement.relation) && !statement.name) {
      const friends = known.filter((entry) => entry.slot?.startsWith(`person:${statement.relation}:`));
      if (friends.length === 1) slot = friends[0]!.slot!;
      else if (friends.length > 1) continue;
    }
    // "my interview is on Thursday" speaks of the known "job interview".
    if (fact.type === 'plan' && !bySlot(slot)) {
      const wanted = contentWords(fact.event);
      const plan = known.find((entry) => entry.facts.some((f) => f.type === 'plan' && wanted.every((word) => contentWords(f.event).includes(word))));
      const knownPlan = plan?.facts.find((f) => f.type === 'plan');
      if (plan?.slot && knownPlan?.type === 'plan') {
        slot = plan.slot;
        fact = { ...fact, event: knownPlan.event, owned: knownPlan.owned };
      }
    }
    const pending = added.get(slot);
    if (pending && (pending.fact.type === 'note' || fact.type === 'note')) {
      // Two readings of one slot in one message ("I'm a maths teacher ... I coach the under-14s"): both are kept, in one memory.
      const text = joinedReadings(memoryTextOf(pending.fact), memoryTextOf(fact));
      const joined: Fact = { type: 'note', kind: kindOf(pending.fact), slot, text };
      added.set(slot, { fact: joined, op: { ...pending.op, text } });
      continue;
    }
    if (pending) {
      const merged = mergeFacts(pending.fact, fact);
      added.set(slot, { fact: merged, op: { ...pending.op, text: memoryTextOf(merged), kind: kindOf(merged) } });
      continue;
    }
    const entry = bySlot(slot);
    if (!entry) {
      added.set(slot, { fact, op: { op: 'add', text: memoryTextOf(fact), kind: kindOf(fact), slot } });
      continue;
    }
    const id = entry.memory.id;
    const wasDeleted = deleted.delete(id);
    const before = changed.get(id)?.fact ?? (wasDeleted ? undefined : entry.facts.find((f) => slotOf(f, MANY_OF) === slot || f.type === fact.type));
    const merged = before ? mergeFacts(before, fact) : fact;
    const text = memoryTextOf(merged);
    if (text === entry.memory.text && !wasDeleted) {
      changed.delete(id);
      continue;
    }
    changed.set(id, { fact: merged, op: { op: 'update', memoryId: id, text, kind: kindOf(merged), slot } });
  }

  return [...deleted.values(), ...[...changed.values()].map((entry) => entry.op), ...[...added.values()].map((entry) => entry.op)];
}

function update(memoryId: string, fact: Fact): MemoryOperation {
  return { op: 'update', memoryId, text: memoryTextOf(fact), kind: kindOf(fact), slot: slotOf(fact, MANY_OF) };
}

/**
 * What stays of a memory after a retraction: "my sister doesn't live in Porto anymore" keeps the
 * sister's name; anything else goes whole.
 */
function keptAfter(retraction: Retraction, entry: Known): Fact | undefined {
  if (retraction.kind !== 'facts') return undefined;
  const fact = entry.facts[0];
  const said = retraction.facts.find((f) => f.type === 'person');
  if (fact?.type !== 'person' || said?.type !== 'person' || !said.city || said.name || said.job) return undefined;
  if (!fact.name && !fact.job) return undefined;
  const kept = { ...fact };
  delete kept.city;
  return kept;
}

const STOP = new Set(
  'a an the my your their our his her its about of to in on at for and or is are was were be that this what i me you it said told just please with from all any some name names called named'.split(' '),
);

/** The words a text is about, with relations and pets in the words memories use ("mum" → "mother"). */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map((word) => RELATIONS[word] ?? SPECIES[word] ?? word);
}

const PARTNERS = /^person:(?:boyfriend|girlfriend|partner|wife|husband|fianc)/;

function targetsOf(retraction: Retraction, known: Known[], context: OperationContext): Known[] {
  switch (retraction.kind) {
    case 'slots':
      return known.filter((entry) => entry.slot && retraction.slots.includes(entry.slot));
    case 'facts':
      return retraction.facts.flatMap((fact) => {
        const slot = slotOf(fact, MANY_OF);
        const entry = known.find((candidate) => candidate.slot === slot);
        return entry && consistent(fact, entry.facts) ? [entry] : [];
      });
    case 'last': {
      const reply = context.previousReply?.toLowerCase();
      if (reply) {
        const mentioned = known.filter((entry) => valuesOf(entry.facts).some((value) => new RegExp(`\\b${escapedForRegExp(value.toLowerCase())}\\b`, 'u').test(reply)));
        if (mentioned.length > 0) return mentioned.slice(0, 1);
      }
      const newest = known[0];
      return newest && context.now.getTime() - newest.memory.updatedAt.getTime() <= JUST_LEARNED_MS ? [newest] : [];
    }
    case 'words': {
      const pool = retraction.only === 'plans' ? known.filter((entry) => entry.facts.some((fact) => fact.type === 'plan')) : retraction.only === 'partner' ? known.filter((entry) => entry.slot && PARTNERS.test(entry.slot)) : known;
      const wanted = contentWords(retraction.words);
      if (wanted.length === 0) return retraction.only === 'partner' && pool.length === 1 ? pool : [];
      const scored = pool
        .map((entry) => {
          const have = new Set([...contentWords(entry.memory.text), ...contentWords((entry.slot ?? '').replace(/[:-]/g, ' '))]);
          return { entry, score: wanted.filter((word) => have.has(word)).length };
        })
        .filter((candidate) => candidate.score > 0);
      const best = Math.max(0, ...scored.map((candidate) => candidate.score));
      // Every word the member named must be there when they named one subject ("my sister"); of several, most.
      const needed = wanted.length <= 2 ? wanted.length : Math.ceil(wanted.length / 2);
      return best >= needed ? scored.filter((candidate) => candidate.score === best).slice(0, 3).map((candidate) => candidate.entry) : [];
    }
  }
}

/**
 * A retracted fact names the memory when everything it says is what the memory says ("I don't live
 * in Porto anymore" does not take back "They live in Lisbon"). Work and study are taken back by any
 * detail that does not contradict them: "I no longer work at the hospital" ends the nursing job.
 */
function consistent(said: Fact, facts: Fact[]): boolean {
  const fact = facts.find((candidate) => candidate.type === said.type);
  if (!fact) return false;
  const lenient = said.type === 'work' || said.type === 'study';
  return Object.entries(said).every(([key, value]) => {
    if (key === 'type' || key === 'date' || key === 'feeling' || key === 'count' || key === 'owned' || typeof value !== 'string') return true;
    const knownValue = (fact as Record<string, unknown>)[key];
    if (typeof knownValue !== 'string') return lenient;
    return knownValue.toLowerCase() === value.toLowerCase();
  });
}

/** The names, places and things a memory's facts mention, as Bela would say them back. */
export function valuesOf(facts: Fact[]): string[] {
  return facts.flatMap((fact) => {
    switch (fact.type) {
      case 'name':
        return [fact.name];
      case 'person':
        return [fact.name, fact.city, fact.job].filter((value): value is string => Boolean(value));
      case 'pet':
        return fact.name ? [fact.name] : [];
      case 'work':
        return [fact.role, fact.employer, fact.place, fact.field].filter((value): value is string => Boolean(value));
      case 'study':
        return [fact.subject, fact.school].filter((value): value is string => Boolean(value));
      case 'home':
        return [fact.city];
      case 'origin':
        return [fact.place];
      case 'like':
      case 'favourite':
        return [fact.thing];
      case 'plan':
        return [fact.event];
      default:
        return [];
    }
  });
}
