/** JSON bodies with a size limit, and schema validation of bodies and queries. */
import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { JSON_BODY_LIMIT } from '@bela/contracts/constants';
import { AppError } from '../platform/app-error';
import './request-context';

const limitBytes = parseByteLimit(JSON_BODY_LIMIT);

function parseByteLimit(limit: string): number {
  const match = /^(\d+)kb$/i.exec(limit);
  if (!match?.[1]) throw new Error(`Unsupported body limit ${limit}`);
  return Number(match[1]) * 1024;
}

const tooLarge = () => new AppError('payload-too-large');
const malformed = () => new AppError('malformed-json');
const parserErrors: Record<string, () => AppError> = {
  'entity.too.large': tooLarge,
  'entity.parse.failed': malformed,
  'charset.unsupported': () => new AppError('unsupported-media-type', { message: 'Unsupported request encoding.' }),
  'encoding.unsupported': () => new AppError('unsupported-media-type', { message: 'Unsupported request encoding.' }),
};

/**
 * JSON bodies up to JSON_BODY_LIMIT. On Cloud Functions the framework has already parsed the body
 * (with its own 10 MB limit), so the size and syntax are checked again on `rawBody`.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > limitBytes) return next(tooLarge());
    if (!req.rawBody) {
      return parse(req, res, (error?: unknown) => {
        const type = (error as { type?: string } | undefined)?.type;
        next(type && parserErrors[type] ? parserErrors[type]() : error);
      });
    }
    if (req.rawBody.length > limitBytes) return next(tooLarge());
    if (req.is('application/json') && req.rawBody.length > 0) {
      try {
        req.body = JSON.parse(req.rawBody.toString('utf8'));
      } catch {
        return next(malformed());
      }
    }
    next();
  };
}

/** Largest request Cloud Functions accept; uploads are split by the client to stay under it. */
const RAW_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * The raw bytes of a multipart request in `req.rawBody`. On Cloud Functions the framework has read
 * them already; elsewhere (tests, other hosts) they are read here, within the platform's limit.
 */
export function rawBody(): RequestHandler {
  const read = express.raw({ type: () => true, limit: RAW_BODY_LIMIT_BYTES });
  return (req, res, next) => {
    if (req.rawBody) return next();
    read(req, res, (error?: unknown) => {
      if (error) return next((error as { type?: string }).type === 'entity.too.large' ? new AppError('payload-too-large', { message: 'The upload is too large for one request.' }) : error);
      req.rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      req.body = undefined;
      next();
    });
  };
}

/** The schema's own messages, at most three, naming the field. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'invalid_type' && issue.input === undefined) return `${field || 'body'} is required.`;
      return field && !issue.message.endsWith('.') ? `${field}: ${issue.message}.` : issue.message;
    })
    .join(' ');
}

/**
 * A lone surrogate (`"\ud800"` is valid JSON, but no text) in a string anywhere in `input`, keys
 * included: the path of the first one found, or null. In a `u` pattern a surrogate that is half of
 * a pair is read as the pair's code point, so only a lone half matches `\p{Cs}`.
 */
const LONE_SURROGATE = /\p{Cs}/u;
function invalidTextAt(input: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof input === 'string') return LONE_SURROGATE.test(input) ? path : null;
  if (typeof input !== 'object' || input === null || depth > 32) return null;
  for (const [key, value] of Object.entries(input)) {
    if (LONE_SURROGATE.test(key)) return [...path, '(a key)'];
    const found = invalidTextAt(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Validates `input` against a schema; refuses with `invalid-argument` and the schema's messages.
 * Text that is not valid Unicode is refused first, whatever the schema: before any quota is spent
 * or anything is stored, since no store, model or search index can take it.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const invalid = invalidTextAt(input);
  if (invalid) throw new AppError('invalid-argument', { message: `${invalid.join('.') || 'body'}: the text is not valid Unicode.` });
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('invalid-argument', { message: describeIssues(result.error) });
  return result.data;
}

/** A body is JSON, or the request is refused with 415. */
export function assertJson(req: express.Request): void {
  if (req.method !== 'GET' && !req.is('application/json')) throw new AppError('unsupported-media-type');
}
