/** The parts of `stopword` (which ships no types) that the memory selection uses. */
declare module 'stopword' {
  /** English stop words, lower case. */
  export const eng: string[];
  export function removeStopwords(tokens: string[], stopwords?: string[]): string[];
}
