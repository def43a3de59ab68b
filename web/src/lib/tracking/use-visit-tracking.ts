import { useEffect } from 'react';
import { reportVisit } from './report-event';
import { createVisitTracker } from './visit-tracker';

/** SPEC section 9: 'Visit tracking debounce'. */
export const VISIT_DEBOUNCE_MS = 100;

// One tracker for the page's life, so the last path reported survives remounts of the shell.
const tracker = createVisitTracker({
  delayMs: VISIT_DEBOUNCE_MS,
  // After the first page the referrer is the in-app page the visitor came from.
  send: (path, previousPath) => reportVisit(path, previousPath ? `${window.location.origin}${previousPath}` : document.referrer || null),
});

/** Reports a visit for each new `pathname`; mount once, in the app shell. */
export function useVisitTracking(pathname: string): void {
  useEffect(() => {
    tracker.routeChanged(pathname);
    return tracker.cancel;
  }, [pathname]);
}
