/**
 * A pastime told by its taking up: "Took up knitting in the spring and now I'm obsessed", "I've
 * picked up bouldering", "got into pottery last year". Said plainly ("I enjoy knitting.", "I play
 * the cello.") for the clause readers. Only a pastime: a sport, a craft or an instrument
 * (vocabulary.ts), or a word in -ing; never "took up the offer", "picked up the kids", "got into
 * trouble", nor one still wished for ("should take up yoga").
 */
import { WORD_CLASSES } from './vocabulary';
import { IMAGINED_OR_ASKED } from './in-passing-guards';

/** The member (said, or left out as in texting) and the taking up, in the past: "took up", "'ve picked up", "been getting into". */
const TAKEN_UP =
  /(?:^|[.!?]\s+|\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+)(?:(?:just|recently|finally|also|properly|really)\s+)?(?:been\s+)?(?:took|taken|picked|got|gotten|getting)\s+(up|into)\s+(?:the\s+|a\s+bit\s+of\s+|some\s+)?([\p{L}-]{3,})/iu;
const PASTIME_WORDS: ReadonlySet<string> = new Set(['sport', 'craft', 'instrument'].flatMap((name) => WORD_CLASSES[name] ?? []));
const INSTRUMENTS: ReadonlySet<string> = new Set(WORD_CLASSES['instrument']);
/** Words in -ing that are no pastime. */
const NO_PASTIME = /^(?:nothing|something|anything|everything|thing|things|morning|evening|ceiling|building|meeting|wedding|clothing|feeling|being|going|having|getting|doing|working|sleeping)$/i;

/** A sport, a craft, an instrument, or a word in -ing that names no thing ("knitting", not "wedding"). */
export const isPastimeWord = (word: string) => PASTIME_WORDS.has(word.toLowerCase()) || (/ing$/i.test(word) && !NO_PASTIME.test(word));
const SPORTS: ReadonlySet<string> = new Set(WORD_CLASSES['sport']);
/** "bouldering" → "I go bouldering", "knitting" → "I do knitting": how a pastime in -ing is said with its doer. */
export const doingSaid = (gerund: string) => `I ${SPORTS.has(gerund.toLowerCase()) ? 'go' : 'do'} ${gerund.toLowerCase()}`;

export function pastimeTakenUp(message: string): string | undefined {
  const taken = TAKEN_UP.exec(message);
  if (!taken) return undefined;
  const thing = taken[2]!.toLowerCase();
  const pastime = isPastimeWord(thing);
  // (What comes before it in its sentence: "I should have picked up ...", "if I got into ..." are no pastime taken up.)
  const sentence = message.slice(0, taken.index + taken[0].length).split(/[.!?]\s+/).at(-1)!;
  if (!pastime || IMAGINED_OR_ASKED.test(sentence) || /\b(?:should|could|never|want|wanna|thinking|planning)\b/i.test(sentence)) return undefined;
  return INSTRUMENTS.has(thing) ? `I play the ${thing}.` : `I enjoy ${thing}.`;
}
