/**
 * Whether the backend came up (SPEC section 2, "Global overlays and behaviours"): the failure state
 * the 'Connection Problem' dialog polls, and the visible connection error set with it.
 *
 * Two things fail a start:
 * - Firebase or App Check cannot initialise (`markBackendInitFailed`, called by their set-up);
 * - the API does not answer at start: until any API call of this page has had an answer, a call
 *   that ends without one (a network error, a timeout, or a gateway's 502/503/504 instead of the
 *   function's own answer) marks it. No call is added for this: the page's own first calls (the
 *   visit report, the user info, the landing preview) are the probe. The API transport reports
 *   every outcome here (`reportApiOutcome`).
 * Once the API has answered, later failures are each feature's own to report.
 */
import { create } from 'zustand';
import { clientErrorCodes, isApiError } from './api-error';

/** SPEC section 2: the visible connection error of an initialisation failure. */
export const BACKEND_CONNECTION_ERROR = 'Unable to connect to our services';

export type BackendFailureCause = 'firebase' | 'api';

export interface BackendFailure {
  cause: BackendFailureCause;
  error: unknown;
}

export interface BackendStatus {
  failure: BackendFailure | null;
  /** 'Unable to connect to our services' while a failure stands, for any screen to show. */
  connectionError: string | null;
  /** The visitor chose 'Continue Anyway (Limited Features)'. */
  limited: boolean;
  /** Some API call of this page has had an answer. */
  apiAnswered: boolean;
}

const initialStatus: BackendStatus = { failure: null, connectionError: null, limited: false, apiAnswered: false };

export const useBackendStatus = create<BackendStatus>()(() => initialStatus);

export function getBackendStatus(): BackendStatus {
  return useBackendStatus.getState();
}

/** Firebase or App Check could not initialise. Stands until a set-up succeeds or the page reloads. */
export function markBackendInitFailed(error: unknown): void {
  console.error('Backend initialisation failed', error);
  useBackendStatus.setState({ failure: { cause: 'firebase', error }, connectionError: BACKEND_CONNECTION_ERROR });
}

/** Firebase or App Check initialised: clears an earlier initialisation failure, if any. */
export function markBackendInitSucceeded(): void {
  if (getBackendStatus().failure?.cause === 'firebase') useBackendStatus.setState({ failure: null, connectionError: null, limited: false });
}

/** The API answered: clears a failure of the API (not one of Firebase: `markBackendInitSucceeded`). */
export function markBackendReachable(): void {
  const { failure, apiAnswered } = getBackendStatus();
  if (failure?.cause === 'api') {
    useBackendStatus.setState({ failure: null, connectionError: null, limited: false, apiAnswered: true });
  } else if (!apiAnswered) {
    useBackendStatus.setState({ apiAnswered: true });
  }
}

/** The visitor goes on without the backend; the dialog stays closed until the page reloads. */
export function continueWithLimitedFeatures(): void {
  useBackendStatus.setState({ limited: true });
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** True when a call ended without an answer from the API function. */
function isUnanswered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout) return true;
  // A gateway's own error page; an error envelope with these statuses is the function answering.
  return GATEWAY_STATUSES.has(error.status) && (error.code === clientErrorCodes.http || error.code === clientErrorCodes.invalidResponse);
}

/** A call that ended with `error`: the start fails when the API has not answered anything yet. */
export function noteApiCallFailed(error: unknown): void {
  if (!isApiError(error) || error.code === clientErrorCodes.aborted) return;
  if (!isUnanswered(error)) return markBackendReachable();
  const status = getBackendStatus();
  if (status.apiAnswered || status.failure) return;
  console.warn('The API did not answer at start', error);
  useBackendStatus.setState({ failure: { cause: 'api', error }, connectionError: BACKEND_CONNECTION_ERROR });
}

/** Wraps an API call (the transport wraps each one): its outcome is reported, its result unchanged. */
export async function reportApiOutcome<T>(call: Promise<T>): Promise<T> {
  try {
    const result = await call;
    markBackendReachable();
    return result;
  } catch (error) {
    noteApiCallFailed(error);
    throw error;
  }
}

/** Back to the initial state; for tests. */
export function resetBackendStatus(): void {
  useBackendStatus.setState(initialStatus, true);
}
