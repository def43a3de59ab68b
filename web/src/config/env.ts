/**
 * Typed build-time configuration. Every value has an offline default, so the app runs against the
 * Firebase emulators without any `.env` file.
 */
import { APP_MODE } from './ui';

type RawEnv = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
}

export interface AppEnv {
  firebase: FirebaseWebConfig;
  /** Auth emulator URL, used only when `useEmulators` is true. */
  authEmulatorUrl: string;
  /** Demo projects (`demo-*`) never reach production services: they always use the emulators. */
  useEmulators: boolean;
  /** reCAPTCHA Enterprise site key for App Check, or null when App Check is off. */
  appCheckSiteKey: string | null;
  appMode: typeof APP_MODE;
  /**
   * Base URL of streamed calls. Hosting rewrites buffer streamed answers, so in production chat
   * replies stream from the function's own URL (e.g. https://us-central1-<project>.cloudfunctions.net/api);
   * locally the Hosting emulator streams, and `/api` is used.
   */
  streamApiBase: string;
}

const DEFAULT_PROJECT_ID = 'demo-bela';

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the environment; exported for tests. */
export function readEnv(raw: RawEnv): AppEnv {
  const projectId = clean(raw.VITE_FIREBASE_PROJECT_ID) ?? DEFAULT_PROJECT_ID;
  const firebase: FirebaseWebConfig = {
    apiKey: clean(raw.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
    authDomain: clean(raw.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    projectId,
  };
  const appId = clean(raw.VITE_FIREBASE_APP_ID);
  if (appId) firebase.appId = appId;
  const storageBucket = clean(raw.VITE_FIREBASE_STORAGE_BUCKET);
  if (storageBucket) firebase.storageBucket = storageBucket;

  return {
    firebase,
    authEmulatorUrl: clean(raw.VITE_AUTH_EMULATOR_URL) ?? 'http://127.0.0.1:9099',
    useEmulators: projectId.startsWith('demo-'),
    appCheckSiteKey: clean(raw.VITE_APPCHECK_SITE_KEY) ?? null,
    appMode: APP_MODE,
    streamApiBase: (clean(raw.VITE_STREAM_API_BASE) ?? '/api').replace(/\/$/, ''),
  };
}

export const env: AppEnv = readEnv(import.meta.env);

/** True for a raw IPv4 or IPv6 host: App Check (and push messaging) are skipped there (SPEC section 2). */
export function isRawIpHost(hostname: string): boolean {
  const host = hostname.trim().replace(/^\[|\]$/g, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  return host.includes(':') && /^[0-9a-f:.]+$/i.test(host);
}

/** App Check runs only with a site key, off the emulators, and on a named host. */
export function shouldUseAppCheck(config: AppEnv, hostname: string): boolean {
  return config.appCheckSiteKey !== null && !config.useEmulators && !isRawIpHost(hostname);
}
