/**
 * The session: the Firebase user, the server's user info and the auth status. Written by the
 * session listener (`session.ts`) and the login and sign-up flows; read by guards and pages.
 */
import type { UserInfo } from '@shared/contracts/auth';
import type { User } from 'firebase/auth';
import { create } from 'zustand';
import { hasSessionHint } from './session-hint';

/**
 * 'loading' until Firebase has reported the first auth state, when this browser has a session to
 * restore. Without one the visitor starts 'signed-out' and Firebase is not loaded for it; pages
 * that must know for sure wait for `authChecked` (`useAuthCheck`).
 */
export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';
export type UserInfoStatus = 'idle' | 'loading' | 'ready' | 'error';
/** A login or sign-up in progress: public pages wait for it instead of redirecting on sign-in. */
export type AuthFlow = 'login' | 'signup' | null;

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  /** Firebase has reported an auth state (the status is then its verdict, not an assumption). */
  authChecked: boolean;
  /**
   * While the session is being restored ('loading'): the account whose kept ID token the
   * server accepted for the page's first request (`early-request.ts`). The guard shows the page
   * for it rather than wait for Firebase; Firebase's own report replaces it (null from then on).
   */
  provisionalUid: string | null;
  userInfo: UserInfo | null;
  userInfoStatus: UserInfoStatus;
  /** Code of the last user-info failure ('user-not-found' for an account without a profile). */
  userInfoErrorCode: string | null;
  authFlow: AuthFlow;
  /**
   * True right after a sign-up (e-mail or Google) completed in this tab: the chat screen shows the
   * Welcome modal once and then calls `setJustSignedUp(false)`. Cleared on sign-out and logout.
   */
  justSignedUp: boolean;
  setUser: (user: User | null) => void;
  /** The server accepted the kept ID token of `uid`; ignored once Firebase has reported. */
  setProvisionalUid: (uid: string) => void;
  setUserInfoLoading: () => void;
  setUserInfo: (userInfo: UserInfo) => void;
  setUserInfoError: (code: string) => void;
  setAuthFlow: (flow: AuthFlow) => void;
  setJustSignedUp: (justSignedUp: boolean) => void;
  /** Firebase reports nobody signed in; a login or sign-up in progress goes on (it ends its flow itself). */
  setSignedOut: () => void;
  /** Forgets the session and any flow (logout). */
  clear: () => void;
}

const signedOut = {
  user: null,
  status: 'signed-out',
  authChecked: true,
  provisionalUid: null,
  userInfo: null,
  userInfoStatus: 'idle',
  userInfoErrorCode: null,
  justSignedUp: false,
} as const satisfies Partial<SessionState>;

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: hasSessionHint() ? 'loading' : 'signed-out',
  authChecked: false,
  provisionalUid: null,
  userInfo: null,
  userInfoStatus: 'idle',
  userInfoErrorCode: null,
  authFlow: null,
  justSignedUp: false,
  setUser: (user) =>
    set((state) => {
      if (!user) return { ...signedOut };
      const sameUser = state.user?.uid === user.uid;
      return sameUser
        ? { user, status: 'signed-in', authChecked: true, provisionalUid: null }
        : { user, status: 'signed-in', authChecked: true, provisionalUid: null, userInfo: null, userInfoStatus: 'idle', userInfoErrorCode: null };
    }),
  setProvisionalUid: (uid) => set((state) => (state.status === 'loading' && !state.authChecked ? { provisionalUid: uid } : {})),
  setUserInfoLoading: () => set({ userInfoStatus: 'loading' }),
  setUserInfo: (userInfo) => set({ userInfo, userInfoStatus: 'ready', userInfoErrorCode: null }),
  setUserInfoError: (code) => set({ userInfoStatus: 'error', userInfoErrorCode: code }),
  setAuthFlow: (authFlow) => set({ authFlow }),
  setJustSignedUp: (justSignedUp) => set({ justSignedUp }),
  setSignedOut: () => set({ ...signedOut }),
  clear: () => set({ ...signedOut, authFlow: null }),
}));

/**
 * The signed-in account as far as the page knows: Firebase's user, or while the session is being
 * restored the account the server accepted the kept ID token for; null when neither.
 */
export function sessionUid(state: Pick<SessionState, 'user' | 'provisionalUid'>): string | null {
  return state.user?.uid ?? state.provisionalUid;
}

/** True while the auth state, or the user info of a signed-in user, has not been settled yet. */
export function isUserInfoPending(state: Pick<SessionState, 'status' | 'authChecked' | 'userInfoStatus'>): boolean {
  if (state.status === 'loading' || !state.authChecked) return true;
  return state.status === 'signed-in' && (state.userInfoStatus === 'idle' || state.userInfoStatus === 'loading');
}
