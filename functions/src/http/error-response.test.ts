import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { errorCatalogue, errorCodes } from '@bela/contracts/errors';
import { DocStoreError } from '../ports/doc-store';
import { IdentityUnavailableError } from '../ports/identity';
import { AppError } from '../platform/app-error';
import { createLogger } from '../platform/logger';
import { errorHandler, toAppError } from './error-response';
import { requestId } from './middleware';

describe('the error catalogue', () => {
  it('gives every code an HTTP error status and a sentence for the client', () => {
    for (const code of errorCodes) {
      const { status, message } = errorCatalogue[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.length, code).toBeGreaterThan(5);
    }
  });

  it('logs every server-side failure', () => {
    for (const code of errorCodes) if (errorCatalogue[code].status >= 500 && code !== 'aborted') expect(errorCatalogue[code].log, code).toBe(true);
  });
});

describe('toAppError', () => {
  it('maps store failures by code, keeping the driver text only as the cause', () => {
    const cases = [
      ['not-found', 'document-not-found'],
      ['already-exists', 'conflict'],
      ['invalid-argument', 'invalid-argument'],
      ['aborted', 'unavailable'],
      ['unavailable', 'unavailable'],
      ['missing-index', 'unavailable'],
    ] as const;
    for (const [driverCode, code] of cases) {
      const driverError = new DocStoreError(driverCode, `users/u1/conversations/c1: ${driverCode}`);
      const mapped = toAppError(driverError);
      expect(mapped.code).toBe(code);
      expect(mapped.message).toBe(errorCatalogue[code].message);
      expect(mapped.cause).toBe(driverError);
    }
    expect(toAppError(new DocStoreError('aborted', 'x')).retryAfterSeconds).toBe(1);
    expect(toAppError(new DocStoreError('invalid-argument', 'x')).retryAfterSeconds).toBeUndefined();
  });

  it('answers a query whose index is still building with 503 and Retry-After, not 500', () => {
    const building = new DocStoreError('missing-index', 'The query requires an index. That index is currently building and cannot be used yet.');
    const mapped = toAppError(building);
    expect(mapped.code).toBe('unavailable');
    expect(errorCatalogue[mapped.code].status).toBe(503);
    expect(mapped.retryAfterSeconds).toBe(60);
  });

  it('answers an identity outage with 503, not as a bad token', () => {
    const mapped = toAppError(new IdentityUnavailableError('ID token could not be verified: ECONNREFUSED'));
    expect(mapped.code).toBe('unavailable');
    expect(errorCatalogue[mapped.code].status).toBe(503);
    expect(mapped.retryAfterSeconds).toBe(5);
  });

  it('keeps an AppError as it is, and turns anything else into internal', () => {
    const own = new AppError('trial-expired');
    expect(toAppError(own)).toBe(own);
    expect(toAppError(new TypeError("Cannot read properties of undefined (reading 'uid')")).code).toBe('internal');
    expect(toAppError(Object.assign(new Error('request aborted'), { status: 400 })).code).toBe('bad-request');
  });
});

describe('errorHandler', () => {
  async function answer(error: unknown) {
    const log = vi.fn();
    const logger = { ...createLogger('silent'), warn: log, error: log };
    const app = express();
    app.use(requestId());
    app.get('/', () => {
      throw error;
    });
    app.use(errorHandler(logger));
    const server = app.listen(0);
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json(), log, requestId: response.headers.get('x-request-id') };
    } finally {
      server.close();
    }
  }

  it('answers the envelope with the public message and logs the cause with the request id', async () => {
    const r = await answer(new DocStoreError('not-found', 'No document at users/abc/conversations/x'));
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, error: { code: 'document-not-found', message: 'The requested item was not found.' } });
    expect(JSON.stringify(r.body)).not.toContain('users/');
    expect(r.log).toHaveBeenCalledWith('request failed', expect.objectContaining({ requestId: r.requestId }));
  });

  it('carries Retry-After and a message written for the client', async () => {
    const r = await answer(new AppError('rate-limited', { retryAfterSeconds: 42 }));
    expect(r.status).toBe(429);
    expect(r.retryAfter).toBe('42');
    const own = await answer(new AppError('invalid-argument', { message: 'limit must be one of the offered page sizes.' }));
    expect(own.body.error).toEqual({ code: 'invalid-argument', message: 'limit must be one of the offered page sizes.' });
  });

  it('answers a missing or building index with 503 and a Retry-After of a minute', async () => {
    const r = await answer(new DocStoreError('missing-index', 'FAILED_PRECONDITION: The query requires an index. You can create it here: https://console.firebase.google.com/...'));
    expect(r.status).toBe(503);
    expect(r.retryAfter).toBe('60');
    expect(r.body.error).toEqual({ code: 'unavailable', message: 'The service is busy. Please try again in a moment.' });
  });

  it('never answers an unexpected failure with its text', async () => {
    const r = await answer(new Error('SQLITE_CORRUPT at /work/.local/docs.sqlite'));
    expect(r.status).toBe(500);
    expect(r.body.error).toEqual({ code: 'internal', message: 'Something went wrong. Please try again.' });
  });
});
