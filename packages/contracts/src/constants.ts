/**
 * Business constants of SPEC.md section 9 that code reads. Imported by both the functions and the
 * web app (web reaches this folder through the `@shared` alias), so one value drives logic and text.
 */

export const PRODUCT_NAME = 'Bela';
export const APP_MODE = 'full';

/** One trial length drives the logic and the Terms text (ARCHITECTURE.md section 4). */
export const TRIAL_DAYS = 3;
export const WAITLIST_TRIAL_DAYS = 14;
export const TRIAL_WARNING_DAYS = { red: 1, orange: 3 } as const;

export const SUBSCRIPTION_PRICE_CENTS = 900;
export const SUBSCRIPTION_CURRENCY = 'usd';

export const MIN_PASSWORD_LENGTH = 6;

export const USER_INFO_TIMEOUT_MS = 10_000;
export const CONVERSATION_PAGE_SIZE = 20;
export const PHOTO_FIRST_PAGE = 15;
export const PHOTO_NEXT_PAGE = 12;
export const LANDING_PREVIEW_COUNT = 3;
export const CAROUSEL_INTERVAL_MS = 4_500;
export const CAROUSEL_SWIPE_PX = 50;
export const SIDEBAR_MIN_WIDTH_PX = 768;
export const CONTACT_CLOSE_DELAY_MS = 2_000;
export const PAYMENT_REDIRECT_MS = 3_000;

export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_TIMEOUT_MS = 300_000;

export const ANALYTICS_LIMITS = [10, 25, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;
export const ANALYTICS_DEFAULT_LIMIT = 50;
export const TOP_BROWSERS = 5;

/** Largest JSON body the API accepts. */
export const JSON_BODY_LIMIT = '100kb';

/** Chat entitlements (functions/src/features/chat/entitlements.ts). */
export const MAX_MESSAGE_CHARS = 2_000;
export const DAILY_MESSAGES = { trial: 60, paid: 600 } as const;
export const CHAT_RATE_PER_MINUTE = 12;
export const MAX_REPLY_TOKENS = 500;
export const MESSAGE_PAGE_SIZE = 50;
/** Crisis services the crisis protocol refers to (SB 243). */
export const CRISIS_LINE = { name: '988 Suicide & Crisis Lifeline', phone: '988', url: 'https://988lifeline.org' } as const;
