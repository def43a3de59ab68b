/** The Checkout session's verification as the result page reads it, and 'Check again'. */
import { useCallback } from 'react';
import { useVerifySession } from '../api/verify-session';
import type { Verification } from '../utils/payment-view';

/** `sessionId` null: nothing to verify (yet). */
export function useSessionVerification(sessionId: string | null): { verification: Verification; retry: () => void } {
  const { data, error, isError, isFetching, isSuccess, refetch } = useVerifySession(sessionId);
  const retry = useCallback(() => void refetch(), [refetch]);
  // While it asks (again), the earlier outcome is not shown: 'Check again' shows the verifying state.
  let verification: Verification = { state: 'pending' };
  if (!isFetching && isSuccess) verification = { state: 'settled', result: data };
  else if (!isFetching && isError) verification = { state: 'failed', error };
  return { verification, retry };
}
