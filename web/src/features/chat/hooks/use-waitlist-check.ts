import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { checkWaitlist } from '../api/check-waitlist';
import { waitlistErrorMessage } from '../utils/waitlist-answer';

export type WaitlistCheckState =
  | { status: 'checking' }
  | { status: 'answered'; onList: boolean }
  | { status: 'failed'; message: string };

/**
 * Asks whether `email` is on the waitlist while `active`, and again on `retry`. A component using
 * it starts fresh each time it is mounted (the waitlist dialog is keyed per opening), so the
 * first state is 'checking'. `onAnswer` hears every answer.
 */
export function useWaitlistCheck(email: string, active: boolean, onAnswer?: (onList: boolean) => void) {
  const [state, setState] = useState<WaitlistCheckState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const answered = useEffectEvent((onList: boolean) => onAnswer?.(onList));

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    checkWaitlist(email, controller.signal).then(
      (onList) => {
        if (controller.signal.aborted) return;
        setState({ status: 'answered', onList });
        answered(onList);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: waitlistErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [email, active, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
