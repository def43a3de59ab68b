/** Small string helpers shared by the reading and the composing side. */

/** Lower case, apostrophes dropped ("what's" → "whats"), other punctuation turned into spaces. */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}
