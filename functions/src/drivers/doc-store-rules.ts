import { DocStoreError, isSentinel, MAX_BATCH_WRITES, type DocData, type Query } from '../ports/doc-store';
import { idProblem, isReservedName, MAX_NAME_BYTES, nameSizeProblem } from '@bela/contracts/document-ids';

/**
 * What Firestore refuses, checked by every DocStore driver before it reaches its store: the SQLite
 * driver fails where production would, and the Firestore driver answers `invalid-argument` of its
 * own instead of an SDK error, or a write Firestore might take under another name (the SDK drops a
 * path's leading and trailing "/").
 */

const invalid = (message: string) => new DocStoreError('invalid-argument', message);

/** A name as it may appear in a message: ids can be 1,500 bytes long. */
const shown = (name: string) => JSON.stringify(name.length > 80 ? `${name.slice(0, 60)}…` : name);

function segmentsOf(path: string, kind: 'document' | 'collection'): string[] {
  const segments = path.split('/');
  if (segments.length % 2 !== (kind === 'document' ? 0 : 1)) throw invalid(`${shown(path)} is not a ${kind} path`);
  for (const segment of segments) {
    const problem = idProblem(segment);
    if (problem) throw invalid(`${shown(path)} is not a valid ${kind} path: the id ${shown(segment)} ${problem}`);
  }
  return segments;
}

export function parseDocumentPath(path: string): { collection: string; id: string } {
  const segments = segmentsOf(path, 'document');
  return { collection: segments.slice(0, -1).join('/'), id: segments.at(-1)! };
}

export function checkDocumentPath(path: string): string {
  segmentsOf(path, 'document');
  return path;
}

export function checkCollectionPath(path: string): void {
  segmentsOf(path, 'collection');
}

export function checkDocumentId(id: string, what: string): void {
  const problem = idProblem(id);
  if (problem) throw invalid(`${what}: the id ${shown(id)} ${problem}`);
}

const FIELD_PATH_FORBIDDEN = /[*~/[\]]/;
/** The usual field path: ASCII word characters, dot-separated; only its names need checking. */
const PLAIN_FIELD_PATH = /^\w+(?:\.\w+)*$/;

/** The segments of a dotted field path (update keys, filters, orders), as the Firestore SDK parses it. */
export function fieldPathSegments(path: string): string[] {
  if (!PLAIN_FIELD_PATH.test(path) || path.length > MAX_NAME_BYTES) {
    if (path === '' || path.startsWith('.') || path.endsWith('.') || path.includes('..') || FIELD_PATH_FORBIDDEN.test(path)) {
      throw invalid(`${shown(path)} is not a valid field path: it needs non-empty segments separated by single dots, without *~/[]`);
    }
    // Field paths are limited to 1,500 bytes as a whole, so each field name is too.
    const problem = nameSizeProblem(path);
    if (problem) throw invalid(`The field path ${shown(path)} ${problem}`);
  }
  const segments = path.includes('.') ? path.split('.') : [path];
  const reserved = segments.find(isReservedName);
  if (reserved !== undefined) throw invalid(`The field path ${shown(path)} names ${shown(reserved)}, which Firestore reserves (__.*__)`);
  return segments;
}

/** A key of a written map. */
export function checkFieldName(name: string, where: string): void {
  const problem = name === '' ? 'is empty' : isReservedName(name) ? 'matches __.*__, which Firestore reserves' : nameSizeProblem(name);
  if (problem) throw invalid(`${where}: the field name ${shown(name)} ${problem}`);
}

/** Checks every field name of a written value, at any depth. */
export function checkFieldNames(value: unknown, where: string): void {
  if (Array.isArray(value)) {
    for (const item of value) checkFieldNames(item, where);
  } else if (typeof value === 'object' && value !== null && !(value instanceof Date) && !isSentinel(value)) {
    for (const [key, item] of Object.entries(value)) {
      checkFieldName(key, where);
      checkFieldNames(item, `${where}.${key}`);
    }
  }
}

/**
 * The field paths of an update, parsed. Like the Firestore SDK, refuses an update without fields and
 * one naming a field twice (`a` beside `a.b`).
 */
export function updateFieldPaths(data: DocData, where: string): [segments: string[], value: unknown][] {
  const entries = Object.entries(data);
  if (entries.length === 0) throw invalid(`${where}: an update needs at least one field`);
  const parsed = entries.map(([key, value]): [string[], unknown] => [fieldPathSegments(key), value]);
  // Distinct keys can only clash when one of them has several segments.
  if (parsed.length > 1 && parsed.some(([segments]) => segments.length > 1)) {
    const keys = new Set(parsed.map(([segments]) => segments.join('.')));
    for (const [segments] of parsed) {
      for (let i = 1; i < segments.length; i++) {
        const prefix = segments.slice(0, i).join('.');
        if (keys.has(prefix)) throw invalid(`${where}: the field ${shown(prefix)} is updated twice (also as ${shown(segments.join('.'))})`);
      }
    }
  }
  return parsed;
}

/** The paths, fields and cursor id of a query. */
export function checkQuery(query: Pick<Query, 'collection' | 'where' | 'orderBy' | 'startAfter'>): void {
  checkCollectionPath(query.collection);
  for (const { field } of query.where ?? []) fieldPathSegments(field);
  if ((query.where ?? []).filter((f) => f.op === 'array-contains').length > 1) {
    throw invalid('A query may hold at most one array-contains filter');
  }
  for (const { field } of query.orderBy ?? []) fieldPathSegments(field);
  if (query.startAfter !== undefined) checkDocumentId(query.startAfter, 'startAfter');
}

export function missingCursorField(cursorPath: string, field: string): DocStoreError {
  return invalid(`startAfter document ${shown(cursorPath)} has no field ${shown(field)}, which the query orders by`);
}

export function checkWriteCount(count: number): void {
  if (count > MAX_BATCH_WRITES) throw invalid(`${count} writes at once: a batch or transaction holds at most ${MAX_BATCH_WRITES}`);
}

/** A map of fields (not a Date, an array or another class's object). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
