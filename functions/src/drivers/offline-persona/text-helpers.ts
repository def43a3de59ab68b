/** Small string helpers shared by the reading and the composing side. */

/** Common chat typos and spellings, mended before any rule reads the text. */
const MENDED = new Map<string, string>([
  ['teh', 'the'], ['wat', 'what'], ['wut', 'what'], ['hw', 'how'], ['yuo', 'you'], ['yu', 'you'],
  ['tierd', 'tired'], ['tird', 'tired'], ['exausted', 'exhausted'], ['stresed', 'stressed'],
  ['realy', 'really'], ['rly', 'really'], ['becuase', 'because'], ['thnx', 'thanks'], ['thanx', 'thanks'],
  ['thnks', 'thanks'], ['pls', 'please'], ['plz', 'please'], ['favorit', 'favourite'], ['fav', 'favourite'],
  ['fave', 'favourite'], ['favorite', 'favourite'], ['movei', 'movie'], ['tonite', 'tonight'],
]);

/**
 * Lower case, apostrophes dropped ("what's" → "whats"), other punctuation turned into spaces, common
 * typos mended; padded with one space at each end so patterns can match whole words.
 */
export function normalise(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => MENDED.get(word) ?? word);
  return ` ${words.join(' ')} `;
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}

/** The words of a normalised text. */
export function wordsOf(text: string): string[] {
  return text.trim().split(' ').filter(Boolean);
}

/** "who am I?" asks for the member's name; "who am I married to?" (dating, living with ...) for someone else. */
/**
 * Texting's question words without their apostrophe ("whens the christening", "whos my other half", "wat do i do", "what cant
 * i eat") and "u", "ur", written out; an emoji or a dash after the question and a lead-in before it ("wait", "sorry —") left out.
 */
export const withApostrophes = (text: string) =>
  text
    // "wait where am i living rn again?? 😅", "kids' names again -": emoji and a closing dash say nothing, a lead-in asks nothing.
    .replace(/[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u, '')
    .replace(/\s+[-–—]\s*$/u, '')
    .replace(/^\s*(?:(?:wait|ok|okay|so|oh|hey|hi|sorry|please|quick question|lowkey important but|random but)[\s,!.—–-]+)+(?=\p{L})/iu, '')
    .replace(/\b(when|where|who|how|what|wat)s\b/gi, (_, word: string) => `${word.toLowerCase() === 'wat' ? 'what' : word}'s`)
    .replace(/\bwat\b/gi, 'what')
    .replace(/\b(can|don|doesn|didn|isn|won)t\b/gi, "$1't")
    .replace(/\bu\b/gi, 'you')
    .replace(/\bur\b/gi, 'your')
    .replace(/\blil\b/gi, 'little')
    // "what kinda pet", "the food i'm like obsessed with": "kind of", and a "like" said in passing.
    .replace(/\bkinda\b/gi, 'kind of')
    .replace(/\b(i'm|i am|i was)\s+like\s+(?=\p{L})/giu, '$1 ');

export const WHO_AM_I = String.raw`\bwho am i\b(?! (?:married|engaged|dating|seeing|with|going|meeting|living|talking|to)\b)`;
