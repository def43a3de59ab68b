/**
 * Route-change visit tracking (SPEC section 2, "Global overlays and behaviours"): each new path is
 * reported once the location has been still for the debounce delay, so redirects and quick hops
 * count once; a path equal to the last one reported is skipped.
 */

export interface VisitTrackerOptions {
  /** Reports a visit; `previousPath` is the path reported before (null for the first). */
  send: (path: string, previousPath: string | null) => void;
  delayMs: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface VisitTracker {
  /** Tells the tracker the location is now `path`. */
  routeChanged: (path: string) => void;
  /** Drops a pending report. */
  cancel: () => void;
}

export function createVisitTracker({
  send,
  delayMs,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: VisitTrackerOptions): VisitTracker {
  let lastSent: string | null = null;
  let pending: unknown = null;

  const cancel = () => {
    if (pending !== null) clearTimer(pending);
    pending = null;
  };

  return {
    routeChanged(path) {
      cancel();
      pending = setTimer(() => {
        pending = null;
        if (path === lastSent) return;
        const previous = lastSent;
        lastSent = path;
        send(path, previous);
      }, delayMs);
    },
    cancel,
  };
}
