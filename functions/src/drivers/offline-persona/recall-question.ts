/**
 * Which question about the member's own facts a message asks ("what's my sister's name?", "where
 * do I work?", "when is my interview?"), read by its words: recall.ts answers it from their memories.
 */
import { contentWords } from '../offline-memory/operations';
import { EVENTS, RELATIONS, SPECIES } from '../offline-memory/vocabulary';
import { WHO_AM_I } from './text-helpers';

export type RecallQuestion =
  | { about: 'name' }
  /** `asked`: the question asks whether there is such a person at all ("do I have any kids?"), said as it asked. */
  | { about: 'person'; relation: string; field: 'name' | 'city' | 'job' | 'any'; asked?: string; /** "a brother or a sister": either answers. */ or?: string }
  | { about: 'pet'; species?: string }
  | { about: 'work' }
  | { about: 'study' }
  | { about: 'home' }
  | { about: 'origin' }
  | { about: 'plan'; words: string[] }
  | { about: 'plans' }
  | { about: 'likes'; dislikes: boolean }
  | { about: 'favourite'; category: string }
  | { about: 'birthday' }
  | { about: 'everything' };

const alternation = (words: Iterable<string>) => [...words].sort((x, y) => y.length - x.length).join('|');
const REL = `(${alternation(Object.keys(RELATIONS))})`;
const PET = `(${alternation(Object.keys(SPECIES))})`;
const WHAT = String.raw`(?:what(?:'s| is)|whats|what was)`;
const REMEMBER = String.raw`(?:do you (?:still )?(?:remember|know|recall)|remember|you remember|can you remember|did i tell you|did i mention|(?:can you |could you )?remind me(?: of| about)?)`;

/** The question about the member's own facts that the message asks, if it asks one. */
export function recallQuestionOf(message: string): RecallQuestion | undefined {
  const text = ` ${message.toLowerCase().replace(/[\u2018\u2019`]/g, "'").replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\bchildren\b/g, 'kids').replace(/\s+/g, ' ').trim()} `;
  const has = (source: string) => new RegExp(source, 'u').exec(text);
  if (has(String.raw`\b(?:${WHAT}|${REMEMBER}) my name\b|${WHO_AM_I}|\bwhat do you call me\b`)) return { about: 'name' };
  let match = has(String.raw`\bmy ${REL}(?:'s|s)? name\b|\b${WHAT} my ${REL} called\b|\bwho(?:'s| is) my ${REL}\b|\b(?:${WHAT}|what is) (?:the )?name of my ${REL}\b|\bname (?:all |both |each )?(?:of )?my (?:(?:two|three|four|five) )?${REL}(?:s)?\b`);
  if (match) return { about: 'person', relation: RELATIONS[(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5])!]!, field: 'name' };
  match = has(String.raw`\bwhere (?:does|did) my ${REL} (?:live|move)\b|\bwhere(?:'s| is) my ${REL} (?:living|based)\b|\bwhat city (?:does|is) my ${REL}\b`);
  if (match) return { about: 'person', relation: RELATIONS[(match[1] ?? match[2] ?? match[3])!]!, field: 'city' };
  match = has(String.raw`\bwhat does my ${REL} do\b|\b${WHAT} my ${REL}(?:'s|s)? job\b`);
  if (match) return { about: 'person', relation: RELATIONS[(match[1] ?? match[2])!]!, field: 'job' };
  // "what is her name (my cat)": the topic said before the question, kept beside it (question-asked.ts).
  match = has(String.raw`\b(?:what(?:'s| is| was)|whats) (?:his|her|its|their) name\b.*\b(?:my|our) ${PET}\s*$`);
  if (match) return { about: 'pet', species: SPECIES[match[1]!]! };
  match = has(String.raw`\b(?:what(?:'s| is| was)|whats) (?:his|her|their) name\b.*\b(?:my|our) ${REL}\s*$|\b(?:what(?:'s| is| was)|whats) (?:he|she|they) called\b.*\b(?:my|our) ${REL}\s*$`);
  if (match) return { about: 'person', relation: RELATIONS[match[1]!]!, field: 'name' };
  match = has(String.raw`\bmy ${PET}(?:'s|s)? name\b|\b${WHAT} my ${PET} called\b|\b${REMEMBER} my ${PET}\b|\bwho(?:'s| is) my ${PET}\b`);
  if (match) return { about: 'pet', species: SPECIES[(match[1] ?? match[2] ?? match[3] ?? match[4])!]! };
  if (has(String.raw`\bmy pet(?:'s|s)? name\b|\b${WHAT} my pet called\b|\bdo i have (?:a |any )?pets?\b|\bwhat (?:kind of |sort of |type of )?pets? do (?:i|we) have\b|\b${REMEMBER} my pets?\b`)) return { about: 'pet' };
  match = has(String.raw`\b${REMEMBER} (?:about )?my ${REL}\b`);
  if (match) return { about: 'person', relation: RELATIONS[match[1]!]!, field: 'any' };
  match = has(String.raw`\bdo i (?:have|have got) (?:(a|an|any) )?${REL}(?:s|es)?\b|\bhave i got (?:(a|an|any) )?${REL}(?:s|es)?\b`);
  if (match) {
    const [article, word] = match[2] ? [match[1] ?? 'any', match[2]] : [match[3] ?? 'any', match[4]!];
    const other = new RegExp(String.raw`^(?:s|es)? or (?:(a|an|any) )?${REL}`, 'u').exec(text.slice(match.index + match[0].length))?.[2];
    const asked = article === 'any' ? `any ${word === 'kid' || word === 'child' ? 'kids' : `${word}s`}` : `${article} ${word}`;
    return { about: 'person', relation: RELATIONS[word]!, field: 'any', asked: other ? `${asked} or ${other}` : asked, ...(other ? { or: RELATIONS[other]! } : {}) };
  }
  if (has(String.raw`\bam i (?:married|single|engaged|in a relationship|seeing (?:anyone|someone))\b|\bdo i have a (?:partner|significant other)\b`))
    return { about: 'person', relation: 'partner', field: 'any', asked: 'a partner' };
  if (has(String.raw`\bwhat do i study\b|\bwhat am i studying\b|\bwhere do i study\b|\b${REMEMBER} what i study\b`)) return { about: 'study' };
  if (has(String.raw`\bwhere do i work\b|\bwhat (?:do |did )?i do (?:for (?:work|a living|money|a crust|a paycheck|a paycheque|cash)|to (?:pay the bills|earn (?:a|my) living))\b|\b${WHAT} my (?:job|work|profession|occupation)\b|\b${REMEMBER} (?:what i do|where i work|my (?:job|work|occupation|profession|line of work)|what my job is)\b|\bwho do i work for\b|\bwhat(?:'s| is) my line of work\b|\bwhat line of work am i in\b`))
    return { about: 'work' };
  if (has(String.raw`\bwhere do i live\b|\bwhat city do i live in\b|\bwhere(?:'s| is) my home\b|\b${REMEMBER} where i live\b|\bwhere am i based\b|\bwhere did i (?:just )?move\b`)) return { about: 'home' };
  if (has(String.raw`\bwhere am i from\b|\bwhere do i come from\b|\bwhere did i grow up\b|\b${REMEMBER} where i(?:'m| am) from\b`)) return { about: 'origin' };
  if (has(String.raw`\bwhen(?:'s| is| was) my birthday\b|\b${REMEMBER} (?:my birthday|when my birthday is)\b`)) return { about: 'birthday' };
  match = has(String.raw`\b${WHAT} my (?:all time )?favou?rite (\p{L}+)\b|\b${REMEMBER} my favou?rite (\p{L}+)\b`);
  if (match) return { about: 'favourite', category: (match[1] ?? match[2])!.replace(/^color$/, 'colour') };
  if (has(String.raw`\bwhat do i (?:hate|dislike|not like|can't stand)\b|\bwhat don't i like\b|\b${REMEMBER} what i (?:hate|dislike|can't stand)\b`)) return { about: 'likes', dislikes: true };
  if (has(String.raw`\bwhat (?:do|did) i (?:say i )?(?:like|love|enjoy)\b|\bwhat (?:kind of |sort of )?\p{L}+ do i (?:like|love|enjoy|listen to)\b|\b${REMEMBER} what i (?:like|love|enjoy)\b|\bwhat am i into\b`))
    return { about: 'likes', dislikes: false };
  // "when's the recital - who's coming with me", "when is my interview, and who's on the panel?": the event, before the next question.
  match = has(String.raw`\bwhen(?:'s| is| was) (?:my|the) ((?:[\p{L}']+ ){0,2}?[\p{L}']+) (?:again )?(?:(?:and|who|who's|where|if)\b.*)?$|\bwhen do i have (?:my |a |an |the )?([\p{L}' ]+?) $|\b${REMEMBER} when (?:my|the) ([\p{L}' ]+?) (?:is|was) \b|\bwhat day is (?:my|the) ([\p{L}' ]+?) $`);
  if (match) {
    const words = contentWords((match[1] ?? match[2] ?? match[3] ?? match[4])!);
    // "when is the best time to call?" asks nothing Bela was told: a plan has an event in its name.
    if (/\bmy\b/.test(match[0]) || words.some((word) => EVENTS.has(word) || EVENTS.has(word.replace(/s$/, '')))) return { about: 'plan', words };
  }
  if (has(String.raw`\bwhat(?:'s| is| do i have) (?:coming up|on my calendar|planned)\b|\bwhat are my plans\b|\b${REMEMBER} my plans\b`)) return { about: 'plans' };
  if (has(String.raw`\bwhat do you (?:know|remember) about me\b|\btell me what you (?:know|remember) about me\b|\bwhat have i told you about me\b|\bwhat do you know of me\b`)) return { about: 'everything' };
  return undefined;
}
