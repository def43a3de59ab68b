/**
 * Firestore's rules for names ("Usage and limits": collections, documents and fields). A document or
 * collection id is not empty, holds no "/", is not "." or "..", does not match `__.*__` (reserved),
 * and is valid UTF-8 of at most 1,500 bytes; a field name obeys the same reservation and size. The
 * request schemas refuse such ids from clients, and every DocStore driver refuses them in paths.
 */

export const MAX_NAME_BYTES = 1500;

/** Firestore keeps names of the form `__.*__` (`__name__`, `__id7__`, ...) for itself. */
export const isReservedName = (name: string): boolean => name.length >= 4 && name.startsWith('__') && name.endsWith('__');

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /\p{Cs}/u;
const utf8 = new TextEncoder();

/** Why a name is not valid UTF-8 of at most 1,500 bytes, or null. */
export function nameSizeProblem(name: string): string | null {
  // Only a name with surrogates (rare) needs the slower code-point scan for a lone one.
  if (SURROGATE.test(name) && LONE_SURROGATE.test(name)) return 'is not valid UTF-8';
  // A UTF-16 code unit takes at most 3 bytes in UTF-8: a short name needs no encoding.
  if (name.length * 3 > MAX_NAME_BYTES && utf8.encode(name).length > MAX_NAME_BYTES) return 'is over 1,500 bytes';
  return null;
}

/** Why Firestore would refuse `id` as a document or collection id, or null when it would take it. */
export function idProblem(id: string): string | null {
  if (id === '') return 'is empty';
  if (id.includes('/')) return 'contains "/"';
  if (id === '.' || id === '..') return `is "${id}"`;
  if (isReservedName(id)) return 'matches __.*__, which Firestore reserves';
  return nameSizeProblem(id);
}

export const isStorableId = (id: string): boolean => idProblem(id) === null;
