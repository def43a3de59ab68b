/**
 * A fact is what one statement says about the member, in a structured form: the extractor turns
 * facts into memory texts (wording.ts), reads memory texts back into facts (read-memory.ts), and
 * the offline model's recall answers questions from them.
 */
import type { MemoryKind } from '@bela/contracts/memories';

/** A date as the member meant it: the calendar day, in their time zone. */
export interface PlanDate {
  /** Noon UTC of that calendar day, so comparisons never slip a day across zones. */
  day: Date;
  /** Said as a week ("next week": `day` is its Monday) or a weekend (`day` is its Saturday). */
  span?: 'week' | 'weekend';
  /** The time of day as said ("3", "10:30am", "noon"), when the message gave one with the day. */
  time?: string;
}

export type StyleAspect = 'length' | 'emoji' | 'tone' | 'language';

export type Fact =
  | { type: 'name'; name: string; /** The name they go by, when another: "my name's Oluwaseun but everyone calls me Seun". */ goesBy?: string }
  | { type: 'person'; relation: string; name?: string; city?: string; job?: string }
  | { type: 'pet'; species: string; name?: string; count?: number; breed?: string }
  | { type: 'work'; role?: string; employer?: string; place?: string; field?: string }
  | { type: 'study'; subject?: string; school?: string }
  | { type: 'home'; city: string }
  | { type: 'origin'; place: string }
  | { type: 'like'; thing: string; feeling: 'love' | 'like' | 'dislike' | 'hate' }
  | { type: 'favourite'; category: string; thing: string }
  | { type: 'plan'; event: string; owned: boolean; date: PlanDate }
  | { type: 'birthday'; date: PlanDate }
  | { type: 'style'; aspect: StyleAspect; value: string }
  /** A frame's reading kept in the member's words (frames.ts): its kind and slot are the frame's. */
  | { type: 'note'; kind: MemoryKind; slot: string; text: string };

export type FactType = Fact['type'];

/** "Café Lisboa" → "cafe-lisboa": the part of a slot that names a thing. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Names the fact's subject, so a later statement about it updates the same memory. */
export function slotOf(fact: Fact, manyOf: ReadonlySet<string>): string {
  switch (fact.type) {
    case 'name':
      return 'name';
    case 'person':
      return manyOf.has(fact.relation) && fact.name ? `person:${slug(fact.relation)}:${slug(fact.name)}` : `person:${slug(fact.relation)}`;
    case 'pet':
      return `pet:${slug(fact.species)}`;
    case 'work':
      return 'work';
    case 'study':
      return 'study';
    case 'home':
      return 'city';
    case 'origin':
      return 'hometown';
    case 'like':
      return `like:${slug(fact.thing)}`;
    case 'favourite':
      return `like:favourite-${slug(fact.category)}`;
    case 'plan':
      return `plan:${slug(fact.event)}`;
    case 'birthday':
      return 'birthday';
    case 'style':
      return `style:${fact.aspect}`;
    case 'note':
      return fact.slot;
  }
}

const KINDS: Record<FactType, MemoryKind> = {
  name: 'identity', birthday: 'identity', origin: 'places', home: 'places', person: 'people', pet: 'people',
  work: 'work', study: 'work', like: 'likes', favourite: 'likes', plan: 'plans', style: 'style', note: 'identity',
};

export function kindOf(fact: Fact): MemoryKind {
  return fact.type === 'note' ? fact.kind : KINDS[fact.type];
}

/**
 * What a new statement makes of the fact already known about the same slot. People and pets keep
 * what the new statement does not mention (a sister's name stays when she moves); work and study
 * keep it only while nothing conflicts (a new job's role does not inherit the old employer).
 */
export function mergeFacts(known: Fact, said: Fact): Fact {
  if (known.type !== said.type) return said;
  if (known.type === 'person' || known.type === 'pet') return { ...known, ...defined(said) } as Fact;
  if (known.type === 'work' || known.type === 'study') {
    const fresh = defined(said);
    const conflict = Object.entries(fresh).some(([key, value]) => key !== 'type' && key in known && (known as Record<string, unknown>)[key] !== value);
    return conflict ? said : ({ ...known, ...fresh } as Fact);
  }
  return said;
}

function defined(fact: Fact): Partial<Fact> {
  return Object.fromEntries(Object.entries(fact).filter(([, value]) => value !== undefined)) as Partial<Fact>;
}
