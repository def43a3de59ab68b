/**
 * The names and places a frame reads in a clause: a place compromise knows, names written with
 * capitals or after "called", and a pet's or person's name written in lower case right after "my cat".
 */
import { nlp } from '../lazy-nlp';
import { OCCUPATIONS, RELATIONS, SPECIES } from './vocabulary';
import { capitalised, tagsOf } from './words';

/** Words compromise knows as a town, a region or a country, as typed or capitalised ("porto", "Porto"). */
export const namesPlace = (words: string) => (nlp(words).places().length as number) > 0 || (nlp(capitalised(words)).places().length as number) > 0;

/** A place compromise knows in the text, or a capitalised word after "from"/"in". */
export function placeIn(text: string): string | undefined {
  const place = nlp(text).places().first().text('normal') as string;
  if (place) return place;
  return /\b(?:from|in|to|into)\s+(?:just\s+outside\s+|near\s+|outside\s+)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)*)/u.exec(text)?.[1];
}

/** "my cat biscuit judges me": a name written in lower case right after the relation, when compromise reads it as a noun. */
export function nameAfter(rest: string): string | undefined {
  const word = /^\s*,?\s*([\p{L}][\p{L}'-]+)/u.exec(rest)?.[1];
  if (!word || word.length < 3) return undefined;
  const tags = tagsOf(word);
  if (!tags.includes('Noun') || tags.some((tag) => ['Verb', 'Plural', 'Adjective', 'Adverb', 'Pronoun', 'Preposition', 'Determiner', 'Conjunction', 'Value', 'Date'].includes(tag))) return undefined;
  if (RELATIONS[word.toLowerCase()] || SPECIES[word.toLowerCase()] || OCCUPATIONS.has(word.toLowerCase())) return undefined;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Names in a clause: capitalised words compromise reads as names, or any after "called"/"named". */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  const called = /\b(?:called|named|name is|name's|names are)\s+([\p{L}][\p{L}'-]*)(?:\s+and\s+([\p{L}][\p{L}'-]*))?/giu;
  for (const match of text.matchAll(called)) names.push(...[match[1], match[2]].filter((name): name is string => Boolean(name)));
  for (const match of text.matchAll(/(?<![.!?]\s)(?<!^)\b(\p{Lu}[\p{Ll}'-]+)\b/gu)) {
    const word = match[1]!;
    if (/^(?:I|I'm|I've|I'd|My|Our|The|And|But|So|Mum|Mom|Dad)$/.test(word)) continue;
    const tags = tagsOf(word);
    if (tags.some((tag) => ['Place', 'Date', 'Month', 'WeekDay', 'Demonym', 'Organization'].includes(tag))) continue;
    names.push(word);
  }
  // ("my cousin Fabiana's wedding": the name, without the possessive.)
  return [...new Set(names.map((name) => name.replace(/'s$/u, '')))];
}
