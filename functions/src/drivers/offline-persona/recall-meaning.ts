/**
 * Recall by meaning: a question the member asks about themselves ("what instrument do I play?",
 * "which city am I in these days?", "what should I avoid eating?", "who is getting married?") is
 * read for the frame it asks about and the kind of answer it wants, and matched against the
 * memories by both and by the words they share (in their roots: "play", "played", "playing"), not
 * by its wording. The answer states the memory back to the member ("You told me you play the cello
 * in a small orchestra.").
 *
 * The kinds of things a question may name ("instrument", "sport", "animal", "language") are word
 * classes: a question for an instrument finds the memory that names one.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import type { KnownMemory } from '../../ports/memory-extractor';
import { nlp } from '../lazy-nlp';
import { LOW_MOMENT_WORDS, PARTNER_RELATIONS, SIBLING_RELATIONS, PEOPLE_AS_A_GROUP, RELATIONS, SAME_AS, SPECIES, WORD_CLASSES as CLASSES } from '../offline-memory/vocabulary';
import { toYou } from '../offline-memory/wording';
import { asksFor, kindsOf, narrowerThan } from './by-meaning/meaning';
import { CLASS_VERBS, CLASS_WORDS, classMembers, inFoodClass, OTHER_CLASS_OF, readByKind } from './by-meaning/question-classes';
import { WHO_AM_I, withApostrophes } from './text-helpers';
import { AGE_OF_NAMED, AVOIDING, CONDUCT_ASKED, STYLE_ASKED } from './by-meaning/asks-about-member';
import type { Evidence } from './by-meaning/said-evidence';
import { saidPlainly } from './by-meaning/question-asked';
import { AVOIDED_IN_MEMORY, DISLIKED_IN_MEMORY, LIKED_IN_MEMORY, HOUSEHOLD, TRADE_DONE, TRAVELS_BY, WORK_WORDS, OTHERS_JOB, FORMER_WORK, EVIDENCE, AGE_STATED, SHARED_KIND_EVIDENCE } from './by-meaning/memory-evidence';
import { GOES_SOMEWHERE, TRIP_WORDS } from './trip-words';

/** A memory about one of the member's people ("Their roommate Dev ...", "Their little sister ..."). */
const ABOUT_THEIR_PEOPLE = new RegExp(String.raw`^their\s+(?:[\p{L}-]+\s+)?(?:${Object.keys(RELATIONS).sort((a, b) => b.length - a.length).join('|')})s?\b`, 'iu');

/** "how do I get to work?", "how do I commute?": how they travel. */
const COMMUTE_ASKED = /\bhow do (?:i|we) (?:usually |normally )?(?:get to|go to|travel to|get into|commute)\b|\bcommut\w*\b|\bhow do (?:i|we) get (?:there|around)\b/;

/** A low moment in a question ("when the day's been rough", "after a bad shift", "to feel better"): what comforts them is asked. */
const LOW_MOMENT_ASKED = new RegExp(String.raw`\b(?:at times|when|whenever|after|on)\b[^?]*\b(?:${LOW_MOMENT_WORDS}|wrong)\b|\b(?:feel better|cheer (?:me|myself) up|pick me up|fix(?:es)? (?:me|a|my|things)|comfort\w*|get me through)\b`);


/** Relations said in two or more words ("little ones", "best mate", "other half"), by the relation they name. */
const RELATION_PHRASES = Object.entries(RELATIONS)
  .filter(([words]) => words.includes(' '))
  .map(([words, relation]) => ({ relation, pattern: new RegExp(String.raw`\b${words}s?\b`, 'i'), mine: new RegExp(String.raw`\b(?:my|our)\s+${words}s?\b`, 'i') }));
const namesRelationInWords = (text: string, relation: string) => RELATION_PHRASES.some((phrase) => phrase.relation === relation && phrase.pattern.test(text));

/** The words that name an animal: species, breeds, "pet". */
const ANIMAL_WORDS: ReadonlySet<string> = new Set([...Object.keys(SPECIES), ...(CLASSES['animal'] ?? [])]);
/** WordNet's reading of a word as an animal of a species the vocabulary knows ("tabby" is a cat). */
const SPECIES_NAMES = [...new Set(Object.values(SPECIES))];
const isAnimalByMeaning = (word: string) => SPECIES_NAMES.some((species) => kindsOf(word).has(species));

/** "my children": a son, a daughter, a kid. */
const CHILDREN: ReadonlySet<string> = new Set(['child', 'son', 'daughter', 'baby', 'twin']);
/** A relation asked about and one a memory names: "my children" is a son or a daughter, and "my daughters" are among "their kids". */
const sameKin = (asked: string, named: string | undefined) => named !== undefined && (named === asked || (asked === 'child' && CHILDREN.has(named)) || (named === 'child' && CHILDREN.has(asked)));
/** Words a question or a memory uses for a relation under another name ("a little girl called Mia" is a daughter to "my little one"). */
const ASKED_AS: Readonly<Record<string, string>> = { children: 'child', manager: 'boss', girl: 'daughter' };
/** Who a member marries, as RELATIONS names them. */
const PARTNERS = [...PARTNER_RELATIONS];
/** A sibling asked about: a brother, a sister or a twin answers. */
const SIBLINGS = [...SIBLING_RELATIONS];

/** The frames a question asks about, by the words that say so. */
const ASKS: [MemoryKind | 'age' | 'name' | 'health' | 'home' | 'origin' | 'plan', RegExp][] = [
  ['style', STYLE_ASKED],
  ['name', new RegExp(String.raw`\b(?:my name|call me|what(?:'s| is) my name|name should you|should you call|am i called|do i go by|my nickname)\b|${WHO_AM_I}`)],
  ['age', /\bhow old\b|\bmy age\b|\bwhat age\b|\bbirthday (?:did|am)\b|\bwhich birthday\b/],
  ['health', new RegExp(String.raw`\b(?:kill me|deadly|fatal|epi-?pen|anaphyla\w*|recover\w*|got over|get over|getting over|illness|ill|sick|diseases?|diagnos\w*|surgery|operation|injur\w*|allerg\w*|hives|rash|reaction|can't eat|cannot eat|can't have|shouldn't eat|should not eat|diet\w*|intoleran\w*|medical|condition|health|eat|eating|food rules|off the menu|keep out|religion|faith|meat|dairy|gluten|meals?|recipes?|cook for me|stomach)\b|${AVOIDING.source}`)],
  ['home', /\b(?:where do i live|live|living|reside|residing|whereabouts|based|home|city|town|village|country|state|neighbou?rhood|area|move|moved|moving|relocat\w*|settled|settle|put down roots|where am i|where i've|where i am|where i'm|which place|where's my place|uni town)\b/],
  ['origin', /\b(?:from|grew up|hometown|originally|born|raised)\b/],
  ['work', /\b(?:job|work|working|teach|teaches|teaching|taught|lecture|lecturing|do for a living|for a living|profession|trade|career|employ\w*|role|position|company|earn|money|paycheck|paycheque|salary|wages?|crust|pay the bills|occupation|what do i do(?!\s+(?:for fun|in my (?:free|spare) time|to (?:relax|unwind)))|industry|line of work|field|sector|speciali[sz]e|specialty|speciality|qualifications?|qualified|boss|colleague|office|shift|business|rank|retired|department|hospital|clinic|ward|workplace|study|studying|course|degree|subject|school|uni|university|college|major|training|year)\b/],
  ['people', /\b(?:who|whose|called|name|names|named|kid|kids|child|children|son|sons|daughter|daughters|partner|husband|wife|boyfriend|girlfriend|pet|pets|dog|cat|animal|animals|bird|sibling|siblings|brother|sister|family|friend|mum|mom|dad|father|mother|twins|parents|how many)\b/],
  ['plan', /\b(?:when|what day|which day|what date|date|what time|coming up|plans|planned|happening|trip|travel\w*|flying|fly|visit\w*|wedding|interview|exam|test|appointment|holiday|vacation|due|arrive|arriving|land|going|married|marry|marrying|party|getting|off to|heading|tickets?|gig|concert|festival|ceremony|big day)\b/],
  ['likes', /\b(?:like|likes|love|loves|enjoy|favou?rite|fave|fav|into|hobby|hobbies|fan|go-to|comfort|instrument|instruments|sport|sports|music|game|games|team|club|food|foods|dish|drink|band|artist|book|books|show|shows|film|films|movie|movies|collect|play|relax|unwind|free time|spare time|for fun|weekend|weekends|hate|can't stand|dislike|obsessed|addicted|hooked|watch|listen|read|craft|cook|eat|genre|dessert|snack)\b/],
];

const KIND_OF: Record<string, MemoryKind[]> = {
  name: ['identity', 'style'], age: ['identity', 'plans'], health: ['identity', 'likes'], home: ['places'], origin: ['places', 'identity'], work: ['work'],
  people: ['people', 'plans'], plan: ['plans', 'people'], likes: ['likes'], identity: ['identity'], places: ['places'], plans: ['plans'], style: ['style'],
};

/**
 * A question as read for what it asks: lower case, its idioms said plainly, and
 * an occasion said in it ("what's my go-to food when I'm sad?") not read as asking when: "when"
 * followed by its subject is a clause of its own, a question's "when" by its verb ("when is ...").
 */
function asAsked(question: string): string {
  // "what can't I have?", "what shouldn't we eat?": the question's order of a negative modal and its subject, as told.
  // (saidPlainly writes "I" as a word: lower case again, as every reading below expects.)
  const text = withApostrophes(saidPlainly(question.toLowerCase().replace(/[’]/g, "'")).toLowerCase()).replace(/\b(can't|cannot|shouldn't|mustn't|couldn't)\s+(i|we)\b/g, '$2 $1');
  // ("what do I eat when the week's been rough?": a "when" after the question's verb opens a clause too, unless a verb of knowing asks it.)
  const clause = text.replace(/\b(?:when|whenever)\s+(?=(?:i|i'm|im|i've|ive|we|we're|my|it|it's|its)\b)/g, 'at times ');
  return ` ${clause.replace(/(?<=\b(?:i|we|you)\s+(?!(?:know|remember|recall|forget|forgot|told|tell)\b)\p{L}+\b[^?,;]*?\s)(?:when|whenever)\b/gu, 'at times')} `;
}

/** The frames a question read by `asAsked` asks about, by the words that say so (no memory is read). */
function framesIn(asked: string): (typeof ASKS)[number][0][] {
  return ASKS.filter(([, pattern]) => pattern.test(asked)).map(([frame]) => frame);
}
const framesAskedBy = (question: string) => framesIn(asAsked(question));

/** The kinds of memory a question asks about, by the words that say so (no memory is read). */
export function kindsAskedBy(question: string): Set<MemoryKind> {
  return new Set(framesAskedBy(question).flatMap((frame) => KIND_OF[frame] ?? []));
}

const STOP = new Set(
  ('a an the my your their our his her its about of to in on at for and or is are was were be been am do does did have has had i me you it what which who whom whose when where why how ' +
    'that this these those with from all any some kind sort type thing things again remind tell know remember recall please can could would should will just really ' +
    'usually most mostly me myself these days nowadays currently now ever still any one ones much many lot get got go there here by as so if than then into out up').split(' '),
);

/** "playing", "plays", "played" → "play"; "novels" → "novel". */
function root(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('es') && /(?:ch|sh|x|s|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.replace(/(.)\1$/, '$1').replace(/e$/, '');
}

const wordsOf = (text: string) =>
  text.toLowerCase().replace(/[’]/g, "'").split(/[^\p{L}\p{N}'&-]+/u).map((word) => word.replace(/^'+|'+$/g, '').replace(/'s$/, '')).filter(Boolean);
const contentRoots = (text: string) => new Set(wordsOf(text).filter((word) => !STOP.has(word) && word.length > 1).map((word) => SAME_AS[word] ?? root(word)));

/**
 * The roots of every form of a question's verbs (compromise conjugates them): "what did I just buy?"
 * meets "They just bought a house", as no suffix rule can. The question is read once; the memories
 * keep their cheap roots (a reading of each with compromise cost 2.6 s for 500 cold, against 64 ms).
 */
function verbFormRoots(question: string): string[] {
  // "did", "am", "have": the helpers say nothing of what is asked.
  const verbs = (nlp(question).verbs().conjugate() as Record<string, string>[]).filter((verb) => !STOP.has((verb['Infinitive'] ?? '').toLowerCase()));
  const forms = verbs.flatMap((verb) =>
    [verb['Infinitive'], verb['PastTense'], verb['PresentTense'], verb['Participle']].filter((form): form is string => Boolean(form) && !/\s/.test(form!)),
  );
  return forms.map((form) => form.toLowerCase()).filter((form) => !STOP.has(form)).map((form) => SAME_AS[form] ?? root(form));
}




/** Words that say which frame a question asks about, already read by ASKS: not matched by meaning. */
const FRAME_WORDS = new Set('like likes love loves enjoy favourite favorite fave fav best name names called named usually'.split(' '));

/** A memory's content words, and its pairs of words that WordNet may know as one ("german shepherd", "ice cream"). */
const memoryWords = (words: string[]) => {
  // Words that frame a memory ("name", "called", "love") are not what it is about: WordNet would find "name" a kind of "condition".
  const content = words.filter((word) => !STOP.has(word) && !FRAME_WORDS.has(word) && word.length > 2 && !/\d/.test(word));
  const pairs = words.slice(1).flatMap((word, i) => (STOP.has(word) || STOP.has(words[i]!) ? [] : [`${words[i]} ${word}`]));
  return [...pairs, ...content];
};

/** A memory's words, their roots and its words to match by meaning, read once per text. */
const readings = new Map<string, { have: Set<string>; words: string[]; meaningful: string[] }>();
function readMemory(text: string) {
  const known = readings.get(text);
  if (known) return known;
  const words = wordsOf(text);
  const have = contentRoots(text);
  // "They're going to Seoul in May" is a trip, asked for as one.
  if (GOES_SOMEWHERE.test(text)) for (const word of TRIP_WORDS) have.add(SAME_AS[word] ?? root(word));
  const reading = { have, words, meaningful: memoryWords(words) };
  if (readings.size > 5000) readings.clear();
  readings.set(text, reading);
  return reading;
}

const said = (memory: KnownMemory) => (memory as Evidence).said === true;

interface Scored {
  memory: KnownMemory;
  score: number;
}

/** The words of a question that name the class of thing it asks for: "colour" in "what colour do I like best?". */
export const classesAsked = (question: string) =>
  wordsOf(question).filter((word) => CLASS_WORDS[word] !== undefined && !/^(?:eat|eating|drive|believe|stationed|scared|afraid|terrified|frightened)$/.test(word));

/** Whether a text names a class of thing the question asks for ("Their favourite colour is yellow."). */
export function namesClassAsked(question: string, text: string): boolean {
  const said = new Set(wordsOf(text));
  return classesAsked(question).some((word) => said.has(word) || said.has(`${word}s`) || said.has(word.replace(/s$/, '')));
}

/** The memories that answer a question about the member, best first (at most two). */
export function memoriesAnswering(question: string, given: readonly KnownMemory[], options: { strict?: 'words' | 'name' } = {}): KnownMemory[] {
  const named = AGE_OF_NAMED.exec(question.trim())?.[1];
  const memories = named ? given.filter((memory) => new RegExp(String.raw`\b${named}\b`, 'u').test(memory.text)) : given;
  if (memories.length === 0) return [];
  const text = asAsked(question);
  const asks = framesIn(text);
  const kinds = new Set(asks.flatMap((frame) => KIND_OF[frame] ?? []));
  const primaryKinds = new Set(asks.flatMap((frame) => KIND_OF[frame]?.slice(0, 1) ?? []));
  const wanted = contentRoots(saidPlainly(question));
  for (const form of verbFormRoots(question)) wanted.add(form);
  // "which colour do I like best?", "my cocktail of choice", "my top movie": a preference at its highest is a favourite.
  if (/\b(?:like|love|enjoy|rate|prefer)\w* (?:\w+ )?(?:best|most)\b|\b(?:top|go-to|number one|all-time)\b|\bof choice\b/.test(text)) {
    for (const word of ['favourite', 'favorite', 'fav', 'fave']) wanted.add(SAME_AS[word] ?? root(word));
  }
  // "what do I cook when the day's been rough?", "what fixes a bad day for me?": a low moment asks for their comfort.
  if (LOW_MOMENT_ASKED.test(text)) wanted.add(root('comfort'));
  const classes = new Set(wordsOf(question).flatMap((word) => (CLASS_WORDS[word] ? [CLASS_WORDS[word]!] : [])));
  // "which festival", "what company": a thing of a kind, which is often one with a name.
  const wantsName = /\b(?:who|whose|called|name|names|named)\b/.test(text) || /\b(?:which|what) (?!(?:do|does|did|is|are|was|were|am|have|has|had|can|could|should|would|will|kind|sort|type|time|day|date|year|month)\b)\p{L}+ (?:am|is|are|was|were|do|does|did|have|has|had)\b/u.test(text);
  const wantsNumber = /\b(?:how many|how old|what age|my age|how long|how much|which birthday|how often|what year)\b/.test(text);
  const wantsPlace = /\b(?:where|city|town|country|state|place)\b/.test(text);
  const wantsDate = /\b(?:when|what day|which day|what date|date|what time|what month)\b/.test(text);
  // "my sister's name": the person asked about must be the one the memory speaks of.
  const normal = (said: string) => {
    const bare = said.replace(/'s$|s'$/, '');
    const word = ASKED_AS[bare] ?? bare;
    const found = RELATIONS[word] ?? SPECIES[word] ?? RELATIONS[word.replace(/s$/, '')] ?? SPECIES[word.replace(/s$/, '')];
    return found === 'manager' ? 'boss' : found;
  };
  const questionWords = wordsOf(saidPlainly(question).replace(/\b(?:other|better) half\b/gi, 'partner'));
  // "my sister", "my little bro", "our eldest daughter": the relation after "my", an adjective of age between.
  const possessed = (i: number) => i > 0 && (/^(?:my|our)$/.test(questionWords[i - 1]!) || (i > 1 && /^(?:my|our)$/.test(questionWords[i - 2]!) && /^(?:little|lil|big|older|younger|baby|twin|new|best|eldest|youngest|oldest|middle|late)$/.test(questionWords[i - 1]!)));
  // "my partner", "my other half", "my spouse": whoever the member's partner is, husband or girlfriend.
  // ("my bro or sis": the one after "or" is asked about too.)
  const kin = questionWords.flatMap((word, i) => ((possessed(i) || (i > 1 && questionWords[i - 1] === 'or' && possessed(i - 2))) && normal(word) ? (PARTNER_RELATIONS.has(normal(word)!) ? PARTNERS : normal(word) === 'sibling' ? SIBLINGS : [normal(word)!]) : []));
  // "am I an only child?": asks about their brothers and sisters ("my only child" is their one child).
  if (/\b(?:am i|i'm|im|i am|was i|i was|were you)\s+(?:an?\s+)?only child\b/.test(text)) kin.push('brother', 'sister', 'sibling');
  // "my little one", "my best mate": a relation said in two words.
  for (const phrase of RELATION_PHRASES) if (phrase.mine.test(text)) kin.push(phrase.relation);
  // "who am I going to marry?", "who am I engaged to?": the one asked about is the member's partner.
  if (kin.length === 0 && /\bwho\b/.test(text) && /\bi\b/.test(text) && /\b(?:marry|marrying|married to|engaged to|wed|wedding to)\b/.test(text) && !/\b(?:is|are)\s+(?:getting\s+)?married\b/.test(text)) kin.push(...PARTNERS);
  const speaksOf = (memory: KnownMemory, relation: string) => {
    const { words, meaningful } = readMemory(memory.text);
    return words.some((word) => sameKin(relation, normal(word))) || namesRelationInWords(memory.text, relation) || (memory.kind === 'people' && meaningful.some((word) => kindsOf(word).has(relation)));
  };
  const asksAnimal = questionWords.some((word) => SPECIES[word] !== undefined || SPECIES[word.replace(/s$/, '')] !== undefined || CLASS_WORDS[word] === 'animal');
  const short = wordsOf(question).length <= 6;
  // "what food do I hate?", "what am I not allowed to eat?": what they dislike or must keep away from.
  const asksDisliking =
    /\b(?:hate|hates|dislike|can't stand|cant stand|loathe|detest|not like|don't like|dont like|can't bear|not a fan|not allowed|can't eat|cannot eat|can't have|shouldn't eat|should not eat|mustn't|must not|not supposed to|not meant to)\b/.test(text) || AVOIDING.test(text);
  const asksHousehold = /\blive with\b|\bshare (?:a|my) (?:flat|house|home|place|room)\b|\bmy (?:flatmate|roommate|housemate)\b/.test(text);
  const asksLiking = /\b(?:favou?rite|fave|fav|go-to|comfort|love|loves|like best|like most|enjoy|support|root for|cheer for|follow)\b/.test(text) && !AVOIDING.test(text) && !/\b(?:hate|dislike|can't stand|allerg\w*|avoid\w*|can't|cannot)\b/.test(text);
  // A kind that several frames share (identity: a name, an age, a diet) counts only for a memory that shows the frame asked about.
  const sharedFrames = asks.filter((frame) => SHARED_KIND_EVIDENCE[frame]);
  const showsSharedKind = (memory: KnownMemory) => memory.kind !== 'identity' || sharedFrames.length === 0 || asks.includes('identity') || sharedFrames.some((frame) => SHARED_KIND_EVIDENCE[frame]!.test(memory.text));
  // "what was my former career?", "what did I do before my current role?": the job they had.
  const asksPast = /\b(?:former|previous|old job|used to|before that|did i use to|ex-)\b/.test(text) || (asks.includes('work') && /\bdid i do before\b|\bbefore (?:my|this|the) (?:current |present )?(?:job|role|position|career|work)\b/.test(text));
  // "what am I training to become?", "what's my dream job?": the work they aim at, not the work they do.
  const asksAim = /\b(?:(?:want|wanna|hope|hoping|plan|planning|aim|aiming|training|studying|going|trying|working)\s+to\s+(?:be|become)|to become|dream job|aiming for)\b/.test(text);
  const askedWords = [...new Set(questionWords.filter((word) => !STOP.has(word) && !FRAME_WORDS.has(word) && word.length > 2 && !/\d/.test(word)))];
  // "where did I live before?", "which city did I leave?": the home they had, not the one they have.
  const asksFormerHome = asks.includes('home') && /\b(?:before|previously|originally|used to|use to|left|leave)\b/.test(text);
  const newestHome = Math.max(0, ...memories.filter((memory) => memory.kind === 'places').map((memory) => memory.updatedAt.getTime()));
  // "where am I living now?", "what do I play?": a question of their own, of no one of theirs, not answered by their people's doings (a wedding of theirs is their plan too: below).
  const ownOnly = kin.length === 0 && !questionWords.some((word) => normal(word)) && !text.split(/[^\p{L}]+/u).some((word) => PEOPLE_AS_A_GROUP.has(word)) && /\b(?:i|we)\b/.test(text) && !/\b(?:who|whose|name|names|called|she|he|her|hers|his|him|they|them)\b/.test(text);
  const scored: Scored[] = memories.map((memory) => {
    const { have, words, meaningful } = readMemory(memory.text);
    // "my dog" finds "a german shepherd named Barnaby": a word of the memory that is one of them, by WordNet.
    // WordNet's kinds only for a memory of the member's people: "peanut" is, in one sense, a small child.
    if (kin.length > 0 && !kin.some((relation) => speaksOf(memory, relation))) return { memory, score: 0 };
    // "what kind of dog do I have?": a memory that names no animal is about a person or a thing.
    // (Any memory: a cousin's wedding is no answer to "what creature do I keep?")
    // (Of a memory of theirs, any animal WordNet knows: "what creature freaks me out?" is answered by scorpions.)
    const namesAnimal = words.some((word) => ANIMAL_WORDS.has(word) || ANIMAL_WORDS.has(word.replace(/s$/, ''))) || meaningful.some((word) => isAnimalByMeaning(word) || (memory.kind !== 'people' && kindsOf(word).has('animal')));
    if (asksAnimal && !namesAnimal) return { memory, score: 0 };
    // "what's my pup called?": the memory speaks of the one asked about ("a dog named Trump").
    let score = kin.length > 0 ? 1 : 0;
    let shared = 0;
    // What any memory of a name, a number, a place or a date earns.
    let generic = 0;
    for (const word of wanted) if (have.has(word)) shared += 1;
    score += shared * 1.5;
    // The member's own sentence has no kind of its own: only its words show a frame; a stored memory wins over it.
    if ((!said(memory) && kinds.has(memory.kind) && showsSharedKind(memory)) || [...kinds].some((kind) => EVIDENCE[kind]?.test(memory.text) && showsSharedKind(memory))) score += 1;
    // Between two memories that each show a frame asked about, one filed under the frame's first kind ("a diet" is identity before likes).
    if (!said(memory) && primaryKinds.has(memory.kind)) score += 0.25;
    let classed = false;
    let meant = 0;
    // "how many felines", "what vessel", "which city": a word of the question that names the memory's word, a class of it, or a word derived from it (WordNet).
    // A question about the member's own work is not answered by a word of a memory about one of their people ("he judges them daily").
    const othersWords = kin.length === 0 && asks.includes('work') && ABOUT_THEIR_PEOPLE.test(memory.text);
    for (const asked of othersWords ? [] : askedWords) {
      // "what fruit ...": a class read by WordNet's kinds is not read again by its looser senses (coffee and seeds are fruits to a botanist).
      if (have.has(SAME_AS[asked] ?? root(asked)) || readByKind(asked)) continue;
      // A long memory meets many of a question's words by WordNet's senses: the nearest meaning counts, once.
      if (meaningful.some((word) => asksFor(asked, word))) meant = Math.max(meant, 2);
      else if (meaningful.some((word) => narrowerThan(asked, word))) meant = Math.max(meant, 1.5);
    }
    score += meant;
    const related = meant > 0;
    for (const name of classes) {
      if (words.some((word) => classMembers(name).includes(word) || CLASS_VERBS[name]?.includes(word) || inFoodClass(name, word))) {
        score += 2;
        classed = true;
      }
    }
    // "what's my go-to food?" is not answered by "They play the cello": a pastime of another class, nothing of the one asked.
    if (memory.kind === 'likes' && classes.size > 0 && !classes.has('family') && !classed && shared === 0 && !related && words.some((word) => OTHER_CLASS_OF.has(word) && !classes.has(OTHER_CLASS_OF.get(word)!))) return { memory, score: 0 };
    // A question the patterns read but could not answer ("when is my dentist appointment?") needs the memory to share its words.
    // It needs the same words, or one of a class it names: WordNet's looser relations ("appointment" and "named") are not enough.
    if (options.strict === 'words' && shared === 0 && !classed) return { memory, score: 0 };
    const proper = /(?<!^)(?<![.!?;]\s)\b\p{Lu}\p{Ll}+/u.test(memory.text.replace(/^\S+\s/, '')) || /\b(?:called|named|name is)\s+\p{L}/u.test(memory.text);
    // "what's my dad's name?": a memory of him without a name does not answer it.
    if (options.strict === 'name' && !proper) return { memory, score: 0 };
    // ("names of my children": "They have a child." names none of them.)
    if (wantsName && proper) generic += 0.5;
    else if (wantsName && kin.length > 0) score -= 2;
    if (wantsNumber && /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|hundred)\b/i.test(memory.text)) generic += 1;
    // "how old am I?": a memory that states the member's age ("They're 71", "They are 34 years old") is the answer.
    if (asks.includes('age') && AGE_STATED.test(memory.text)) score += 2;
    if (wantsPlace && (memory.kind === 'places' || hasPlace(memory.text))) generic += 1;
    // "what's my go-to food?": what they are allergic to or avoid is the opposite of the answer.
    if (asksLiking && AVOIDED_IN_MEMORY.test(memory.text)) score -= 2;
    // "what food do I hate?": what they can't stand answers it, what they love does not.
    if (asksDisliking) score += DISLIKED_IN_MEMORY.test(memory.text) ? 2 : LIKED_IN_MEMORY.test(memory.text) ? -2 : 0;
    // "who do I live with?": a roommate, a partner, the family.
    if (asksHousehold && HOUSEHOLD.test(memory.text)) score += 2;
    // "what was my former career?": what they used to do, not what they do now.
    if (asksPast) score += /\b(?:used to|was|were|retired|formerly|previously|before|left|quit|ex-)\b/i.test(memory.text) ? 1 : -1.5;
    // "what's my line of work?": the job they had is not the one they have.
    else if (asks.includes('work') && FORMER_WORK.test(memory.text)) score -= 1;
    // "what's my job?": a memory naming an occupation or a workplace of the member's answers it before one WordNet relates loosely ("living", "coast").
    else if (asks.includes('work') && kin.length === 0 && !ABOUT_THEIR_PEOPLE.test(memory.text) && (WORK_WORDS.test(memory.text) || TRADE_DONE.test(memory.text))) score += OTHERS_JOB.test(memory.text) ? -1 : 1;
    if (asksAim) score += /\b(?:to\s+(?:be|become)\s+(?:a|an)|dream job|want(?:s|ed)?\s+to\s+be)\b/i.test(memory.text) ? 2 : 0;
    // "how do I get to class?", "how do I commute?": how they travel, by whatever they ride, drive or walk.
    if (COMMUTE_ASKED.test(text) && TRAVELS_BY.test(memory.text) && !TRADE_DONE.test(memory.text)) score += 3;
    // Where they are from is not where they live, and the other way round.
    // (Of the member: "Their roommate Dev is from Mumbai" says nothing of where they are from.)
    const fromOnly = /\b(?:are|is|am|come|comes|originally|(?:came|moved|relocated)(?:\s+over)?)\s+from\b|[’']re from\b|\b(?:grew up|born|raised|originally)\b/i.test(memory.text) && !/\b(?:live|lives|living|moved (?:to|into|in)|based|now in)\b/i.test(memory.text) && !ABOUT_THEIR_PEOPLE.test(memory.text);
    if (asks.includes('origin') && !asks.includes('home') && fromOnly) score += 1.5;
    if (asks.includes('home') && !asks.includes('origin') && fromOnly && !asksFormerHome) score -= 1.5;
    // "where do we live now?": a move they planned is not where they live once a home was told after it ("we're in Bradford now").
    if (asks.includes('home') && memory.kind === 'plans' && /\b(?:mov|relocat)\w*/i.test(memory.text) && memory.updatedAt.getTime() < newestHome) score -= 2;
    else if (asks.includes('home') && memory.kind === 'places' && /\b(?:now|these days|nowadays|currently)\b/i.test(memory.text)) score += 1;
    if (asksFormerHome && memory.kind === 'places') score += /\b(?:from|left|used to|before|previously|grew up)\b/i.test(memory.text) ? 2 : -1.5;
    if (ownOnly && memory.kind !== 'plans' && !said(memory) && ABOUT_THEIR_PEOPLE.test(memory.text)) score -= 3;
    if (wantsDate && short && /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|tonight|weekends?|weeks?|months?|years?|\d+(?:st|nd|rd|th))\b/i.test(memory.text)) generic += 1;
    // (A request about Bela's replies is never where they live or when: it earns none of these.)
    return { memory, score: score + (memory.kind === 'style' ? 0 : generic) };
  });
  // A question in the first person needs its frame or one shared word; one without needs more.
  const personal = /\b(?:i|i'm|im|i've|ive|my|me|mine|myself|we|our|us)\b/.test(text) || CONDUCT_ASKED.test(text);
  // "when is it?", "which city?": a short question after a statement asks about what was just said.
  // A stored memory wins over a sentence the member said that scores as well or nearly.
  const rank = (entry: Scored) => entry.score - (said(entry.memory) ? 0.75 : 0);
  // The member's own sentence answers a question without a person in it only as a short follow-up ("which city?").
  const enough = (entry: Scored) => entry.score >= (personal ? 1 : short && (!said(entry.memory) || wordsOf(question).length <= 4) ? 1.5 : 2.5);
  const ranked = scored.filter(enough).sort((x, y) => rank(y) - rank(x) || memories.indexOf(y.memory) - memories.indexOf(x.memory));
  const best = ranked[0];
  if (!best) return [];
  // "what's my little one called and what's my bf's name?": the best memory of each one asked about.
  // (A partner, whoever it is, is one of them.)
  const asked = [...new Set(kin.map((relation) => (PARTNERS.includes(relation) ? 'partner' : relation)))];
  if (asked.length >= 2) {
    const each = asked.flatMap((one) => ranked.find((entry) => (one === 'partner' ? PARTNERS : [one]).some((relation) => speaksOf(entry.memory, relation)))?.memory ?? []);
    return [...new Set(each)].slice(0, 2);
  }
  // Two memories when the second is nearly as good ("what languages do I speak?" over two facts).
  // A sentence the member said is joined to a memory only when it is not the same fact in other words (most of its words elsewhere).
  const sameFact = (x: KnownMemory, y: KnownMemory) => {
    const [a, b] = [readMemory(x.text).have, readMemory(y.text).have];
    const common = [...a].filter((word) => b.has(word)).length;
    return common >= Math.min(a.size, b.size) / 2;
  };
  const second = ranked.slice(1).find((entry) => said(entry.memory) === said(best.memory) || !sameFact(entry.memory, best.memory));
  return second && second.score >= best.score - 1 && second.score >= 1 && (second.score >= 1.5 || said(second.memory) !== said(best.memory)) ? [best.memory, second.memory] : [best.memory];
}

const placeCache = new Map<string, boolean>();
function hasPlace(text: string): boolean {
  const known = placeCache.get(text);
  if (known !== undefined) return known;
  const found = (nlp(text).places().found as boolean) ?? false;
  if (placeCache.size > 2000) placeCache.clear();
  placeCache.set(text, found);
  return found;
}

/** A memory said back to the member: "They play the cello." → "you play the cello". */
export function saidBack(memory: KnownMemory): string {
  return toYou(memory.text.replace(/[.!?]+$/u, ''));
}
