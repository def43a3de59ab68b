/**
 * Business constants of SPEC.md section 9 that the server reads, and that the web app shows or
 * checks before asking, so one value drives logic and text. Constants only the web app reads live
 * in web/src/config/ui.ts.
 */

export const PRODUCT_NAME = 'Bela';

/** One trial length drives the logic and the Terms text (ARCHITECTURE.md section 4). */
export const TRIAL_DAYS = 3;
export const WAITLIST_TRIAL_DAYS = 14;

export const SUBSCRIPTION_PRICE_CENTS = 900;
export const SUBSCRIPTION_CURRENCY = 'usd';

export const MIN_PASSWORD_LENGTH = 6;

export const CONVERSATION_PAGE_SIZE = 20;
export const PHOTO_FIRST_PAGE = 15;
export const PHOTO_NEXT_PAGE = 12;
export const LANDING_PREVIEW_COUNT = 3;

export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 10_485_760;

export const ANALYTICS_LIMITS = [10, 25, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;
export const ANALYTICS_DEFAULT_LIMIT = 50;
export const TOP_BROWSERS = 5;
/**
 * The period a statistics call may ask for (decision 0024): from this UTC day at the earliest, to the
 * end of tomorrow (UTC) at the latest, and at most this many days long.
 */
export const STATS_EARLIEST_DAY = '2020-01-01';
export const STATS_MAX_PERIOD_DAYS = 400;

/** Largest JSON body the API accepts. */
export const JSON_BODY_LIMIT = '100kb';

/** Chat entitlements (functions/src/features/chat/entitlements.ts). */
export const MAX_MESSAGE_CHARS = 2_000;
export const DAILY_MESSAGES = { trial: 60, paid: 600 } as const;
export const CHAT_RATE_PER_MINUTE = 12;
export const MAX_REPLY_TOKENS = 500;
export const MESSAGE_PAGE_SIZE = 50;
/**
 * Reads that walk a member's whole history, per member and minute (decision 0024): searches across
 * conversations, and exports (the chat's export and the account's data export count together).
 */
export const SEARCH_RATE_PER_MINUTE = 60;
export const EXPORT_RATE_PER_MINUTE = 10;
/** Crisis services the crisis protocol refers to (SB 243). */
export const CRISIS_LINE = { name: '988 Suicide & Crisis Lifeline', phone: '988', url: 'https://988lifeline.org' } as const;

/**
 * How long personal data is kept (the daily retention job, functions/src/features/retention); the
 * Privacy page states each period from these values.
 */
export const RETENTION_DAYS = {
  /** Raw usage events (visits, actions, sign-ins); the daily counts made from them stay. */
  usageEvents: 400,
  /**
   * What a visitor typed without ever having an account: the name and address of an abandoned
   * sign-up, the address tried in a failed sign-in. The whole event goes.
   */
  typedWithoutAccount: 30,
  /** A queued e-mail, when its delivery was not confirmed (a delivered one goes at the next run). */
  queuedMail: 30,
} as const;

/** A gallery photo's title and caption, as the admin writes them (issue 25). */
export const PHOTO_TITLE_MAX = 80;
export const PHOTO_CAPTION_MAX = 300;

/**
 * The fixed tags an admin gives a photo Bela may share in chat (issue 42): places, times of day,
 * seasons and moods; at most PHOTO_TAGS_MAX a photo.
 */
export const PHOTO_TAG_GROUPS = {
  places: ['beach', 'city', 'home', 'café', 'nature', 'travel'],
  times: ['morning', 'day', 'evening', 'night'],
  seasons: ['spring', 'summer', 'autumn', 'winter'],
  moods: ['cosy', 'playful', 'calm', 'adventurous'],
} as const;
export const PHOTO_TAGS_MAX = 8;

// What Bela remembers (`memories.ts` re-exports these with its schemas; the web app reads the
// kinds, their labels and the limits from here, so that zod stays out of its bundle).

/** Most memories a member keeps (learning stops adding past it; adding by hand is refused). */
export const MAX_MEMORIES = 500;
export const MEMORY_TEXT_MAX_CHARS = 300;
/** Earlier versions kept per memory, newest first (older ones drop off). */
export const MEMORY_HISTORY_MAX = 5;
export const MEMORY_PAGE_MAX = 100;

export const memoryKinds = ['identity', 'people', 'work', 'places', 'likes', 'plans', 'style'] as const;
export type MemoryKind = (typeof memoryKinds)[number];

/** The kinds as the member reads them, in the order the memory page groups them. */
export const memoryKindLabels: Record<MemoryKind, string> = {
  identity: 'Name and identity',
  people: 'People',
  work: 'Work and study',
  places: 'Places',
  likes: 'Likes and dislikes',
  plans: 'Plans and dates',
  style: 'How they like Bela to talk',
};

/**
 * Bela's voice (issue 43; the endpoints are contracts/voice.ts): per member and UTC day, replies
 * read aloud for the first time (a reply already spoken plays again from the store without
 * counting) and recordings transcribed; the largest recording one transcription takes, and the
 * longest the web app records.
 */
export const VOICE_DAILY_LIMITS = {
  trial: { speech: 20, transcription: 20 },
  paid: { speech: 300, transcription: 300 },
} as const;
export const VOICE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const VOICE_RECORDING_MAX_SECONDS = 60;
