/**
 * The names analytics counts by. A day's counters are maps in a few documents, and a Firestore
 * document holds at most 1 MiB and 40,000 index entries: a key for every page path or button text a
 * client invents would fill it. So the counters know only these names and add everything else up
 * under OTHER_COUNTER_KEY; the raw event keeps what was reported. The web app checks its route
 * table and its reports against these types, so a new page or button is added here too.
 */

/** The web app's routes (SPEC.md section 2, and `/login`, which leads to the landing's login area). */
export const TRACKED_PAGES = [
  '/',
  '/enhanced',
  '/old-home',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/contact',
  '/safety',
  '/chat',
  '/memories',
  '/payment/success',
  '/payment/cancelled',
  '/payment/error',
  '/image-feed-demo',
  '/admin/upload',
  '/admin/analytics',
  '/admin/gallery',
  '/admin/members',
] as const;
export type TrackedPage = (typeof TRACKED_PAGES)[number];

/** The texts of the landing pages' join buttons, as `trackJoinClick` reports them. */
export const JOIN_BUTTON_LABELS = ['Join Free', 'Join for Free', 'Join for free'] as const;
export type JoinButtonLabel = (typeof JOIN_BUTTON_LABELS)[number];

/** The `signupStep` values the sign-up forms report. */
export const SIGNUP_STEPS = ['details_submitted', 'validation_failed', 'failed'] as const;
export type SignupStepName = (typeof SIGNUP_STEPS)[number];

/** The counter key of every page, button, step or browser not named above. */
export const OTHER_COUNTER_KEY = 'other';
