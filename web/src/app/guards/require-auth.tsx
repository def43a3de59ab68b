import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../features/auth/stores/session-store';

/** Signed-in users only, decided after auth has loaded; others are sent to `redirectTo` (home). */
export function RequireAuth({ children, redirectTo = paths.home }: { children: ReactNode; redirectTo?: string }) {
  const status = useSessionStore((state) => state.status);
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-out') return <Navigate to={redirectTo} replace />;
  return children;
}
