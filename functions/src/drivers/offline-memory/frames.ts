/**
 * Frames: the general reading of a clause the sentence patterns of statements.ts do not cover.
 *
 * A clause is read for who it speaks of (the member, in the first person or with the subject left
 * out as in texting: "hate cilantro", "living in Sacramento"; or one of their own people or pets:
 * "my dad played violin") and for the frame its verb or its words open:
 *
 * - states: live, move, be based, be from, grow up; work, teach, coach, study, be a <job>;
 * - preferences: love, like, enjoy, hate, can't stand, be into, be a fan of, favourite; hobbies
 *   said as a habit (play, read, collect, knit, ...);
 * - health and diet the member volunteers (allergic, intolerant, vegan, ...): see
 *   docs/decisions/0031-understanding-by-frames.md for what is kept and why;
 * - identity: age, faith, languages spoken;
 * - relations and pets: "my sister Claire", "Lena and Mateo, my kids", "a dog called Rex";
 * - events with a date ("my brother is visiting on 5 March").
 *
 * Verbs are matched in every form compromise conjugates them into (live, lives, lived, living),
 * places and names are what compromise tags as such. What a frame finds is kept as a note: the
 * clause itself in the memory's voice ("They play the cello in a small orchestra."), filed under the
 * frame's kind and slot, so a later statement of the same slot replaces it. A clause about anyone
 * else, or that asks, imagines, negates (beyond a dislike or a diet), reports or jokes, has no frame.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import { nlp } from '../lazy-nlp';
import { findDate, lastDayOf } from './dates';
import { type Fact, slug } from './facts';
import type { ReadContext } from './statements';
import { EVENTS, LANGUAGES, OCCUPATIONS, RELATIONS, SPECIES, WORD_CLASSES } from './vocabulary';
import { nameAfter, namesIn, placeIn } from './frame-names';
import { inTheirVoice } from './voice';
import { JUDGEMENTS, tagsOf } from './words';

/** A frame's reading: the memory text in the memory's voice ("They live in Porto."), its kind and slot. */
export type Note = Extract<Fact, { type: 'note' }>;

// ——— verbs, in all their forms ———
const formCache = new Map<string, string[]>();

/** Every form of each verb ("live" → live, lives, lived, living), as compromise conjugates it. */
function formsOf(verbs: string[]): string[] {
  const key = verbs.join(' ');
  const cached = formCache.get(key);
  if (cached) return cached;
  const forms = new Set<string>();
  for (const verb of verbs) {
    forms.add(verb);
    const conjugated = (nlp(verb).tag('Verb') as ReturnType<typeof nlp>).verbs().conjugate()[0] as Record<string, string> | undefined;
    for (const form of Object.values(conjugated ?? {})) if (!form.includes(' ')) forms.add(form.toLowerCase());
  }
  const list = [...forms].sort((x, y) => y.length - x.length);
  formCache.set(key, list);
  return list;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: Iterable<string>) => [...words].sort((x, y) => y.length - x.length).map(escape).join('|');
const verbPattern = (verbs: string[]) => new RegExp(`\\b(?:${anyOf(formsOf(verbs))})\\b`, 'i');

/** The verb classes of the frames (lazily built: compromise conjugates them on first use). */
let classes: ReturnType<typeof buildClasses> | undefined;
function buildClasses() {
  return {
    home: verbPattern(['live', 'reside', 'relocate', 'settle']),
    moved: /\b(?:move|moves|moved|moving|relocated|relocating)\s+(?:[\p{L}]+\s+){0,3}?(?:to|into|over to|back to|out to)\b/iu,
    work: verbPattern(['work', 'teach', 'coach', 'nurse', 'volunteer', 'intern', 'freelance', 'employ']),
    study: verbPattern(['study', 'graduate', 'revise']),
    feel: verbPattern(['love', 'like', 'enjoy', 'adore', 'prefer', 'hate', 'detest', 'loathe', 'dislike', 'miss', 'crave']),
    hobby: verbPattern([
      'play', 'read', 'collect', 'knit', 'crochet', 'sew', 'paint', 'draw', 'sketch', 'bake', 'cook', 'garden', 'hike', 'run', 'jog', 'swim', 'cycle', 'bike', 'dance',
      'sing', 'write', 'watch', 'listen', 'practise', 'practice', 'fish', 'climb', 'surf', 'ski', 'skate', 'ride', 'box', 'lift', 'game', 'stream', 'brew', 'restore',
      'build', 'make', 'photograph', 'volunteer', 'travel', 'drink', 'eat', 'grow', 'shoot', 'row', 'sail', 'meditate', 'compete', 'support', 'follow', 'speak', 'own',
      'drive', 'do', 'go', 'attend', 'keep', 'raise', 'breed', 'foster', 'rescue', 'wear', 'learn', 'train', 'run',
    ]),
    have: /\b(?:have|has|had|'ve|'ve got|have got|got|own|owns|adopted|rescued)\b/i,
  };
}
const verbs = () => (classes ??= buildClasses());

// ——— words of each frame ———
/** Health and diet the member may volunteer (the privacy page's rule: decision record 0031). */
const HEALTH =
  /\b(?:allergic|allergy|allergies|intolerant|intolerance|coeliac|celiac|diabetic|diabetes|asthma|asthmatic|epilepsy|epileptic|ibs|crohn's|gluten[- ]free|dairy[- ]free|lactose|vegan|vegetarian|veggie|pescatarian|pescetarian|kosher|halal|keto|paleo|teetotal|sober|diet|fodmap|anaemic|anemic|migraines?|adhd|autistic|autism|dyslexic|dyslexia|deaf|blind|wheelchair|cancer|arthritis|anxiety|depression|ptsd|ocd|bipolar|dementia|insomnia|pregnant)\b/i;
const DIET_NEGATED = /\b(?:don't|do not|dont|can't|cannot|cant|never|won't|wont)\s+(?:eat|drink|touch|do|have|take)\b/i;
const FAITHS = /\b(?:sikh|muslim|christian|catholic|jewish|hindu|buddhist|atheist|agnostic|mormon|protestant|orthodox|quaker|pagan|jain)\b/i;
const WORK_NOUNS =
  /\b(?:job|jobs|career|profession|trade|shift|shifts|for a living|employer|office|company|firm|business|clinic|hospital|ward|school|factory|warehouse|restaurant|cafe|café|shop|store|bank|agency|salon|startup|start-up|navy|army|air force|military|retired|freelance|self-employed|stay at home|stay-at-home|part[- ]time|full[- ]time|night shift|apprentice|apprenticeship|internship|promotion|promoted|hired|boss)\b/i;
const STUDY_NOUNS =
  /\b(?:student|degree|college|university|uni|school|phd|masters|master's|bachelor's|course|classes|semester|freshman|sophomore|junior|senior year|first year|second year|final year|a level|a-level|gcse|gcses|dissertation|thesis|majoring|minoring|majored|(?:my|a|\w+) major(?= in| at|$)|exam|exams|high school|grad school|med school|law school|grade|year \d+|year (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)|sixth form|apprenticeship|bootcamp)\b/i;
const FEEL_NOUNS =
  /\b(?:favou?rite|fave|fav|go-to|obsessed|addicted|hooked|into|fan|passion|weakness|guilty pleasure|comfort food|can't stand|cannot stand|cant stand|can't live without|preferred|obsession|afraid of|scared of|terrified of)\b/i;
const ORIGIN = /\b(?:from|grew up|raised|born)\b/i;

/** "in 2 weeks", "on the 5th", "tomorrow": a plan's time. */
function hasDate(text: string, context: ReadContext): boolean {
  // "she lives in Porto now": "now" is not a date.
  const found = findDate(text.replace(/\b(?:now|right now|these days|nowadays|currently|at the moment)\b/gi, ' '), context.now, context.timeZone, { forward: context.dateForward });
  // "on the 22nd", "in July", "over Easter", "14 February": dates the date reader leaves to the words around them.
  if (!found) return /\b(?:on|for|by|until|till)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|\b(?:in|this|next|by|until|over|at|for)\s+(?:early\s+|late\s+|mid[- ])?(?:january|february|march|april|may|june|july|august|september|october|november|december|easter|christmas|the summer|the spring|the autumn|the fall|the winter|summer|spring|autumn|winter|new year)\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\b/i.test(text);
  if (!context.dateForward) return true;
  const today = findDate('today', context.now, context.timeZone)?.date.day ?? context.now;
  return lastDayOf(found.date).getTime() >= today.getTime();
}

const RELATION_WORDS = Object.keys(RELATIONS).filter((word) => !/^(?:neighbour|neighbor|therapist)$/.test(word));
const REL = new RegExp(`\\b(?:my|our)\\s+(?:\\w+\\s+){0,2}?(${anyOf([...RELATION_WORDS, ...Object.keys(SPECIES), 'kids', 'children', 'sons', 'daughters', 'parents', 'twins', 'pets', 'pet', 'family', 'dogs', 'cats', 'grandkids', 'grandchildren', 'siblings', 'sisters', 'brothers'])})(?:s|es)?\\b(?!'s|s'|\\s+of\\b)`, 'i');
const HAVE_KIN = new RegExp(
  `(?:^|\\b(?:i|we)(?:\\s+|(?='))|\\b(?:i|we)\\s+(?:also|just|now|still)\\s+)(?:have|'ve|'ve got|have got|got|own|adopted|rescued|just got|just adopted|also have)\\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+|some|many|several|a few|lots of|my)\\s+(?:[\\p{L}-]+\\s+){0,2}(${anyOf([...RELATION_WORDS, ...Object.keys(SPECIES), 'kids', 'children', 'sons', 'daughters', 'twins', 'pets', 'pet', 'dogs', 'cats', 'horses', 'chickens', 'goats', 'cows', 'cow', 'pigs', 'sheep', 'grandkids', 'grandchildren', 'siblings', 'sisters', 'brothers', 'cats', 'rabbits', 'fish', 'birds', 'hamsters', 'snakes', 'girls', 'boys'])})\\b`,
  'iu',
);
const OTHER_OWNER = /\b(?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+(?:'s|s')\s+/iu;

const EVENT_WORDS = new RegExp(`\\b(?:${anyOf(EVENTS)})s?\\b`, 'i');

/** "<thing> is my favourite <kind>": the subject is the member's favourite. */
const FAVOURITE_OF = /\b(?:is|are|'s)\s+(?:definitely\s+|probably\s+)?my\s+(?:all[- ]time\s+|absolute\s+|number one\s+)?(?:favou?rite|fave|fav|preferred|passion|go-to|weakness|comfort food|guilty pleasure|jam|obsession)\b/i;

// ——— who the clause speaks of ———
const FIRST = /^(?:i|i'm|im|i've|ive|i'd|i'll|me|my|we|we're|we've|our|us)\b/i;
const OTHER = /^(?:he|she|they|it|its|it's|this|that|there|these|those|you|your|his|her|their|the|a|an|some|someone|everyone|everybody|nobody|people|he's|she's|they're|hes|shes|theyre|that's|thats|there's|theres|what|who|which|how|when|where|why)\b/i;

/** Does the clause speak of the member? First person, or no subject at all ("love spicy food"). */
function aboutMember(text: string): 'member' | 'own' | undefined {
  // "our wedding is on the 5th of June", "my exam is Monday": the member's own event.
  if (/^(?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?/u.test(text) && EVENT_WORDS.test(text.split(/\s+/).slice(1, 4).join(' ')) && !REL.test(text.split(/\s+/).slice(0, 4).join(' '))) return 'member';
  // "my girlfriend Mei and I are going to Iceland": the member, with one of theirs.
  if (/^(?:my|our)\s+(?:[\p{L}'-]+\s+){1,3}and\s+(?:i|me)\b/iu.test(text)) return 'member';
  // "my sister Priya's wedding": an event of one of theirs is theirs to remember; "my coworker's boyfriend" is not.
  if (/^(?:my|our)\b/i.test(text)) return OTHER_OWNER.test(text.slice(0, 40)) && !new RegExp(`(?:'s|s')\\s+(?:${anyOf(EVENTS)})`, 'i').test(text) ? undefined : 'own';
  if (FIRST.test(text)) return 'member';
  if (OTHER.test(text)) return undefined;
  // "roommate's sister is a chef": someone else's person.
  if (/^[\p{L}-]+(?:'s|s')\s/iu.test(text)) return undefined;
  // "sounds like he liked wine": someone else is the subject of the clause.
  if (/\b(?:he|she|they|he's|she's|they're)\s+(?!said|says)\w+/i.test(text.split(/\s+/).slice(0, 5).join(' ')) && !FIRST.test(text)) return undefined;
  const first = text.split(/\s+/)[0] ?? '';
  // "knitting is my passion", "coffee is my preferred beverage": the member's favourite, whatever the subject.
  if (FAVOURITE_OF.test(text)) return 'member';
  // "work was exhausting": a thing as the subject; "fav band is Blur" speaks of the member's.
  if (/^\S+\s+(?:is|was|are|were|has been|had been)\b/i.test(text) && !/^(?:fav|fave|favourite|favorite|bday|birthday)\b/i.test(first)) return undefined;
  // "Keanu Reeves builds ...", "Sarah is ...": a name as the subject.
  if (/^\p{Lu}/u.test(first) && /^\p{Lu}\p{Ll}+\s+(?:\p{Lu}\p{Ll}+\s+)?(?:is|was|has|had|says|said|does|did|builds|lives|works|loves|hates|got|just|apparently|\w+s)\b/u.test(text)) return undefined;
  const tags = tagsOf(first);
  if (tags.includes('Person') || tags.includes('FirstName')) return undefined;
  return 'member';
}

/** How a clause without a subject begins: a verb ("love spicy food"), a state ("lactose intolerant", "living in Leeds") or a thing ("fav band is Blur"). */
function subjectlessStart(text: string): 'verb' | 'state' | 'thing' {
  const words = text.split(/\s+/);
  const first = words[0]!.toLowerCase();
  const tags = tagsOf(first);
  if (/^(?:fav|fave|favourite|favorite|job|bday|birthday)$/.test(first)) return 'thing';
  if (HEALTH.test(first) || FAITHS.test(first)) return 'state';
  if (tags.includes('Gerund') || tags.includes('Adjective') || /^(?:big|huge|fan|allergic|in|from|on|at|a|an|the|based|originally|\d+)$/.test(first)) return 'state';
  if (tags.includes('Verb') || tags.includes('Infinitive') || tags.includes('PresentTense') || tags.includes('PastTense')) return 'verb';
  if (/\b(?:is|are|was)\b/.test(words.slice(1, 4).join(' '))) return 'thing';
  return 'state';
}

// ——— the frames ———
interface Frame {
  kind: MemoryKind;
  slot: string;
}

/** The head noun of what follows a verb: "the cello in a small orchestra" → "cello". */
function objectHead(rest: string): string {
  const doc = nlp(rest);
  const noun = doc.nouns().first().text('normal') as string;
  const words = (noun || rest).replace(/^(?:the|a|an|my|some|any|this|that)\s+/i, '').split(/\s+/);
  return slug(words.slice(0, 3).join(' ')) || slug(rest.split(/\s+/).slice(0, 2).join(' '));
}

function ageOf(text: string): number | undefined {
  const match =
    /\b(?:i'm|im|i am|turning|turned|turn|just turned|be|aged|age)\s+(\d{1,3})\b(?!\s*(?:%|percent|minutes|hours|days|weeks|months|km|miles|kg|lbs|pounds|am|pm|o'clock|times|:))/i.exec(text) ??
    /\b(\d{1,3})\s*(?:years?|yrs?|yo|y\/o)\s*(?:old|young|of age)\b|\b(\d{1,3})\s*(?:yo|y\/o|yrs? old)\b/i.exec(text) ??
    /^(\d{1,3})$/.exec(text.trim());
  if (!match) {
    // "sixty-eight years of age", "seventy years young": the number in words.
    const words = /\b([a-z]+(?:[- ][a-z]+)?)\s+(?:years?\s+(?:old|young|of age))\b/i.exec(text)?.[1];
    const value = words ? (nlp(words).numbers().get() as number[])[0] : undefined;
    return typeof value === 'number' ? value : undefined;
  }
  return Number(match[1] ?? match[2] ?? match[3]);
}

/** The frame of one clause about the member, if it opens one. */
function frameOf(text: string, who: 'member' | 'own', context: ReadContext): Frame | undefined {
  const lower = text.toLowerCase();
  const v = verbs();
  if (who === 'own') {
    const kin = REL.exec(text);
    if (!kin) return undefined;
    const word = kin[1]!.toLowerCase();
    const relation = RELATIONS[word] ?? SPECIES[word] ?? word.replace(/s$/, '');
    const name = namesIn(text)[0] ?? nameAfter(text.slice(kin.index + kin[0].length));
    if (/\b(?:was|were) (?:called|named)\b/i.test(text)) return undefined;
    const after = text.slice(kin.index + kin[0].length);
    const stable = isJob(after.replace(/^\s*(?:is|'s)\s+/i, "i'm ")) || v.home.test(after) || v.moved.test(after) || v.work.test(after) || v.study.test(after) || v.hobby.test(after) || v.feel.test(after) || /\b(?:called|named)\b/i.test(after) || (/\bfrom\b/i.test(after) && Boolean(placeIn(after)));
    const kind = /^\s*(?:is|are|'s)\s+(?:a|an)\s+[\p{L}-]+/iu.test(after) && Boolean(SPECIES[word] ?? /^pets?$/.test(word));
    // "my sister is getting married in June": an event of theirs, named or not.
    const event = hasDate(text, context) && (EVENT_WORDS.test(after) || /\b(?:married|visiting|coming|moving|starting|flying|going|arriving|due|graduating|retiring|turning)\b/i.test(after));
    if (!name && !stable && !kind && !event) return undefined;
    if (hasDate(text, context))
      return { kind: 'plans', slot: `plan:${slug(relation)}${name ? `-${slug(name)}` : ''}` };
    return { kind: 'people', slot: `person:${slug(relation)}${name ? `:${slug(name)}` : ''}` };
  }
  // "Ngozi here", "my name is Margaret Holloway", "I go by Theo".
  if (/^\p{Lu}\p{Ll}+\s+here$/u.test(text.trim()) || /^(?:my name is|my name's|i'm called|i am called|i go by|name's)\s+\p{L}/iu.test(text)) return { kind: 'identity', slot: 'name' };
  if (/\b(?:she\/her|he\/him|they\/them|she\/they|he\/they|they\/she|they\/he)\b/i.test(text) && /^(?:i'm|im|i am|i use|i go by|my pronouns|pronouns|she|he|they)\b/i.test(text) && !/^(?:my|our)\s+(?!pronouns)/i.test(text)) return { kind: 'identity', slot: 'pronouns' };
  const age = ageOf(text);
  if (age !== undefined && /^(?:i'm|im|i am|i|turning|turned|just turned|\d)\b/i.test(text.trim()) && !/\b(?:since|when|at|from|by)\s+(?:i\s+was\s+)?\d/i.test(text)) {
    return age >= 5 && age <= 110 ? { kind: 'identity', slot: 'age' } : { kind: 'identity', slot: 'joke' };
  }
  if (HEALTH.test(text)) return { kind: 'identity', slot: `health:${slug(HEALTH.exec(text)![0]).replace(/^(?:allergy|allergies)$/, 'allergic')}` };
  if (DIET_NEGATED.test(text) && (/\b(?:eat|drink)\b/i.test(text) || WORD_CLASSES.food!.some((word) => new RegExp(`\\b${escape(word)}\\b`, 'i').test(text)))) return { kind: 'identity', slot: `diet:${objectHead(text.slice(DIET_NEGATED.exec(text)!.index + DIET_NEGATED.exec(text)![0].length))}` };
  if (FAITHS.test(text) && /^(?:i'm|im|i am|a|an)\b/i.test(text.trim())) return { kind: 'identity', slot: 'faith' };
  if (/\bspeak\b/i.test(text) && LANGUAGES.some((language) => new RegExp(`\\b${language}\\b`, 'i').test(text))) {
    // "three languages: English, sarcasm and passive aggressive email": a list of languages that are not all languages is a joke.
    const listed = /:\s*(.+)$/.exec(text)?.[1]?.split(/\s*,\s*|\s+and\s+/) ?? [];
    if (listed.some((item) => !LANGUAGES.includes(item.trim().toLowerCase().split(/\s+/).pop() ?? ''))) return { kind: 'identity', slot: 'joke' };
    return { kind: 'identity', slot: 'languages' };
  }
  if (hasDate(text, context) && (EVENT_WORDS.test(text) || /\b(?:off to|going|flying|travelling|traveling|heading|leaving|moving|starting|visiting|seeing|meeting|due|expecting|booked|interview|exam|exams|wedding|birthday|bday|trip|flight|appointment|surgery|operation|holiday|vacation|party|concert|gig|match|race|marathon|graduation|visit|move|meeting|presentation|audition|recital|deadline|conference|festival|test)\b/i.test(text))) {
    const event = /\b(interview|exam|exams|test|wedding|birthday|bday|trip|flight|appointment|surgery|operation|holiday|vacation|party|concert|gig|match|game|race|marathon|shift|date|visit|graduation|move|meeting|presentation|audition|recital|deadline|conference|festival)\b/i.exec(text)?.[1];
    return { kind: 'plans', slot: `plan:${slug(event ?? objectHead(text))}` };
  }
  const homeFrame = homeOf(text, v) ?? membershipOf(text);
  if (homeFrame) return homeFrame;
  if (isJob(text)) return { kind: 'work', slot: 'work' };
  if (ORIGIN.test(text) && /^(?:i'm|im|i am|i was|i|originally|from|born|raised|grew)\b/i.test(text) && /\b(?:from|grew up in|raised in|born in)\s+(?:just\s+outside\s+|near\s+|outside\s+)?\p{Lu}|\b(?:from|in)\s+\p{L}+/iu.test(text) && placeIn(text))
    return { kind: 'places', slot: 'hometown' };
  if (STUDY_NOUNS.test(text) && (v.study.test(text) || !FIRST.test(text) || /^(?:i'm|im|i am|in|at|doing|first|second|third|final)\b/i.test(text)) && !/\b(?:exam|test)\b/i.test(lower)) return { kind: 'work', slot: 'study' };
  if (v.study.test(text) && /^(?:i|i'm|im|i am|studying|majoring|doing)\b/i.test(text) && !/\b(?:learned|learnt)\s+(?:that|how)\b/i.test(text)) return { kind: 'work', slot: 'study' };
  if (isJob(text)) return { kind: 'work', slot: 'work' };
  const found = v.work.exec(text);
  // "I work hard", "working on it", "I work out": effort, not a job.
  const after = found ? text.slice(found.index + found[0].length) : '';
  const workVerb = found && (/^\s*(?:hard|late|early|out|from home|remotely|long|too|so|a lot|lots|all|every|overtime|nights|weekends|on|through|it out)\b|^\s*$/i.test(after) && !/\b(?:at|for|as|in)\s+\S/i.test(after)) && !WORK_NOUNS.test(text) ? null : found;
  if ((workVerb && /^(?:i|i'm|im|i am|i've|ive|work|working|teach|teaching|coach|coaching|currently|still|now)\b/i.test(text)) || (WORK_NOUNS.test(text) && /^(?:i|i'm|im|i am|i've|ive|my|work|working|job|retired|freelance|stay|self|run|running)\b/i.test(text))) {
    if (workVerb || /\b(?:job|retired|freelance|employ\w*|shift|for a living|trade|career|profession|navy|army|business|shop|store|restaurant|cafe|café|bakery|salon|company|firm|clinic|stay[- ]at[- ]home|homemak\w*|housewife|househusband)\b/i.test(text)) return { kind: 'work', slot: 'work' };
  }
  const had = possessionOf(text) ?? aimOf(text);
  if (had) return had;
  const feel = v.feel.exec(text) ?? FEEL_NOUNS.exec(text);
  if (feel) {
    const rest = text.slice(feel.index + feel[0].length).replace(/^\s*(?:of|with|about|on|is|are|=|:)\s+/i, '');
    if ((/^\s*(?:you|u|ya|your|yours|yourself|it|that|this|him|her|them|me|his|their|when|how|what|who|being|bela|everything|everyone|anything|nothing|so|too|very)\b/i.test(rest) || REL.test(rest.split(/\s+/).slice(0, 4).join(' '))) && !/\b(?:favou?rite|fave|fav)\b/i.test(feel[0])) return undefined;
    // "i'm a big kanye fan": the thing comes before the word of feeling.
    const before = text.slice(0, feel.index).replace(/^(?:i'm|im|i am|we're|we are)\s+(?:a\s+|an\s+)?(?:big|huge|massive|total|lifelong|die-hard|real)?\s*/i, '').trim();
    if (!rest.trim() && !/\b(?:favou?rite|fave|fav|go-to)\b/i.test(text) && (!before || /^(?:i|we|they)\b/i.test(before))) return undefined;
    const favourite = /\b(?:favou?rite|fave|fav|go-to)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:is|are|=|has to be|would be)\b/iu.exec(text);
    if (favourite) return { kind: 'likes', slot: `like:favourite-${slug(favourite[1]!.replace(/\b(?:type|kind|sort) of\s+/i, ''))}` };
    return { kind: 'likes', slot: `like:${objectHead(rest || text)}` };
  }
  const hobby = v.hobby.exec(text);
  if (hobby && /^(?:i|we|i've|ive|i'm|im|i am|been|\w+ing|\w+)\b/i.test(text)) {
    const before = text.slice(0, hobby.index);
    // The verb of the member as a habit: "I play", "I've been playing", "knit" at the start.
    if (/^(?:(?:i|we)(?:\s+(?:also|still|really|mostly|mainly|usually|often|sometimes|regularly|absolutely|do|can|love to|like to|enjoy|try to|get to))*\s+|(?:i've|ive|i have|we've)\s+been\s+|(?:i'm|im|i am)\s+(?:always\s+|currently\s+|still\s+)?|(?:been\s+))?$/i.test(before)) {
      const rest = text.slice(hobby.index + hobby[0].length).trim();
      if (!rest && before === '') return undefined;
      if (/^(?:went|go|going|goes|do|did|does|doing|done|made|have|has|had|got|get|keep|kept|see|saw|seen|find|found|drive|drove|driving|take|took|wear|wore|eat|ate|drink|drank|travel|traveled|travelled|own|owned)$/i.test(hobby[0]) && !/\b(?:every|each|a lot|lots|always|often|weekly|daily|regularly|(?:\d|one|two|three|four|five|few|several)\s*(?:x|times)|on (?:weekends|sundays|saturdays)|most days|at weekends|whenever)\b/i.test(text)) return undefined;
      if (/^(?:(?:it|that|this|you|u|him|her|them|me|to|with|out|up|back|home|a bit|bed|on|off|away|into|late|around|through)\b)/i.test(rest) && !/\b(?:every|each|always)\b/i.test(rest)) return undefined;
      return { kind: 'likes', slot: `like:${objectHead(rest || hobby[0])}` };
    }
  }
  // "I have a dog called Rex", "just a brother called Ravi".
  const named = /(?:\b(?:i|we)(?:\s+|(?='))(?:have|'ve|'ve got|have got|got|own|adopted|rescued|just got|just adopted|also have)\s+|^(?:just|only|but|and)\s+)(?:a|an|one|two|three|\d+)\s+((?:[\p{L}-]+\s+){0,3}?)(?:called|named)\s+(\p{L}[\p{L}'-]+)/iu.exec(text);
  if (named) return { kind: 'people', slot: `person:${slug(named[1]!.trim().split(/\s+/).pop() ?? 'pet')}:${slug(named[2]!)}` };
  const fragment = fragmentOf(text, context);
  if (fragment) return fragment;
  const kin = HAVE_KIN.exec(text);
  if (kin) {
    const word = kin[1]!.toLowerCase();
    return { kind: 'people', slot: `person:${slug(RELATIONS[word] ?? SPECIES[word] ?? word.replace(/s$/, ''))}` };
  }
  if (/\b(?:single|married|divorced|widowed|engaged)\b/i.test(text) && /^(?:i'm|im|i am|single|married|divorced|widowed|engaged|happily)\b/i.test(text) && !/\bmarried to my (?!\w+\b(?:wife|husband|partner))/i.test(text))
    return { kind: 'identity', slot: 'relationship' };
  return undefined;
}

/** Where the member lives: a home verb or "I'm in <Place>", with a place ("I live in fear" has none), not a stay. */
function homeOf(text: string, v: ReturnType<typeof verbs>): Frame | undefined {
  const said = v.home.test(text) || v.moved.test(text) || /^(?:i'm|im|i am|we're|we are)\s+(?:now\s+|currently\s+|still\s+)?(?:in|based in|living in|settled in)\s+(?!the\b|a\b|an\b)\S/i.test(text) || /^(?:based|living|settled|been|lived)\s+in\b/i.test(text);
  if (!said || /\bfor a living\b/i.test(text)) return undefined;
  const somewhere = placeIn(text) ?? /\b(?:in|to|into|on)\s+(?:a|an|the|my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:house|flat|apartment|city|town|village|countryside|farm|suburbs?|cottage|bungalow|studio|dorm|halls|boat|caravan|van|condo|neighbou?rhood|area|place|country|state|island|coast)\b/iu.exec(text)?.[0];
  if (!somewhere) return undefined;
  // "I live for the weekend", "I live on coffee": no home in it.
  if (/\b(?:live|lives|living|lived)\s+(?:for|on|off)\s+(?!(?:a|an|the|my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:farm|boat|island|street|road|estate|ranch|campus|base|coast)\b)/iu.test(text) && !v.moved.test(text) && !placeIn(text)) return undefined;
  // "I'm in Lisbon this week": a stay, not a home.
  if (/^(?:i'm|im|i am|we're|we are)\s+(?:now\s+|currently\s+|still\s+)?in\b/i.test(text) && /\b(?:this|next|for the|for a|today|tonight|tomorrow|weekend|week|days?)\b/i.test(text)) return undefined;
  return { kind: 'places', slot: 'city' };
}

/** "I'm in the army", "I'm on the soccer team", "I'm in the third grade": a membership, by what it is in. */
function membershipOf(text: string): Frame | undefined {
  const match = /^(?:i'm|im|i am|we're|we are)\s+(?:currently\s+|now\s+|still\s+|also\s+)?(?:in|on)\s+(?:the|a|an|my)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/iu.exec(text);
  if (!match) return undefined;
  const head = match[1]!.toLowerCase().split(/\s+/).pop()!;
  if (/^(?:army|navy|marines|military|air force|police|force|fire service|reserves|guard|service)$/.test(head) || WORK_NOUNS.test(head)) return { kind: 'work', slot: 'work' };
  if (/^(?:grade|year|class|school|college|university|uni|course|program|programme|degree)$/.test(head)) return { kind: 'work', slot: 'study' };
  if (/^(?:team|band|choir|club|league|orchestra|squad|group|crew|society|troupe)$/.test(head)) return { kind: 'likes', slot: `like:${slug(match[1]!)}` };
  if (/^(?:center|centre|prison|jail|hospital|home|hostel|shelter|dorm|dorms|halls|flat|apartment|house)$/.test(head)) return { kind: 'places', slot: 'city' };
  return undefined;
}

/** "I own a yacht", "I drive a mini van", "I just bought a house": what the member has. */
function possessionOf(text: string): Frame | undefined {
  if (/^(?:i|we)(?:'ve|\s+have|\s+have got|'ve got)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}collection\b/iu.test(text)) return { kind: 'likes', slot: 'like:collection' };
  const home = /^(?:i|we)\s+(?:\w+\s+)?(?:got|rent|rented|share|moved into)\s+(?:a|an|my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:house|flat|apartment|condo|place|cottage|bungalow|studio)\b/iu.test(text);
  if (home) return { kind: 'places', slot: 'city' };
  const match = /^(?:i|we)\s+(?:\w+\s+)?(?:own|owns|drive|ride|bought|collect)\s+(?:a|an|two|three|four|five|\d+|some|several|many|my|our)?\s*((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/iu.exec(text);
  if (!match) return undefined;
  const head = match[1]!.toLowerCase().split(/\s+/).pop()!.replace(/s$/, '');
  if (SPECIES[head] || RELATIONS[head]) return { kind: 'people', slot: `person:${slug(SPECIES[head] ?? RELATIONS[head]!)}` };
  if (/^(?:house|home|flat|apartment|condo|cottage|bungalow|place|farm|ranch)$/.test(head)) return { kind: 'places', slot: 'city' };
  return { kind: 'likes', slot: `like:${slug(match[1]!)}` };
}

/** "I want to be a lawyer", "training to become a programmer": an occupation the member is working towards. */
export function aimOf(text: string): Frame | undefined {
  const match = /\b(?:want to|wanna|hope to|plan to|going to|studying to|training to|in college to|in school to|aiming to|working to)\s+(?:be|become)\s+(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(text);
  if (!match || /\b(?:if|would|might|maybe|one day|someday)\b/i.test(text)) return undefined;
  return OCCUPATIONS.has(match[1]!.toLowerCase().split(/\s+/).pop()!) ? { kind: 'work', slot: 'aim' } : undefined;
}

/**
 * Texting fragments with no verb: "yoga every morning, pilates tuesdays" (an activity and how often:
 * a habit), "Berlin in September" (a place and a date: a trip).
 */
function fragmentOf(text: string, context: ReadContext): Frame | undefined {
  if (FIRST.test(text) || text.split(/\s+/).length > 8) return undefined;
  const lead = text.split(/\s+/)[0]!.toLowerCase();
  const often = /\b(?:every|each|daily|weekly|nightly|most (?:days|mornings|evenings|nights)|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|at weekends|on weekends|\d+\s*x\s+a\s+week|(?:once|twice|\w+ times) a (?:week|day|month))\b/i;
  const activity = WORD_CLASSES.sport!.includes(lead) || WORD_CLASSES.craft!.includes(lead) || tagsOf(lead).includes('Gerund');
  if (activity && often.test(text)) return { kind: 'likes', slot: `like:${slug(lead)}` };
  const place = placeIn(text);
  if (place && text.toLowerCase().startsWith(place.toLowerCase()) && hasDate(text, context)) return { kind: 'plans', slot: `plan:${slug(place)}` };
  return undefined;
}

/** "I'm a primary school teacher", "i'm a pediatrician", "chef turned firefighter": an occupation. */
function isJob(text: string): boolean {
  // "Nurse in Houston", "a welder": an occupation with the subject left out.
  const bare = /^(?:a\s+|an\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+?)(?:s)?(?:\s+(?:in|at|for|by|from|on)\b.*)?$/iu.exec(text);
  if (bare && OCCUPATIONS.has(bare[1]!.toLowerCase().split(/\s+/).pop()!) && !bare[1]!.split(/\s+/).some((word) => JUDGEMENTS.test(word))) return true;
  const match = /^(?:i'm|im|i am|i work as|i'm working as|i became|now)\s+(?:now\s+|also\s+|currently\s+|still\s+|just\s+)?(?:a|an|the)?\s*((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/iu.exec(text) ?? /^((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)(?:\s+turned\s+|\s+by\s+(?:trade|day)\b)/iu.exec(text);
  if (!match) return false;
  const words = match[1]!.toLowerCase().split(/\s+/);
  if (/^(?:the)$/.test(words[0]!) || /\b(?:of|in)\s+(?:\w+ing)\b/i.test(text) || words.some((word) => JUDGEMENTS.test(word))) return false;
  // "pediatrician", "cardiologist", "psychiatrist": a profession by its ending.
  return words.some((word, i) => (OCCUPATIONS.has(word) || OCCUPATIONS.has(word.replace(/s$/, '')) || /\w{3,}(?:ician|ologist|iatrist|otherapist)$/.test(word)) && (i === words.length - 1 || !/^(?:of)$/.test(words[i + 1]!)));
}

// ——— what is not the member telling a fact ———
/** Irony and jokes said as such: "wow, can't wait", "nothing I love more than", "lol jk". */
const IRONY =
  /^(?:wow|oh yeah|ah yes|yeah right|oh joy)\b[\s,!.]|\b(?:nothing (?:i (?:love|like|enjoy) more|like|beats)|(?:truly )?living the dream|dream come true|what a (?:joy|treat|dream)|said no one ever|jk|just kidding|kidding|only joking|obviously|explains a lot|i'll see myself out|at this point)\b/i;
/** A word in capitals for emphasis beside a feeling: "SO thrilled", "I LOVE taxes". */
const SHOUTED_FEELING = /\b(?:SO|LOVE|ADORE|THRILLED|GREAT|BEST|FUN|AMAZING|REALLY)\b/;
/** Quoted words: 'never trust a man...', "I'm moving". */
const QUOTED = /(?:^|[\s(:])['"‘“][^'"’”]{3,}['"’”](?=$|[\s,.!?;:)])/;

/** "married to my job", "in a relationship with my bed": a person's bond with a thing is a figure of speech. */
const FIGURATIVE = /\b(?:married to|in a relationship with|in love with|dating|engaged to)\s+(?:my|the|this)\s+(?!(?:wife|husband|partner|girlfriend|boyfriend|fianc\w*|best friend|high school|college|childhood)\b)[\p{Ll}]/u;

const FUTURE_WHEN = /\b(?:when|once|after|before)\s+(?:i|we)\s+(?:grow up|retire|have|get|am|'m|finish|win|become|move|can|make)\b/i;

/** The notes a clause states: a frame for each clause about the member that opens one. */
export function frameNotesOf(clause: string, context: ReadContext, message: string): Note[] {
  const text = clause.replace(/^(?:and|but|so|also|plus|oh|then|still|though)\s+/i, '').trim();
  if (!text || text.split(/\s+/).length > 60) return [];
  if (IRONY.test(message) || QUOTED.test(message) || FUTURE_WHEN.test(text) || FIGURATIVE.test(text)) return [];
  if (SHOUTED_FEELING.test(message) && /\b(?:love|adore|thrilled|great|fun|amazing|can't wait|cant wait)\b/i.test(message)) return [];
  const who = aboutMember(text);
  if (!who) return [];
  const frame = frameOf(text, who, context);
  if (!frame) return [];
  const subjectless = who === 'member' && !FIRST.test(text) && !FAVOURITE_OF.test(text) ? subjectlessStart(text) : undefined;
  // "just a brother called Ravi": a person or pet said without "I have".
  const had = frame.kind === 'people' && subjectless && /^(?:(?:just|only|but|and)\s+)?(?:a|an|one|two|three|\d+)\s/i.test(text);
  const said = had ? inTheirVoice(`I have ${text.replace(/^(?:just|only|but|and)\s+/i, '')}`, undefined) : inTheirVoice(text, subjectless);
  return [{ type: 'note', kind: frame.kind, slot: frame.slot, text: said }];
}

/** A message with an impossible claim ("I'm 900 years old") is a joke: none of it is kept. */
export function isJokeFrame(note: Note): boolean {
  return note.slot === 'joke';
}
