/** POST /stripe/verify-session (SPEC section 7): the server checks a Checkout session with Stripe. */
import type { billingEndpoints } from '@bela/contracts/billing';
import type { ResponseData } from '@bela/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

type VerifySessionEndpoint = typeof billingEndpoints.verifySession;
export type SessionVerification = ResponseData<VerifySessionEndpoint>;

/** 404 'session-not-found' for an unknown session or another member's. */
export function verifySession(sessionId: string, signal?: AbortSignal): Promise<SessionVerification> {
  return apiPost<VerifySessionEndpoint>('/stripe/verify-session', { sessionId }, { signal });
}

/** One verification per Checkout session; the page asks again only when the member says so. */
export const getSessionVerificationQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.sessionVerification(sessionId),
    queryFn: ({ signal }) => verifySession(sessionId, signal),
    staleTime: Infinity,
  });

/** `sessionId` null: nothing to verify (yet). */
export function useVerifySession(sessionId: string | null) {
  return useQuery({ ...getSessionVerificationQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
