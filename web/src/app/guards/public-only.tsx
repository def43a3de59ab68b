import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../lib/session/session-store';

/**
 * Landing pages: a signed-in user goes to /chat. While auth is still loading the page is shown (no
 * spinner for visitors); a login or sign-up in progress keeps the page mounted.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const authFlow = useSessionStore((state) => state.authFlow);
  if (status === 'signed-in' && !authFlow) return <Navigate to={paths.chat} replace />;
  return children;
}
