/** Verifies the Checkout session once per session id (and again on `retry`). */
import { useCallback, useEffect, useState } from 'react';
import { verifySession } from '../api/verify-session';
import type { Verification } from '../utils/payment-view';

const PENDING: Verification = { state: 'pending' };

/** `sessionId` null: nothing to verify (yet). */
export function useSessionVerification(sessionId: string | null): { verification: Verification; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; verification: Verification } | null>(null);
  const key = sessionId ? `${attempt}:${sessionId}` : null;

  useEffect(() => {
    if (!sessionId || !key) return;
    const controller = new AbortController();
    verifySession(sessionId, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setOutcome({ key, verification: { state: 'settled', result } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key, verification: { state: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [sessionId, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // A result of an earlier attempt (or session) is stale: pending until this one settles.
  const verification = outcome && outcome.key === key ? outcome.verification : PENDING;
  return { verification, retry };
}
