/**
 * Keeps the session store in step with Firebase Auth: on every ID-token change the user is stored
 * and the user info is (re)loaded from POST /auth/user-info. Also logout.
 */
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { USER_INFO_TIMEOUT_MS } from '@shared/constants';
import type { authEndpoints, UserInfo } from '@shared/contracts/auth';
import { ANALYTICS_SESSION_KEY } from '../../config/app';
import { apiPost } from '../api-client';
import { isApiError } from '../api-error';
import { auth } from '../firebase';
import { useSessionStore } from './session-store';

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
  const user = auth.currentUser;
  const store = useSessionStore.getState();
  if (!user) return;
  const request = ++latestRequest;
  if (!silent || store.userInfoStatus !== 'ready') store.setUserInfoLoading();
  const sameUser = () => auth.currentUser?.uid === user.uid;
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

function onTokenChange(user: User | null): void {
  const store = useSessionStore.getState();
  if (!user) {
    forgetRequestsInFlight();
    store.clear();
    return;
  }
  const sameUser = store.user?.uid === user.uid;
  store.setUser(user);
  void refreshUserInfo({ silent: sameUser });
}

/** Starts following Firebase Auth; returns the unsubscribe function. */
export function subscribeToSession(): () => void {
  return onIdTokenChanged(auth, onTokenChange, (error) => {
    console.error('Auth state error', error);
    useSessionStore.getState().clear();
  });
}

/** Signs out of Firebase and forgets the session, the user info and the analytics session id. */
export async function logout(): Promise<void> {
  forgetRequestsInFlight();
  try {
    await signOut(auth);
  } finally {
    useSessionStore.getState().clear();
    try {
      sessionStorage.removeItem(ANALYTICS_SESSION_KEY);
    } catch {
      // Storage can be unavailable (private mode, sandboxed frames): nothing to clear then.
    }
  }
}
