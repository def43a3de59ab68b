/**
 * Sending visits and actions to the public tracking endpoints. Tracking must never delay or break
 * a page: every call is fire-and-forget and every failure (a 429 from the per-address limit
 * included) is dropped without a word.
 */
import type { analyticsEndpoints, TrackActionRequest } from '@bela/contracts/analytics';
import { API_BASE } from '../../config/app';
import { apiPost } from '../api-client';
import { trackingContext, whenSessionSettled, type TrackingContext } from './tracking-context';

type Endpoints = typeof analyticsEndpoints;

const TRACK_TIMEOUT_MS = 10_000;
const ACTION_PATH = '/utility/track-action';

/** What an action report adds to the context. */
export type ActionReport = Omit<TrackActionRequest, keyof TrackingContext>;

const ignore = () => undefined;

/** Runs `send` and forgets it: neither a throw nor a rejection escapes. */
function fireAndForget(send: () => Promise<unknown>): void {
  try {
    send().catch(ignore);
  } catch {
    // Nothing to do: a report that cannot be built is simply not sent.
  }
}

/** POST /utility/track-visit for `page`, once the auth state is known. */
export function reportVisit(page: string, referrer: string | null): void {
  fireAndForget(async () => {
    await whenSessionSettled();
    await apiPost<Endpoints['trackVisit']>('/utility/track-visit', trackingContext(page, referrer), { timeoutMs: TRACK_TIMEOUT_MS });
  });
}

/**
 * POST /utility/track-action (with the bearer token when signed in), for the page shown now or,
 * for an action that belongs to a page already left, for `page`.
 */
export function reportAction(report: ActionReport, page?: string): void {
  fireAndForget(() => apiPost<Endpoints['trackAction']>(ACTION_PATH, { ...trackingContext(page), ...report }, { timeoutMs: TRACK_TIMEOUT_MS }));
}

/**
 * Sends an action while the page is going away: `navigator.sendBeacon` outlives the page but
 * cannot carry the bearer header, which this public endpoint does not need. A `keepalive` fetch
 * stands in where beacons are unavailable or refused.
 */
export function beaconAction(report: ActionReport, page?: string): void {
  try {
    const body = JSON.stringify({ ...trackingContext(page), ...report });
    const url = `${API_BASE}${ACTION_PATH}`;
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    if (!queued) {
      fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(ignore);
    }
  } catch {
    // As above: tracking gives way silently.
  }
}
