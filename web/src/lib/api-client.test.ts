import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, buildUrl, parseEnvelope, parseRetryAfter } from './api-client';
import { ApiError } from './api-error';

const tokens = vi.hoisted(() => ({ id: null as string | null, appCheck: null as string | null }));

vi.mock('./firebase', () => ({
  getIdToken: async () => tokens.id,
  getAppCheckToken: async () => tokens.appCheck,
}));

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

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

describe('apiPost / apiGet', () => {
  beforeEach(() => {
    tokens.id = null;
    tokens.appCheck = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts JSON to /api with the bearer and App Check tokens', async () => {
    tokens.id = 'id-token';
    tokens.appCheck = 'app-check-token';
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiPost('/auth/login', { uid: 'u1' })).resolves.toEqual({ ok: 1 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ uid: 'u1' }));
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('X-Firebase-AppCheck')).toBe('app-check-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, previewPhotos: [] }));
    vi.stubGlobal('fetch', fetchMock);

    await apiGet('/images/landing-preview', { limit: 3, skip: undefined });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/images/landing-preview?limit=3');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const headers = new Headers(init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Firebase-AppCheck')).toBe(false);
  });

  it('throws the server error envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(409, { success: false, error: { code: 'already-registered', message: 'Taken' } })));
    expect(await caught(apiPost('/auth/signup', {}))).toMatchObject({ status: 409, code: 'already-registered', message: 'Taken' });
  });

  it('times out with the SPEC message', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const error = await caught(apiPost('/auth/user-info', { token: 't' }, { timeoutMs: 20 }));
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'Request timed out - server may be unavailable' });
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it('times out even when fetch ignores the abort signal', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const error = await caught(apiGet('/images/landing-preview', undefined, { timeoutMs: 20 }));
    expect(error.message).toBe('Request timed out - server may be unavailable');
  });

  it('reports a network failure with code network', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await caught(apiPost('/email/contact', {}));
    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect(error.message).toMatch(/check your connection/);
  });

  it('reports a cancelled call with code aborted', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = apiGet('/images/landing-preview', undefined, { signal: controller.signal });
    controller.abort();
    expect((await caught(pending)).code).toBe('aborted');
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

describe('buildUrl', () => {
  it('prefixes /api and drops empty query values', () => {
    expect(buildUrl('auth/login')).toBe('/api/auth/login');
    expect(buildUrl('/x', { a: 1, b: null, c: 'd e' })).toBe('/api/x?a=1&c=d+e');
  });
});
