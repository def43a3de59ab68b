/** POST /stripe/verify-session (SPEC section 7): the server checks a Checkout session with Stripe. */
import type { billingEndpoints } from '@shared/contracts/billing';
import type { ResponseData } from '@shared/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';

type VerifySessionEndpoint = typeof billingEndpoints.verifySession;
export type SessionVerification = ResponseData<VerifySessionEndpoint>;

/** 404 'session-not-found' for an unknown session or another member's. */
export function verifySession(sessionId: string, signal?: AbortSignal): Promise<SessionVerification> {
  return apiPost<VerifySessionEndpoint>('/stripe/verify-session', { sessionId }, { signal });
}
