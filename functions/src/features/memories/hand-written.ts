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
 * A note that is a sentence already: it names its subject ("I", "my", the memories' "They") or has
 * a verb of being ("Ana is my sister"). It is read as written.
 */
const SENTENCE = /\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|we're|our|us|they|they're|their|them|is|are|was|were|am)\b/i;

/** A verb of the third person singular made the member's own ("lives" -> "live", "has" -> "have", "studies" -> "study"). */
function firstPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  const irregular: Record<string, string> = { has: 'have', is: 'am', does: 'do', goes: 'go', was: 'was' };
  if (irregular[lower]) return irregular[lower];
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z|o)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^s]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/**
 * The ways a note may be read as the member saying it, first as written. Notes are terse: a label
 * and its value ("Cat: Miso", "Job: nurse"), a clause without its subject ("Lives in Porto", "Has
 * two kids"), a bare word ("nurse", "vegetarian"). A note is always about its writer, so each is
 * also read as said in the first person; `words` is what the reading must keep of it.
 */
function readings(note: string): { message: string; words: string }[] {
  const text = note.trim();
  const asWritten = { message: text, words: text };
  if (SENTENCE.test(text.replace(/’/g, "'"))) return [asWritten];
  const article = (words: string) => (/^[aeiou]/i.test(words) ? 'an' : 'a');
  const labelled = /^([\p{L}][\p{L} '-]{0,30}?)\s*:\s*(.+)$/u.exec(text);
  if (labelled) {
    // Read as written, a label becomes part of a sentence ("They are job: nurse."): never.
    const [, label, value] = labelled as unknown as [string, string, string];
    return [{ message: `My ${label.toLowerCase()} is ${value}`, words: text }, ...(/\s/.test(value) ? [] : [{ message: `I'm ${article(value)} ${value}`, words: value }])];
  }
  const [first = '', ...rest] = text.split(/\s+/);
  // A capital that only opens the note is not kept inside a sentence ("Married to Sam": "I'm married to Sam").
  const opened = /^\p{Lu}\p{Ll}/u.test(first) ? `${first[0]!.toLowerCase()}${first.slice(1)}` : first;
  const inSentence = [opened, ...rest].join(' ');
  const asVerb = rest.length > 0 ? [{ message: `I ${firstPersonVerb(opened)} ${rest.join(' ')}`, words: `${firstPersonVerb(opened)} ${rest.join(' ')}` }] : [];
  const asState = rest.length <= 3 ? [{ message: `I'm ${inSentence}`, words: text }] : [];
  const asRole = rest.length === 0 ? [{ message: `I'm ${article(text)} ${inSentence}`, words: text }] : [];
  // A first word that ends as a verb of the third person does ("Lives in Porto"); else it is a state or a role ("allergic to nuts", "nurse").
  const ordered = /[^s]s$/i.test(first) && rest.length > 0 ? asVerb : [...asRole, ...asState, ...asVerb];
  // As written last: a note without its subject, read as it stands, makes a verb of a noun ("nurse": "They nurse.").
  return [...ordered, asWritten];
}

/**
 * The memory the member's words make: the extractor's reading of them, one memory whatever their
 * number of facts (the member wrote one note); the kind the member chose wins over the one read.
 * The first way of reading the note (`readings`) that keeps all it says wins.
 */
export async function readHandWritten(extractor: Pick<MemoryExtractor, 'propose'>, words: string, chosen: MemoryKind | undefined, now: Date): Promise<HandWritten> {
  let partial: MemoryKind | undefined;
  for (const reading of readings(words)) {
    // Nothing to relate it to: the member's own note is read alone, never as a change of another.
    const operations: MemoryOperation[] = await extractor.propose({ message: reading.message, memories: [], now, timeZone: null }).catch(() => []);
    const adds = withoutRepeats(operations.filter((operation): operation is Add => operation.op === 'add'));
    if (adds.length === 0) continue;
    const kind = chosen ?? adds[0]!.kind;
    const text = adds.map((add) => add.text.trim()).join(' ');
    // A reading that lost part of the note (a name, a negation, a date) is not it; its kind is kept for the note.
    if (text.length > MEMORY_TEXT_MAX_CHARS || !keepsAll(reading.words, text)) {
      partial ??= kind;
      continue;
    }
    const slot = adds.length === 1 && adds[0]!.kind === kind ? adds[0]!.slot : undefined;
    return { text, kind, ...(slot ? { slot } : {}) };
  }
  return { text: words, kind: chosen ?? partial ?? guessKind(words) };
}

