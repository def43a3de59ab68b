import { useEffect } from 'react';
import { leaveSignup } from './signup-tracking';

/**
 * Mount on the sign-up page: leaving it, by closing or hiding the tab or by moving to another page
 * of the app, reports the abandonment (once per visit, and only after an e-mail was typed).
 */
export function useSignupAbandonment(): void {
  useEffect(() => {
    // The report names the sign-up page, read while it is shown.
    const page = window.location.pathname;
    const onPageHide = () => leaveSignup(true, page);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') leaveSignup(true, page);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      leaveSignup(false, page);
    };
  }, []);
}
