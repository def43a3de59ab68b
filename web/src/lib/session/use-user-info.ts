/**
 * The signed-in member's user info (POST /auth/user-info) as components read it, from the query
 * cache (`user-info-query.ts`). Every reader goes through this hook.
 */
import type { UserInfo } from '@bela/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../api-error';
import { useSessionStore } from './session-store';
import { userInfoQueryOptions } from './user-info-query';

/** 'idle': nobody signed in, or not asked yet (a login or sign-up stores its own answer). */
export type UserInfoStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UserInfoView {
  userInfo: UserInfo | null;
  status: UserInfoStatus;
  /** Code of the last failure ('user-not-found' for an account without a profile). */
  errorCode: string | null;
  /** True while the auth state, or the user info of a signed-in member, is not settled yet. */
  pending: boolean;
}

const PROFILE_MISSING = 'user-not-found';

export function useUserInfo(): UserInfoView {
  const uid = useSessionStore((state) => (state.status === 'signed-in' ? (state.user?.uid ?? null) : null));
  const authSettled = useSessionStore((state) => state.status !== 'loading' && state.authChecked);
  // A login or sign-up in progress stores the info its own answer carries: asking meanwhile would
  // race it, and a new account has no profile to read until its sign-up call is through.
  const authFlow = useSessionStore((state) => state.authFlow);
  const profileMissing = useSessionStore((state) => state.profileMissing);
  const enabled = uid !== null && !authFlow && !profileMissing;
  const query = useQuery({ ...userInfoQueryOptions(uid ?? ''), enabled });
  // A request cancelled while nothing was cached (a refresh superseded more often than it retries,
  // or its last reader gone meanwhile) leaves the query with neither an answer nor a request, and
  // no reader would ask again: the chat would say "Verifying subscription status..." for ever.
  const stalled = enabled && query.status === 'pending' && query.fetchStatus === 'idle';
  const { refetch } = query;
  useEffect(() => {
    if (stalled) void refetch();
  }, [stalled, refetch]);

  const userInfo = uid === null ? null : (query.data ?? null);
  let status: UserInfoStatus = 'idle';
  let errorCode: string | null = null;
  if (uid !== null && profileMissing) {
    status = 'error';
    errorCode = PROFILE_MISSING;
  } else if (userInfo) {
    status = 'ready';
  } else if (uid !== null && query.isFetching) {
    status = 'loading';
  } else if (uid !== null && query.isError) {
    status = 'error';
    errorCode = isApiError(query.error) ? query.error.code : 'unknown';
  }
  const pending = !authSettled || (uid !== null && (status === 'idle' || status === 'loading'));
  return { userInfo, status, errorCode, pending };
}
