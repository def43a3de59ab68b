import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { isUserInfoPending, useSessionStore } from '../../features/auth/stores/session-store';

/** /signup: a signed-in user whose profile exists (user info loaded) goes to /chat. */
export function SignupGuard({ children }: { children: ReactNode }) {
  const session = useSessionStore();
  if (session.authFlow) return children;
  if (session.status === 'signed-in') {
    if (isUserInfoPending(session)) return <PageSpinner />;
    if (session.userInfo) return <Navigate to={paths.chat} replace />;
  }
  return children;
}
