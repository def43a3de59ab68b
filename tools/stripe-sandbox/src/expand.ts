/**
 * `expand[]`: replaces ids in an answer by the objects they name, following dotted paths such as
 * `subscription.latest_invoice` or, in lists, `data.customer`. Arrays along the way are expanded
 * element by element. Works on a copy: stored objects always keep plain ids.
 */
import { invalidRequest } from './errors';

const MAX_DEPTH = 4;

type Lookup = (id: string) => object | undefined;

const cannotExpand = (path: string) => invalidRequest(`This property cannot be expanded (${path}).`, 'expand');

function expandAt(node: unknown, segments: string[], path: string, lookup: Lookup): void {
  if (segments.length === 0 || node === null || node === undefined) return;
  if (Array.isArray(node)) {
    for (const element of node) expandAt(element, segments, path, lookup);
    return;
  }
  if (typeof node !== 'object') throw cannotExpand(path);
  const record = node as Record<string, unknown>;
  const [field, ...rest] = segments as [string, ...string[]];
  if (!Object.hasOwn(record, field)) throw cannotExpand(path);
  let value = record[field];
  if (typeof value === 'string') {
    const found = lookup(value);
    if (!found) throw cannotExpand(path);
    value = structuredClone(found);
    record[field] = value;
  }
  expandAt(value, rest, path, lookup);
}

/** Expands `paths` inside `answer`, which must already be a copy. */
export function expandAnswer<T>(answer: T, paths: readonly string[] | undefined, lookup: Lookup): T {
  for (const path of paths ?? []) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property (${path}).`, 'expand');
    }
    expandAt(answer, segments, path, lookup);
  }
  return answer;
}
