/**
 * The analytics session id (SPEC section 3, "Tracking payload fields"): generated once per browser
 * session, kept in sessionStorage under `bela.sessionId`, and removed on logout (`logout`).
 */
import { ANALYTICS_SESSION_KEY } from '../../config/app';

let fallbackId: string | null = null;

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The id of this browser session, created on first use. */
export function getAnalyticsSessionId(): string {
  try {
    const stored = sessionStorage.getItem(ANALYTICS_SESSION_KEY);
    if (stored) return stored;
    const id = newSessionId();
    sessionStorage.setItem(ANALYTICS_SESSION_KEY, id);
    return id;
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): one id for this page's life.
    fallbackId ??= newSessionId();
    return fallbackId;
  }
}
