/**
 * A memory the member writes by hand, read as Bela reads what they say in the chat (decision 0036):
 * the extractor behind the MemoryExtractor port reads the words, so "I work as a childminder" is
 * filed under Work and kept as "They work as a childminder.", in the one voice of every memory
 * (offline-memory/voice.ts for the offline extractor, the OpenAI extractor's own instructions in
 * production). What the extractor cannot read (already in that voice, a note of another shape, or a
 * remote extractor that failed) is kept in the member's words, its kind guessed from them; a note it
 * reads only in part keeps the member's words, filed under the kind it read.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import { MEMORY_TEXT_MAX_CHARS } from '@bela/contracts/memories';
import type { MemoryExtractor, MemoryOperation } from '../../ports/memory-extractor';
import { guessKind } from '../../domain/memory/guess-kind';

export interface HandWritten {
  text: string;
  kind: MemoryKind;
  /** What it is about, when the extractor said and the member wrote one fact: a later statement about it updates it. */
  slot?: string;
}

type Add = Extract<MemoryOperation, { op: 'add' }>;

/**
 * English closed-class words (pronouns, determiners, auxiliaries, prepositions, conjunctions): the
 * words a change of voice rewrites or drops. Negations are not among them: a reading that loses
 * one has lost what the note says.
 */
const FUNCTION_WORDS = new Set(
  (
    "i me my mine myself we us our ours ourselves you your yours they them their theirs he him his she her hers it its " +
    "a an the this that these those some any each every all both " +
    "am is are was were be been being have has had having do does did will would shall should can could may might must " +
    "i'm i've i'd i'll we're we've we'd we'll it's that's " +
    "and or but so nor yet if as than then to of in on at for with by from into onto about over under up out off " +
    "just also too very really quite pretty still already now"
  ).split(' '),
);

/** The words of a text that carry what it says, lower case, straight apostrophes. */
const contentWords = (text: string): string[] =>
  (text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word));

/** Whether `word` is in `words` in some form ("teach" in "teacher", "kids" in "kid"): a shared start of up to five letters. */
const hasForm = (words: readonly string[], word: string) => {
  const stem = word.slice(0, Math.min(5, word.length));
  return words.some((other) => other === word || (stem.length >= 3 && other.startsWith(stem)) || (other.length >= 4 && word.startsWith(other)));
};

/** Whether every content word of `words` is in `reading`: a reading that drops a part of the note does not replace it. */
const keepsAll = (words: string, reading: string) => {
  const read = contentWords(reading);
  return contentWords(words).every((word) => hasForm(read, word));
};

/** The adds without one whose words another already holds ("Their best friend is Tomasz." beside "Their best friend Tomasz is getting married in June."). */
const withoutRepeats = (adds: Add[]): Add[] =>
  adds.filter((add, index) => !adds.some((other, at) => at !== index && other.text.length > add.text.length && keepsAll(add.text, other.text)));

/**
 * The memory the member's words make: the extractor's reading of them, one memory whatever their
 * number of facts (the member wrote one note); the kind the member chose wins over the one read.
 */
export async function readHandWritten(extractor: Pick<MemoryExtractor, 'propose'>, words: string, chosen: MemoryKind | undefined, now: Date): Promise<HandWritten> {
  // Nothing to relate it to: the member's own note is read alone, never as a change of another.
  const operations: MemoryOperation[] = await extractor.propose({ message: words, memories: [], now, timeZone: null }).catch(() => []);
  const adds = withoutRepeats(operations.filter((operation): operation is Add => operation.op === 'add'));
  if (adds.length === 0) return { text: words, kind: chosen ?? guessKind(words) };
  const kind = chosen ?? adds[0]!.kind;
  const text = adds.map((add) => add.text.trim()).join(' ');
  // A reading that lost part of the note (a name, a negation, a date) files it, in the member's words.
  if (text.length > MEMORY_TEXT_MAX_CHARS || !keepsAll(words, text)) return { text: words, kind };
  const slot = adds.length === 1 && adds[0]!.kind === kind ? adds[0]!.slot : undefined;
  return { text, kind, ...(slot ? { slot } : {}) };
}
