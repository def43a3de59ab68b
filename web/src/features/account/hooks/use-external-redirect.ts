/**
 * Shared by Checkout and the portal: ask the server for a Stripe URL, then leave the app for it.
 * `busy` stays on while the browser navigates away, and is cleared if the user comes back to this
 * page from the back-forward cache.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { redirectUrl } from '../utils/redirect-url';

export interface ExternalRedirect {
  run: () => Promise<void>;
  busy: boolean;
  error: string | null;
  clearError: () => void;
}

export function useExternalRedirect(fetchUrl: () => Promise<unknown>, describeError: (error: unknown) => string): ExternalRedirect {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const run = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const url = redirectUrl(await fetchUrl(), window.location.href);
      if (!url) throw new Error('The server answered no usable URL.');
      window.location.assign(url);
    } catch (failure) {
      console.warn('Leaving for the payment provider failed', failure);
      setError(describeError(failure));
      inFlight.current = false;
      setBusy(false);
    }
  }, [fetchUrl, describeError]);

  const clearError = useCallback(() => setError(null), []);
  return { run, busy, error, clearError };
}
