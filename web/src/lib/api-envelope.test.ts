import { describe, expect, it } from 'vitest';
import { parseEnvelope, parseRetryAfter } from './api-envelope';
import { caught, jsonResponse } from './testing/api-responses';

describe('parseEnvelope', () => {
  it('returns data from a success envelope', async () => {
    await expect(parseEnvelope(jsonResponse(200, { success: true, data: { id: 'a' } }))).resolves.toEqual({ id: 'a' });
  });

  it('returns the other fields of a success envelope without data', async () => {
    await expect(parseEnvelope(jsonResponse(200, { success: true, previewPhotos: [] }))).resolves.toEqual({ previewPhotos: [] });
  });

  it('throws the error envelope as ApiError with status, code and message', async () => {
    const error = await caught(
      parseEnvelope(jsonResponse(404, { success: false, error: { code: 'user-not-found', message: 'No account was found.' } })),
    );
    expect(error).toMatchObject({ status: 404, code: 'user-not-found', message: 'No account was found.' });
  });

  it('reads the Retry-After header of a refusal into retryAfterSeconds', async () => {
    const refusal = new Response(
      JSON.stringify({ success: false, error: { code: 'too-many-attempts', message: 'Too many attempts.' } }),
      { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
    );
    expect(await caught(parseEnvelope(refusal))).toMatchObject({ status: 429, code: 'too-many-attempts', retryAfterSeconds: 42 });
    const withoutHeader = await caught(parseEnvelope(jsonResponse(429, { success: false, error: { code: 'too-many-attempts' } })));
    expect(withoutHeader.retryAfterSeconds).toBeUndefined();
    const html = await caught(parseEnvelope(new Response('slow down', { status: 429, headers: { 'Retry-After': '7' } })));
    expect(html).toMatchObject({ status: 429, code: 'http-error', retryAfterSeconds: 7 });
  });

  it('throws for a non-JSON error answer', async () => {
    const error = await caught(parseEnvelope(new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(error).toMatchObject({ status: 502, code: 'http-error' });
  });

  it('throws for a 2xx answer that is not an envelope', async () => {
    const error = await caught(parseEnvelope(new Response('not json', { status: 200 })));
    expect(error).toMatchObject({ status: 200, code: 'invalid-response', message: 'Invalid response from server' });
    expect((await caught(parseEnvelope(jsonResponse(200, { ok: true })))).code).toBe('invalid-response');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-5')).toBeUndefined();
  });
});
