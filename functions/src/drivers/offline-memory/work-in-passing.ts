/**
 * Their work said in passing, around something else: "being a plumber is not glamorous", "such is
 * the life of a mechanic", "ten years as a commercial pilot", "Architect by trade", "thirty year an
 * electrician", "ive been a hairdresser for 15 yrs". Said plainly ("I'm a plumber.") for the clause
 * readers; never when the sentence is about someone else's work, imagined or asked.
 */
import { nlp } from '../lazy-nlp';
import { NOT_THEIRS } from './in-passing-guards';
import { OCCUPATIONS, TELLING_FIRST_WORDS } from './vocabulary';
import { withArticle } from './words';

const JOBS = [...OCCUPATIONS].filter((job) => /^[a-z][a-z -]+$/.test(job)).sort((a, b) => b.length - a.length).join('|');

/** "being the night security guard", "work as an accountant", "NP life", "tattoo apprentice life is terrifying", "... — sparky life never ends": the job, with the words before it that may name its kind. */
const JOB_IN_PASSING = new RegExp(
  String.raw`(?:^|[\s,])(?:being|as|working as|work as|years as|decades? as|(?:years?|yrs)(?=\s+an?\s)|career as|life of|job as|time as|i be)\s+(?:an?\s+|the\s+)?(?<kind>(?:[\p{L}-]+\s+){0,3}?)(?<job>${JOBS})\b|(?:^|\s[—–]\s)\s*(?<kind2>(?:[\p{L}-]+\s+)?)(?<job2>${JOBS})\s+(?:by\s+(?:trade|profession)|[—–-]\s+i\b|through and through|life\b)`,
  'iu',
);
/** The word before a job that names its kind ("tattoo apprentice", "security guard"), not one that praises it ("a good nurse"). */
function ofItsKind(words: string | undefined, job: string): string {
  const kind = words?.trim().split(/\s+/).pop();
  return kind && nlp(kind).has('#Noun') && !nlp(kind).has('(#Adjective|#Verb|#Value|#Possessive|#Pronoun)') ? `${kind} ${job}` : job;
}
/** "ive been a hairdresser for 15 yrs", "Been a paramedic since 2009": the work they have done until now and still do (their own: "Mum has been a nurse" is hers). */
const BEEN_A_JOB = new RegExp(String.raw`(?:(?:^|[\s,])(?:i've|ive|i have)\s+(?:always\s+|now\s+)?|^\s*)been\s+(?:an?\s+)(?:[\p{L}-]+\s+)?(${JOBS})\b(?=\s+(?:for|since)\b|\s*[,.!;]|\s*$|\s+and\b)(?![^.!?]*\b(?:before|until|till|previously|back then|in the past)\b)`, 'iu');
/** "when I tell them I'm a dentist", "I wouldn't trade being a farmer for anything": their own work, inside a sentence about something else. */
const JOB_TOLD_OR_LOVED = new RegExp(String.raw`\b(?:tell|told)\s+(?:them|people|everyone|folks|strangers)\s+(?:that\s+)?i(?:'m|\s+am)\s+an?\s+(?:[\p{L}-]+\s+)?(${JOBS})\b|\b(?:trade|love|loving|like|enjoy)\s+being\s+an?\s+(?:[\p{L}-]+\s+)?(${JOBS})\b`, 'iu');
/** A formal opening that wishes nothing: "I wish to share that ...", "Kindly note that ...". */
const POLITE_OPENING = new RegExp(String.raw`\b${TELLING_FIRST_WORDS}`, 'giu');
/** Jobs said by their letters ("NP life", "an RN"): written in capitals, with the article their first letter's sound takes. */
const JOB_LETTERS = /^(?:np|rn|lpn|cna|gp|hca|emt|pa)$/i;
const aJob = (what: string) => (JOB_LETTERS.test(what) ? `I'm ${/^[aefhilmnorsx]/i.test(what) ? 'an' : 'a'} ${what.toUpperCase()}.` : `I'm ${withArticle(what)}.`);

/** "... all morning being an electrician is no joke": "being" opens its own clause, unless a verb governs it ("I miss being a nurse"). */
const beingApart = (before: string, said: string) => /^[\s,]*being\b/i.test(said) && !nlp(before.trim().split(/\s+/).pop() ?? '').has('(#Verb|#Preposition)');

/** Their work said in passing, as "I'm a plumber.", or nothing. */
export function workIn(said: string): string | undefined {
  const sentence = said.replace(POLITE_OPENING, '');
  const been = BEEN_A_JOB.exec(sentence);
  if (been && !/\b(?:not|never|n't|no longer|quit|left|former|retired|used to|ago|if|would|wish)\b|\?/i.test(sentence) && !NOT_THEIRS.test(sentence.slice(0, been.index))) return aJob(been[1]!.toLowerCase());
  const toldOrLoved = JOB_TOLD_OR_LOVED.exec(sentence);
  const job = JOB_IN_PASSING.exec(sentence) ?? toldOrLoved;
  if (!job) return undefined;
  // (What counts is the job's own clause: "I just got home from the shift, being the night guard is ..." is theirs.)
  const before = sentence.slice(0, job.index).split(/,|;|\band then\b/i).pop()!;
  // ("After 30 years as a miner, my dad retired", "being a nurse must be hard": someone else's work, or anyone's.)
  const after = sentence.slice(job.index + job[0].length);
  const anothers = /^[^.!?]*?,\s*(?:my|his|her|their|your|our)\s+\p{L}+|^[^.!?]*?,\s*(?:he|she|they|you|u)\b|^\s+(?:must|sounds|seems|looks|can't|cannot|would|is hard|is tough)\b/iu.test(after);
  // ("not being a doctor", "never worked as a nurse", "my years as a miner are over": no work of theirs now.)
  const notNow = /\b(?:not|never|no longer|n't|nor|quit|left|former|ex|retired|used to)\b/i.test(`${before} ${job[0]}`) || /^\s*(?:(?:is|are|were|was)\s+over|anymore|any more)\b/i.test(after);
  // ("I just started as a barista": a sentence with its own subject is read as it is, unless it tells or loves the work, or is
  // a clause inside another: "the tea company where I work as an accountant".)
  const ownSubject = /\b(?:i|i'm|im|i've|ive|i'd|we|we're)\b/i.test(before) && !/\b(?:where|at which)\s+i\s*$/i.test(before);
  // ("my mate is a chef — chef life is brutal, he says": a job of the life after a dash is the member's only when no one else is in the sentence.)
  const othersLife = Boolean(job.groups?.['job2']) && job.index > 0 && /\b(?:he|she|they|his|her|(?:my|our)\s+\p{L}+\s+(?:is|'s|was))\b/iu.test(sentence);
  if (anothers || notNow || othersLife || NOT_THEIRS.test(before) || (ownSubject && !toldOrLoved && !beingApart(before, job[0])) || /\b(?:if|would|could|might|should|may|wish|want to be|wanted to be|dreams?|imagine|imagining|picture|pretend)\b|\?/i.test(sentence)) return undefined;
  const groups = job.groups ?? {};
  const what = (groups['job'] ? ofItsKind(groups['kind'], groups['job']) : groups['job2'] ? ofItsKind(groups['kind2'], groups['job2']) : (job[1] ?? job[2])!).toLowerCase();
  return aJob(what);
}

