/**
 * Decodes Stripe's bracket form encoding (`application/x-www-form-urlencoded` bodies and query
 * strings) into nested values:
 *
 *   line_items[0][price]=price_1&expand[]=subscription&metadata[uid]=u1
 *   → { line_items: [{ price: 'price_1' }], expand: ['subscription'], metadata: { uid: 'u1' } }
 *
 * Brackets may arrive percent-encoded (%5B, %5D) or not. Values stay strings: each endpoint reads
 * them as the types it expects (see params.ts). An object whose keys are exactly 0..n-1 becomes an
 * array; with gaps it stays an object, so that nothing is silently renumbered.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormEncodingError extends Error {
  override readonly name = 'FormEncodingError';
}

const MAX_PAIRS = 2_000;
const MAX_DEPTH = 10;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Nodes under construction: null-prototype objects, so no key can reach Object.prototype. */
type Node = { [key: string]: string | Node };

function decodeComponent(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new FormEncodingError(`Malformed percent-encoding in "${raw.slice(0, 60)}"`);
  }
}

/** `a[b][0][]` → ['a', 'b', '0', ''] (an empty segment appends). */
export function parseKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormEncodingError(`Invalid parameter name "${key}"`);
  const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  if (segments.length > MAX_DEPTH) throw new FormEncodingError(`Parameter "${key}" is nested too deeply`);
  for (const segment of segments) {
    if (FORBIDDEN_KEYS.has(segment)) throw new FormEncodingError(`Invalid parameter name "${key}"`);
  }
  return segments;
}

function assign(root: Node, segments: string[], value: string, key: string): void {
  let node = root;
  for (let i = 0; i < segments.length; i += 1) {
    const isLast = i === segments.length - 1;
    // `name[]` appends: the next index is the count of entries so far.
    const segment = segments[i] === '' ? String(Object.keys(node).length) : segments[i]!;
    const existing = node[segment];
    if (isLast) {
      if (typeof existing === 'object') throw new FormEncodingError(`Parameter "${key}" is both a value and a hash`);
      node[segment] = value;
      return;
    }
    if (typeof existing === 'string') throw new FormEncodingError(`Parameter "${key}" is both a value and a hash`);
    if (existing === undefined) {
      const child: Node = Object.create(null);
      node[segment] = child;
      node = child;
    } else node = existing;
  }
}

const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key);

function finish(node: Node): FormObject | FormValue[] {
  const keys = Object.keys(node);
  const values = keys.map((k) => {
    const value = node[k]!;
    return typeof value === 'string' ? value : finish(value);
  });
  const numeric = keys.every(isIndex) && keys.length > 0;
  if (numeric) {
    const byIndex = new Map(keys.map((k, i) => [Number(k), values[i]!]));
    const contiguous = keys.every((_k, i) => byIndex.has(i));
    if (contiguous) return keys.map((_k, i) => byIndex.get(i)!);
  }
  return Object.fromEntries(keys.map((k, i) => [k, values[i]!]));
}

/** Decodes a form body or a query string (without its leading `?`). */
export function decodeForm(input: string): FormObject {
  const root: Node = Object.create(null);
  const pairs = input.split('&').filter((pair) => pair !== '');
  if (pairs.length > MAX_PAIRS) throw new FormEncodingError('Too many parameters');
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1));
    assign(root, parseKey(key), value, key);
  }
  const result = finish(root);
  // The top level always has named keys (parseKey rejects an empty first segment) unless every
  // name was a bare index such as `0=a`; keep that as an object.
  return Array.isArray(result) ? Object.fromEntries(result.map((v, i) => [String(i), v])) : result;
}
