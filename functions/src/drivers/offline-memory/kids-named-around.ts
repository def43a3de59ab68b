/**
 * The member's children named in a message that speaks of them as a group, without "my kids X and Y": "juggling my
 * kids' schedules — football for Mateo, ballet for Lucía", "my two are tag-teaming me: baby Noah's teething and Ava (3)
 * wakes him up", "Birthday season for my lot — Luca turns 8, Giulia turns 5". Read only when the message says the
 * children are the member's ("my kids", "our two", "my lot", "the twins"), names two to four people, each a single
 * word (not "Taylor Swift"), and says of none of them that they are someone else (no relation word or "and I" before a
 * name, no one else's children spoken of).
 */
import { couldBeName } from './people-said-plainly';
import { KIN_WORDS } from './vocabulary';
import { namesNoOne } from './words';

const THEIR_CHILDREN = /\b(?:my|our)\s+(?:(?:little|wee|young|three|two|four|beautiful|lovely)\s+)?(?:kids|kiddos|children|lot|two|three|four|little ones|babies|boys|girls|twins|brood|monsters|rugrats)\b|\bmy\s+kids'|\bthe\s+(?:kids|twins)\b(?!\s+(?:next door|upstairs|downstairs|at)\b)/i;
/** Someone else's children, or children in general: "my sister's kids", "the neighbours' kids", "kids these days". */
const OTHERS_CHILDREN = /\b\p{L}+(?:'s|s')\s+(?:kids|children|twins|boys|girls)\b|\bkids\s+these\s+days\b|\bif\s+i\s+had\b/iu;
/** A name of one word: not after or before another capitalised word ("Taylor Swift"). */
const NAME = /(?<!\p{Lu}[\p{L}'-]*\s)(?<=\s|\(|^)(\p{Lu}\p{Ll}[\p{L}'-]*)(?![\p{L}'-])(?![\s-]*\p{Lu})/gu;
const WHO_BEFORE = new RegExp(String.raw`\b(?:${KIN_WORDS}|friend|friends|mate|mates|boss|teacher|coach|neighbour|neighbor|colleague)s?\s*,?\s*$`, 'iu');

/** A word for one of the children before a name: "baby Noah", "my eldest Ruth". */
const CHILD_BEFORE = /\b(?:baby|kid|son|daughter|boy|girl|twin|eldest|youngest|oldest|little one|middle one|first|second)\s*,?\s*$/i;

/** The children's names, for a message that names its children around a word for them, or nothing. */
export function kidsNamedAround(message: string): string[] | undefined {
  if (!THEIR_CHILDREN.test(message) || OTHERS_CHILDREN.test(message)) return undefined;
  const names: string[] = [];
  for (const match of message.matchAll(NAME)) {
    const name = match[1]!.replace(/'s$/, '');
    const before = message.slice(0, match.index);
    // Not a sentence's first word, capitalised anyway; not one whose word for who they are comes first ("my friend Jo").
    if (/(?:^|[.!?]\s*)$/u.test(before)) continue;
    if ((WHO_BEFORE.test(before) && !CHILD_BEFORE.test(before)) || /\b(?:and|&)\s+I\b/.test(message.slice(match.index, match.index + name.length + 6))) return undefined;
    // (Not a place, a firm or a day: "took my kids to Paris and Rome".)
    if (couldBeName(name) && !namesNoOne(name) && !names.includes(name)) names.push(name);
  }
  return names.length < 2 || names.length > 4 ? undefined : names;
}
