/**
 * POST /utility/track-login (SPEC section 7): one record per login attempt with the device type,
 * browser and page context. Failed e-mail logins also count towards the server's sign-in throttle,
 * which then answers 429 with Retry-After.
 */
import type { analyticsEndpoints } from '@bela/contracts/analytics';
import type { RequestBody, ResponseData } from '@bela/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';
import { getAnalyticsSessionId } from '../../../lib/session/analytics-session';
import { parseUserAgent } from '../utils/user-agent';

const TRACK_TIMEOUT_MS = 10_000;

type TrackLoginEndpoint = typeof analyticsEndpoints.trackLogin;

export interface LoginAttempt {
  loginMethod: 'email' | 'google';
  success: boolean;
  email?: string | null;
  errorMessage?: string | null;
  userId?: string | null;
}

/** The tracking payload for an attempt made in this browser now. */
export function loginReport(attempt: LoginAttempt): RequestBody<TrackLoginEndpoint> {
  const userAgent = navigator.userAgent;
  const { deviceType, browser } = parseUserAgent(userAgent, navigator.maxTouchPoints ?? 0);
  return {
    loginMethod: attempt.loginMethod,
    success: attempt.success,
    errorMessage: attempt.errorMessage ?? null,
    email: attempt.email ?? null,
    deviceType,
    browser,
    page: window.location.pathname,
    userAgent,
    referrer: document.referrer || null,
    sessionId: getAnalyticsSessionId(),
    userId: attempt.userId ?? null,
    userEmail: attempt.success ? (attempt.email ?? null) : null,
  };
}

/** Reports a login attempt; rejects with the ApiError (429 when the client is throttled). */
export function postTrackLogin(attempt: LoginAttempt): Promise<ResponseData<TrackLoginEndpoint>> {
  return apiPost<TrackLoginEndpoint>('/utility/track-login', loginReport(attempt), { timeoutMs: TRACK_TIMEOUT_MS });
}

/** Fire-and-forget report of a successful login. */
export function trackSuccessfulLogin(attempt: Omit<LoginAttempt, 'success' | 'errorMessage'>): void {
  postTrackLogin({ ...attempt, success: true }).catch((error: unknown) => {
    console.warn('Login not tracked', error);
  });
}
