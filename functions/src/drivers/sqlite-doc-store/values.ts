import { DocStoreError, isSentinel, type Doc, type DocData, type FieldSentinel } from '../../ports/doc-store';
import { checkFieldName, updateFieldPaths } from '../doc-store-rules';

/**
 * Values as the SQLite driver stores them: a document is a JSON text in which a Date is tagged as
 * {"$date": ISO}; a written value is copied with its sentinels (FieldValues) resolved as Firestore
 * resolves them, on a new field (fresh), merged into the stored map (mergeInto) or at dotted field
 * paths (applyUpdate).
 */

export const DATE_TAG = '$date';

/** The collection and id of a document path that has been checked already. */
export function locate(path: string): { collection: string; id: string } {
  const cut = path.lastIndexOf('/');
  return { collection: path.slice(0, cut), id: path.slice(cut + 1) };
}

function isMap(value: unknown): value is DocData {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) return false;
  if (isSentinel(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function encode(data: DocData): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
}

export function decode(text: string): DocData {
  return JSON.parse(text, (_key, value: unknown) => {
    if (isMap(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === DATE_TAG && typeof value[DATE_TAG] === 'string') return new Date(value[DATE_TAG]);
    }
    return value;
  }) as DocData;
}

export function decodeNullable(text: string | null): DocData | null {
  return text === null ? null : decode(text);
}

/** The document read at `path` (checked by readData). */
export function toDoc<T extends DocData>(path: string, text: string | null): Doc<T> | null {
  if (text === null) return null;
  return { id: locate(path).id, path, data: decode(text) as T };
}

/** A copy of a written value with sentinels resolved as on a field that does not exist yet. */
export function fresh(value: unknown, now: Date, where: string, inArray = false): unknown {
  if (isSentinel(value)) {
    if (inArray) throw new DocStoreError('invalid-argument', `${where}: FieldValues cannot be used inside an array`);
    if (value.__sentinel === 'delete') {
      const message = `${where}: FieldValues.delete() is only allowed in update() or in set() with merge`;
      throw new DocStoreError('invalid-argument', message);
    }
    return value.__sentinel === 'increment' ? value.by : now;
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new DocStoreError('invalid-argument', `${where}: ${value} is not supported by the SQLite driver`);
    }
    return value;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new DocStoreError('invalid-argument', `${where}: invalid Date`);
    return new Date(value);
  }
  if (Array.isArray(value)) return value.map((item) => fresh(item, now, where, true));
  if (isMap(value)) {
    const out: DocData = {};
    for (const [key, item] of Object.entries(value)) {
      checkFieldName(key, where);
      out[key] = fresh(item, now, `${where}.${key}`);
    }
    return out;
  }
  throw new DocStoreError('invalid-argument', `${where}: unsupported value ${String(value)}`);
}

function applySentinel(target: DocData, key: string, sentinel: FieldSentinel, now: Date): void {
  switch (sentinel.__sentinel) {
    case 'increment': {
      const current = target[key];
      target[key] = typeof current === 'number' ? current + sentinel.by : sentinel.by;
      return;
    }
    case 'serverTime':
      target[key] = now;
      return;
    case 'delete':
      delete target[key];
  }
}

/**
 * Firestore's set-with-merge: maps merge recursively, sentinels apply to the current value. An empty
 * map is a value of its own (the SDK puts its path in the update mask): it replaces the field.
 */
export function mergeInto(target: DocData, data: DocData, now: Date, where: string): DocData {
  for (const [key, value] of Object.entries(data)) {
    checkFieldName(key, where);
    if (isSentinel(value)) applySentinel(target, key, value, now);
    else if (isMap(value) && Object.keys(value).length > 0) {
      const current = target[key];
      target[key] = mergeInto(isMap(current) ? current : {}, value, now, `${where}.${key}`);
    } else target[key] = fresh(value, now, `${where}.${key}`);
  }
  return target;
}

/** Firestore's update: keys are dotted field paths; a value replaces the field, maps included. */
export function applyUpdate(target: DocData, data: DocData, now: Date, where: string): DocData {
  for (const [segments, value] of updateFieldPaths(data, where)) {
    const fieldPath = segments.join('.');
    const last = segments.pop() as string;
    const isDelete = isSentinel(value) && value.__sentinel === 'delete';
    const parent = parentMap(target, segments, !isDelete);
    if (parent === null) continue;
    if (isSentinel(value)) applySentinel(parent, last, value, now);
    else parent[last] = fresh(value, now, `${where}.${fieldPath}`);
  }
  return target;
}

/** The map at `segments` under `target`; when `create`, missing or non-map fields become maps. */
function parentMap(target: DocData, segments: readonly string[], create: boolean): DocData | null {
  let parent = target;
  for (const segment of segments) {
    const child = parent[segment];
    if (!isMap(child)) {
      if (!create) return null;
      parent[segment] = {};
    }
    parent = parent[segment] as DocData;
  }
  return parent;
}
