/**
 * Reads a choice between two things: "pizza or sushi?", "should I go running or read a book?",
 * "should I wear the red dress or the black one?", "in the morning or at the end of the day?", "I
 * can't decide between Berlin and Lisbon". compromise tags the words (verb, determiner, preposition,
 * proper noun) and conjugates a verb phrase ("read a book" → "reading a book"), so each option is cut
 * where it starts and can be said back whole; the question's frame ("should I", "would you rather")
 * is a short list of patterns, which compromise has no notion of.
 */
import { nlp } from '../lazy-nlp';
import type { Choice, ChoiceOption } from './reading';

interface Term {
  text: string;
  tags: string[];
  /** Punctuation after the word. */
  post: string;
}

/** What comes before the first option and says who is choosing; matched on lower-case words. */
const FRAMES: [RegExp, 'member' | 'bela'][] = [
  [/^(?:so |ok |okay |hmm |and |but |well |bela )*(?:should|shall|could|can|do|would) (?:i|we) (?:rather |just |maybe )?/, 'member'],
  [/^(?:so |ok |okay |and |but )*(?:do (?:you|u) think )?(?:i|we) should (?:rather |just )?/, 'member'],
  [/^(?:so |ok |okay |and |but )*(?:is it|would it be|its|it is) better (?:for me )?to /, 'member'],
  [/^(?:i |we )?(?:cant|can not|cannot|dont know if i should|dont know whether to|cant decide whether to) (?:decide )?(?:whether |if )?(?:i should |to )?/, 'member'],
  [/^(?:so |ok |and )*would (?:you|u) rather (?:be |have )?/, 'bela'],
  [/^(?:so |ok |and )*(?:do|would) (?:you|u) (?:prefer|like|pick|choose|rather) /, 'bela'],
  [/^(?:so |ok |and )*(?:what|which)(?: one)?(?: is| s|s)? (?:better|your pick|your choice|do you prefer|would you pick)\b,? ?/, 'bela'],
];

/**
 * Words after "or" that do not make a second option: "or not", "or something", "a day or two". An
 * indefinite pronoun with a word of its own after it is an option: "or something casual", "or
 * anything with cheese" (a pronoun modified after it, as English modifies "something").
 */
const NOT_AN_OPTION = /^(not|(something|anything)( (like (that|this)|(else )?(i guess|idk|lol|haha))?)?$|so|what|else|two|three|more|less|whatever|nothing|no|never|maybe|both|neither)\b/;
/** Indefinite pronouns that open an option of their own: "or something casual", "or somewhere warmer". */
const INDEFINITE = /^(something|anything|someone|anyone|somebody|anybody|somewhere|anywhere)$/;
/** Adverbs that may open the second option and are left out of it: "or just quit". */
const LEADING_ADVERBS = new Set(['just', 'rather', 'maybe', 'simply', 'probably', 'instead', 'should', 'i', 'we']);
/** The member's words seen from Bela's side. */
const FLIPPED = new Map([['my', 'your'], ['me', 'you'], ['i', 'you'], ['mine', 'yours'], ['myself', 'yourself'], ['our', 'your'], ['we', 'you'], ['us', 'you'], ['im', 'you’re']]);

/**
 * Options that rest or that move: after a tiring day Bela leans towards rest, on a bored one towards
 * moving. A word list, because neither compromise's tags nor a topic says how restful something is.
 */
const RESTFUL = /\b(stay(?:ing)? in|stay(?:ing)? (?:at )?home|(?:in|to) bed|sleep\w*|nap\w*|rest\w*|read\w*|books?|bath|sofa|couch|takeaway|order\w*|netflix|movies?|films?|tea|relax\w*|chill\w*|wait\w*|night in|cosy|cozy)\b/i;
/** A step that is hard to take back: beside it, Bela picks the other option first. */
const BIG = /\b(quit\w*|resign\w*|break(?:ing)? up|divorc\w*|leav\w* (?:him|her|them|my \w+|the (?:job|company|city|country))|mov\w* (?:out|abroad|away|to))\b/i;
const ACTIVE = /\b(go(?:ing)? out|run\w*|gym|walk\w*|hik\w*|swim\w*|danc\w*|party|partying|club|cycl\w*|bike|workout|climb\w*|yoga|football|tennis)\b/i;

const has = (term: Term | undefined, tag: string) => term?.tags.includes(tag) ?? false;
/** The index of the last term that `test` accepts, or -1. */
function lastIndex(terms: Term[], test: (term: Term, index: number) => boolean): number {
  for (let i = terms.length - 1; i >= 0; i -= 1) if (test(terms[i]!, i)) return i;
  return -1;
}
const lower = (term: Term) => term.text.toLowerCase().replace(/[\u2018\u2019'`]/g, '');

/** The last "or" of the sentence that separates two options, and the sentence's terms. */
function split(sentence: string): { left: Term[]; right: Term[]; whole: Term[] } | undefined {
  const whole = (nlp(sentence).json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  const words = whole.map(lower);
  let at = words.lastIndexOf('or');
  let right = whole.slice(at + 1);
  let left = whole.slice(0, at);
  const between = words.lastIndexOf('between');
  if (at < 0 && between >= 0) {
    // "I can't decide between Berlin and Lisbon".
    at = words.lastIndexOf('and');
    if (at < between) return undefined;
    left = whole.slice(between + 1, at);
    right = whole.slice(at + 1);
  } else if (at < 0) return undefined;
  if (right.length === 0 || left.length === 0 || NOT_AN_OPTION.test(right.map(lower).join(' '))) return undefined;
  return { left, right, whole };
}

/** Which of `terms` start the member's options, and who is choosing, once the frame is taken off. */
function unframe(terms: Term[]): { rest: Term[]; chooser: 'member' | 'bela'; framed: boolean } {
  const words = terms.map(lower).join(' ');
  for (const [frame, chooser] of FRAMES) {
    const match = frame.exec(words);
    if (!match || match[0].length === 0) continue;
    const skipped = match[0].trim().split(' ').filter(Boolean).length;
    return { rest: terms.slice(skipped), chooser, framed: true };
  }
  // "hey bela, pizza or sushi?": what is before the last comma is a greeting, not an option.
  const comma = lastIndex(terms, (term, i) => i < terms.length - 1 && /[,:;]/.test(term.post));
  return { rest: comma >= 0 ? terms.slice(comma + 1) : terms, chooser: 'bela', framed: false };
}

/** "text" → "texting", "write" → "writing", "get" → "getting": where compromise gives no "-ing" form. */
function ingForm(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** A verb phrase as a noun phrase: "read a book" → "reading a book", "stay in bed" → "staying in bed". */
function gerundOf(phrase: string): string {
  const [first = '', ...others] = phrase.split(' ');
  const forms = nlp(phrase).verbs().conjugate()[0] as { Infinitive?: string; Gerund?: string } | undefined;
  const gerund = forms?.Gerund && forms.Infinitive && phrase.startsWith(forms.Infinitive) && / ?\w+ing\b/.test(forms.Gerund) ? forms.Gerund.replace(/^is /, '') : undefined;
  if (gerund) return `${gerund}${phrase.slice(forms!.Infinitive!.length)}`;
  return [ingForm(first.toLowerCase()), ...others].join(' ');
}

/** The option's words seen from Bela's side; capitals kept where the member wrote them mid-sentence ("iPhone", "Lisbon"). */
function optionOf(terms: Term[], shape: ChoiceOption['shape'], sentenceStart: Term | undefined): ChoiceOption | undefined {
  const words = terms.map((term) => {
    const flipped = FLIPPED.get(lower(term));
    if (flipped) return flipped;
    const typed = has(term, 'ProperNoun') || /^\p{L}+\p{Lu}/u.test(term.text) || (term !== sentenceStart && /\p{Lu}/u.test(term.text));
    return typed ? term.text : term.text.toLowerCase();
  });
  const said = words.join(' ').replace(/[,;:]+/g, '').trim();
  if (!/\p{L}/u.test(said) || words.length > 7) return undefined;
  const noun = shape === 'action' ? gerundOf(said) : said;
  const pace = BIG.test(said) ? 'big' : RESTFUL.test(said) ? 'rest' : ACTIVE.test(said) ? 'active' : undefined;
  return { said, noun, shape, ...(pace ? { pace } : {}) };
}

/** The choice `sentence` offers, if it offers one between two things. */
export function choiceOf(sentence: string): Choice | undefined {
  // "whats my bro or sis called again", "who's my sister or brother?": a question about one of theirs asks for a fact, not a pick.
  if (/^\s*(?:what|what's|whats|who|who's|whos|where|which|when)\b[^?]*\bmy\s+[\p{L}'-]+\s+or\s+[\p{L}'-]+\b/iu.test(sentence) && !/\b(?:should|shall|better|prefer|rather)\b/i.test(sentence)) return undefined;
  const parts = split(sentence.replace(/\s*,?\s*(?:what do (?:you|u) think|bela|do you think|any thoughts)\s*\??\s*$/i, '?'));
  if (!parts) return undefined;
  const { rest: left, chooser, framed } = unframe(parts.left);
  let right = parts.right;
  while (right.length > 1 && LEADING_ADVERBS.has(lower(right[0]!))) right = right.slice(1);
  if (left.length === 0 || right.length === 0) return undefined;
  // "Is it me, or is it hot in here?": two clauses, not two things.
  const [opening = '', next = ''] = right.map(lower);
  const subject = /^(?:it|i|you|he|she|they|we|there|everyone|everybody|this|that)$/;
  if (subject.test(opening) || (/^(?:is|are|am|was|were|do|does|did|will|would|can|could|should|has|have)$/.test(opening) && subject.test(next))) return undefined;

  const first = right[0]!;
  const leftVerb = has(left[0], 'Verb') && !has(left[0], 'Copula') && !has(left[0], 'Modal');
  let start = 0;
  let shape: ChoiceOption['shape'] = 'thing';
  if (INDEFINITE.test(lower(first))) {
    // "wear a suit or something casual": "a suit" beside "something casual"; "paint it white or
    // something bolder": the adjective "white" beside the one after "something".
    const adjective = has(right[1], 'Adjective') ? lastIndex(left, (term) => has(term, 'Adjective')) : -1;
    const determiner = lastIndex(left, (term) => has(term, 'Determiner') || has(term, 'Possessive'));
    start = adjective >= 0 ? adjective : determiner >= 0 ? determiner : Math.max(0, left.length - right.length);
  } else if (has(first, 'Determiner') || has(first, 'Possessive')) {
    // "the red dress or the black one": the first option starts at its own determiner.
    const determiner = lastIndex(left, (term) => has(term, 'Determiner') || has(term, 'Possessive'));
    start = determiner >= 0 ? determiner : Math.max(0, left.length - right.filter((t) => !has(t, 'Determiner')).length);
  } else if (has(first, 'Adjective') || has(first, 'Value')) {
    // "paint my room blue or green", "red wine or white wine": as many words as the second option.
    start = Math.max(0, left.length - right.length);
  } else if (has(first, 'Preposition') && !has(first, 'PhrasalVerb')) {
    // "in the morning or at the end of the day".
    const preposition = lastIndex(left, (term) => has(term, 'Preposition'));
    start = preposition >= 0 ? preposition : Math.max(0, left.length - right.length);
    shape = 'circumstance';
  } else if (has(first, 'Verb') || (leftVerb && framed && chooser === 'member')) {
    shape = 'action';
  } else {
    start = Math.max(0, left.length - right.length);
  }
  const one = optionOf(left.slice(start), shape, parts.whole[0]);
  const other = optionOf(right, shape, parts.whole[0]);
  if (!one || !other || one.said === other.said) return undefined;
  // Without a frame, something to do, or a member who speaks of themselves, makes it their choice.
  const own = framed ? chooser === 'member' : shape === 'action' || parts.whole.some((term) => /^(i|we|my|our|me)$/.test(lower(term)));
  return { options: [one, other], chooser: own ? 'member' : 'bela' };
}
