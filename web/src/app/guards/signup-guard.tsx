import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { googleProfileFromUser, readGoogleProfile, type SignupLocationState } from '../../features/auth/utils/google-profile';
import { useSessionStore } from '../../lib/session/session-store';
import { useUserInfo } from '../../lib/session/use-user-info';

/**
 * /signup: a signed-in user whose profile exists (user info loaded) goes to /chat. A signed-in
 * user without a profile (user info answered 'user-not-found') stays to complete it; when such a
 * Google user arrives without the Google profile in the navigation state (a reload, a link), the
 * profile is rebuilt from the Firebase user. A Google profile in the state of a signed-out visitor
 * is stale and dropped. A visitor with no session to restore sees the forms at once: Firebase Auth
 * loads when a form is used, not with the page.
 */
export function SignupGuard({ children }: { children: ReactNode }) {
  const session = useSessionStore();
  const { userInfo, errorCode, pending } = useUserInfo();
  const location = useLocation();
  if (session.authFlow) return children;
  if (session.status === 'loading') return <PageSpinner />;

  const stateProfile = readGoogleProfile(location.state);
  if (session.status === 'signed-out') {
    return stateProfile ? <Navigate to={paths.signup} replace /> : children;
  }

  if (pending) return <PageSpinner />;
  if (userInfo) return <Navigate to={paths.chat} replace />;
  if (errorCode === 'user-not-found' && stateProfile?.uid !== session.user?.uid) {
    const googleProfile = googleProfileFromUser(session.user);
    if (googleProfile) {
      const state: SignupLocationState = { googleProfile };
      return <Navigate to={paths.signup} state={state} replace />;
    }
  }
  return children;
}
