/** Web-only constants (the business constants live in `@bela/contracts/constants`). */

/** Relative API base: the Hosting rewrite (or the Vite proxy) sends it to the `api` function. */
export const API_BASE = '/api';

/** Default timeout of an API call that does not name its own. */
export const DEFAULT_API_TIMEOUT_MS = 30_000;

/** sessionStorage key of the analytics session id; cleared on logout. */
export const ANALYTICS_SESSION_KEY = 'bela.sessionId';

/** SPEC section 1. */
export const BETA_NOTICE =
  'This site is currently in beta. You may experience occasional bugs or new features being added.';

/** Where the 18+ rule is stated. */
export const ADULTS_ONLY_NOTICE = 'For adults 18+ only.';

/**
 * California's companion-chatbot law (SB 243, Business and Professions Code section 22604) asks for
 * this disclosure wherever the chatbot can be reached: every page's footer, sign-up, the chat's
 * About dialog and the Terms.
 */
export const MINORS_SUITABILITY_NOTICE = 'Companion chatbots may not be suitable for some minors.';

/** Public path of the companion illustration. */
export const COMPANION_IMAGE = '/bela-avatar.svg';
