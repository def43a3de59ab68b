import type { TrackedPage } from '@bela/contracts/analytics-names';

/**
 * Route paths (SPEC section 2). Analytics counts visits by these and nothing else
 * (`shared/analytics-names.ts`): a route added here is added there too, or this does not compile
 * (and paths.test.ts checks the other way round).
 */
export const paths = {
  home: '/',
  enhanced: '/enhanced',
  oldHome: '/old-home',
  login: '/login',
  signup: '/signup',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  chat: '/chat',
  /** What Bela knows: the member's memories. */
  memories: '/memories',
  paymentSuccess: '/payment/success',
  paymentCancelled: '/payment/cancelled',
  paymentError: '/payment/error',
  gallery: '/image-feed-demo',
  adminUpload: '/admin/upload',
  adminAnalytics: '/admin/analytics',
  /** The admin's gallery: titles, the free photo, the landing teasers, the order. */
  adminGallery: '/admin/gallery',
  /** Member lookup for support, and the audit log. */
  adminMembers: '/admin/members',
  safety: '/safety',
} as const satisfies Record<string, TrackedPage>;

/** A pathname as the routes name it: without trailing slashes ('/chat/' is '/chat'; '/' stays). */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Element id of the login area on the landing page; `/#login` scrolls there. */
export const LOGIN_ANCHOR_ID = 'login';
