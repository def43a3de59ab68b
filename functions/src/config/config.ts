/**
 * Typed configuration, read once from the environment and validated at start. It decides which
 * driver serves each port (ARCHITECTURE.md section 2) and, in production, refuses to start
 * without the secrets production needs.
 */
import path from 'node:path';
import { z } from 'zod';
import { isIpRange } from '../platform/ip-ranges';
import { DEFAULT_COUNTER_SHARDS } from '../stores/sharded-counter';

/** The repository root, from both `src/config` (tests) and `lib/config` (compiled). */
const repoRoot = path.resolve(__dirname, '..', '..', '..');

const LOCAL_BLOB_SIGNING_KEY = 'bela-local-only-blob-signing-key';
const LOCAL_TRIAL_RECORD_SECRET = 'bela-local-only-trial-record-secret';
const LOCAL_ORIGINS = 'http://localhost:5000,http://127.0.0.1:5000,http://localhost:5173,http://127.0.0.1:5173';

/** `none`, `google-cloud`, or addresses and ranges of one's own proxies (http/client-address.ts). */
export type TrustedProxies = 'none' | 'google-cloud' | readonly string[];
const NAMED_PROXIES = ['none', 'google-cloud'];

const envSchema = z.object({
  GCLOUD_PROJECT: z.string().min(1).optional(),
  GCP_PROJECT: z.string().min(1).optional(),
  FUNCTIONS_EMULATOR: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  FIREBASE_STORAGE_EMULATOR_HOST: z.string().optional(),
  BELA_DATA_DIR: z.string().min(1).optional(),
  BELA_INDEXES_FILE: z.string().min(1).optional(),
  BELA_STORAGE_BUCKET: z.string().min(1).optional(),
  /** The local stack's run (scripts/stack.mjs), whose seed /health waits for. */
  BELA_STACK_RUN: z.string().min(1).optional(),
  BLOB_SIGNING_KEY: z.string().min(32, 'BLOB_SIGNING_KEY must be at least 32 characters').optional(),
  /** HMAC key of the trial records' address hashes (stores/trial-records.ts); changing it forgets every trial used. */
  TRIAL_RECORD_SECRET: z.string().min(32, 'TRIAL_RECORD_SECRET must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.string().email().default('support@bela.local'),
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  FAILED_LOGINS_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  TRACKING_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Check-ins (issue 44): members read a page at a time, at most so many a run, so many at once, and hours between two of a member's.
  CHECK_INS_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(200),
  CHECK_INS_PER_RUN: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  CHECK_INS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(16),
  CHECK_INS_MIN_HOURS_BETWEEN: z.coerce.number().min(0).max(24 * 7).default(20),
  ANALYTICS_ENVIRONMENT: z.enum(['live', 'test']).optional(),
  ANALYTICS_TEST_EMAILS: z.string().optional(),
  STATS_COUNTER_SHARDS: z.coerce.number().int().min(1).max(100).default(DEFAULT_COUNTER_SHARDS),
  TRUSTED_PROXIES: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine(
      (entries) => entries.length > 0 && (entries.every(isIpRange) || (entries.length === 1 && NAMED_PROXIES.includes(entries[0]!))),
      "TRUSTED_PROXIES must be 'none', 'google-cloud' or a comma-separated list of IP addresses and CIDR ranges",
    )
    .optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().regex(/^price_\w+$/, 'STRIPE_PRICE_ID must be a Stripe price id').optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  STRIPE_SANDBOX_PORT: z.coerce.number().int().min(1).max(65_535).default(12111),
  PUBLIC_APP_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  OFFLINE_MODEL_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(30),
  /**
   * '1' on the local stack under test: a request may ask for the offline model's pace with the
   * `x-bela-test-pace-ms` header (a browser test that stops a reply needs one that takes a while).
   * Ignored outside the emulators.
   */
  OFFLINE_MODEL_PACE_BY_REQUEST: z.enum(['0', '1']).default('0'),
  ALLOWED_ORIGINS: z.string().optional(),
  /** Set by the Cloud Functions runtime: JSON with the project id and its default bucket. */
  FIREBASE_CONFIG: z.string().optional(),
  /** Set on Cloud Run, where functions v2 run. */
  K_SERVICE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  projectId: string;
  /** True on the emulators or a `demo-` project: App Check is bypassed, local drivers allowed. */
  isLocal: boolean;
  /** Locally, the stack's run whose seed marker /health waits for (scripts/seed-stack.mjs); never in production. */
  stackRun?: string;
  /** Firestore (with the emulator's address when FIRESTORE_EMULATOR_HOST names one), or the embedded SQLite file. */
  docStore: { driver: 'firestore'; emulatorHost?: string } | { driver: 'sqlite'; file: string; indexesFile: string };
  blobStore:
    | { driver: 'cloud-storage'; bucket: string }
    | { driver: 'local'; root: string; signingKey: string; urlBase: string };
  identity: { driver: 'auth-emulator'; host: string } | { driver: 'firebase-auth' };
  payments: {
    secretKey: string;
    webhookSecret: string;
    priceId?: string;
    /** The local Stripe sandbox; absent when talking to Stripe itself. */
    apiBase?: URL;
  };
  /**
   * Analytics: the environment events are recorded in, addresses whose activity is test data, and
   * the shards of each daily counter (statsDaily, safetyStats), each taking about a write a second.
   */
  analytics: { environment: 'live' | 'test'; testEmails: string[]; counterShards: number };
  /** Where Stripe sends members back to (checkout and portal return URLs). */
  publicAppUrl: string;
  chatModel:
    | { driver: 'openai'; apiKey?: string; baseURL?: string; model: string; timeoutMs: number; maxRetries: number }
    | { driver: 'offline-persona'; tokenDelayMs: number; paceByRequest: boolean };
  /** Origins allowed to call the API cross-origin (the web app streams from the function's own URL). */
  allowedOrigins: string[];
  supportEmail: string;
  /** The key of the keyed hash that names an address's trial record (stores/trial-records.ts). */
  trialRecordSecret: string;
  /** What one client address may do: sign-in attempts, and tracking reports. */
  throttle: { signupsPerHour: number; failedLoginsPer15Min: number; trackingPerMinute: number };
  /** The check-in scheduler's limits (features/check-ins/run-check-ins.ts). */
  checkIns: { pageSize: number; perRun: number; concurrency: number; minHoursBetween: number };
  /** Who may append to X-Forwarded-For: the client address rule (http/client-address.ts). */
  trustedProxies: TrustedProxies;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Secrets production cannot run without; each is set with `firebase functions:secrets:set`. */
export const PRODUCTION_SECRETS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPENAI_API_KEY', 'TRIAL_RECORD_SECRET'] as const;

/** Settings production cannot guess: the subscription's price and the site's address. */
const PRODUCTION_SETTINGS = ['STRIPE_PRICE_ID', 'PUBLIC_APP_URL', 'ALLOWED_ORIGINS'] as const;

/** The runtime's Firebase configuration (inline JSON); empty when absent or unreadable. */
function firebaseConfig(raw: string | undefined): { projectId?: string; storageBucket?: string } {
  if (!raw?.trim().startsWith('{')) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      projectId: typeof parsed['projectId'] === 'string' ? parsed['projectId'] : undefined,
      storageBucket: typeof parsed['storageBucket'] === 'string' ? parsed['storageBucket'] : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The local Stripe sandbox signs its webhooks with this when STRIPE_WEBHOOK_SECRET is unset
 * (tools/stripe-sandbox/src/local-secret.ts holds the same value; a test keeps them equal).
 */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_bela_local_sandbox';
const LOCAL_STRIPE_SECRET_KEY = 'sk_test_bela_local_sandbox';
const LOCAL_APP_URL = 'http://localhost:5000';

/** Locally nothing in front of the function appends an address; deployed, Google's platform does. */
function trustedProxiesOf(entries: string[] | undefined, isLocal: boolean): TrustedProxies {
  const [first] = entries ?? [];
  if (first === 'none' || first === 'google-cloud') return first;
  return entries ?? (isLocal ? 'none' : 'google-cloud');
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in a .env file with `NAME=`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${detail}`);
  }
  const env = parsed.data;
  const runtime = firebaseConfig(env.FIREBASE_CONFIG);
  const namedProject = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? runtime.projectId;
  // In the cloud, a missing project id must never fall back to the local demo project (App Check off).
  if (!namedProject && env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true') {
    throw new ConfigError('Running on Cloud Run without a project id (GCLOUD_PROJECT or FIREBASE_CONFIG)');
  }
  const projectId = namedProject ?? 'demo-bela';
  const isLocal = env.FUNCTIONS_EMULATOR === 'true' || projectId.startsWith('demo-');

  if (!isLocal) {
    const missing = [...PRODUCTION_SECRETS, ...PRODUCTION_SETTINGS].filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Refusing to start in production without: ${missing.join(', ')}`);
    }
  }

  const dataDir = path.resolve(env.BELA_DATA_DIR ?? path.join(repoRoot, '.local'));
  const useFirestore = !isLocal || Boolean(env.FIRESTORE_EMULATOR_HOST);
  const useCloudStorage = !isLocal || Boolean(env.FIREBASE_STORAGE_EMULATOR_HOST);

  return {
    projectId,
    isLocal,
    ...(isLocal && env.BELA_STACK_RUN ? { stackRun: env.BELA_STACK_RUN } : {}),
    docStore: useFirestore
      ? { driver: 'firestore', ...(env.FIRESTORE_EMULATOR_HOST ? { emulatorHost: env.FIRESTORE_EMULATOR_HOST } : {}) }
      : {
          driver: 'sqlite',
          file: path.join(dataDir, 'docs.sqlite'),
          indexesFile: path.resolve(env.BELA_INDEXES_FILE ?? path.join(repoRoot, 'firestore.indexes.json')),
        },
    blobStore: useCloudStorage
      ? // Buckets made since late 2024 are <project>.firebasestorage.app; the runtime says which one.
        { driver: 'cloud-storage', bucket: env.BELA_STORAGE_BUCKET ?? runtime.storageBucket ?? `${projectId}.firebasestorage.app` }
      : {
          driver: 'local',
          root: path.join(dataDir, 'blobs'),
          signingKey: env.BLOB_SIGNING_KEY ?? LOCAL_BLOB_SIGNING_KEY,
          urlBase: '/api/blobs',
        },
    identity: env.FIREBASE_AUTH_EMULATOR_HOST
      ? { driver: 'auth-emulator', host: env.FIREBASE_AUTH_EMULATOR_HOST }
      : { driver: 'firebase-auth' },
    payments: {
      secretKey: env.STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET,
      priceId: env.STRIPE_PRICE_ID,
      // Locally the sandbox stands in for Stripe unless a base (or a real key) says otherwise.
      apiBase: env.STRIPE_API_BASE
        ? new URL(env.STRIPE_API_BASE)
        : isLocal && !env.STRIPE_SECRET_KEY
          ? new URL(`http://127.0.0.1:${env.STRIPE_SANDBOX_PORT}`)
          : undefined,
    },
    analytics: {
      environment: env.ANALYTICS_ENVIRONMENT ?? (isLocal ? 'test' : 'live'),
      testEmails: (env.ANALYTICS_TEST_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
      counterShards: env.STATS_COUNTER_SHARDS,
    },
    publicAppUrl: (env.PUBLIC_APP_URL ?? LOCAL_APP_URL).replace(/\/+$/, ''),
    chatModel:
      env.OPENAI_API_KEY || env.OPENAI_BASE_URL
        ? {
            driver: 'openai',
            apiKey: env.OPENAI_API_KEY,
            baseURL: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
            maxRetries: env.OPENAI_MAX_RETRIES,
          }
        : {
            driver: 'offline-persona',
            tokenDelayMs: env.OFFLINE_MODEL_TOKEN_DELAY_MS,
            paceByRequest: isLocal && env.OFFLINE_MODEL_PACE_BY_REQUEST === '1',
          },
    allowedOrigins: (env.ALLOWED_ORIGINS ?? (isLocal ? LOCAL_ORIGINS : ''))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    supportEmail: env.SUPPORT_EMAIL,
    trialRecordSecret: env.TRIAL_RECORD_SECRET ?? LOCAL_TRIAL_RECORD_SECRET,
    throttle: {
      signupsPerHour: env.SIGNUPS_PER_HOUR,
      failedLoginsPer15Min: env.FAILED_LOGINS_PER_15_MIN,
      trackingPerMinute: env.TRACKING_PER_MINUTE,
    },
    checkIns: {
      pageSize: env.CHECK_INS_PAGE_SIZE,
      perRun: env.CHECK_INS_PER_RUN,
      concurrency: env.CHECK_INS_CONCURRENCY,
      minHoursBetween: env.CHECK_INS_MIN_HOURS_BETWEEN,
    },
    trustedProxies: trustedProxiesOf(env.TRUSTED_PROXIES, isLocal),
    logLevel: env.LOG_LEVEL,
  };
}
