import { useEffect } from 'react';
import { checkAuth } from './session';
import { useSessionStore } from './session-store';

/**
 * For pages that must know who is signed in (the guarded routes, sign-up): loads Firebase Auth and
 * returns true once it has reported the auth state. Until then the page shows its spinner.
 */
export function useAuthCheck(): boolean {
  const authChecked = useSessionStore((state) => state.authChecked);
  useEffect(() => {
    if (!authChecked) checkAuth();
  }, [authChecked]);
  return authChecked;
}
