/** The context fields every tracking call carries (SPEC section 3, "Tracking payload fields"). */
import { getAnalyticsSessionId } from '../session/analytics-session';
import { currentSession, watchSession } from '../session/session-store';

export interface TrackingContext {
  page: string;
  userAgent: string | null;
  referrer: string | null;
  sessionId: string;
  userId: string | null;
  userEmail: string | null;
}

/**
 * The context of this browser now. The server decides the user from the token and reads the
 * device and browser itself; these fields only describe what the client saw.
 */
export function trackingContext(page = window.location.pathname, referrer: string | null = document.referrer || null): TrackingContext {
  const user = currentSession().user;
  return {
    page,
    userAgent: navigator.userAgent || null,
    referrer,
    sessionId: getAnalyticsSessionId(),
    userId: user?.uid ?? null,
    userEmail: user?.email ?? null,
  };
}

/**
 * Resolves once Firebase has reported the first auth state (or after `maxWaitMs`), so a signed-in
 * member's first visit is sent with their token rather than as an anonymous one.
 */
export function whenSessionSettled(maxWaitMs = 3_000): Promise<void> {
  if (currentSession().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = watchSession((state) => {
      if (state.status !== 'loading') done();
    });
  });
}
