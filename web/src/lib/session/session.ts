/**
 * Keeps the session store in step with Firebase Auth once Auth is loaded (as the app's code runs
 * when this browser has a session to restore, otherwise when a page or a form first needs it): on
 * every ID-token change the user is stored and the user info is asked for again (POST
 * /auth/user-info, kept in the query cache by `user-info-query.ts`). Also logout.
 */
import type { User } from 'firebase/auth';
import type { UserInfo } from '@bela/contracts/auth';
import { ANALYTICS_SESSION_KEY } from '../../config/app';
import { loadAuth, onAuthLoaded } from '../firebase';
import { dropEarlyAnswers, earlyRequestsSucceed } from '../boot/early-request';
import { hasSessionHint, keepTokenOf, setSessionHint } from '../boot/kept-session';
import { currentSession, watchSession } from './session-store';

// The query cache and the user-info request come with the first signed-in page, not with the
// landing: this module loads them only once someone is signed in.
const userInfoCache = () => import('./user-info-query');

/**
 * Asks the server again for the signed-in member's info (after a payment, a verification, or a
 * screen's Retry). What is shown stays until the answer comes; a failed refresh keeps it. Resolves
 * with the info then held.
 */
export async function refreshUserInfo(): Promise<UserInfo | undefined> {
  const uid = currentSession().user?.uid;
  if (!uid) return undefined;
  return (await userInfoCache()).refreshUserInfoOf(uid);
}

/**
 * Shows the user info a login or sign-up answer carried. Any user-info request still in flight was
 * sent before it, so its answer is dropped.
 */
export async function showUserInfo(userInfo: UserInfo): Promise<void> {
  currentSession().setProfileMissing(false);
  await (await userInfoCache()).storeUserInfo(userInfo);
}

function onTokenChange(user: User | null): void {
  // The session restored at start: the page's first API call, waiting for this same ID token,
  // leaves before the store is told, since that update renders the whole page at once and would
  // hold the request back until it is done.
  if (currentSession().status === 'loading') setTimeout(() => applyTokenChange(user), 0);
  else applyTokenChange(user);
}

function applyTokenChange(user: User | null): void {
  const session = currentSession();
  setSessionHint(user !== null);
  // The next page load's early request leaves with this token (`lib/boot`).
  if (user) void keepTokenOf(user);
  const previousUid = session.user?.uid ?? null;
  if (!user) {
    session.setSignedOut();
    if (previousUid) void userInfoCache().then(({ forgetCachedData }) => forgetCachedData());
    return;
  }
  session.setUser(user);
  void userInfoCache().then(async (cache) => {
    // Another account: nothing the first one's pages cached may show for it.
    if (previousUid && previousUid !== user.uid) cache.forgetCachedData();
    // A login or sign-up in progress stores the user info from its own answer: asking now would
    // race it, and a new account has no profile to read until its sign-up call is through.
    if (currentSession().authFlow || currentSession().profileMissing) return;
    // A new ID token of the same account (refresh, verification) may carry a change: ask again.
    // An account just restored or signed in: ask, joining the request its page may have sent.
    if (previousUid === user.uid) await cache.refreshUserInfoOf(user.uid);
    else await cache.ensureUserInfoOf(user.uid);
  });
}

function onAuthError(error: unknown): void {
  console.error('Auth state error', error);
  currentSession().setSignedOut();
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
  loadAuth().catch(() => currentSession().setSignedOut());
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
  const stopWatching = watchSession((state) => {
    if (state.provisionalUid !== null || state.status !== 'loading') painted();
  });
  if (currentSession().provisionalUid !== null) painted();
}

/**
 * A session to restore: Auth (its chunk, then the session Firebase keeps in IndexedDB) starts
 * loading as this module runs, with the app's code, beside the first page's own chunk rather than
 * after the first render. The page's first API call waits for the ID token it brings.
 *
 * Unless the page's entry has already sent its first request with the token Firebase keeps
 * (`lib/boot/early-request.ts`): then Auth waits, so that its code and its restore do not compete with the
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
  return () => {
    stopWaiting();
    stopFollowing();
  };
}

/** Signs out of Firebase and forgets the session, every cached answer and the analytics session id. */
export async function logout(): Promise<void> {
  dropEarlyAnswers();
  try {
    const { auth, sdk } = await loadAuth();
    await sdk.signOut(auth);
  } finally {
    setSessionHint(false);
    currentSession().clear();
    (await userInfoCache()).forgetCachedData();
    try {
      sessionStorage.removeItem(ANALYTICS_SESSION_KEY);
    } catch {
      // Storage can be unavailable (private mode, sandboxed frames): nothing to clear then.
    }
  }
}
