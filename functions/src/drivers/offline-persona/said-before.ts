/**
 * What Bela already said in the chat, read from its history: a reply does not say a sentence again,
 * and her running joke (Cipher, her cat) is explained the first time he comes up in a chat, not
 * dropped in as if the member knew him.
 */

/** A reply's sentences, each with the text it ends with. */
const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=\S)/);
/** A sentence as it is compared: case and spacing aside. Two-word sentences ("Go on.", "Oh no.") may come back. */
const keyOf = (sentence: string): string | undefined => {
  const key = sentence.toLowerCase().replace(/\s+/g, ' ').trim();
  return key.split(' ').length >= 3 ? key : undefined;
};

/** The sentences (of three words or more) of Bela's earlier replies in the chat. */
export function saidSentences(earlierReplies: readonly string[]): Set<string> {
  return new Set(earlierReplies.flatMap(sentencesOf).flatMap((sentence) => keyOf(sentence) ?? []));
}

/** How many sentences of `text` were said before. */
export function repeatsIn(text: string, said: ReadonlySet<string>): number {
  return sentencesOf(text).filter((sentence) => {
    const key = keyOf(sentence);
    return key !== undefined && said.has(key);
  }).length;
}

/**
 * `text` without the sentences said before. When nothing of its own would be left, the first of
 * `spare` (lines that fit any turn) not said yet takes their place; with none left, `text` as it is.
 */
export function withoutRepeats(text: string, said: ReadonlySet<string>, spare: readonly string[] = []): string {
  const fresh = (sentence: string) => {
    const key = keyOf(sentence);
    return key === undefined || !said.has(key);
  };
  const sentences = sentencesOf(text);
  const kept = sentences.filter(fresh);
  if (kept.length === sentences.length) return text;
  if (kept.some((sentence) => keyOf(sentence) !== undefined)) return kept.join(' ');
  const instead = spare.find((line) => fresh(line) && !text.includes(line));
  return instead ? [...kept, instead].join(' ') : text;
}

/** Her running joke, and what it is, said beside his name the first time. */
const CIPHER = /\bCipher\b/;
const EXPLAINED = /\b(cat|kitten)\b/i;

/**
 * `text` with Cipher introduced as her cat where he first comes up in the chat ("Cipher and I" →
 * "My cat Cipher and I"), unless the member or an earlier reply already named him, or the sentence
 * says he is a cat. `maxWords` bounds the reply: the two words are added only when they fit.
 */
export function explainRunningJokes(text: string, earlierTurns: readonly string[], maxWords: number): string {
  if (!CIPHER.test(text) || earlierTurns.some((turn) => CIPHER.test(turn))) return text;
  const sentences = sentencesOf(text);
  const at = sentences.findIndex((sentence) => CIPHER.test(sentence));
  const sentence = sentences[at]!;
  if (EXPLAINED.test(sentence) || text.split(/\s+/).length + 2 > maxWords) return text;
  const found = /\bCipher\b(?![’'])/.exec(sentence);
  if (!found) return text;
  // "Cipher and I" → "My cat Cipher and I"; "are Cipher and you" → "are my cat Cipher and you".
  const opening = /^[“(]?$/.test(sentence.slice(0, found.index).trim());
  sentences[at] = `${sentence.slice(0, found.index)}${opening ? 'My' : 'my'} cat ${sentence.slice(found.index)}`;
  return sentences.join(' ');
}
