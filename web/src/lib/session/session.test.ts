import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@bela/contracts/auth';
import { memoryStorage } from '../testing/memory-storage';

type Listener = (user: FakeUser | null) => void;
interface FakeUser {
  uid: string;
  getIdToken: () => Promise<string>;
}

// A stand-in for lib/firebase: Auth "loads" when asked, and the test plays Firebase's token events.
const firebase = vi.hoisted(() => {
  const state = {
    loads: 0,
    isLoaded: false,
    current: null as FakeUser | null,
    tokenListener: null as Listener | null,
    loadListeners: [] as ((auth: unknown) => void)[],
  };
  const loaded = {
    auth: {},
    sdk: {
      onIdTokenChanged: (_auth: unknown, next: Listener) => {
        state.tokenListener = next;
        return () => {
          state.tokenListener = null;
        };
      },
      signOut: async () => state.tokenListener?.(null),
    },
  };
  return { state, loaded };
});

vi.mock('../firebase', () => ({
  loadAuth: async () => {
    firebase.state.loads += 1;
    firebase.state.isLoaded = true;
    for (const listener of firebase.state.loadListeners.splice(0)) listener(firebase.loaded);
    return firebase.loaded;
  },
  // As lib/firebase: at once when Auth is already loaded, else once it is.
  onAuthLoaded: (listener: (auth: unknown) => void) => {
    if (firebase.state.isLoaded) {
      listener(firebase.loaded);
      return () => undefined;
    }
    firebase.state.loadListeners.push(listener);
    return () => {
      firebase.state.loadListeners = firebase.state.loadListeners.filter((l) => l !== listener);
    };
  },
  currentUser: () => firebase.state.current,
}));

const api = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('../api-client', () => ({
  apiPost: async (path: string) => {
    api.calls.push(path);
    return { uid: firebase.state.current?.uid, displayName: 'Ada' };
  },
}));

const user = (uid: string): FakeUser => ({ uid, getIdToken: async () => `token-${uid}` });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Fresh modules (the store reads the hint when created) over the given storage. */
async function start(storage: Record<string, string> = {}) {
  const localStorage = memoryStorage(storage);
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.resetModules();
  const session = await import('./session');
  const { useSessionStore } = await import('./session-store');
  const unsubscribe = session.subscribeToSession();
  await flush();
  /** Firebase reports `signedIn` (as it does on sign-in, token refresh and sign-out). */
  const report = async (signedIn: FakeUser | null) => {
    firebase.state.current = signedIn;
    firebase.state.tokenListener?.(signedIn);
    await flush();
  };
  return { session, store: useSessionStore, localStorage, report, unsubscribe };
}

beforeEach(() => {
  firebase.state.loads = 0;
  firebase.state.isLoaded = false;
  firebase.state.current = null;
  firebase.state.tokenListener = null;
  firebase.state.loadListeners = [];
  api.calls = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('a visitor with no session to restore starts signed out, without loading Auth', async () => {
    const { store } = await start();
    expect(firebase.state.loads).toBe(0);
    expect(store.getState()).toMatchObject({ status: 'signed-out', authChecked: false });
  });

  it('a browser that remembers a session loads Auth at start and waits for its verdict', async () => {
    const { store, report } = await start({ 'bela.signedIn': '1' });
    expect(firebase.state.loads).toBe(1);
    expect(store.getState()).toMatchObject({ status: 'loading', authChecked: false });
    await report(user('u1'));
    expect(store.getState()).toMatchObject({ status: 'signed-in', authChecked: true });
    await vi.waitFor(() => expect(api.calls).toEqual(['/auth/user-info']));
  });

  it('follows Auth once something else loads it, and remembers the session for next time', async () => {
    const { store, localStorage, report } = await start();
    const { loadAuth } = await import('../firebase');
    await loadAuth();
    await report(null);
    expect(store.getState()).toMatchObject({ status: 'signed-out', authChecked: true });
    await report(user('u1'));
    expect(localStorage.getItem('bela.signedIn')).toBe('1');
    await report(null);
    expect(localStorage.getItem('bela.signedIn')).toBeNull();
  });

  it('does not ask for user info while a sign-up creates the account (it has no profile yet)', async () => {
    const { store, report } = await start({ 'bela.signedIn': '1' });
    await report(null);
    store.getState().setAuthFlow('signup');
    await report(user('new'));
    await flush();
    expect(store.getState()).toMatchObject({ status: 'signed-in' });
    expect(api.calls).toEqual([]);

    // The sign-up's own answer carries the user info, into the query cache; ending the flow asks
    // for nothing more (the hook that reads it: use-user-info.test.tsx).
    const { showUserInfo } = await import('./session');
    await showUserInfo({ uid: 'new', displayName: 'Ada' } as UserInfo);
    store.getState().setAuthFlow(null);
    await flush();
    expect(api.calls).toEqual([]);
    const { queryClient } = await import('../query/query-client');
    const { userInfoKey } = await import('./user-info-query');
    expect(queryClient.getQueryData(userInfoKey('new'))).toMatchObject({ displayName: 'Ada' });
  });

  it('asks for the user info of an account Firebase restores, and again on its next ID token', async () => {
    const { report } = await start({ 'bela.signedIn': '1' });
    await report(user('u2'));
    await vi.waitFor(() => expect(api.calls).toEqual(['/auth/user-info']));
    await report(user('u2'));
    await vi.waitFor(() => expect(api.calls).toEqual(['/auth/user-info', '/auth/user-info']));
  });

  it("Firebase's first report of nobody signed in does not end a login in progress", async () => {
    const { store, report } = await start();
    store.getState().setAuthFlow('login');
    const { loadAuth } = await import('../firebase');
    await loadAuth();
    await report(null);
    expect(store.getState()).toMatchObject({ authFlow: 'login', status: 'signed-out', authChecked: true });
  });

  it('logout signs out of Firebase and forgets the session hint', async () => {
    const { session, store, localStorage, report } = await start({ 'bela.signedIn': '1' });
    await report(user('u1'));
    const { queryClient } = await import('../query/query-client');
    const { userInfoKey } = await import('./user-info-query');
    await vi.waitFor(() => expect(queryClient.getQueryData(userInfoKey('u1'))).toBeTruthy());
    await session.logout();
    expect(localStorage.getItem('bela.signedIn')).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(queryClient.getQueryData(userInfoKey('u1'))).toBeUndefined();
  });

  it('stops following Auth when unsubscribed', async () => {
    const { store, report, unsubscribe } = await start({ 'bela.signedIn': '1' });
    unsubscribe();
    await report(user('u1'));
    expect(store.getState().status).toBe('loading');
  });
});
