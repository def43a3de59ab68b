/**
 * Keeps the session store in step with Firebase Auth once Auth is loaded (as the app's code runs
 * when this browser has a session to restore, otherwise when a page or a form first needs it): on
 * every ID-token change the user is stored and the user info is (re)loaded from POST
 * /auth/user-info. Also logout.
 */
import type { User } from 'firebase/auth';
import { USER_INFO_TIMEOUT_MS } from '@shared/constants';
import type { authEndpoints, UserInfo } from '@shared/contracts/auth';
import { ANALYTICS_SESSION_KEY } from '../../config/app';
import { apiPost } from '../api-client';
import { isApiError } from '../api-error';
import { currentUser, loadAuth, onAuthLoaded } from '../firebase';
import { dropEarlyAnswers, earlyRequestsSucceed } from './early-request';
import { hasSessionHint, setSessionHint } from './session-hint';
import { useSessionStore, type SessionState } from './session-store';

/**
 * User-info requests are numbered. An answer is shown unless a later request's answer is already
 * shown: a slow later request must not hide a fresh earlier answer (after e-mail verification the
 * token listener and the banner both ask, and either may come back first). Signing out moves
 * `latestShown` past every request in flight, so none of their answers lands.
 */
let latestRequest = 0;
let latestShown = 0;
const forgetRequestsInFlight = () => {
  latestShown = ++latestRequest;
};

/** POST /auth/user-info with the ID token in the body; 10 s timeout. */
export function postUserInfo(token: string): Promise<UserInfo> {
  return apiPost<typeof authEndpoints.userInfo>('/auth/user-info', { token }, { timeoutMs: USER_INFO_TIMEOUT_MS });
}

/**
 * Loads the user info of the signed-in user into the store. Never throws: a failure is kept as
 * `userInfoStatus: 'error'` with its code. With `silent`, the status is not set to 'loading' first
 * (a token refresh must not blank the screen).
 */
export async function refreshUserInfo({ silent = false } = {}): Promise<void> {
  const user = currentUser();
  const store = useSessionStore.getState();
  if (!user) return;
  const request = ++latestRequest;
  if (!silent || store.userInfoStatus !== 'ready') store.setUserInfoLoading();
  const sameUser = () => currentUser()?.uid === user.uid;
  try {
    const token = await user.getIdToken();
    const userInfo = await postUserInfo(token);
    if (request > latestShown && sameUser()) {
      latestShown = request;
      useSessionStore.getState().setUserInfo(userInfo);
    }
  } catch (error) {
    // Only the newest request reports a failure, and only while nothing newer is shown.
    if (request !== latestRequest || request <= latestShown || !sameUser()) return;
    const code = isApiError(error) ? error.code : 'unknown';
    if (silent && useSessionStore.getState().userInfo) {
      // Keep the info already shown; only a first load reports an error.
      console.warn('User info refresh failed', error);
      useSessionStore.setState({ userInfoStatus: 'ready' });
      return;
    }
    useSessionStore.getState().setUserInfoError(code);
  }
}

/**
 * Shows the user info a login or sign-up answer carried. Any user-info request still in flight was
 * sent before it, so its answer is dropped.
 */
export function showUserInfo(userInfo: UserInfo): void {
  forgetRequestsInFlight();
  useSessionStore.getState().setUserInfo(userInfo);
}

function onTokenChange(user: User | null): void {
  // The session restored at start: the page's first API call, waiting for this same ID token,
  // leaves before the store is told, since that update renders the whole page at once and would
  // hold the request back until it is done.
  if (useSessionStore.getState().status === 'loading') setTimeout(() => applyTokenChange(user), 0);
  else applyTokenChange(user);
}

function applyTokenChange(user: User | null): void {
  const store = useSessionStore.getState();
  setSessionHint(user !== null);
  if (!user) {
    forgetRequestsInFlight();
    store.setSignedOut();
    return;
  }
  const sameUser = store.user?.uid === user.uid;
  store.setUser(user);
  // A login or sign-up in progress stores the user info from its own answer: asking now would
  // race it, and a new account has no profile to read until its sign-up call is through.
  if (store.authFlow) return;
  void refreshUserInfo({ silent: sameUser });
}

/** A flow that ended with the user signed in but without user info (it failed midway) loads it. */
function onFlowEnd(state: SessionState, previous: SessionState): void {
  if (!previous.authFlow || state.authFlow) return;
  if (state.status === 'signed-in' && state.userInfoStatus === 'idle') void refreshUserInfo();
}

function onAuthError(error: unknown): void {
  console.error('Auth state error', error);
  useSessionStore.getState().setSignedOut();
}

/** True while Auth's start waits for the page's first screen (`restoreSession`). */
let authWaitsForFirstScreen = false;

/**
 * Loads Auth, so that Firebase reports the auth state (`authChecked`). When it cannot be loaded
 * (reported to the backend status), the visitor is taken as signed out rather than left waiting.
 * While the session restored at start is waiting for the page's first screen, this leaves the start
 * to it.
 */
export function checkAuth(): void {
  if (authWaitsForFirstScreen) return;
  loadAuth().catch(() => useSessionStore.getState().setSignedOut());
}

/** The longest Auth waits for the first screen (a page that never takes its early answer). */
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Calls `then` once the first screen built from an early answer has been painted: the session store
 * names the account the server accepted (`provisionalUid`, set in the same update as that screen),
 * and a frame has gone by. At most `FIRST_SCREEN_WAIT_MS` after the answer.
 */
function afterFirstScreen(then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stopWatching();
    clearTimeout(timer);
    then();
  };
  const painted = () => requestAnimationFrame(() => setTimeout(finish, 0));
  const timer = setTimeout(finish, FIRST_SCREEN_WAIT_MS);
  const stopWatching = useSessionStore.subscribe((state) => {
    if (state.provisionalUid !== null || state.status !== 'loading') painted();
  });
  if (useSessionStore.getState().provisionalUid !== null) painted();
}

/**
 * A session to restore: Auth (its chunk, then the session Firebase keeps in IndexedDB) starts
 * loading as this module runs, with the app's code, beside the first page's own chunk rather than
 * after the first render. The page's first API call waits for the ID token it brings.
 *
 * Unless the page's entry has already sent its first request with the token Firebase keeps
 * (`early-request.ts`): then Auth waits, so that its code and its restore do not compete with the
 * first screen for the main thread. If the request fails, Auth starts at once (the page asks again
 * with Firebase's token); if it succeeds, Auth starts once the screen built from it is painted.
 */
function restoreSession(): void {
  if (!hasSessionHint()) return;
  const early = earlyRequestsSucceed();
  if (!early) {
    checkAuth();
    return;
  }
  authWaitsForFirstScreen = true;
  const startAuth = () => {
    authWaitsForFirstScreen = false;
    checkAuth();
  };
  void early.then((succeeded) => (succeeded ? afterFirstScreen(startAuth) : startAuth()));
}
restoreSession();

/**
 * Follows Firebase Auth from the moment it is loaded (when this browser has a session to restore,
 * it is already loading); returns the unsubscribe function.
 */
export function subscribeToSession(): () => void {
  let stopFollowing = () => undefined as void;
  const stopWaiting = onAuthLoaded(({ auth, sdk }) => {
    stopFollowing = sdk.onIdTokenChanged(auth, onTokenChange, onAuthError);
  });
  const stopWatchingFlows = useSessionStore.subscribe(onFlowEnd);
  return () => {
    stopWaiting();
    stopFollowing();
    stopWatchingFlows();
  };
}

/** Signs out of Firebase and forgets the session, the user info and the analytics session id. */
export async function logout(): Promise<void> {
  forgetRequestsInFlight();
  dropEarlyAnswers();
  try {
    const { auth, sdk } = await loadAuth();
    await sdk.signOut(auth);
  } finally {
    setSessionHint(false);
    useSessionStore.getState().clear();
    try {
      sessionStorage.removeItem(ANALYTICS_SESSION_KEY);
    } catch {
      // Storage can be unavailable (private mode, sandboxed frames): nothing to clear then.
    }
  }
}
