import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { dropEarlyAnswers, earlyRequestsSucceed, sendEarlyRequest, takeEarlyAnswer, TOKEN_MARGIN_MS } from './early-request';
import { takeFirstPage } from './first-page';
import { startPage } from './start';

const HOUR = 60 * 60_000;
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = { success: true, data: {} }) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** This browser as the app leaves it: signed in, with `uid`'s token valid for `lifeMs`. */
const keeps = (uid: string, lifeMs: number) =>
  vi.stubGlobal(
    'localStorage',
    memoryStorage({ 'bela.signedIn': '1', 'bela.idToken': JSON.stringify({ uid, idToken: `token-of-${uid}`, expiresAt: Date.now() + lifeMs }) }),
  );
const request = (key = 'k', body: unknown = { conversationId: 'c1', limit: 50 }) => ({ key, path: '/ai/conversations/messages', body });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  dropEarlyAnswers();
});
afterEach(() => vi.unstubAllGlobals());

describe('early requests', () => {
  it('leave in the calling task with the kept ID token, and hand the answer over once, with its account', async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(200));
    expect(sendEarlyRequest(request())).toBe(true);
    // Sent synchronously: nothing to await before it has left.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second send under the same key reuses the first.
    expect(sendEarlyRequest(request())).toBe(false);
    await expect(earlyRequestsSucceed()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ai/conversations/messages');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ conversationId: 'c1', limit: 50 }) });
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer token-of-u1');

    await expect(takeEarlyAnswer('k')).resolves.toMatchObject({ uid: 'u1' });
    expect(takeEarlyAnswer('k')).toBeNull();
  });

  it('are not sent without a session hint, without a kept token, or with one about to expire', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(sendEarlyRequest(request('signed-out'))).toBe(false);
    vi.stubGlobal('localStorage', memoryStorage({ 'bela.signedIn': '1' }));
    expect(sendEarlyRequest(request('no-token'))).toBe(false);
    keeps('u1', TOKEN_MARGIN_MS - 1_000);
    expect(sendEarlyRequest(request('stale'))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(earlyRequestsSucceed()).toBeNull();
    expect(takeEarlyAnswer('no-token')).toBeNull();
  });

  it('reject a refusal and a network failure', async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, error: { code: 'invalid-token', message: 'x' } }));
    sendEarlyRequest(request('a'));
    await expect(earlyRequestsSucceed()).resolves.toBe(false);
    await expect(takeEarlyAnswer('a')).rejects.toThrow('refused: 401');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarlyRequest(request('b'));
    await expect(takeEarlyAnswer('b')).rejects.toThrow('Failed to fetch');
  });

  it('drop answers nobody took (logout)', () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(200));
    sendEarlyRequest(request());
    dropEarlyAnswers();
    expect(takeEarlyAnswer('k')).toBeNull();
  });
});

describe('the first page an early request brings', () => {
  it("is the answer's data with the account, taken once", async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: { messages: [], hasMore: false } }));
    sendEarlyRequest(request());
    await expect(takeFirstPage('k')).resolves.toEqual({ uid: 'u1', data: { messages: [], hasMore: false } });
    await expect(takeFirstPage('k')).resolves.toBeNull();
  });

  it('is none when the request was refused or failed: the screen asks the ordinary way', async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(404, { success: false, error: { code: 'not-found', message: 'x' } }));
    sendEarlyRequest(request('refused'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarlyRequest(request('failed'));
    await expect(takeFirstPage('refused')).resolves.toBeNull();
    await expect(takeFirstPage('failed')).resolves.toBeNull();
  });
});

describe('the start of a page that is not prerendered', () => {
  it('sends its early requests, then asks for the app, then prepares what the first screen needs', async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValue(answer(200));
    const loadApp = vi.fn();
    const prepare = vi.fn();
    const notSent = vi.fn();
    startPage({ root: null, loadApp, earlyRequests: [{ ...request(), prepare }, null, { ...request(), prepare: notSent }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(loadApp.mock.invocationCallOrder[0]!);
    // In a task of its own, once the app's code has been asked for.
    expect(prepare).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prepare).toHaveBeenCalledTimes(1);
    // A request not sent (here: one already waiting under its key) prepares nothing.
    expect(notSent).not.toHaveBeenCalled();
  });

  it('asks for the app at once, and prepares nothing, when no request is sent', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const loadApp = vi.fn();
    const prepare = vi.fn();
    startPage({ root: null, loadApp, earlyRequests: [{ ...request(), prepare }] });
    expect(loadApp).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prepare).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
