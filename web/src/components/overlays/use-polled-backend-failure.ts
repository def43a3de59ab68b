import { useCallback, useEffect, useState } from 'react';
import { getBackendStatus, type BackendFailure } from '../../lib/backend-status-store';

/** SPEC section 9, "Backend-init error polling": 2000 ms once, then every 3000 ms. */
const FIRST_POLL_MS = 2_000;
const POLL_EVERY_MS = 3_000;

export interface PolledBackendFailure {
  failure: BackendFailure | null;
  /** A failure was seen on this page (the dialog stays mounted to animate out). */
  everFailed: boolean;
  /** Reads the state at once (after 'Try Again'). */
  recheck: () => void;
}

/**
 * The backend failure as last polled. Polling rather than following the store lets a start that
 * recovers within 2 s show no dialog at all.
 */
export function usePolledBackendFailure(): PolledBackendFailure {
  const [failure, setFailure] = useState<BackendFailure | null>(null);
  const [everFailed, setEverFailed] = useState(false);
  const recheck = useCallback(() => {
    const current = getBackendStatus().failure;
    setFailure(current);
    if (current) setEverFailed(true);
  }, []);

  useEffect(() => {
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      recheck();
      every = setInterval(recheck, POLL_EVERY_MS);
    }, FIRST_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [recheck]);

  return { failure, everFailed, recheck };
}
