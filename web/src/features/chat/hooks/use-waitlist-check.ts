import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { getWaitlistCheckQueryOptions } from '../api/check-waitlist';
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
  const uid = useSessionStore(sessionUid);
  const query = useQuery({ ...getWaitlistCheckQueryOptions(uid ?? '', email), enabled: active && uid !== null });
  const answered = useEffectEvent((onList: boolean) => onAnswer?.(onList));
  const { data, dataUpdatedAt, isFetching, isError, error, refetch } = query;

  useEffect(() => {
    if (data !== undefined && dataUpdatedAt > 0) answered(data);
  }, [data, dataUpdatedAt]);

  const retry = useCallback(() => void refetch(), [refetch]);

  let state: WaitlistCheckState;
  if (isFetching || (!isError && data === undefined)) state = { status: 'checking' };
  else if (isError) state = { status: 'failed', message: waitlistErrorMessage(error) };
  else state = { status: 'answered', onList: data === true };
  return { state, retry };
}
