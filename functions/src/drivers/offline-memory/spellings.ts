/**
 * A member's words as the readers know them: the misspellings members make most of the words the
 * readers look for ("alergic", "freind", "teachr"), "me" for "my" before one of their people or
 * animals, as spoken in much of Britain and Ireland ("me mam", "me brother"), "w/" for "with", and a
 * subject said again as "we" ("my husband and me we have"), as learners often say it. Written by the
 * project from the blind stories' misses and common English misspellings; each entry is a whole
 * word, so no other word changes.
 */
import { couldBeName } from './people-said-plainly';
import { capitalised } from './words';
import { BREEDS, KIN_WORDS, PET_WORDS } from './vocabulary';

const MISSPELT: Readonly<Record<string, string>> = {
  alergic: 'allergic',
  alergy: 'allergy',
  alergies: 'allergies',
  allergys: 'allergies',
  allegic: 'allergic',
  allergik: 'allergic',
  freind: 'friend',
  freinds: 'friends',
  girlfreind: 'girlfriend',
  boyfreind: 'boyfriend',
  neice: 'niece',
  maried: 'married',
  bf: 'boyfriend',
  gf: 'girlfriend',
  marraige: 'marriage',
  girlfirned: 'girlfriend',
  boyfirend: 'boyfriend',
  daugther: 'daughter',
  daugthers: 'daughters',
  teachr: 'teacher',
  techer: 'teacher',
  resturant: 'restaurant',
  shelfish: 'shellfish',
  shellfsh: 'shellfish',
  countng: 'counting',
  wknd: 'weekend',
  '2nite': 'tonight',
  tonite: 'tonight',
  tmrw: 'tomorrow',
  thurs: 'Thursday',
  tues: 'Tuesday',
  weds: 'Wednesday',
  tmrow: 'tomorrow',
  tmw: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  dinr: 'dinner',
};
const MISSPELT_WORD = new RegExp(String.raw`\b(?:${Object.keys(MISSPELT).join('|')})\b`, 'giu');
/** "me mam", "me brother" (not "they call me mum"). */
const ME_FOR_MY = /(?<!\b(?:call|calls|called|calling|name|named|names)\s)\b([Mm])e\s+(?=(?:mam|mum|mom|ma|dad|da|nan|nana|gran|granny|grandad|brother|sister|bro|sis|husband|wife|fella|missus|partner|kids|son|daughter|dog|cat|job|boss|mate|mates|best mate)\b)/gu;

/** "w/ my sister", "moved in w my bf": "w" for "with". */
const W_FOR_WITH = /(?<=\s|^)[Ww]\/?\s+(?=(?:my|our|the|a|an|his|her|their|\p{Lu}\p{Ll}))/gu;

/** "My husband and me we have two kids", "me and my sister we share a flat": the subject said, then said again as "we". */
const SUBJECT_AGAIN = /\b((?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+and\s+(?:me|i)|(?:me|i)\s+and\s+(?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+),?\s+we\s+(?=\p{L})/giu;

/** "we have twin girls": twins, as the readers of one's people know them ("my twin sisters" stays). */
const TWIN_KIN = /(?<=\b(?:have|has|had|got)\s+)twin\s+(?:girls|boys|sons|daughters|brothers|sisters|babies)\b/giu;

/** "Ravi's my brother": "is", not whose (a name's own would come before its noun: "Ravi's brother"). */
const NAME_IS_MY = /\b(\p{Lu}\p{Ll}+)'s\s+(?=(?:my|our)\s)/gu;
/** "my brother's moving to Berlin", "my sister's getting married": "is" before what they are doing (not "my brother's wedding"). */
const KIN_IS_DOING = new RegExp(String.raw`\b((?:my|our)\s+(?:[\p{L}-]+\s+)?(?:${KIN_WORDS})(?:\s+\p{Lu}\p{Ll}+)?)'s\s+(?=(?:moving|going|getting|coming|starting|flying|visiting|living|working|studying|leaving|staying|turning|retiring|graduating|travelling|traveling|heading|expecting|having|training|marrying)\b)`, 'giu');
/** "our Gemma's coming up from Cornwall": in the North of England, "our" before a name is one of the family, most often a brother or sister (read as one when the message says he or she). */
// (Not a word that names an animal's kind, "our Holland Lop bunny", "our African grey": capitalised for its place.)
const OUR_NAMED = new RegExp(String.raw`\b[Oo]ur\s+(\p{Lu}\p{Ll}+)(?=(?:'s|’s)?\s)(?!(?:'s|’s)?\s*\()(?!\s+(?:[\p{L}-]+\s+)?(?:${PET_WORDS.join('|')}|grey|gray)\b)`, 'gu');
/** "my only sibling, he's older": a sibling the message says is a he or a she is a brother or a sister. */
const SIBLING = /\b((?:my|our)\s+(?:only\s+|one\s+|older\s+|younger\s+|big\s+|little\s+)?)sibling\b/giu;
function siblingByPronoun(text: string): string {
  const ours = [...text.matchAll(OUR_NAMED)].filter((found) => couldBeName(found[1]!) && !BREEDS.includes(found[1]!.toLowerCase()));
  if (!text.match(SIBLING) && ours.length === 0) return text;
  const he = /\b(?:he|he's|hes|him|his)\b/i.test(text);
  const she = /\b(?:she|she's|shes|her|hers)\b/i.test(text);
  if (he === she) return text;
  const kin = he ? 'brother' : 'sister';
  const named = ours.length === 1 ? text.replace(OUR_NAMED, (whole, name: string) => (name === ours[0]![1] ? `my ${kin} ${name}` : whole)) : text;
  return named.replace(SIBLING, (_, before: string) => `${before}${kin}`);
}

/** The text with common misspellings mended, "me" read as "my" before one of theirs, "w/" as "with" and a subject said twice said once. */
export function withCommonSpellings(text: string): string {
  return siblingByPronoun(text)
    .replace(MISSPELT_WORD, (word) => {
      const mended = MISSPELT[word.toLowerCase()]!;
      return word[0] === word[0]!.toUpperCase() ? capitalised(mended) : mended;
    })
    .replace(ME_FOR_MY, (_, m: string) => `${m}y `)
    .replace(W_FOR_WITH, 'with ')
    .replace(TWIN_KIN, 'twins')
    .replace(KIN_IS_DOING, '$1 is ')
    .replace(NAME_IS_MY, (whole, name: string) => (couldBeName(name) ? `${name} is ` : whole))
    .replace(SUBJECT_AGAIN, (_, subject: string) => `${subject.replace(/\band\s+me$/i, 'and I').replace(/^(?:me|i)\s+and\s+(.+)$/i, '$1 and I')} `);
}
