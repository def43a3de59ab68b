/** Route paths (SPEC section 2). */
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
  paymentSuccess: '/payment/success',
  paymentCancelled: '/payment/cancelled',
  paymentError: '/payment/error',
  gallery: '/image-feed-demo',
  adminUpload: '/admin/upload',
  adminAnalytics: '/admin/analytics',
  safety: '/safety',
} as const;

/** Element id of the login area on the landing page; `/#login` scrolls there. */
export const LOGIN_ANCHOR_ID = 'login';
