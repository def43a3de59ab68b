/** POST /data/check-waitlist (SPEC section 7): whether the member's own e-mail is on the waitlist. */
import type { accountEndpoints } from '@shared/contracts/account';
import { apiPost } from '../../../lib/api-client';

type CheckWaitlistEndpoint = typeof accountEndpoints.checkWaitlist;

/** True when `email` (the caller's own; the server refuses any other) is on the waitlist. */
export async function checkWaitlist(email: string, signal?: AbortSignal): Promise<boolean> {
  const { exists } = await apiPost<CheckWaitlistEndpoint>('/data/check-waitlist', { email }, { signal });
  return exists;
}
