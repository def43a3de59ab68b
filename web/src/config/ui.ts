/**
 * Constants of SPEC.md section 9 that only the web app reads: timings, layout and client-side
 * timeouts. What the server also reads lives in the contracts package (`@bela/contracts/constants`).
 */

export const APP_MODE = 'full';

/** Days left at which the trial panel turns red or orange. */
export const TRIAL_WARNING_DAYS = { red: 1, orange: 3 } as const;

export const USER_INFO_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 300_000;

export const CAROUSEL_INTERVAL_MS = 4_500;
export const CAROUSEL_SWIPE_PX = 50;
/** The chat's sidebar stays open from this width up. */
export const SIDEBAR_MIN_WIDTH_PX = 768;
export const CONTACT_CLOSE_DELAY_MS = 2_000;
/** The payment success page goes to the chat after this long. */
export const PAYMENT_REDIRECT_MS = 3_000;
