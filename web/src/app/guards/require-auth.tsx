import { Activity, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { googleProfileFromUser, type SignupLocationState } from '../../features/auth/utils/google-profile';
import { useSessionStore } from '../../lib/session/session-store';
import { useAuthCheck } from '../../lib/session/use-auth-check';
import { useUserInfo } from '../../lib/session/use-user-info';

/**
 * Signed-in users only, decided once Firebase has reported the auth state (Auth is loaded here when
 * no session was restored at start); others are sent to `redirectTo` (home). A Google user who has
 * no profile yet (user info answered 'user-not-found') is sent to /signup to complete it.
 *
 * While a remembered session is being restored the spinner shows, and the page is rendered hidden
 * behind it (`Activity`: no effects run, nothing is laid out), so that the work of its first render
 * overlaps the wait for Firebase instead of following it. It is shown once the user is signed in,
 * or before that once the server has accepted the ID token Firebase keeps for the page's first
 * request (`provisionalUid`): the server vouched for the account, and Firebase's verdict follows
 * (signed out: home; another account: the chat starts over for it).
 */
export function RequireAuth({ children, redirectTo = paths.home }: { children: ReactNode; redirectTo?: string }) {
  const authChecked = useAuthCheck();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const provisional = useSessionStore((state) => state.status === 'loading' && state.provisionalUid !== null);
  const authFlow = useSessionStore((state) => state.authFlow);
  const missingProfile = useUserInfo().errorCode === 'user-not-found' && !authFlow;
  if (authChecked && status === 'signed-out') return <Navigate to={redirectTo} replace />;
  if (missingProfile) {
    const googleProfile = googleProfileFromUser(user);
    if (googleProfile) {
      const state: SignupLocationState = { googleProfile };
      return <Navigate to={paths.signup} state={state} replace />;
    }
  }
  const signedIn = (authChecked && status === 'signed-in') || provisional;
  return (
    <>
      {!signedIn && <PageSpinner />}
      {(signedIn || status === 'loading') && <Activity mode={signedIn ? 'visible' : 'hidden'}>{children}</Activity>}
    </>
  );
}
