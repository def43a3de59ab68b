import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caught, jsonResponse } from './testing/api-responses';
import { attachmentFileName, buildUrl, postEventStream, requestFile, requestJson } from './api-transport';

const tokens = vi.hoisted(() => ({ id: null as string | null, appCheck: null as string | null }));

vi.mock('./firebase', () => ({
  getIdToken: async () => tokens.id,
  getAppCheckToken: async () => tokens.appCheck,
}));

/** An event-stream answer whose body errors when the request's signal aborts, as a real fetch's does. */
function streamAnswer(init: RequestInit, chunks: string[] = []): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const lastInit = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.at(-1)![1] as RequestInit;

beforeEach(() => {
  tokens.id = null;
  tokens.appCheck = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestJson', () => {
  it('posts JSON to /api with the bearer and App Check tokens', async () => {
    tokens.id = 'id-token';
    tokens.appCheck = 'app-check-token';
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(requestJson({ method: 'POST', path: '/auth/login', body: { uid: 'u1' } })).resolves.toEqual({ ok: 1 });

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

    await requestJson({ method: 'GET', path: '/images/landing-preview', query: { limit: 3, skip: undefined } });

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
    expect(await caught(requestJson({ method: 'POST', path: '/auth/signup', body: {} }))).toMatchObject({ status: 409, code: 'already-registered', message: 'Taken' });
  });

  it('times out with the SPEC message', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const error = await caught(requestJson({ method: 'POST', path: '/auth/user-info', body: { token: 't' } }, { timeoutMs: 20 }));
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'Request timed out - server may be unavailable' });
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it('times out even when fetch ignores the abort signal', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const error = await caught(requestJson({ method: 'GET', path: '/images/landing-preview' }, { timeoutMs: 20 }));
    expect(error.message).toBe('Request timed out - server may be unavailable');
  });

  it('reports a network failure with code network', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await caught(requestJson({ method: 'POST', path: '/email/contact', body: {} }));
    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect(error.message).toMatch(/check your connection/);
  });

  it('sends nothing for a call cancelled before it starts', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    controller.abort();
    expect(await caught(requestJson({ method: 'GET', path: '/x' }, { signal: controller.signal }))).toMatchObject({ code: 'aborted' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a cancelled call with code aborted', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = requestJson({ method: 'GET', path: '/images/landing-preview' }, { signal: controller.signal });
    controller.abort();
    expect((await caught(pending)).code).toBe('aborted');
  });
});

describe('postEventStream', () => {
  it('posts JSON to the stream base with the tokens and resolves with the body once the headers are in', async () => {
    tokens.id = 'id-token';
    tokens.appCheck = 'app-check-token';
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => streamAnswer(init, ['event: token\ndata: {}\n\n']));
    vi.stubGlobal('fetch', fetchMock);

    const { body, response } = await postEventStream('/ai/chat/stream', { messages: [] });

    expect(response.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ai/chat/stream');
    expect(init.method).toBe('POST');
    expect(init.cache).toBe('no-store');
    expect(init.body).toBe(JSON.stringify({ messages: [] }));
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('X-Firebase-AppCheck')).toBe('app-check-token');
    const { value } = await body.getReader().read();
    expect(new TextDecoder().decode(value)).toContain('event: token');
  });

  it('throws a refusal before the stream with the server code, message and Retry-After', async () => {
    const refusal = new Response(JSON.stringify({ success: false, error: { code: 'rate-limited', message: 'Slow down.' } }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '20' },
    });
    vi.stubGlobal('fetch', vi.fn(async () => refusal));
    expect(await caught(postEventStream('/ai/chat/stream', {}))).toMatchObject({
      status: 429,
      code: 'rate-limited',
      message: 'Slow down.',
      retryAfterSeconds: 20,
    });
  });

  it('throws an HTTP error, and an invalid response for a JSON success where a stream was expected', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(await caught(postEventStream('/ai/chat/stream', {}))).toMatchObject({ status: 502, code: 'http-error' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { success: true, data: {} })));
    expect(await caught(postEventStream('/ai/chat/stream', {}))).toMatchObject({ status: 200, code: 'invalid-response' });
  });

  it('reports a cancellation before the headers with code aborted', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const pending = postEventStream('/ai/chat/stream', {}, { signal: controller.signal });
    controller.abort();
    expect(await caught(pending)).toMatchObject({ status: 0, code: 'aborted', message: 'The request was cancelled.' });

    const aborted = new AbortController();
    aborted.abort();
    expect((await caught(postEventStream('/ai/chat/stream', {}, { signal: aborted.signal }))).code).toBe('aborted');
  });

  it('ends the body read when the caller aborts after the stream has started', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => streamAnswer(init));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const { body } = await postEventStream('/ai/chat/stream', {}, { signal: controller.signal });
    const read = body.getReader().read();
    controller.abort();
    await expect(read).rejects.toThrow('Aborted');
    expect(lastInit(fetchMock).signal?.aborted).toBe(true);
  });

  it('times out waiting for the headers, but not once the stream has started', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const error = await caught(postEventStream('/ai/chat/stream', {}, { connectTimeoutMs: 20 }));
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'Request timed out - server may be unavailable' });

    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => streamAnswer(init));
    vi.stubGlobal('fetch', fetchMock);
    await postEventStream('/ai/chat/stream', {}, { connectTimeoutMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(lastInit(fetchMock).signal?.aborted).toBe(false);
  });

  it('reports a network failure with code network', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await caught(postEventStream('/ai/chat/stream', {}))).toMatchObject({ status: 0, code: 'network' });
  });
});

describe('requestFile', () => {
  const exportCall = { path: '/ai/conversations/export', body: { format: 'markdown' }, accept: ['application/json', 'text/markdown'] };

  it('posts JSON with the bearer token and resolves with the file and the name the server gave it', async () => {
    tokens.id = 'id-token';
    const file = new Response('# Bela\n', {
      headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Disposition': 'attachment; filename="bela-conversations-2026-11-26.md"' },
    });
    const fetchMock = vi.fn(async () => file);
    vi.stubGlobal('fetch', fetchMock);

    const answer = await requestFile(exportCall);

    expect(answer.fileName).toBe('bela-conversations-2026-11-26.md');
    expect(await answer.blob.text()).toBe('# Bela\n');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ai/conversations/export');
    expect(init.body).toBe(JSON.stringify({ format: 'markdown' }));
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Accept')).toBe('application/json, text/markdown');
  });

  it('throws a refusal with its code and message, and an invalid response for an envelope where a file was expected', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { success: false, error: { code: 'conversation-not-found', message: 'Conversation not found.' } })));
    expect(await caught(requestFile(exportCall))).toMatchObject({ status: 404, code: 'conversation-not-found', message: 'Conversation not found.' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { success: true, data: {} })));
    expect(await caught(requestFile(exportCall))).toMatchObject({ status: 200, code: 'invalid-response' });
  });

  it('reads the file name of an attachment, quoted or not', () => {
    expect(attachmentFileName('attachment; filename="a b.json"')).toBe('a b.json');
    expect(attachmentFileName('attachment; filename=plain.md; size=3')).toBe('plain.md');
    expect(attachmentFileName(null)).toBeNull();
  });
});

describe('buildUrl', () => {
  it('prefixes /api and drops empty query values', () => {
    expect(buildUrl('auth/login')).toBe('/api/auth/login');
    expect(buildUrl('/x', { a: 1, b: null, c: 'd e' })).toBe('/api/x?a=1&c=d+e');
  });
});
