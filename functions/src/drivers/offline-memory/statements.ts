/**
 * The statements the offline extractor understands, each a pattern over one clause in the first
 * person ("my sister's name is Ana", "I work as a nurse in Lisbon", "I have a job interview on
 * Tuesday"). A clause that matches none, or that is a question, imagines, reports someone else or
 * is negated, says nothing to remember.
 */
import { type Clause, NEGATION, isUnsure } from './clauses';
import { findDate, lastDayOf } from './dates';
import type { Fact, PlanDate } from './facts';
import { BREEDS, EVENTS, RELATION_PRONOUNS, RELATIONS, SPECIES, speciesOfBreed } from './vocabulary';
import { FIELDS, employerOf, nameOf, placeOf, roleOf, tagsOf, thingOf, trailing } from './words';

export interface ReadContext {
  now: Date;
  timeZone: string | null;
  /** Dates without a weekday or year are read to the nearest year rather than forward (memory texts). */
  dateForward: boolean;
  /** The whole message the clause is part of (frames.ts reads its tone). */
  message?: string;
  /** The person the last clause spoke of, for "she lives in Porto" after "my sister is Ana". */
  lastPerson?: { relation: string; name?: string };
}

const alternation = (words: Iterable<string>) =>
  [...words].sort((x, y) => y.length - x.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

const REL = `(${alternation(Object.keys(RELATIONS))})`;
const PET = `(${alternation(Object.keys(SPECIES))})`;
const IM = String.raw`(?:i'm|im|i am)`;
const WORD = String.raw`([\p{L}][\p{L}'-]*)`;
/** A name, with a title when it has one ("Mr Grant", "Dr. Silva"). */
const NAME = String.raw`((?:(?:mr|mrs|ms|miss|dr|doctor)\.?\s+)?[\p{L}][\p{L}'-]*)`;
const POSS = String.raw`(?:'s|s'|s)?`;
const IS = String.raw`(?:'s|\s+is)`;
const END = `${trailing}$`;

const re = (source: string) => new RegExp(`^${source}`, 'iu');

const relation = (word: string) => RELATIONS[word.toLowerCase()] ?? word.toLowerCase();
const species = (word: string) => SPECIES[word.toLowerCase()] ?? word.toLowerCase();

type Reader = (clause: string, context: ReadContext) => Fact[] | undefined;

// ——— name ———
/** A message that opens with a greeting ("hiii im maya"): a lone word after "I'm" there is a name, even in lower case. */
const GREETING_FIRST = /^\s*(?:hey+|hi+|hiya|heya|hello+|yo|hola|howdy|good (?:morning|afternoon|evening))\b/i;

/** "call me Boss from now on": what is said after the name they ask for. */
const CALLED_FROM_NOW = String.raw`(?:\s+(?:from now on|instead|please|pls|now|ok|okay))*`;
/** "my name's Oluwaseun but everyone just calls me Seun", "I'm Robert, but call me Bob": a name, and the one they go by. */
const NAME_AND_CALLED = new RegExp(
  String.raw`\b(?:my name${IS}|(?:i'm|im|i am))\s+(\p{Lu}[\p{L}'-]+)\s*,?\s+(?:but|and|though)\s+(?:(?:everyone|everybody|people|most people|my friends|friends|all my friends|the family|my family)\s+(?:just\s+|usually\s+|all\s+)?calls?\s+me|(?:you can |please |just )*call me|(?:i\s+)?go\s+by)\s+(\p{Lu}[\p{L}'-]+)(?=${CALLED_FROM_NOW}${trailing}\s*(?:[.!,]|$))`,
  'iu',
);

export const readName: Reader = (clause, context) => {
  // (Read of the whole message: the clauses split at "but".)
  const both = NAME_AND_CALLED.exec(context.message ?? clause);
  const [given, called] = both ? [nameOf(both[1], false), nameOf(both[2], false)] : [];
  if (given && called) return [{ type: 'name', name: given, ...(called !== given ? { goesBy: called } : {}) }];
  // "call me Sam", "everyone calls me Sam", "my friends call me Sam": the name they go by.
  let match =
    re(String.raw`my name${IS}\s+${WORD}${END}`).exec(clause) ??
    // "My name is Margaret Ellison": a first name with the surname after it (the first name is kept).
    re(String.raw`my (?:full )?name${IS}\s+(\p{Lu}[\p{L}'-]+)\s+\p{Lu}[\p{L}'-]+(?:-\p{Lu}[\p{L}'-]+)?${END}`).exec(clause) ??
    // ("call me Boss from now on and keep it short": the name, before what else is asked.)
    re(String.raw`(?:you can |please |just )*call me\s+${WORD}${CALLED_FROM_NOW}(?:${END}|(?=${trailing}\s+(?:and|but)\s))`).exec(clause) ??
    new RegExp(String.raw`(?<!\b(?:no|not|never)\s+)\b(?:everyone|everybody|people|most people|my friends|friends|all my friends|the family|my family)\s+(?:just\s+)?calls?\s+me\s+${WORD}${END}`, 'iu').exec(clause);
  if (match) {
    const name = nameOf(match[1], false);
    return name ? [{ type: 'name', name }] : undefined;
  }
  // "I'm Dana and sorry that I type fast": a capitalised name (never a description: "I'm British and proud"), then the message goes on.
  match = new RegExp(String.raw`^(?:[Ii]'m|[Ii]m|[Ii] am)\s+(\p{Lu}\p{Ll}+)\s*(?:,|\s(?:and|but|btw|here)\b)`, 'u').exec(clause);
  if (match) {
    const name = nameOf(match[1], true);
    if (name) return [{ type: 'name', name }];
  }
  match = re(String.raw`${IM}\s+${WORD}${END}`).exec(clause);
  if (match && !/^(?:im|i'm|i am) (?:a|an|the|so|not|from|in)\b/i.test(clause)) {
    // After a greeting a lower-case word may be a name, never one compromise reads as a verb or a description ("hi im stuck").
    const greeted = GREETING_FIRST.test(context.message ?? '') && !tagsOf(match[1]!).some((tag) => ['Verb', 'PastTense', 'Participle', 'Adjective', 'Adverb', 'Infinitive', 'Preposition'].includes(tag));
    const name = nameOf(match[1], !greeted);
    return name ? [{ type: 'name', name }] : undefined;
  }
  return undefined;
};

// ——— people ———
const LIVES = String.raw`(?:lives|live|is living|'s living|moved|has moved|'s moved|just moved|recently moved|now lives)\s+(?:in|to)\s+`;
const AJOB = String.raw`(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)`;

function person(rel: string, fields: { name?: string; city?: string; job?: string }): Fact {
  const fact: Fact = { type: 'person', relation: relation(rel) };
  if (fields.name) fact.name = fields.name;
  if (fields.job) fact.job = fields.job;
  if (fields.city) fact.city = fields.city;
  return fact;
}

const readPerson: Reader = (clause, context) => {
  // "my little brother Dev", "my older sister": who they are to the member, however old.
  const my = String.raw`(?:my|our)\s+(?:new\s+|current\s+|little\s+|big\s+|baby\s+|younger\s+|older\s+|elder\s+|youngest\s+|eldest\s+|twin\s+)?${REL}`;
  let match = re(String.raw`${my}${POSS}\s+name${IS}\s+${NAME}${END}`).exec(clause) ?? re(String.raw`${my}(?:${IS})?\s+(?:called|named)\s+${NAME}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], false);
    return name ? [person(match[1]!, { name })] : undefined;
  }
  match = re(String.raw`i have (?:a|an|one)\s+${REL}\s+(?:called|named)\s+${WORD}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], false);
    return name ? [person(match[1]!, { name })] : undefined;
  }
  match = re(String.raw`i have (?:a|an|one)\s+${REL}${END}`).exec(clause);
  if (match) return [person(match[1]!, {})];
  // "my sister Ana lives in Porto", "my sister lives in Porto"
  match = re(String.raw`${my}(?:,?\s+${WORD},?)?\s+${LIVES}(.+)$`).exec(clause);
  if (match) {
    const name = match[2] ? nameOf(match[2], true) : undefined;
    const city = placeOf(match[3]!);
    if ((match[2] && !name) || !city) return undefined;
    return [person(match[1]!, { name, city })];
  }
  // "my sister is a nurse", "my sister Ana is a nurse", "my sister works as a nurse"
  match = re(String.raw`${my}(?:,?\s+${WORD},?)?\s+(?:is|'s|works as)\s+${AJOB}${END}`).exec(clause);
  if (match) {
    const name = match[2] ? nameOf(match[2], true) : undefined;
    const job = roleOf(match[3]!.split(' '));
    if ((match[2] && !name) || !job) return undefined;
    return [person(match[1]!, { name, job })];
  }
  // "my sister is Ana", "my sister's Ana"
  match = re(String.raw`${my}${IS}\s+${NAME}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], true);
    return name ? [person(match[1]!, { name })] : undefined;
  }
  // "Ana is my sister"
  match = re(String.raw`${WORD}${IS}\s+my\s+${REL}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[1], true);
    return name ? [person(match[2]!, { name })] : undefined;
  }
  // "my boss Tom is so annoying": the name only.
  match = re(String.raw`${my},?\s+${WORD},?\s+(?:is|was|has|just|lives|works|loves|likes|and|came|called|told|got)\b`).exec(clause);
  if (match && !/^(?:is|was|has|just|lives|works|loves|likes|and|came|called|told|got)$/i.test(match[2]!)) {
    const name = nameOf(match[2], true);
    return name && !isUnsure(clause) && !NEGATION.test(clause) ? [person(match[1]!, { name })] : undefined;
  }
  // "she lives in Porto", "he's a nurse", "she's called Ana", after a clause about that person.
  const last = context.lastPerson;
  if (last) {
    const pronoun = RELATION_PRONOUNS[last.relation] ?? 'they';
    const named = last.name ? `|${last.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    const subject = pronoun === 'they' ? String.raw`(?:they|they're${named})` : pronoun === 'she' ? String.raw`(?:she|she's${named})` : String.raw`(?:he|he's${named})`;
    match = re(String.raw`${subject}\s+${LIVES}(.+)$`).exec(clause);
    const city = match ? placeOf(match[1]!) : undefined;
    if (city) return [person(last.relation, { name: last.name, city })];
    match = re(String.raw`${subject}(?:\s+(?:is|are))?\s+${AJOB}${END}`).exec(clause);
    const job = match ? roleOf(match[1]!.split(' ')) : undefined;
    if (job) return [person(last.relation, { name: last.name, job })];
    match = re(String.raw`${subject}(?:\s+(?:is|are))?\s+(?:called|named)\s+${WORD}${END}`).exec(clause);
    const name = match ? nameOf(match[1], false) : undefined;
    if (name) return [person(last.relation, { name })];
  }
  return undefined;
};

// ——— pets ———
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };

const readPet: Reader = (clause) => {
  const have = String.raw`(?:i|we)\s+(?:have|have got|'ve got|ve got|got|just got|adopted|just adopted|rescued|now have)`;
  let match = re(String.raw`${have}\s+(?:a|an|one)\s+(?:new\s+|little\s+|cute\s+|rescue\s+)?${PET}\s+(?:called|named)\s+${WORD}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], false);
    return name ? [{ type: 'pet', species: species(match[1]!), name }] : undefined;
  }
  // "we adopted a greyhound called Biscuit": a breed for the species, kept.
  match = re(String.raw`${have}\s+(?:a|an|one)\s+(?:new\s+|little\s+|cute\s+|rescue\s+)?((?:[\p{L}-]+\s+)?(${BREEDS.join('|')}))\s+(?:called|named)\s+${WORD}${END}`).exec(clause);
  const ofBreed = match ? nameOf(match[3], false) : undefined;
  if (match && ofBreed) return [{ type: 'pet', species: speciesOfBreed(match[2]!.toLowerCase())!, name: ofBreed, breed: match[1]!.toLowerCase() }];
  match = re(String.raw`${have}\s+(?:a|an|one)\s+(?:new\s+|little\s+|cute\s+|rescue\s+)?${PET}${END}`).exec(clause);
  if (match) return [{ type: 'pet', species: species(match[1]!) }];
  match = re(String.raw`(?:i|we)\s+have\s+(two|three|four|five|[2-5])\s+${PET}(?:s|es)?${END}`).exec(clause);
  if (match) return [{ type: 'pet', species: species(match[2]!), count: COUNTS[match[1]!.toLowerCase()]! }];
  const my = String.raw`(?:my|our)\s+(?:little\s+|new\s+)?${PET}`;
  match = re(String.raw`${my}${POSS}\s+name${IS}\s+${WORD}${END}`).exec(clause) ?? re(String.raw`${my}(?:${IS})?\s+(?:called|named)\s+${WORD}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], false);
    return name ? [{ type: 'pet', species: species(match[1]!), name }] : undefined;
  }
  // "Their parrot is called Captain Flint.": a name of two capitalised words.
  match = re(String.raw`${my}(?:${POSS}\s+name${IS}|(?:${IS})?\s+(?:called|named))\s+([\p{L}][\p{L}'-]*\s+[\p{L}][\p{L}'-]*)${END}`).exec(clause);
  if (match && /^\p{Lu}[\p{L}'-]*\s+\p{Lu}[\p{L}'-]*$/u.test(match[2]!) && match[2]!.split(/\s+/).every((word) => nameOf(word, false))) return [{ type: 'pet', species: species(match[1]!), name: match[2]! }];
  // "my dog Biscuit is a cocker spaniel": the name, and the breed.
  match = re(String.raw`${my}\s+${WORD},?\s+(?:is|'s)\s+(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}(?:${BREEDS.join('|')})(?:\s+(?:cross|mix))?)${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], true);
    return name ? [{ type: 'pet', species: species(match[1]!), name, breed: match[3]!.toLowerCase() }] : undefined;
  }
  match = re(String.raw`${my}${IS}\s+${WORD}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[2], true);
    return name ? [{ type: 'pet', species: species(match[1]!), name }] : undefined;
  }
  match = re(String.raw`${WORD}${IS}\s+my\s+${PET}${END}`).exec(clause);
  if (match) {
    const name = nameOf(match[1], true);
    return name ? [{ type: 'pet', species: species(match[2]!), name }] : undefined;
  }
  return undefined;
};

// ——— work and study ———
/** "at Google in Lisbon", "for a bank", "in marketing": what follows a role or "I work". */
function workDetails(rest: string): { employer?: string; place?: string; field?: string } | undefined {
  const details: { employer?: string; place?: string; field?: string } = {};
  let text = ` ${rest.trim()}`.replace(new RegExp(`${trailing}$`, 'i'), '').trim();
  while (text) {
    const match = /^(at|for|in)\s+(.+)$/i.exec(text);
    if (!match) return undefined;
    const [, preposition, after] = match;
    let taken: string | undefined;
    if (preposition!.toLowerCase() === 'in') {
      const field = /^(real estate|customer service|[\p{L}]+)\b/iu.exec(after!)?.[1];
      if (field && FIELDS.has(field.toLowerCase()) && !details.field) {
        details.field = field.length <= 3 ? field.toUpperCase().replace('TECH', 'tech') : field.toLowerCase();
        taken = field;
      } else {
        const place = placeOf(after!);
        if (place && !details.place) {
          details.place = place;
          taken = place;
        } else if (!details.employer && /^(?:a|an|the)\s/i.test(after!)) {
          details.employer = employerOf(after!);
          taken = details.employer;
        }
      }
    } else if (!details.employer) {
      details.employer = employerOf(after!);
      taken = details.employer;
    }
    if (!taken) return undefined;
    text = after!.slice(taken.length).trim();
  }
  return details;
}

function work(role: string | undefined, details: { employer?: string; place?: string; field?: string }): Fact {
  const fact: Fact = { type: 'work' };
  if (role) fact.role = role;
  if (details.field) fact.field = details.field;
  if (details.employer) fact.employer = details.employer;
  if (details.place) fact.place = details.place;
  return fact;
}

/** "nurse in Lisbon" → the role and what follows it. */
function roleAndDetails(text: string): Fact | undefined {
  const words = text.trim().split(/\s+/);
  for (let length = Math.min(3, words.length); length >= 1; length -= 1) {
    const role = roleOf(words.slice(0, length));
    if (!role) continue;
    const details = workDetails(words.slice(length).join(' '));
    return details ? work(role, details) : undefined;
  }
  return undefined;
}

const readWork: Reader = (clause) => {
  let match = re(String.raw`(?:i|we)\s+(?:work|now work|currently work|still work|'m working|am working|'m now working|started working|just started working|'m employed|am employed)\s+as\s+(?:a|an)\s+(.+)$`).exec(clause);
  if (match) return once(roleAndDetails(match[1]!));
  match = re(String.raw`i\s+(?:got|have|just got|started|landed|found)\s+a\s+(?:new\s+)?job\s+as\s+(?:a|an)\s+(.+)$`).exec(clause);
  if (match) return once(roleAndDetails(match[1]!));
  match = re(String.raw`i\s+(?:got|have|just got|started|landed|found)\s+a\s+(?:new\s+)?job\s+((?:at|for|in)\s+.+)$`).exec(clause);
  if (match) {
    const details = workDetails(match[1]!);
    return details?.employer ? [work(undefined, details)] : undefined;
  }
  match = re(String.raw`${IM}\s+(?:now\s+)?(?:a|an)\s+(?:([\p{L}]+)\s+)?student\b(.*)$`).exec(clause);
  if (match) {
    const subject = match[1] && !tagsOf(match[1]).some((tag) => ['Adjective', 'Adverb'].includes(tag)) ? match[1].toLowerCase() : undefined;
    if (match[1] && !subject && !/^(?:university|college|phd|grad|graduate|masters|medical|law|art|nursing)$/i.test(match[1])) return undefined;
    const school = /^\s+(?:at|in)\s+(.+)$/i.exec(match[2]!)?.[1];
    const place = school ? employerOf(school) : undefined;
    if (match[2]!.trim() && !place && !new RegExp(`^${trailing}$`, 'i').test(match[2]!)) return undefined;
    const fact: Fact = { type: 'study' };
    if (subject) fact.subject = /^(?:university|college|grad|graduate)$/.test(subject) ? undefined : subject;
    if (!fact.subject) delete fact.subject;
    if (place) fact.school = place;
    return [fact];
  }
  match = re(String.raw`${IM}\s+(?:now\s+)?(?:a|an)\s+(.+)$`).exec(clause);
  if (match) return once(roleAndDetails(match[1]!));
  match = re(String.raw`(?:i|we)\s+(?:work|now work|currently work|still work|'m working|am working)\s+((?:at|for|in)\s+.+)$`).exec(clause);
  if (match) {
    const details = workDetails(match[1]!);
    return details && (details.employer || details.place || details.field) ? [work(undefined, details)] : undefined;
  }
  match = re(String.raw`(?:i\s+(?:study|major in)|${IM}\s+(?:studying|majoring in))\s+(.+)$`).exec(clause);
  if (match) {
    const [subjectText, schoolText] = match[1]!.split(/\s+at\s+/i);
    const subject = thingOf(subjectText!.replace(new RegExp(`${trailing}$`, 'i'), ''));
    if (!subject || /^(?:hard|a lot|every|all|for|with|at|in|on|late|online|today|tonight)\b/i.test(subject)) return undefined;
    const school = schoolText ? employerOf(schoolText) : undefined;
    if (schoolText && !school) return undefined;
    return [{ type: 'study', subject, ...(school ? { school } : {}) }];
  }
  return undefined;
};

const once = (fact: Fact | undefined) => (fact ? [fact] : undefined);

// ——— places ———
const readPlace: Reader = (clause) => {
  let match = re(
    String.raw`(?:i|we)\s+(?:live|now live|currently live|still live|'m living|am living|'re living|just moved|moved|'ve moved|have moved|'ve just moved|recently moved|finally moved|relocated)\s+(?:in|to)\s+(.+)$`,
  ).exec(clause);
  if (!match) match = re(String.raw`${IM}\s+(?:now\s+)?(?:based|living|located|settled)\s+in\s+(.+)$`).exec(clause);
  if (match) {
    const city = placeOf(match[1]!);
    return city && restIsTrailing(match[1]!, city) ? [{ type: 'home', city }] : undefined;
  }
  match = re(String.raw`(?:${IM}\s+(?:originally\s+)?from|i\s+(?:come|originally come)\s+from|i\s+grew\s+up\s+in)\s+(.+)$`).exec(clause);
  if (match) {
    const place = placeOf(match[1]!);
    return place && restIsTrailing(match[1]!, place) ? [{ type: 'origin', place }] : undefined;
  }
  return undefined;
};

/** After the place, nothing but filler ("Lisbon now"): "Lisbon with my sister" says more than a city. */
function restIsTrailing(text: string, taken: string): boolean {
  const rest = text.trim().slice(taken.length).replace(/^['’]s\b/, '');
  return new RegExp(`^${trailing}\\s*$`, 'i').test(rest) || /^\s+(?:with|since|for|last|this|a|an|one|two|three|few|recently|yesterday|in|on|back|earlier|near|close to|next to|outside|by)\b|^\s*,/i.test(rest);
}

// ——— likes ———
const FEELINGS: [RegExp, 'love' | 'like' | 'dislike' | 'hate'][] = [
  [/^(?:love|adore|'m obsessed with|am obsessed with|'m crazy about|am crazy about)$/i, 'love'],
  [/^(?:like|enjoy|'m into|am into|'m a (?:big |huge )?fan of|am a (?:big |huge )?fan of|'m keen on|am keen on)$/i, 'like'],
  [/^(?:hate|detest|can't stand|cannot stand|cant stand|can't abide|cannot abide|can't bear|cannot bear|loathe)$/i, 'hate'],
  [/^(?:dislike|don't like|do not like|don't really like|really don't like|don't enjoy|do not enjoy|'m not a (?:big |huge )?fan of|am not a (?:big |huge )?fan of|'m not into|'m not keen on|am not keen on|'m not big on)$/i, 'dislike'],
];

/** "I love jazz", "I'm not a fan of coriander": the member, a feeling of FEELINGS, and what it is about. */
const LIKE_SAID = new RegExp(
  String.raw`^i(?:\s+|(?='))(?:really\s+|absolutely\s+|totally\s+|just\s+|truly\s+|honestly\s+|also\s+)?(${FEELINGS.map(([pattern]) => pattern.source.replace(/^\^\(\?:|\)\$$/g, '')).join('|')})\s+(.+)$`,
  'iu',
);

export const readLike: Reader = (clause) => {
  const match = LIKE_SAID.exec(
    // "Not a fan of coriander", "not keen on horror": the member's feeling said without "I'm".
    clause.replace(/^i am /i, "i'm ").replace(/^im /i, "i'm ").replace(/^(?=(?:not\s+)?(?:a\s+(?:big\s+|huge\s+)?fan of|keen on|big on)\s)/i, "i'm "),
  );
  if (!match) return undefined;
  const verb = match[1]!.replace(/^'m/, "'m");
  const feeling = FEELINGS.find(([pattern]) => pattern.test(verb))?.[1];
  if (!feeling) return undefined;
  // "coriander, tastes like soap to me": what follows a comma and a verb is said about it, not another thing liked.
  const object = match[2]!.split(/\s*,\s*(?=(?:it|it's|its|they|they're|tastes?|smells?|looks?|feels?|sounds?|makes?|is|are|was|just|too|so|especially|mostly)\b)/i)[0]!.replace(new RegExp(`${trailing}$`, 'i'), '').trim();
  if (/\b(?:anymore|any more|no longer)\b/i.test(object)) return undefined;
  // "obsessed with basketball, lakers fan for life": who they are a fan of is read on its own (read-clause.ts).
  const parts = object.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).filter((part) => !/\b(?:fan|supporter)(?:\s+for life|\s+through and through)?$/i.test(part));
  if (parts.length === 0) return undefined;
  const things = parts.map((part) => thingOf(part));
  if (things.some((thing) => !thing)) return undefined;
  return things.map((thing) => ({ type: 'like', thing: thing!, feeling }));
};

const readFavourite: Reader = (clause) => {
  const match = re(String.raw`my\s+(?:all[- ]time\s+)?favou?rite\s+([\p{L}]+)${IS}\s+(.+)$`).exec(clause);
  if (!match) return undefined;
  const thing = thingOf(match[2]!.replace(new RegExp(`${trailing}$`, 'i'), ''));
  const category = match[1]!.toLowerCase();
  if (!thing || ['person', 'thing', 'part', 'one', 'human', 'people', 'way', 'time'].includes(category)) return undefined;
  return [{ type: 'favourite', category: category === 'color' ? 'colour' : category, thing }];
};

// ——— plans and dates ———
/** "job interview", "sister's wedding", "interview at Google": up to four words, ending in an event. */
function eventOf(text: string): string | undefined {
  const words = text.trim().replace(/\s+/g, ' ').split(' ');
  const head = words.findIndex((word) => EVENTS.has(word.toLowerCase().replace(/s$/, '')) || EVENTS.has(word.toLowerCase()));
  if (head < 0 || head > 3) return undefined;
  let event = words.slice(0, head + 1);
  const tail = words.slice(head + 1);
  if (tail.length > 0) {
    const extra = /^(at|with|in|for|to)\s+(.+)$/i.exec(tail.join(' '));
    const what = extra ? (/^(?:in|to)$/i.test(extra[1]!) ? placeOf(extra[2]!) : employerOf(extra[2]!)) : undefined;
    if (!extra || !what || what.split(' ').length !== extra[2]!.split(' ').length) return undefined;
    event = [...event, extra[1]!.toLowerCase(), what];
  }
  if (event.slice(0, head).some((word) => /^(?:a|an|the|my|your|this|that|no|any|some|big|huge|important|little|small|stupid|scary|first|second|final|next|last|very)$/i.test(word) && word.toLowerCase() !== 'final'))
    event = event.filter((word, i) => i >= head || !/^(?:big|huge|important|little|small|stupid|scary|very)$/i.test(word));
  if (event.slice(0, head).some((word) => /^(?:a|an|the|your|no|any|some|this|that)$/i.test(word))) return undefined;
  return event.map((word) => (/^[A-Z]{2,}$/.test(word) || /^\p{Lu}/u.test(word) ? word : word.toLowerCase())).join(' ');
}

const readPlan: Reader = (said, context) => {
  // "on Friday now": "now" is not the date.
  const clause = said.replace(new RegExp(`${trailing}$`, 'i'), '');
  const found = findDate(clause, context.now, context.timeZone, { forward: context.dateForward });
  if (!found) return undefined;
  const rest = `${clause.slice(0, found.index)} ${clause.slice(found.index + found.text.length)}`
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+(?:at|on|by|to|until|till|for|later|sometime|early)$/i, '');
  if (context.dateForward && lastDayOf(found.date).getTime() < todayOf(context).getTime()) return undefined;
  const date: PlanDate = found.date;
  let match = re(String.raw`my\s+birthday(?:\s+is|'s)?(?:\s+on)?$`).exec(rest);
  if (match) return [{ type: 'birthday', date }];
  match = re(String.raw`(?:i|we)\s+(?:have|have got|'ve got|ve got|got|'ve|'m having|am having|'m taking|am taking|'m sitting|am sitting)\s+(a|an|my|our)\s+(.+?)(?:\s+coming up)?$`).exec(rest);
  if (match) {
    const event = eventOf(match[2]!);
    return event ? [{ type: 'plan', event, owned: /^(?:my|our)$/i.test(match[1]!), date }] : undefined;
  }
  match = re(String.raw`my\s+(.+?)(?:\s+is|'s|\s+are)(?:\s+(?:coming up|happening))?$`).exec(rest);
  if (match) {
    const event = eventOf(match[1]!);
    return event ? [{ type: 'plan', event, owned: true, date }] : undefined;
  }
  // "my interview was moved to Thursday": the plan's new date.
  match = re(String.raw`my\s+(.+?)\s+(?:was|got|has been|'s been|is|'s|were|are)\s+(?:moved|rescheduled|postponed|pushed back|pushed|changed|brought forward)$`).exec(rest);
  if (match) {
    const event = eventOf(match[1]!);
    return event ? [{ type: 'plan', event, owned: true, date }] : undefined;
  }
  match = re(String.raw`(?:${IM}|we're|we are)\s+(?:going|flying|travelling|traveling|heading|driving|off)\s+to\s+(.+)$`).exec(rest);
  if (match) {
    const place = placeOf(match[1]!);
    return place && place.split(' ').length === match[1]!.trim().split(/\s+/).length ? [{ type: 'plan', event: `trip to ${place}`, owned: false, date }] : undefined;
  }
  return undefined;
};

function todayOf(context: ReadContext): Date {
  const found = findDate('today', context.now, context.timeZone);
  return found?.date.day ?? context.now;
}

// ——— how they like Bela to talk ———
const LANGUAGES =
  'english portuguese spanish french german italian dutch polish russian ukrainian turkish arabic hindi japanese chinese mandarin cantonese korean swedish norwegian danish finnish greek czech romanian hungarian hebrew indonesian vietnamese thai catalan galician irish welsh'.split(' ');

export const readStyle: Reader = (clause) => {
  const text = clause.toLowerCase().replace(/[’]/g, "'");
  const asked = /^(?:please|pls|can you|could you|would you|will you|would you mind|do you mind|mind|call me|keep|make|be|try to|i like|i prefer|i'd prefer|i'd rather|i'd like|i want|i like it when you|just|stop|don't|do not|no more|use|less|fewer|talk|speak|reply|answer|write|i like bela|i'd rather bela)\b/.test(text);
  if (!asked) return undefined;
  if (/\b(?:answers|replies|responses|messages|texts|it|things)\b.*\b(?:short|shorter|brief|briefer|concise)\b|\b(?:short|shorter|brief|concise)\s+(?:answers|replies|responses|messages)\b|\bbe (?:more )?(?:brief|concise)\b|\b(?:fewer|less) words\b/.test(text))
    return /\b(?:why|too)\b/.test(text) ? undefined : [{ type: 'style', aspect: 'length', value: 'short' }];
  if (/\b(?:answers|replies|responses)\b.*\b(?:longer|more detailed|detailed)\b|\b(?:longer|more detailed|detailed)\s+(?:answers|replies|responses)\b|\bgive detailed answers\b/.test(text))
    return [{ type: 'style', aspect: 'length', value: 'long' }];
  if (/\bemojis?\b/.test(text)) {
    if (/\b(?:no|stop|don't|do not|didn't|without|fewer|less|quit|never|not)\b/.test(text)) return [{ type: 'style', aspect: 'emoji', value: 'none' }];
    if (/\b(?:use|send|more)\b/.test(text)) return [{ type: 'style', aspect: 'emoji', value: 'use' }];
  }
  const tone = /\b(?:be|talk|speak|write)\s+(?:more\s+)?(casual|casually|formal|formally|informal|informally)\b/.exec(text)?.[1];
  if (tone) return [{ type: 'style', aspect: 'tone', value: /^(?:casual|informal)/.test(tone) ? 'casually' : 'formally' }];
  const language = /\b(?:talk|speak|reply|answer|write|respond|chat|text)(?:s|t?ing)?(?:\s+(?:to|with)\s+me)?\s+(?:only\s+)?in\s+([a-z]+)\b/.exec(text)?.[1];
  if (language && LANGUAGES.includes(language)) return [{ type: 'style', aspect: 'language', value: language.charAt(0).toUpperCase() + language.slice(1) }];
  return undefined;
};

/**
 * People and pets named in passing: "I live in Berlin with my cat Mochi", "I'm meeting my sister
 * Ana tomorrow". Only a capitalised or known first name counts.
 */
export function mentionsIn(clause: string, found: Fact[]): Fact[] {
  const facts: Fact[] = [];
  // "my leopard gecko Noodle": a word or two that describe them may come between (not "my late wife Eileen": she is remembered as she was said).
  const pattern = new RegExp(String.raw`\b(?:my|our)\s+(?:(?!(?:${REL.slice(1, -1)}|${PET.slice(1, -1)}|late|former|ex|dead|deceased|old)\b)\p{Ll}[\p{L}-]*\s+){0,2}?(${REL.slice(1, -1)}|${PET.slice(1, -1)}),?\s+([\p{L}][\p{L}'-]*)`, 'giu');
  for (const match of clause.matchAll(pattern)) {
    const said = match[1]!.toLowerCase();
    const name = nameOf(match[2], true);
    if (!name || /'s$/.test(match[2]!)) continue;
    const fact: Fact = RELATIONS[said] ? { type: 'person', relation: relation(said), name } : { type: 'pet', species: species(said), name };
    const same = found.some((known) => known.type === fact.type && JSON.stringify(known).includes(`"${name}"`));
    if (!same) facts.push(fact);
  }
  return facts;
}

/** "her name is Luna", "he's called Rex": a name for whoever was just spoken of (operations.ts finds them). */
export interface Naming {
  name: string;
  pronoun: 'she' | 'he' | 'they';
  /** Said after something else of the clause ("We adopted a kitten and her name is Miso"), which is read too. */
  besides?: boolean;
}

export function pronounNameOf(clause: Clause): Naming | undefined {
  if (clause.question || clause.hypothetical || NEGATION.test(clause.text) || isUnsure(clause.text)) return undefined;
  // ("we named her Smudge", which clauses.ts reads as "we her name is Smudge": the one just spoken of, named by them.)
  // ("She's vegan, her name is Lina", "his name is Rashid and he likes cricket": the naming beside what else is said of them.)
  const match = re(String.raw`([^,;]*?(?:,\s*(?:and\s+)?|\s+and\s+))?(?:(?:we|i)\s+)?(?:(her|his|their|its)\s+name${IS}|(she|he|it|they)(?:'s|\s+is|'re|\s+are)\s+(?:called|named))\s+${WORD}(?:${END}|\s+(?:and|but)\s+(?:she|he|they|it)\b)`).exec(clause.text);
  if (!match) return undefined;
  const name = nameOf(match[4], false);
  if (!name) return undefined;
  const word = (match[2] ?? match[3])!.toLowerCase();
  return { name, pronoun: word === 'her' || word === 'she' ? 'she' : word === 'his' || word === 'he' ? 'he' : 'they', ...(match[1] ? { besides: true } : {}) };
}

/** Readers that must see a negation or a request form; they run before the guards. */
export const GUARDED_LATE: Reader[] = [readName, readPerson, readPet, readWork, readPlace, readFavourite, readPlan];
