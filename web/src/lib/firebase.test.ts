import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './testing/memory-storage';

// Stand-ins for the Firebase SDK: they record whether anything loaded it, and give a signed-in user.
const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn(() => ({ name: '[DEFAULT]' })),
  getAuth: vi.fn(),
  connectAuthEmulator: vi.fn(),
  user: null as { uid: string; getIdToken: (force?: boolean) => Promise<string> } | null,
}));

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('./firebase-auth-sdk', () => ({ getAuth: sdk.getAuth, connectAuthEmulator: sdk.connectAuthEmulator }));

/** A fresh copy of the module (its loaded state is per page) with the given storage. */
async function loadModule(storage: Record<string, string> = {}) {
  vi.stubGlobal('localStorage', memoryStorage(storage));
  vi.resetModules();
  const [firebase, status] = await Promise.all([import('./firebase'), import('./backend-status-store')]);
  return { ...firebase, getBackendStatus: status.getBackendStatus };
}

beforeEach(() => {
  sdk.initializeApp.mockClear();
  sdk.connectAuthEmulator.mockClear();
  sdk.user = { uid: 'u1', getIdToken: async (force) => (force ? 'fresh-token' : 'token') };
  sdk.getAuth.mockReset().mockImplementation(() => ({
    get currentUser() {
      return sdk.user;
    },
    authStateReady: async () => undefined,
  }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazy Firebase Auth', () => {
  it('answers a visitor with no session to restore without loading Firebase', async () => {
    const { getIdToken, currentUser } = await loadModule();
    await expect(getIdToken()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.getAuth).not.toHaveBeenCalled();
  });

  it('loads Auth for the token when the browser remembers a session', async () => {
    const { getIdToken, currentUser } = await loadModule({ 'bela.signedIn': '1' });
    await expect(getIdToken()).resolves.toBe('token');
    await expect(getIdToken(true)).resolves.toBe('fresh-token');
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.getAuth).toHaveBeenCalledTimes(1);
    expect(currentUser()?.uid).toBe('u1');
  });

  it('loads Auth once, on the emulator for a demo project, and tells every waiting listener', async () => {
    const { loadAuth, onAuthLoaded } = await loadModule();
    const early = vi.fn();
    onAuthLoaded(early);
    const [first, second] = await Promise.all([loadAuth(), loadAuth()]);
    expect(first).toBe(second);
    expect(sdk.getAuth).toHaveBeenCalledTimes(1);
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(first.auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    expect(early).toHaveBeenCalledWith(first);
    const late = vi.fn();
    onAuthLoaded(late);
    expect(late).toHaveBeenCalledWith(first);
  });

  it('a listener that cancels before the load is not called', async () => {
    const { loadAuth, onAuthLoaded } = await loadModule();
    const listener = vi.fn();
    onAuthLoaded(listener)();
    await loadAuth();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports a failed load to the backend status, answers no token, and tries again next time', async () => {
    sdk.getAuth.mockImplementationOnce(() => {
      throw new Error('auth/internal-error');
    });
    const { loadAuth, getIdToken, getBackendStatus } = await loadModule({ 'bela.signedIn': '1' });
    await expect(getIdToken()).resolves.toBeNull();
    expect(getBackendStatus().failure?.cause).toBe('firebase');

    await expect(loadAuth()).resolves.toMatchObject({ auth: expect.anything() });
    expect(sdk.getAuth).toHaveBeenCalledTimes(2);
    expect(getBackendStatus().failure).toBeNull();
  });
});
