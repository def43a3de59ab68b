/**
 * Corrections by substitution: "actually we're in Braga now", "they moved my interview, it's April
 * 10th now", "I switched to guitar", "Blur. Always been Blur". A correction names a new value of
 * some type (a date, a place or another proper name, a word of a class such as an instrument or a
 * diet) and often leaves out the slot; the slot it corrects is the memory that holds a value of the
 * same type, preferring one that shares a word with the message, else the newest. The old value is
 * replaced by the new one in that memory's words, and the memory keeps its kind and slot.
 */
import type { KnownMemory, MemoryOperation } from '../../ports/memory-extractor';
import { nlp } from '../lazy-nlp';
import { NEGATION } from './clauses';
import { findDate, MONTHS } from './dates';
import { KIN_WORDS, OCCUPATIONS, RELATIONS, SPECIES, WORD_CLASSES } from './vocabulary';
import { escapedForRegExp, tagsOf } from './words';

/** Words that say the member is correcting what they said before, outright. */
const OUTRIGHT = String.raw`actually|scratch that|correction|correct myself|to correct|change of plans?|instead|update|switched|swapped|changed|moved|pushed (?:it |them )?(?:back|forward|to)|put back|postponed|rescheduled|brought forward|ended up|go back to|not .{1,30} anymore|no longer|anymore|(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)wrong|retrained|mistake|i meant|make that|typo|misspelt|misspelled|wrote it wrong|shifted`;
/**
 * The words that say so outright, without those that also just tell the time or soften ("now",
 * "sorry", "left"): a message that told new facts ("all grown now, God love them: ...") corrects a
 * memory only with these.
 */
export const CORRECTING_OUTRIGHT = new RegExp(String.raw`\b(?:${OUTRIGHT})\b`, 'i');
/** Words that say the member is correcting what they said before, or may be ("we're in Braga now"). */
export const CORRECTING = new RegExp(String.raw`\b(?:${OUTRIGHT}|now|left|sorry|these days|nowadays)\b`, 'i');

/** A month said alone ("moved it to September"), which the date reader leaves to a later year. */
const MONTH = new RegExp(String.raw`\b(${MONTHS.join('|')})\b`);
const MONTH_ALONE = new RegExp(String.raw`^(?:${MONTHS.join('|')})$`);

interface Value {
  type: string;
  text: string;
  /** A name the text gives someone ("my two boys, Arlo and Finn", "a sister called Maya"): never a place. */
  person?: boolean;
  /** A name said as what someone is called ("name is Bex", "goes by Theo"). */
  called?: boolean;
  /** What a number counts ("kid" of "3 kids"). */
  unit?: string;
}


/** Who a name belongs to, by the words before it: a relation or an animal ("boys, Arlo and Finn"), or "called"/"named". */
const NAMED_AFTER = new RegExp(`(?:\\b(?:${KIN_WORDS})s?\\b[,:]?\\s+(?:(?:\\p{Lu}[\\p{L}'-]*)(?:,\\s*|\\s+and\\s+|\\s+&\\s+))*|\\b(?:called|named)\\s+)$`, 'u');

/** Whether `name` is given to someone in `text`: after a relation word or "called", or after one in the memory's slot ("plan:son-arlo", not "plan:edinburgh"). */
function namesSomeone(text: string, name: string, slot?: string): boolean {
  const at = text.indexOf(name);
  if (at >= 0 && NAMED_AFTER.test(text.slice(0, at))) return true;
  return Boolean(slot && new RegExp(`(?:^|:)(?:${KIN_WORDS})s?[-:]${escapedForRegExp(name.toLowerCase().replace(/\s+/g, '-'))}(?:$|[:-])`).test(slot));
}

const NOT_PROPER = /^(?:I|I'm|I've|I'd|My|Our|We|The|A|An|And|But|So|Oh|Ok|Okay|When|Whenever|Where|While|If|Because|After|Before|Since|Although|Though|Once|Until|Actually|Scratch|Correction|Change|Update|Sorry|Still|Same|Now|Just|Not|Yes|No|Mum|Mom|Dad|RIP|It|Its|It's|That|This|They|They've|They're|Their|Theirs|Them|He|She|Left|Finished|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** The dates, proper names and class words a text holds. */
function valuesIn(text: string, now: Date, timeZone: string | null, forward: boolean, slot?: string): Value[] {
  const values: Value[] = [];
  // "we go on the 19th now": "now" says instead, not when.
  const date = findDate(text.replace(/\b(?:now|these days|anymore|instead)\b/gi, ' '), now, timeZone, { forward });
  if (date && /\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(date.text)) {
    values.push({ type: 'date', text: date.text.replace(/^(?:on|in|at|for)\s+/i, '') });
  } else {
    // "on the 19th": a day of the month alone.
    const day = /\b(\d{1,2}(?:st|nd|rd|th))\b/i.exec(text);
    if (day) values.push({ type: 'date', text: day[1]! });
    // "moved it to September", "married in August": a month alone.
    const month = day ? undefined : MONTH.exec(text);
    if (month) values.push({ type: 'date', text: month[1]! });
  }
  // Capitalised runs ("Bradford Royal Infirmary", "Osaka", "Liz"), not the first word of a sentence.
  for (const match of text.matchAll(/(?:^|[\s,(])((?:\p{Lu}[\p{L}'&-]*)(?:\s+(?:of\s+|de\s+|da\s+)?\p{Lu}[\p{L}'&-]*)*)/gu)) {
    const phrase = match[1]!.replace(/'s$/, '');
    // "Moved up from Birmingham last year": a sentence's first word is a name only when it reads as one, not as a verb.
    const first = match.index === 0 || /[.!?]\s*$/.test(text.slice(0, match.index + 1));
    // "Ah, correction", "Only thing I want", "Big news": a sentence's first word that is an exclamation or a word of the
    // grammar is no name either; nor is a common word shouted ("its HOT af").
    const words = phrase.split(/\s+/).filter((word, i) => !NOT_PROPER.test(word) && !(first && i === 0 && nlp(word.toLowerCase()).has('(#Verb|#Expression|#Interjection|#Adjective|#Adverb|#Determiner|#Preposition|#Conjunction|#Pronoun|#Value)')) && !(/^\p{Lu}{2,}$/u.test(word) && nlp(word.toLowerCase()).has('(#Adjective|#Adverb|#Verb)')));
    // "Ag, I must correct myself": a first word said alone before a comma is an exclamation, unless it is a place ("Leeds, that's home now").
    const aside = first && words.length === 1 && /^\s*,/.test(text.slice(match.index + match[0].length)) && !isPlace(words[0]!);
    if (words.length === 0 || aside) continue;
    const name = words.join(' ');
    // A place is swapped for a place, a name for a name: "Lisbon" never replaces "Ana".
    const place = isPlace(name) || new RegExp(`\\b(?:in|to|from|near|at)\\s+${escapedForRegExp(name)}`).test(text);
    const called = /\b(?:name is|name's|called|named|go by|goes by)\s+$/i.test(text.slice(0, text.indexOf(name)));
    values.push({ type: place ? 'place' : 'proper', text: name, ...(namesSomeone(text, name, slot) ? { person: true } : {}), ...(called ? { called } : {}) });
  }
  const lower = text.toLowerCase();
  for (const [name, members] of Object.entries({ ...WORD_CLASSES, occupation: [...OCCUPATIONS] })) {
    const found = members.filter((word) => word.length > 2 && new RegExp(`\\b${escapedForRegExp(word)}\\b`).test(lower));
    for (const word of found) {
      // "chamomile tea": two words of one class side by side are one value.
      const pair = found.map((other) => `${word} ${other}`).find((phrase) => lower.includes(phrase));
      if (found.some((other) => lower.includes(`${other} ${word}`))) continue;
      values.push({ type: name, text: pair ?? word });
    }
  }
  // A place compromise knows in lower case ("in brooklyn").
  for (const place of nlp(text).places().out('array') as string[]) {
    const clean = place.replace(/[.,!?]+$/, '').trim();
    if (clean && !values.some((value) => value.text.toLowerCase() === clean.toLowerCase())) values.push({ type: 'place', text: clean });
  }
  return values;
}

/**
 * Whole numbers of one to three digits or up to twelve in words ("34", "three kids"), not a day of the month ("22nd"), a
 * time or a share; each with the noun it counts, if any: a number corrects only a number of the same thing ("34" an age,
 * never "5 min").
 */
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const numbersIn = (text: string): Value[] =>
  [...text.matchAll(new RegExp(String.raw`(?<![\p{L}\d.:])(\d{1,3}|${NUMBER_WORDS})(?![\p{L}\d:%]|\.\d)(?:\s+([\p{L}]+))?`, 'giu'))].map((match) => ({ type: 'number', text: match[1]!, ...(match[2] && !STOP.has(match[2].toLowerCase()) && tagsOf(match[2]).includes('Noun') ? { unit: match[2].toLowerCase().replace(/s$/, '') } : {}) }));

/**
 * Values that can stand for each other: the same type, or a place held and a capitalised name said
 * that is no one's first name ("we're doing Sardinia instead" for "going to Crete": compromise knows
 * neither as a place, the memory says "to Crete").
 */
function sameKind(held: Value, said: Value): boolean {
  // "we moved to Valencia" never renames the boys Arlo and Finn.
  if ((held.person || said.person) && (held.type === 'place' || said.type === 'place')) return false;
  if (held.type === 'number' || said.type === 'number') return held.type === said.type && held.unit === said.unit;
  if (held.type === said.type) return true;
  // A place held for a name said. A name held ("Year 3") was said without a place's preposition, so it is no place,
  // unless it is what someone is called ("Their name is Bex" for "go back to Rebecca").
  if (held.type === 'place' && said.type === 'proper') return !nlp(said.text).has('#Person');
  return held.type === 'proper' && held.called === true && said.type === 'place' && !isPlace(said.text) && !nlp(said.text).has('#Place');
}

function isPlace(name: string): boolean {
  const tags = nlp(name).json()[0]?.terms?.flatMap((term: { tags: string[] }) => term.tags) ?? [];
  return tags.includes('Place') || tags.includes('City') || tags.includes('Country') || tags.includes('Region');
}

const STOP = new Set('a an the my our your their they them i we me it its is are was were be to of in on at for and or but so with now still same just that this have has had got get been from'.split(' '));
/** A text's words, a wedding's however it is said ("married", "marrying", "wedding" are one word here). */
const words = (text: string) =>
  new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && !STOP.has(word)).map((word) => (/^(?:married|marry|marries|marrying|wedding|weddings|wed)$/.test(word) ? 'wedding' : word)));

/** The update a correction calls for, if the message corrects a value a memory holds. */
/** A message about where the member lives now. */
const HOME_MOVE = /\b(?:live|lives|living|moved|moving|relocated|based|settled)\b/i;

/** The member's own name: "Their name is Sam." (or the slot an extractor gave it). */
const isOwnName = (memory: KnownMemory) => memory.slot === 'name' || /\b(?:their|my) name is\b|\bgo(?:es)? by\b/i.test(memory.text);
/** Who a relation or animal word is (RELATIONS and SPECIES say "mum" is a mother, "labrador" a dog). */
const ANIMALS: ReadonlySet<string> = new Set(WORD_CLASSES['animal']);
/** A breed or an animal's kind that is no species of SPECIES ("labrador", "tabby") is an animal. */
const kinOf = (word: string) => {
  const lower = word.toLowerCase();
  const single = lower.replace(/s$/, '');
  return RELATIONS[lower] ?? SPECIES[lower] ?? RELATIONS[single] ?? SPECIES[single] ?? (ANIMALS.has(lower) || ANIMALS.has(single) ? 'animal' : undefined);
};
const SPECIES_NAMES: ReadonlySet<string> = new Set(Object.values(SPECIES));
const isAnimal = (kin: string) => kin === 'animal' || SPECIES_NAMES.has(kin);

/**
 * The relation or animal a name is said with: "my husband Idris", "Idris, my husband", "my husband
 * is Idris", "our Labrador Bess" (the word inside the capitalised run); undefined for a name said alone.
 */
function kinNamed(message: string, name: string): string | undefined {
  const words = name.split(/\s+/);
  if (words.length > 1 && kinOf(words[0]!)) return kinOf(words[0]!);
  const n = escapedForRegExp(name);
  const match =
    new RegExp(String.raw`\b(${KIN_WORDS})s?(?:'s)?(?:\s+(?:is|was|called|named))?,?\s+${n}\b`, 'iu').exec(message) ??
    new RegExp(String.raw`\b${n},?\s+(?:my|our|the)\s+(${KIN_WORDS})\b`, 'iu').exec(message);
  return match ? kinOf(match[1]!) : undefined;
}

/** Does a memory speak of this relation or animal (in any of its words: "mum" for a mother, "pup" for a dog)? */
const mentionsKin = (text: string, kin: string) =>
  text.split(/[^\p{L}'-]+/u).some((word) => {
    const other = kinOf(word.replace(/'s$/, ''));
    return other !== undefined && (other === kin || (kin === 'animal' && isAnimal(other)) || (other === 'animal' && isAnimal(kin)));
  });

/** Words that speak of a name: "his name is Max", "called", "not Rex". */
const NAMING = /\b(?:name|names|named|called|call|not|spelt|spelled)\b/i;
/** The relations and animals a text speaks of. */
export const kinsIn = (text: string) => text.split(/[^\p{L}'-]+/u).flatMap((word) => kinOf(word.replace(/'s$/, '')) ?? []);

/** The relation a message speaks of first ("my brother Tom lives in Braga now"): it corrects no one else's memory. */
function subjectKin(message: string): string | undefined {
  const match = new RegExp(String.raw`^\s*(?:(?:actually|no|oh|sorry|update|correction)[,!:]?\s+)*(?:my|our)\s+(?:(?:little|big|older|younger|elder|new|baby|twin)\s+)?(${KIN_WORDS})\b`, 'iu').exec(message);
  return match ? kinOf(match[1]!) : undefined;
}

/** A plan said to have come to nothing. */
const CALLED_OFF = /\b(?:fell through|fell apart|did(?:n't| not) work out|did(?:n't| not) pan out|scrapped|cancel(?:l)?ed|called off|backed out|never happened|went south)\b/i;

export function correctionOf(message: string, memories: readonly KnownMemory[], now: Date, timeZone: string | null): MemoryOperation[] {
  if (!CORRECTING.test(message) || memories.length === 0) return [];
  // "what if I moved back to Lisbon?": a question or a thought corrects nothing.
  // ("A small correction, if I may": a courtesy, not a condition.)
  // ("derby? actually meant darlington": a word echoed with a question mark, then the correction, asks nothing.)
  if (/\?/.test(message.replace(/^[^?]{1,30}\?\s*(?=\S[^?]*$)/, (echo, at: number, all: string) => (CORRECTING_OUTRIGHT.test(all.slice(echo.length)) ? '' : echo))) || /\b(?:if|imagine|suppose|would|might|maybe|perhaps|wish|hope|thinking of|thinking about)\b/i.test(message.replace(/,?\s*if (?:i may|you will|you like|you don't mind)\b/gi, ''))) return [];
  const said = valuesIn(message, now, timeZone, true);
  // "oops I meant 43", "make that three kids": a number said alone, when the message says it corrects, corrects a number a memory holds.
  if (said.every((value) => value.type === 'family') && CORRECTING_OUTRIGHT.test(message)) said.push(...numbersIn(message));
  // "it is the viola I play, not the violin": what follows "not" is the old value.
  const denied = new Set([...message.matchAll(/\b(?:not|left|quit|from|no longer at|no more|given up|gave up|sold up in|sold up|out of|i said)\s+(?:the |a |an |my )?([\p{L}-]+)/giu)].map((match) => match[1]!.toLowerCase()));
  // "my sister doesn't live in Porto anymore", "the Sarasota arrangement fell through": what a negated or called-off clause names is the old value.
  // ("the wedding is in November now not October": "not" opens a clause of its own even without a comma.)
  for (const clause of message.split(/[,.;!?]+|\s+(?:but|so)\s+|\s+(?=(?:not|instead of|rather than)\s)/)) {
    if (NEGATION.test(clause) || CALLED_OFF.test(clause)) for (const value of valuesIn(clause, now, timeZone, true)) denied.add(value.text.toLowerCase());
  }
  // A value a memory already holds is what the message speaks of, not a new one ("Dean's moved the wedding to September"
  // keeps Dean, and names no tortoise), and a day said with "every" is a habit, not a plan moved ("rings me every Sunday").
  const heldAlready = (value: Value) => {
    const whole = new RegExp(`(?<![\\p{L}])${escapedForRegExp(value.text.toLowerCase())}(?![\\p{L}])`, 'u');
    return memories.some((memory) => whole.test(memory.text.toLowerCase()));
  };
  const habit = (value: Value) => value.type === 'date' && new RegExp(`\\b(?:every|each)\\s+${escapedForRegExp(value.text)}`, 'i').test(message);
  // "just the one sister, Bridget, and she's in Limerick now": a value said of him, her or them is theirs: it corrects what
  // is known of someone (below), never the member's own.
  /** The words of the clause a value is said in, up to it. */
  const clauseBefore = (value: Value) => {
    const at = message.indexOf(value.text);
    return at < 0 ? '' : message.slice(0, at).split(/[,.;!?]|\s(?:and|but|so)\s/).pop()!;
  };
  // ("they've moved the wedding to Seville" moves the member's plan: only who is somewhere, or works, is another.)
  const saidOfAnother = (value: Value) =>
    /\b(?:she's|he's|they're|shes|hes|(?:she|he|they)\s+(?:is|are|lives?|works?|now lives?|still lives?))\b|\b(?:his|her|their)\s+(?:new\s+)?(?:place|flat|house|home|job)\b/i.test(clauseBefore(value));
  // Said with "now" alone, a new value is the member's own only in a clause of theirs ("we're in Braga now"), not in
  // "she's in Limerick now and rings me every Sunday after Mass" (it may still correct what is known of her, below).
  // (A message of a few words, "Braga now", has no clause of anyone else's.)
  // ("the bakery changed its recipes": a change of something's own is not the member correcting themselves.)
  const weakly = !CORRECTING_OUTRIGHT.test(message.replace(/\b(?:changed|switched|swapped|updated|moved)\s+(?:its|their|his|her)\b/gi, '')) && message.trim().split(/\s+/).length > 4;
  // (Of their own, or with no subject said: "left Shopify, now at Stripe"; not "rings me ... after Mass", someone else's doing.)
  const inOwnClause = (value: Value) => !/\b(?:me|he|she|they|he's|she's|they're|hes|shes|his|her|their|its|everything|everyone|nothing|nobody)\b/i.test(clauseBefore(value));
  // A value is said as a correction in the sentence of the word that corrects, or in the one after it ("Scratch that.
  // We're in Braga."): "the bakery changed its recipes — ... — when you carry an EpiPen for sesame" corrects no town.
  const sentences = message.split(/[.;!?]+|\s[—–]\s/).map((sentence) => sentence.trim()).filter(Boolean);
  // Said with "now" alone, in the clause of "now" or one beside it ("Leeds, that's home now"), not "... now everything
  // comes with walnuts, which is rough when you carry an EpiPen".
  const clauses = message.split(/[,.;!?]+|\s[—–]\s|\s(?=(?:which|when|because|cos)\s)/).map((clause) => clause.trim()).filter(Boolean);
  const holds = (part: string, value: Value) => part.toLowerCase().includes(value.text.toLowerCase()) || (value.type === 'date' && Boolean(findDate(part, now, timeZone, { forward: true })));
  const correctedNear = (value: Value) =>
    weakly
      ? clauses.some((clause, i) => holds(clause, value) && [clauses[i - 1], clause, clauses[i + 1]].some((near) => /\bnow\b/i.test(near ?? '')))
      : sentences.some((sentence, i) => holds(sentence, value) && (CORRECTING.test(sentence) || (i > 0 && CORRECTING.test(sentences[i - 1]!))));
  const fresh = said.filter((value) => !denied.has(value.text.toLowerCase()) && !heldAlready(value) && !habit(value));
  if (fresh.length === 0) return [];
  const messageWords = words(message);
  const ranked = [...memories]
    .map((memory, index) => ({ memory, index, shared: [...words(memory.text)].filter((word) => messageWords.has(word)).length }))
    .sort((x, y) => y.shared - x.shared || y.memory.updatedAt.getTime() - x.memory.updatedAt.getTime() || y.index - x.index);
  const subject = subjectKin(message);
  for (const { memory, shared } of ranked) {
    // "my brother Tom lives in Braga now" does not move the sister.
    if (subject && !mentionsKin(memory.text, subject) && memory.text.split(/[^\p{L}'-]+/u).some((word) => kinOf(word) !== undefined)) continue;
    const held = [...valuesIn(memory.text, memory.updatedAt, timeZone, false, memory.slot), ...(said.some((value) => value.type === 'number') ? numbersIn(memory.text) : [])];
    const lower = memory.text.toLowerCase();
    for (const value of fresh) {
      // A value the memory already holds is not the new one ("left Shopify, now at Stripe").
      // As a whole word: "Liz" is not held by "Elizabeth".
      if (new RegExp(`(?<![\\p{L}])${escapedForRegExp(value.text.toLowerCase())}(?![\\p{L}])`, 'u').test(lower)) continue;
      // The old value: one the message names as old ("left Shopify", "not the violin") or speaks of, else any of the type.
      // A value of the very same type before one that may stand for it: "to Osaka" replaces "in Kyoto", not "Keiko".
      const sameType = held
        .filter((candidate) => sameKind(candidate, value) && candidate.text.toLowerCase() !== value.text.toLowerCase() && !fresh.some((f) => f.text.toLowerCase() === candidate.text.toLowerCase()))
        .sort((x, y) => Number(y.type === value.type) - Number(x.type === value.type));
      const named = sameType.find((candidate) => denied.has(candidate.text.toLowerCase()));
      // Who someone is to the member ("daughters", "sister") is not a value that changes: it is replaced
      // only where the message names the one it takes back ("my niece, not my daughter"). "I'm an only
      // child" corrects no one's daughters.
      if (value.type === 'family' && !named) continue;
      // "me and my husband Idris just moved", "our Labrador Bess is 12 now": a name said with a relation or an animal is
      // that one's, never the member's own, and replaces only a name of the same relation or animal.
      if ((saidOfAnother(value) || (weakly && !inOwnClause(value))) && kinsIn(memory.text).length === 0) continue;
      if (!correctedNear(value)) continue;
      // A month alone moves only a memory the message speaks of ("moved to Victoria in January" moves no wedding).
      if (value.type === 'date' && MONTH_ALONE.test(value.text) && shared === 0) continue;
      const kin = value.type === 'proper' ? kinNamed(message, value.text) : undefined;
      if (value.type === 'proper' && isOwnName(memory) && (value.person === true || kin)) continue;
      if (kin && !mentionsKin(memory.text, kin)) continue;
      // "Lily is super allergic to shellfish", "we're reading Lessons in Chemistry": a name in a message that neither names
      // the relation of the memory nor speaks of a name renames no one ("Their husband is Lily").
      if (value.type === 'proper' && !kin && !NAMING.test(message) && kinsIn(memory.text).length > 0 && !kinsIn(memory.text).some((k) => mentionsKin(message, k))) continue;
      // "my husband and I now live near Whitby": a move changes where they live, not where they worked.
      // ("I have since settled in Inverness" never moves the church they play the organ at.)
      if ((value.type === 'place' && HOME_MOVE.test(message) && ['work', 'likes', 'identity'].includes(memory.kind)) || (HOME_MOVE.test(message) && memory.kind === 'work')) continue;
      // "Oscar wants to be a firefighter": a job someone hopes for replaces no one's.
      if (value.type === 'occupation' && new RegExp(`\\b(?:wants? to be|want to become|wants? to become|to be|dreams? of being|would be|could be)\\s+(?:a|an|either a|either an)?\\s*${escapedForRegExp(value.text)}`, 'i').test(message)) continue;
      const old = named ?? sameType.find((candidate) => said.some((s) => s.text.toLowerCase() === candidate.text.toLowerCase())) ?? sameType[0];
      if (!old) continue;
      // "Ulrike has noticed that Lotte is the name of her aunt, so the cat is called Mathilda": a name the message still
      // speaks of, and does not take back, is still that one's name; another name beside it renames no one.
      // (Not the member's own name, "Liz is fine. Elizabeth makes me feel like I'm in trouble"; nor a name said to be someone
      // else's, "Mruczek is the cat of my sister, mine is called Filemon".)
      const givenAway = new RegExp(String.raw`\b${escapedForRegExp(old.text)}\s+(?:is|was)\s+(?:the\s+[\p{L}-]+\s+of|my\s+[\p{L}-]+'s|(?:his|her|their)\s)|\b${escapedForRegExp(old.text)}\s+belongs\s+to\b`, 'iu').test(message);
      if (value.type === 'proper' && old.type === 'proper' && !named && !isOwnName(memory) && !givenAway && said.some((s) => s.text.toLowerCase() === old.text.toLowerCase())) continue;
      // A proper name replaces a proper name only where the memory holds one that the message does not.
      // "the 19th" for "the 12th of April" keeps the month.
      const dayOnly = value.type === 'date' && /^\d{1,2}(?:st|nd|rd|th)$/i.test(value.text) ? /\b\d{1,2}(?:st|nd|rd|th)?\b/.exec(old.text)?.[0] : undefined;
      const replaced = dayOnly ? old.text.replace(dayOnly, value.text) : value.text;
      // "Thursday the 5th" moved to "Monday": the old day of the month goes with its weekday.
      const withDay = value.type === 'date' && old.type === 'date' && !dayOnly ? String.raw`(?:,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\p{L}+)?(?![\p{L}\d]))?` : '';
      const text = memory.text.replace(new RegExp(`\\b${escapedForRegExp(old.text)}\\b${withDay}`, 'iu'), replaced);
      if (text === memory.text) continue;
      return [{ op: 'update', memoryId: memory.id, text, kind: memory.kind, ...(memory.slot ? { slot: memory.slot } : {}) }];
    }
  }
  return [];
}
