/**
 * Within a chat, what the member said earlier is evidence too, not only what was stored: each of
 * their earlier sentences that speaks of themselves ("I", "my", "we") becomes a candidate answer,
 * in the memories' voice ("I teach yoga" → "They teach yoga"), so that recall by meaning reads and
 * says it back like a memory ("You teach yoga."). A stored memory wins over the same words said.
 */
import type { KnownMemory } from '../../../ports/memory-extractor';
import { looksLikeQuestion } from '../../offline-memory/questions-in-message';

/** A candidate answer that is the member's own sentence, not a stored memory. */
export type Evidence = KnownMemory & { said?: true };

const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|i'll|my|me|mine|myself|we|we're|we've|our|ours|us)\b/i;

/** First person into the memories' third person, whole words only: "I'm" → "they're", "my" → "their". */
const THEY: [RegExp, string][] = [
  [/\b(?:i|we)\s*(?:'|’)?\s*m\b|\bim\b|\bi am\b|\bwe(?:'|’)re\b|\bwe are\b/gi, 'they’re'],
  [/\b(?:i|we)(?:'|’)ve\b|\bive\b/gi, 'they’ve'],
  [/\b(?:i|we)(?:'|’)d\b/gi, 'they’d'],
  [/\b(?:i|we)(?:'|’)ll\b/gi, 'they’ll'],
  [/\b(?:i|we) was\b/gi, 'they were'],
  [/\bmyself\b|\bourselves\b/gi, 'themselves'],
  [/\bmine\b|\bours\b/gi, 'theirs'],
  [/\bmy\b|\bour\b|\bme (?=(?:mum|mam|dad|brother|sister|nan|mate|mates|missus|fella)\b)/gi, 'their'],
  [/\bme\b|\bus\b/gi, 'them'],
  [/\bi\b|\bwe\b/gi, 'they'],
];

function inTheirVoice(sentence: string): string {
  let text = sentence;
  for (const [pattern, replacement] of THEY) text = text.replace(pattern, replacement);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The sentences of a message: at ". ", "! ", "? ", ";" or a new line (the data's " . " too). */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+|\s+\.\s+|\n+/u)
    .map((sentence) => sentence.trim().replace(/\s+/g, ' '))
    .filter((sentence) => sentence.length > 0);

/** A question: it ends in "?" and opens as one ("what do you do?", "in which city do I live?"); "I walk to work, what about you?" still says something. */
const QUESTION = /^\s*(?:(?:in|at|for|from|to|with|on|and|so|but|ok|okay|oh|now|hey|hi|wait|lol|quick question|lowkey \w+ but)[\s,]+)*(?:what|whats|what's|how|why|who|whose|where|when|which|do|does|did|are|is|was|were|can|could|would|will|should|shall|have|has|any|and|you|u|r)\b[^?]*\?\s*$/i;

/** A question texted without its mark: "whats my job again i told u before", "where do i live now". */
// Not "when i grow up i want to be ..." nor "what i love is ...": a question word then "i" begins a statement as often as a question.
const UNMARKED_QUESTION = /^\s*(?:(?:what's|whats|wats|who's|whos|where's|wheres|when's|whens)\s+|(?:what|wat|who|where|when|which|how many|how old)\s+(?:do|did|does|is|was|are|am)\s+)/i;

/** Does a sentence ask rather than tell? Any of the ways above, or the extractor's own test when it ends without a full stop. */
function asks(sentence: string): boolean {
  // "wait where am i living rn again?? 😅": the emoji after the question mark does not make it a statement.
  const bare = sentence.replace(/[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u, '');
  // "I think I mentioned my nan — what's her name?": a question asked after a few words of its own ("what about you?" is not).
  const askedLater = /\b(?:what|what's|whats|who|who's|whose|where|when|which|how)\b[^.!]*\?$/i.test(bare) && !/\b(?:what|how) about (?:you|u)\s*\?$|\band (?:you|u)\s*\?$/i.test(bare);
  return QUESTION.test(bare) || UNMARKED_QUESTION.test(bare) || askedLater || (!/[.!]$/.test(bare) && looksLikeQuestion(bare)) || /^\s*(?:remind me|tell me|can you remind me)\b/i.test(bare);
}

/** A sentence that takes back or corrects something: "I don't have a dog anymore", "actually it's Braga now". */
const CORRECTS = /\b(?:not|no|never|actually|anymore|any more|no longer|now|instead|sorry|wrong|mean)\b|n't\b/i;

const wordsIn = (sentence: string) => new Set(sentence.toLowerCase().replace(/[’]/g, "'").split(/[^\p{L}\p{N}']+/u).filter((word) => word.length > 3 && !FIRST_PERSON.test(word)));

/**
 * The member's earlier sentences about themselves as candidate answers (questions left out), oldest
 * first. A sentence a later one takes back or corrects (it shares a word with it) is left out: the
 * memories, updated by the extractor, say what stands.
 */
export function saidAsEvidence(said: readonly { text: string }[], at: Date): Evidence[] {
  const sentences = said.flatMap((message, m) => sentencesOf(message.text).map((sentence, s) => ({ sentence, id: `said-${m}-${s}` })));
  const found: Evidence[] = [];
  sentences.forEach(({ sentence, id }, i) => {
    if (asks(sentence) || !FIRST_PERSON.test(sentence.replace(/[’]/g, "'"))) return;
    const words = wordsIn(sentence);
    const takenBack = sentences.slice(i + 1).some((later) => CORRECTS.test(later.sentence) && [...wordsIn(later.sentence)].some((word) => words.has(word)));
    if (takenBack) return;
    // "I walk to work, what about you?": the question to Bela is not part of what they said.
    const statement = sentence.replace(/(?:[,;]\s*|\s+)(?:what|how|and|do|did|are|have|u|you)\b[^,;]*\?\s*$/i, '');
    found.push({ id, kind: 'identity', text: `${inTheirVoice(statement).replace(/[.!?;,\s]+$/u, '')}.`, pinned: false, updatedAt: at, said: true });
  });
  return found;
}
