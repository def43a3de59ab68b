/**
 * A client's file name is hostile text: it reaches refusal messages, logs and the admin UI.
 * Keep only its last path segment, drop control and bidirectional-override characters (which can
 * disguise `gpj.exe` as `exe.jpg`), collapse whitespace and bound the length.
 */

export const MAX_FILE_NAME_CHARS = 100;
export const FALLBACK_FILE_NAME = 'image';

// C0 and C1 controls, DEL, zero-width and bidi controls, line/paragraph separators, BOM.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

export function sanitizeFileName(raw: string | undefined): string {
  if (!raw) return FALLBACK_FILE_NAME;
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(LINE_BREAKS_AND_TABS, ' ') // first, so that the words they separate stay apart
    .replace(UNSAFE_CHARS, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Bound by code points so a surrogate pair is never cut in half.
  const bounded = Array.from(cleaned).slice(0, MAX_FILE_NAME_CHARS).join('').trim();
  return bounded === '' || bounded === '.' || bounded === '..' ? FALLBACK_FILE_NAME : bounded;
}
