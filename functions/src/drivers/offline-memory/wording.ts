/**
 * Facts in Bela's words. A memory speaks of the member in the third person ("Their sister is
 * Ana."); the offline model's recall speaks to them ("Your sister is Ana."). Every text written
 * here reads back into the same fact (read-memory.ts), which the tests check.
 */
import { dayOfYearWords, whenWords } from './dates';
import type { Fact } from './facts';
import { RELATION_PRONOUNS } from './vocabulary';
import { withArticle } from './words';

export type Perspective = 'they' | 'you';

interface Voice {
  subject: string;
  possessive: string;
  /** Bela, as the subject and as the owner of her answers. */
  bela: string;
  belaObject: string;
  belaPossessive: string;
}

const VOICES: Record<Perspective, Voice> = {
  they: { subject: 'they', possessive: 'their', bela: 'Bela', belaObject: 'Bela', belaPossessive: 'her' },
  you: { subject: 'you', possessive: 'your', bela: 'I', belaObject: 'me', belaPossessive: 'my' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const a = withArticle;

/** The fact as one sentence, without its full stop: "their sister is Ana; she lives in Porto". */
export function clauseOf(fact: Fact, perspective: Perspective, options: { past?: boolean } = {}): string {
  const { subject: they, possessive: their, bela, belaObject, belaPossessive } = VOICES[perspective];
  switch (fact.type) {
    case 'name':
      return `${their} name is ${fact.name}${fact.goesBy ? `, and ${they.toLowerCase()} go by ${fact.goesBy}` : ''}`;
    case 'person': {
      const pronoun = RELATION_PRONOUNS[fact.relation] ?? 'they';
      // "Their friend Sarah lives in London": "they" would read as the member.
      if (pronoun === 'they' && fact.name && (fact.job || fact.city)) {
        const who = `${their} ${fact.relation} ${fact.name}`;
        if (fact.job && fact.city) return `${who} is ${a(fact.job)}; ${fact.name} lives in ${fact.city}`;
        return fact.job ? `${who} is ${a(fact.job)}` : `${who} lives in ${fact.city}`;
      }
      const parts: string[] = [];
      if (fact.name) parts.push(`${their} ${fact.relation} is ${fact.name}`);
      if (fact.job) parts.push(`${parts.length ? `${pronoun} is` : `${their} ${fact.relation} is`} ${a(fact.job)}`);
      if (fact.city) parts.push(`${parts.length ? `${pronoun} lives` : `${their} ${fact.relation} lives`} in ${fact.city}`);
      return parts.length ? parts.join('; ') : `${they} have ${a(fact.relation)}`;
    }
    case 'pet':
      if (fact.name && fact.breed) return `${their} ${fact.species} ${fact.name} is ${a(fact.breed)}`;
      if (fact.name) return `${their} ${fact.species} is called ${fact.name}`;
      return fact.count && fact.count > 1 ? `${they} have ${fact.count} ${fact.species === 'fish' ? 'fish' : `${fact.species}s`}` : `${they} have ${a(fact.species)}`;
    case 'work': {
      let text = fact.role ? `${they} work as ${a(fact.role)}` : fact.field ? `${they} work in ${fact.field}` : `${they} work`;
      if (fact.role && fact.field) text += ` in ${fact.field}`;
      if (fact.employer) text += ` at ${fact.employer}`;
      if (fact.place) text += ` in ${fact.place}`;
      return text;
    }
    case 'study':
      if (!fact.subject) return `${they} are a student${fact.school ? ` at ${fact.school}` : ''}`;
      return `${they} study ${fact.subject}${fact.school ? ` at ${fact.school}` : ''}`;
    case 'home':
      return `${they} live in ${fact.city}`;
    case 'origin':
      return `${they} are from ${fact.place}`;
    case 'like': {
      const verb = { love: 'love', like: 'like', dislike: 'don’t like', hate: 'hate' }[fact.feeling];
      return `${they} ${verb} ${fact.thing}`;
    }
    case 'favourite':
      return `${their} favourite ${fact.category} is ${fact.thing}`;
    case 'plan': {
      const when = whenWords(fact.date);
      if (fact.owned) return `${their} ${fact.event} ${options.past ? 'was' : 'is'} ${when}`;
      // ("chess club", "football training", "choir practice": had as such, without "a".)
      const had = /\b(?:club|training|practice|choir)$/i.test(fact.event) ? fact.event : a(fact.event);
      return `${they} ${options.past ? 'had' : 'have'} ${had} ${when}`;
    }
    case 'birthday':
      return `${their} birthday is on ${dayOfYearWords(fact.date)}`;
    case 'note': {
      const text = fact.text.replace(/[.!?]+$/u, '');
      return perspective === 'they' ? text.charAt(0).toLowerCase() + text.slice(1) : toYou(text);
    }
    case 'style':
      switch (fact.aspect) {
        case 'length':
          return fact.value === 'short' ? `${they} like ${belaObject} to keep ${belaPossessive} answers short` : `${they} like ${belaObject} to give detailed answers`;
        case 'emoji':
          return fact.value === 'none' ? `${they}’d rather ${bela} didn’t use emojis` : `${they} like ${belaObject} to use emojis`;
        case 'tone':
          return `${they} like ${belaObject} to talk ${fact.value}`;
        case 'language':
          return `${they} like ${belaObject} to talk in ${fact.value}`;
      }
  }
}

const YOU: [RegExp, string][] = [
  [/\bthey(?:’|')re\b/gi, 'you’re'], [/\bthey(?:’|')ve\b/gi, 'you’ve'], [/\bthey(?:’|')d\b/gi, 'you’d'], [/\bthey(?:’|')ll\b/gi, 'you’ll'],
  [/\bthemselves\b/gi, 'yourself'], [/\btheirs\b/gi, 'yours'], [/\btheir\b/gi, 'your'], [/\bthem\b/gi, 'you'], [/\bthey\b/gi, 'you'],
];

/** A memory's words spoken to the member: "They play the cello" → "you play the cello". */
export function toYou(text: string): string {
  // (Pronouns given as a set, "they/them", are said as they were given.)
  const sets: string[] = [];
  let said = text.replace(/\p{L}+(?:\s*\/\s*\p{L}+)+/gu, (set) => `⟦${sets.push(set) - 1}⟧`);
  for (const [pattern, replacement] of YOU) said = said.replace(pattern, replacement);
  said = said.replace(/⟦(\d+)⟧/g, (_, at: string) => sets[Number(at)]!);
  return said.charAt(0).toLowerCase() + said.slice(1);
}

/** The memory text of a fact: "Their sister is Ana; she lives in Porto." */
export function memoryTextOf(fact: Fact): string {
  return `${capitalise(clauseOf(fact, 'they'))}.`;
}
