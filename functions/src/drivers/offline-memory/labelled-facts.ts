/**
 * Facts written as labels, as a terse member or a form would: "Job: accountant.", "Dog: Rocco.",
 * "Comfort food: grilled cheese, tomato soup.", "Only sibling: sister Dana.", "Allergies: sesame",
 * "Husband: Julian". Each is rewritten as the plain sentence the clause readers read ("I'm an
 * accountant.", "My dog is called Rocco."). A label is read only at the start of a sentence and only
 * of the member's own ("My dog: Rocco", never "Her dog: ..."). Found in the blind story set i's
 * development stories (bench/understanding/stories).
 */
import { OCCUPATIONS, PET_WORDS } from './vocabulary';
import { endsInOccupation, withArticle } from './words';

const START = String.raw`(^|[.!?]\s+)`;
const NAME = String.raw`\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?`;
/** What follows a label up to the end of its sentence (a list stays whole: "grilled cheese, tomato soup"). */
const VALUE = String.raw`([^.!?;\n]{2,60}?)\s*(?=[.!?;\n]|$)`;

const LABELLED: readonly [RegExp, (start: string, ...said: string[]) => string][] = [
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(?:[Jj]ob|[Oo]ccupation|[Pp]rofession|[Ww]ork)\s*:\s*(?:an?\s+)?${VALUE}`, 'gu'), (start, job) => `${start}I work as ${withArticle(job!)}`],
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(${PET_WORDS.join('|')})\s*:\s*(${NAME})`, 'giu'), (start, pet, name) => `${start}My ${pet!.toLowerCase()} is called ${name}`],
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(husband|wife|partner|spouse|boyfriend|girlfriend|fianc[ée]e?)\s*:\s*(${NAME})`, 'giu'), (start, who, name) => `${start}My ${who!.toLowerCase()} is ${name}`],
  // "Brother: Callum.", "Older sister: Mei": a brother or a sister by name.
  [new RegExp(String.raw`${START}(?:[Oo]nly\s+|[Mm]y\s+)?(?:(?:[Oo]lder|[Yy]ounger|[Bb]ig|[Ll]ittle)\s+)?([Bb]rother|[Ss]ister)\s*:\s*(${NAME})`, 'gu'), (start, who, name) => `${start}My ${who!.toLowerCase()} is called ${name}`],
  // "Pet: a bearded dragon named Rex.": the animal, then its name.
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?[Pp]ets?\s*:\s*(an?\s+[^.!?;\n]{2,30}?\s+(?:named|called)\s+${NAME})`, 'gu'), (start, pet) => `${start}I have ${pet}`],
  [new RegExp(String.raw`${START}(?:[Oo]nly\s+|[Mm]y\s+)?(?:[Ss]iblings?)\s*:\s*(?:(?:my\s+)?(?:older\s+|younger\s+|big\s+|little\s+)?(sister|brother)\s+)?(${NAME})(?:\s*\((?:older\s+|younger\s+|big\s+|little\s+)?(sister|brother)\))?`, 'gu'), (start, who, name, after) => `${start}My ${who || after || 'sibling'} is called ${name}`],
  // ("kids: Farah 9, Idris 5": their ages stay out of their names.)
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(?:[Kk]ids|[Cc]hildren)\s*:\s*(${NAME}(?:\s+\d{1,2}\b)?(?:\s*(?:,|and|&)\s*${NAME}(?:\s+\d{1,2}\b)?)*)`, 'gu'), (start, names) => `${start}My kids are called ${names.replace(/\s+\d{1,2}\b/g, '')}`],
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?[Cc]omfort\s+(?:food|meal|dish)\s*:\s*${VALUE}`, 'gu'), (start, dish) => `${start}My comfort food is ${dish}`],
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(?:[Aa]llerg(?:y|ies)|[Aa]llergic to)\s*:\s*${VALUE}`, 'gu'), (start, what) => `${start}I'm allergic to ${what}`],
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(?:[Ii]nstrument)\s*:\s*(?:the\s+)?${VALUE}`, 'gu'), (start, what) => `${start}I play the ${what}`],
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(?:[Hh]ome|[Cc]ity|[Bb]ased|[Ll]ocation)\s*:\s*(${NAME})`, 'gu'), (start, place) => `${start}I live in ${place}`],
  // "Hobby: chess.", "Hobbies: knitting and hiking": what they do for fun.
  [new RegExp(String.raw`${START}(?:[Mm]y\s+)?(?:[Hh]obby|[Hh]obbies|[Pp]astimes?)\s*:\s*${VALUE}`, 'gu'), (start, what) => `${start}My hobby is ${what}`],
];

/** "My job is architect", "my profession is a nurse": a job said as what their job is, when the words name one. */
const JOB_IS = /(^|[.!?]\s+)(?:my|My)\s+(?:job|occupation|profession)\s+is\s+(?:an?\s+)?((?:[\p{L}-]+\s+){0,2}?([\p{L}-]+))(?=\s*[,.;!?]|\s+(?:and|but|at|in|for)\b|$)/gu;

/** "My job? Dental hygienist.", "Occupation? Nurse.": a job asked of themselves and answered at once. */
const JOB_ANSWERED = /(^|[.!?]\s+)(?:[Mm]y\s+)?(?:[Jj]ob|[Oo]ccupation|[Pp]rofession|[Ww]ork|[Tt]rade)\s*\?\s+(?:[Aa]n?\s+)?((?:[\p{L}-]+\s+){0,2}?([\p{L}-]+))(?=\s*[,.;!]|$)/gu;

export function labelledSaidPlainly(text: string): string {
  const asJob = (whole: string, start: string, job: string) => (endsInOccupation(job) ? `${start}I work as ${withArticle(job.toLowerCase())}` : whole);
  text = text.replace(JOB_IS, asJob).replace(JOB_ANSWERED, asJob);
  if (!text.includes(':')) return text;
  // (A replacer is given the match, its groups, then the offset and the whole text: the groups are what lies between.)
  return LABELLED.reduce((said, [pattern, plainly]) => said.replace(pattern, (...args: unknown[]) => plainly(...(args.slice(1, -2) as [string, ...string[]]))), text);
}

/** An item of "about me: 34, teacher at a primary school, ...": an age or a job said as theirs, anything else as it is. */
export function aboutMeItem(item: string): string {
  if (/^\d{1,3}$/.test(item)) return `I'm ${item}`;
  const words = item.toLowerCase().split(/\s+/);
  const job = words.slice(0, 3).findIndex((word) => OCCUPATIONS.has(word));
  if (job < 0 || words.slice(0, job).some((word) => !/^(?:primary|secondary|high|school|junior|senior|head|lead|staff|trainee|student|full-time|part-time|freelance|nursery|music|art|maths|english|science)$/.test(word))) return item;
  return `I'm ${withArticle(item)}`;
}
