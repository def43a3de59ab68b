/**
 * The member's user info (POST /auth/user-info) in the query cache, one entry per account. The
 * session listener refreshes it on every ID-token change (`session.ts`, which loads this module
 * only once someone is signed in: the landing carries none of it), a login or sign-up stores the
 * info its answer carried, and a member's own change (payment, verification) asks for it again.
 * The cache gives the order of answers: a refresh cancels the request it supersedes, so a slow
 * older answer can never replace a newer one.
 */
import { USER_INFO_TIMEOUT_MS } from '../../config/ui';
import type { authEndpoints, UserInfo } from '@bela/contracts/auth';
import { isCancelledError, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../api-client';
import { ApiError } from '../api-error';
import { queryClient } from '../query/query-client';
import { memberKeys } from './query-keys';
import { currentSession } from './session-store';

export const userInfoKey = memberKeys.userInfo;

/** POST /auth/user-info with the ID token in the body; 10 s timeout. */
export function postUserInfo(token: string, signal?: AbortSignal): Promise<UserInfo> {
  return apiPost<typeof authEndpoints.userInfo>('/auth/user-info', { token }, { timeoutMs: USER_INFO_TIMEOUT_MS, signal });
}

async function fetchUserInfo(uid: string, signal: AbortSignal): Promise<UserInfo> {
  const { user } = currentSession();
  // Asked for an account no longer signed in: no answer belongs to it.
  if (user?.uid !== uid) throw new ApiError(0, 'signed-out', 'The session has changed.');
  return postUserInfo(await user.getIdToken(), signal);
}

export const userInfoQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: userInfoKey(uid),
    queryFn: ({ signal }) => fetchUserInfo(uid, signal),
    // Fresh until something says otherwise: every ID-token change and every change the member
    // makes asks again (`refreshUserInfoOf`).
    staleTime: Infinity,
    // A failure is shown at once, with the screen's own Retry.
    retry: false,
  });

/** How many requests one refresh makes or joins before it settles for what the cache holds. */
const REFRESH_ROUNDS = 3;

/**
 * Asks again for `uid`'s info, whether or not a screen reads it now: a request in flight is
 * cancelled and replaced, and what is shown stays until the answer comes. Resolves with the info the
 * cache holds once an answer newer than the call has arrived. A newer refresh that cancels this one
 * (an ID-token change arriving meanwhile) is joined, not taken for an answer: the query cache
 * settles a cancelled request with the info from before it. A failure is kept in the cache for the
 * screens to show (a failed refresh keeps the info already shown); it never rejects.
 */
export async function refreshUserInfoOf(uid: string): Promise<UserInfo | undefined> {
  const options = userInfoQueryOptions(uid);
  const answers = () => queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const before = answers();
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  for (let round = 0; round < REFRESH_ROUNDS && answers() === before; round += 1) {
    try {
      // A request in flight now is a newer refresh's: this joins it.
      await queryClient.fetchQuery({ ...options, staleTime: 0 });
    } catch (error) {
      if (!isCancelledError(error)) break;
    }
  }
  return queryClient.getQueryData(options.queryKey);
}

/**
 * Makes sure `uid`'s info is asked for (a session restored, an account signed in): joins a request
 * already in flight, and asks nothing when the info is cached.
 */
export async function ensureUserInfoOf(uid: string): Promise<void> {
  await queryClient.prefetchQuery(userInfoQueryOptions(uid));
}

/** Stores the info a login or sign-up answer carried; a request still in flight was sent before it. */
export async function storeUserInfo(userInfo: UserInfo): Promise<void> {
  const key = userInfoKey(userInfo.uid);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData(key, userInfo);
}

/** Forgets every account's cached server data (logout, or another account signing in). */
export function forgetCachedData(): void {
  queryClient.clear();
}
