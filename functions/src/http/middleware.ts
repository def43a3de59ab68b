/** The request pipeline shared by every route of `api`. */
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { Services } from '../composition-root';
import { JSON_BODY_LIMIT } from '../shared/constants';
import { IdentityError, type VerifiedToken } from '../ports/identity';
import { DocStoreError } from '../ports/doc-store';
import { HttpError } from './http-error';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    /** Set by `requireUser`. */
    user?: VerifiedToken;
    /** Set by the Cloud Functions framework, which parses the body before Express sees it. */
    rawBody?: Buffer;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.set('X-Request-Id', req.id);
    next();
  };
}

export function accessLog(services: Services): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      services.logger[level]('request', {
        requestId: req.id,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        uid: req.user?.uid,
      });
    });
    next();
  };
}

/** API answers are data, never documents: no sniffing, framing, caching or referrers. */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    });
    next();
  };
}

/**
 * CORS for the listed origins only. The web app calls the function's own URL for streams, because
 * Hosting rewrites buffer streamed responses.
 */
export function cors(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Firebase-AppCheck, X-Request-Id',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
      if (req.method === 'OPTIONS') return void res.status(204).end();
    }
    next();
  };
}

const limitBytes = parseByteLimit(JSON_BODY_LIMIT);

function parseByteLimit(limit: string): number {
  const match = /^(\d+)kb$/i.exec(limit);
  if (!match?.[1]) throw new Error(`Unsupported body limit ${limit}`);
  return Number(match[1]) * 1024;
}

const tooLarge = () => new HttpError(413, 'payload-too-large', `Request body is too large (limit ${JSON_BODY_LIMIT}).`);
const malformed = () => new HttpError(400, 'malformed-json', 'Request body is not valid JSON.');

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
        if (!error) return next();
        const type = (error as { type?: string }).type;
        if (type === 'entity.too.large') return next(tooLarge());
        if (type === 'entity.parse.failed') return next(malformed());
        if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
          return next(new HttpError(415, 'unsupported-media-type', 'Unsupported request encoding.'));
        }
        next(error);
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

/** Validates `req.body` against a schema and replaces it with the parsed value. */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, _res, next) => {
    if (req.method !== 'GET' && !req.is('application/json')) {
      return next(new HttpError(415, 'unsupported-media-type', 'Content-Type must be application/json.'));
    }
    const result = schema.safeParse(req.body ?? {});
    if (!result.success) return next(HttpError.badRequest(describeIssues(result.error)));
    req.body = result.data;
    next();
  };
}

/** Validates `req.query`; the parsed value is left in `res.locals.query`. */
export function validateQuery<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req.query);
    if (!result.success) return next(HttpError.badRequest(describeIssues(result.error)));
    res.locals['query'] = result.data;
    next();
  };
}

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

/** Verifies the Firebase ID token from `Authorization: Bearer`. */
export function requireUser(services: Services): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return next(HttpError.unauthenticated());
    try {
      req.user = await services.identity.verifyIdToken(match[1]);
      next();
    } catch (error) {
      if (error instanceof IdentityError) return next(new HttpError(401, 'invalid-token', 'Invalid or expired authentication token.'));
      next(error);
    }
  };
}

/** Like `requireUser`, but a request without a token goes on anonymously; a bad token is still refused. */
export function optionalUser(services: Services): RequestHandler {
  const verify = requireUser(services);
  return (req, res, next) => (req.get('authorization') ? verify(req, res, next) : next());
}

/**
 * Verifies the App Check token from `X-Firebase-AppCheck`. Bypassed only on the emulators, where
 * no attestation provider exists.
 */
export function requireAppCheck(services: Services): RequestHandler {
  return async (req, _res, next) => {
    if (services.config.isLocal) return next();
    const token = req.get('x-firebase-appcheck');
    if (!token) return next(new HttpError(401, 'app-check-required', 'App Check token is required.'));
    try {
      await services.appCheck.verify(token);
      next();
    } catch (error) {
      if (error instanceof IdentityError) return next(new HttpError(401, 'app-check-invalid', 'Invalid App Check token.'));
      next(error);
    }
  };
}

/** Admin-only routes: the role is read from the server's own record, never from the token or body. */
export function requireAdmin(services: Services): RequestHandler {
  return async (req, _res, next) => {
    if (!req.user) return next(HttpError.unauthenticated());
    try {
      const user = await services.docs.get<{ role?: string }>(`users/${req.user.uid}`);
      if (user?.data.role !== 'admin') return next(HttpError.forbidden('You need admin privileges to access this page.'));
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function notFound(): RequestHandler {
  return (_req, _res, next) => next(HttpError.notFound('No such API route.'));
}

/** The one error envelope: `{ success: false, error: { code, message } }`. */
export function errorHandler(services: Services): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    let http: HttpError;
    if (error instanceof HttpError) http = error;
    else if (error instanceof DocStoreError && error.code === 'not-found') http = HttpError.notFound(error.message);
    else if (isClientError(error)) http = new HttpError(error.status, 'bad-request', 'The request could not be read.');
    else {
      services.logger.error('unhandled error', { requestId: req.id, error });
      http = new HttpError(500, 'internal', 'Something went wrong. Please try again.');
    }
    if (http.retryAfterSeconds !== undefined) res.set('Retry-After', String(http.retryAfterSeconds));
    res.status(http.status).json({ success: false, error: { code: http.code, message: http.message } });
  };
}

function isClientError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
