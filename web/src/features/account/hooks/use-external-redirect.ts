/**
 * Shared by Checkout and the portal: a mutation asks the server for a Stripe URL, then the app is
 * left for it. `busy` stays on while the browser navigates away, and is cleared if the member comes
 * back to this page from the back-forward cache.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leaveAppFor } from '../utils/leave-app';

export interface ExternalRedirect {
  run: () => void;
  busy: boolean;
  error: string | null;
  clearError: () => void;
}

/** `mutation` resolves with the URL to leave for; `describeError` words its failure for the member. */
export function useExternalRedirect(mutation: UseMutationResult<string, unknown, void>, describeError: (error: unknown) => string): ExternalRedirect {
  const { mutate, reset, isPending, error } = mutation;
  const [leaving, setLeaving] = useState(false);
  // The mutation's pending state reaches the render a moment after `mutate`: a quick second click
  // must not ask for a second session meanwhile.
  const started = useRef(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      started.current = false;
      setLeaving(false);
      reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const run = useCallback(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: (url) => {
        setLeaving(true);
        leaveAppFor(url);
      },
      onError: (failure) => {
        console.warn('Leaving for the payment provider failed', failure);
        started.current = false;
      },
    });
  }, [mutate]);

  return { run, busy: isPending || leaving, error: error ? describeError(error) : null, clearError: reset };
}
