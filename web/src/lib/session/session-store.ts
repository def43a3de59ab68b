/**
 * The session: the Firebase user and the auth status. Written by the session listener
 * (`session.ts`) and the login and sign-up flows; read by guards and pages. The member's user info
 * is server data and lives in the query cache (`user-info-query.ts`, read with `useUserInfo`).
 */
import type { User } from 'firebase/auth';
import { create } from 'zustand';
import { hasSessionHint } from '../boot/kept-session';

/**
 * 'loading' until Firebase has reported the first auth state, when this browser has a session to
 * restore. Without one the visitor starts 'signed-out' and Firebase is not loaded for it; pages
 * that must know for sure wait for `authChecked` (`useAuthCheck`).
 */
export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';
/** A login or sign-up in progress: public pages wait for it instead of redirecting on sign-in. */
export type AuthFlow = 'login' | 'signup' | null;

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  /** Firebase has reported an auth state (the status is then its verdict, not an assumption). */
  authChecked: boolean;
  /**
   * While the session is being restored ('loading'): the account whose kept ID token the
   * server accepted for the page's first request (`lib/boot/early-request.ts`). The guard shows
   * the page for it rather than wait for Firebase; Firebase's own report replaces it (null from
   * then on).
   */
  provisionalUid: string | null;
  authFlow: AuthFlow;
  /**
   * The signed-in Google account is known to have no profile yet (its login said so): it is sent
   * to complete one, without asking /auth/user-info to say the same.
   */
  profileMissing: boolean;
  /**
   * True right after a sign-up (e-mail or Google) completed in this tab: the chat screen shows the
   * Welcome modal once and then calls `setJustSignedUp(false)`. Cleared on sign-out and logout.
   */
  justSignedUp: boolean;
  /** That sign-up's address had its free trial before (`trialAlreadyUsed`): the Welcome modal says so. */
  trialAlreadyUsed: boolean;
  setUser: (user: User | null) => void;
  /** The server accepted the kept ID token of `uid`; ignored once Firebase has reported. */
  setProvisionalUid: (uid: string) => void;
  setAuthFlow: (flow: AuthFlow) => void;
  setProfileMissing: (missing: boolean) => void;
  setJustSignedUp: (justSignedUp: boolean, trialAlreadyUsed?: boolean) => void;
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
  profileMissing: false,
  justSignedUp: false,
  trialAlreadyUsed: false,
} as const satisfies Partial<SessionState>;

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: hasSessionHint() ? 'loading' : 'signed-out',
  authChecked: false,
  provisionalUid: null,
  authFlow: null,
  profileMissing: false,
  justSignedUp: false,
  trialAlreadyUsed: false,
  setUser: (user) =>
    set((state) => {
      if (!user) return { ...signedOut };
      const sameUser = state.user?.uid === user.uid;
      return { user, status: 'signed-in', authChecked: true, provisionalUid: null, ...(sameUser ? {} : { profileMissing: false }) };
    }),
  setProvisionalUid: (uid) => set((state) => (state.status === 'loading' && !state.authChecked ? { provisionalUid: uid } : {})),
  setAuthFlow: (authFlow) => set({ authFlow }),
  setProfileMissing: (profileMissing) => set({ profileMissing }),
  setJustSignedUp: (justSignedUp, trialAlreadyUsed = false) => set({ justSignedUp, trialAlreadyUsed: justSignedUp && trialAlreadyUsed }),
  setSignedOut: () => set({ ...signedOut }),
  clear: () => set({ ...signedOut, authFlow: null }),
}));

/** The session as it stands, for code outside React (the session listener, tracking). */
export const currentSession = (): SessionState => useSessionStore.getState();

/** Follows the session from outside React; returns the unsubscribe function. */
export const watchSession = (listener: (state: SessionState, previous: SessionState) => void) => useSessionStore.subscribe(listener);

/**
 * The signed-in account as far as the page knows: Firebase's user, or while the session is being
 * restored the account the server accepted the kept ID token for; null when neither.
 */
export function sessionUid(state: Pick<SessionState, 'user' | 'provisionalUid'>): string | null {
  return state.user?.uid ?? state.provisionalUid;
}
