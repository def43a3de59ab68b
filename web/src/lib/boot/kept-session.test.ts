import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { hasSessionHint, keepTokenOf, keptToken, parseKeptToken, setSessionHint } from './kept-session';

const EXPIRY = '2030-01-01T00:00:00.000Z';
/** A Firebase user as `keepTokenOf` sees it (`User.getIdTokenResult`). */
const user = (uid: string, token = `token-of-${uid}`, expirationTime = EXPIRY) => ({
  uid,
  getIdTokenResult: vi.fn(async () => ({ token, expirationTime })),
});

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the session this browser keeps', () => {
  it("keeps a signed-in user's current ID token beside the hint, from Firebase's public API", async () => {
    setSessionHint(true);
    await keepTokenOf(user('u1'));
    expect(hasSessionHint()).toBe(true);
    expect(keptToken()).toEqual({ uid: 'u1', idToken: 'token-of-u1', expiresAt: Date.parse(EXPIRY) });
    // A refreshed token replaces it.
    await keepTokenOf(user('u1', 'refreshed'));
    expect(keptToken()?.idToken).toBe('refreshed');
  });

  it('forgets the token with the hint, and keeps none for a session that ended meanwhile', async () => {
    setSessionHint(true);
    await keepTokenOf(user('u1'));
    setSessionHint(false);
    expect(keptToken()).toBeNull();
    expect(localStorage.getItem('bela.idToken')).toBeNull();
    // Signed out while the token was being read: nothing is written back.
    await keepTokenOf(user('u1'));
    expect(localStorage.getItem('bela.idToken')).toBeNull();
  });

  it('keeps none when Firebase gives no token, and reads none of another shape', async () => {
    setSessionHint(true);
    await keepTokenOf(user('u1'));
    await keepTokenOf({ uid: 'u1', getIdTokenResult: () => Promise.reject(new Error('offline')) });
    expect(keptToken()).toBeNull();
    await keepTokenOf(user('u1', 'token', 'not a date'));
    expect(keptToken()).toBeNull();
    for (const value of [null, '', '{', '"u1"', '{"uid":"u1"}', '{"uid":"u1","idToken":"t","expiresAt":"2030"}', '{"uid":"","idToken":"t","expiresAt":1}']) {
      expect(parseKeptToken(value)).toBeNull();
    }
  });

  it('reads as signed out when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(hasSessionHint()).toBe(false);
    expect(keptToken()).toBeNull();
    expect(() => setSessionHint(true)).not.toThrow();
  });
});
