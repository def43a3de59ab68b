/**
 * Reads decoded parameters against a small declaration of what an endpoint accepts, converting
 * strings to numbers and booleans and answering the way Stripe does when a parameter is unknown
 * or malformed. An endpoint lists only the parameters the sandbox models: an unknown one is an
 * error (as on Stripe) rather than silently ignored, so that a divergence shows up at once.
 */
import { invalidRequest, parameterInvalid, parameterMissing, parameterUnknown } from './errors';
import type { FormObject, FormValue } from './form-encoding';

export type Metadata = Record<string, string>;

export type ParamSpec =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'metadata'
  | 'strings'
  | readonly [ParamSpec]
  | { readonly [key: string]: ParamSpec };

export type ParamValue<S> = S extends 'string'
  ? string
  : S extends 'integer' | 'number'
    ? number
    : S extends 'boolean'
      ? boolean
      : S extends 'metadata'
        ? Metadata | null // null: `metadata=` clears every key
        : S extends 'strings'
          ? string[]
          : S extends readonly [infer E]
            ? ParamValue<E>[]
            : S extends { readonly [key: string]: ParamSpec }
              ? { -readonly [K in keyof S]?: ParamValue<S[K]> }
              : never;

type ObjectSpec = { readonly [key: string]: ParamSpec };
/** Input is form-decoded strings or, for the sandbox's own endpoints, parsed JSON. */
type Input = FormValue | number | boolean | null | undefined | Input[] | { [key: string]: Input };

const isRecord = (value: unknown): value is Record<string, Input> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Arrays arrive as arrays, or as objects keyed by indexes when the indexes have gaps. */
function asArray(value: Input, path: string): Input[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value[k]);
  }
  throw parameterInvalid(path, `Invalid array: ${path} must be a list`, 'parameter_invalid_array');
}

function readMetadata(value: Input, path: string): Metadata | null {
  if (value === '') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value ?? {});
  if (!isRecord(value) && !Array.isArray(value)) throw invalidRequest(`Invalid hash: ${path} must be a hash`, path);
  if (entries.length > 50) throw invalidRequest('Metadata can have at most 50 keys.', path);
  const metadata: Metadata = {};
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string' && typeof entry !== 'number' && typeof entry !== 'boolean') {
      throw invalidRequest(`Invalid value for ${path}[${key}]: metadata values must be strings`, `${path}[${key}]`);
    }
    if (key.length > 40 || String(entry).length > 500) {
      throw invalidRequest('Metadata keys are limited to 40 characters and values to 500.', `${path}[${key}]`);
    }
    metadata[key] = String(entry);
  }
  return metadata;
}

function readValue(value: Input, spec: ParamSpec, path: string): unknown {
  if (spec === 'string') {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    throw invalidRequest(`Invalid string: ${path} must be a string`, path);
  }
  if (spec === 'integer' || spec === 'number') {
    const text = typeof value === 'number' ? String(value) : value;
    const pattern = spec === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    if (typeof text !== 'string' || !pattern.test(text.trim())) {
      throw parameterInvalid(path, `Invalid ${spec}: ${String(text)}`, `parameter_invalid_${spec}`);
    }
    return Number(text);
  }
  if (spec === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw invalidRequest(`Invalid boolean: ${String(value)}`, path);
  }
  if (spec === 'metadata') return readMetadata(value, path);
  if (spec === 'strings') {
    if (typeof value === 'string') return [value];
    return asArray(value, path).map((entry, i) => readValue(entry, 'string', `${path}[${i}]`));
  }
  if (Array.isArray(spec)) {
    return asArray(value, path).map((entry, i) => readValue(entry, spec[0], `${path}[${i}]`));
  }
  if (!isRecord(value)) throw invalidRequest(`Invalid hash: ${path} must be a hash`, path);
  return readObject(value, spec as ObjectSpec, path);
}

function readObject(input: Record<string, Input>, spec: ObjectSpec, prefix: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const path = prefix ? `${prefix}[${key}]` : key;
    const fieldSpec = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (fieldSpec === undefined) throw parameterUnknown(path);
    result[key] = readValue(value, fieldSpec, path);
  }
  return result;
}

/** Every Stripe endpoint accepts `expand[]`, so every declaration gets it. */
export function readParams<S extends ObjectSpec>(input: FormObject | Record<string, unknown>, spec: S) {
  return readObject(input as Record<string, Input>, { expand: 'strings', ...spec }, '') as ParamValue<
    S & { expand: 'strings' }
  >;
}

export function required<T>(value: T | undefined | null, param: string): T {
  if (value === undefined || value === null || value === '') throw parameterMissing(param);
  return value;
}

/** Stripe's metadata update: keys merge, an empty value deletes its key, `metadata=` clears all. */
export function mergeMetadata(current: Metadata, update: Metadata | null | undefined): Metadata {
  if (update === undefined) return current;
  if (update === null) return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
