import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./persisted-firebase-user', () => ({ readPersistedFirebaseUser: vi.fn() }));

import { readPersistedFirebaseUser } from './persisted-firebase-user';
import { dropEarlyAnswers, earlyRequestsSucceed, sendEarlyRequest, takeEarlyAnswer, TOKEN_MARGIN_MS } from './early-request';
import { memoryStorage } from '../testing/memory-storage';

const HOUR = 60 * 60_000;
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = { success: true, data: {} }) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keeps = (uid: string, lifeMs: number) =>
  vi.mocked(readPersistedFirebaseUser).mockResolvedValueOnce({ uid, idToken: `token-of-${uid}`, expiresAt: Date.now() + lifeMs });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage({ 'bela.signedIn': '1' }));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(readPersistedFirebaseUser).mockReset().mockResolvedValue(null);
  dropEarlyAnswers();
});
afterEach(() => vi.unstubAllGlobals());

describe('early requests', () => {
  it('send nothing, and read nothing, when this browser has no session to restore', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    sendEarlyRequest('k', '/ai/conversations/messages', {});
    expect(readPersistedFirebaseUser).not.toHaveBeenCalled();
    expect(takeEarlyAnswer('k')).toBeNull();
    expect(earlyRequestsSucceed()).toBeNull();
  });

  it('send the ID token Firebase keeps and hand the answer over once, with its account', async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(200));
    sendEarlyRequest('k', '/ai/conversations/messages', { conversationId: 'c1', limit: 50 });
    // A second send under the same key reuses the first.
    sendEarlyRequest('k', '/ai/conversations/messages', { conversationId: 'c1', limit: 50 });
    await expect(earlyRequestsSucceed()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ai/conversations/messages');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ conversationId: 'c1', limit: 50 }) });
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer token-of-u1');

    const taken = takeEarlyAnswer('k');
    await expect(taken).resolves.toMatchObject({ uid: 'u1' });
    expect(takeEarlyAnswer('k')).toBeNull();
  });

  it('reject, without sending, when no user is kept or its token is about to expire', async () => {
    sendEarlyRequest('none', '/ai/conversations/messages', {});
    await expect(takeEarlyAnswer('none')).rejects.toThrow('No session kept');
    keeps('u1', TOKEN_MARGIN_MS - 1_000);
    sendEarlyRequest('stale', '/ai/conversations/messages', {});
    await expect(takeEarlyAnswer('stale')).rejects.toThrow('about to expire');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reject a refusal and a network failure', async () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, error: { code: 'invalid-token', message: 'x' } }));
    sendEarlyRequest('a', '/ai/conversations/messages', {});
    await expect(earlyRequestsSucceed()).resolves.toBe(false);
    await expect(takeEarlyAnswer('a')).rejects.toThrow('refused: 401');

    keeps('u1', HOUR);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarlyRequest('b', '/ai/conversations/messages', {});
    await expect(takeEarlyAnswer('b')).rejects.toThrow('Failed to fetch');
  });

  it('drop answers nobody took (logout)', () => {
    keeps('u1', HOUR);
    fetchMock.mockResolvedValueOnce(answer(200));
    sendEarlyRequest('k', '/ai/conversations/messages', {});
    dropEarlyAnswers();
    expect(takeEarlyAnswer('k')).toBeNull();
  });
});

describe('the promise an early request returns', () => {
  it('resolves once the request has left, before its answer', async () => {
    keeps('u1', HOUR);
    let answerNow = (_: Response) => undefined as void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerNow = resolve)));
    await sendEarlyRequest('k', '/ai/conversations/messages', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const taken = takeEarlyAnswer('k');
    answerNow(answer(200));
    await expect(taken).resolves.toMatchObject({ uid: 'u1' });
  });

  it('resolves when nothing will leave', async () => {
    await sendEarlyRequest('none', '/ai/conversations/messages', {});
    vi.stubGlobal('localStorage', memoryStorage());
    await sendEarlyRequest('signed-out', '/ai/conversations/messages', {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
