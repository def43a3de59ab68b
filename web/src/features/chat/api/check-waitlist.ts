/** POST /data/check-waitlist (SPEC section 7): whether the member's own e-mail is on the waitlist. */
import type { accountEndpoints } from '@bela/contracts/account';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

type CheckWaitlistEndpoint = typeof accountEndpoints.checkWaitlist;

/** True when `email` (the caller's own; the server refuses any other) is on the waitlist. */
export async function checkWaitlist(email: string, signal?: AbortSignal): Promise<boolean> {
  const { exists } = await apiPost<CheckWaitlistEndpoint>('/data/check-waitlist', { email }, { signal });
  return exists;
}

export function getWaitlistCheckQueryOptions(uid: string, email: string) {
  return queryOptions({
    queryKey: chatKeys.waitlist(uid, email),
    queryFn: ({ signal }) => checkWaitlist(email, signal),
    // The member asks to check: every opening of the dialog (and 'Check again') asks the server.
    staleTime: 0,
    gcTime: 0,
    // A failure is shown at once, with 'Try again'.
    retry: false,
  });
}
