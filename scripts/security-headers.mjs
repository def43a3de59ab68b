// The security and caching headers Firebase Hosting sends, for production and for the local stack,
// from one description of what the web app loads and talks to. `hosting-config.mjs` writes them
// into firebase.json (production) and into the stack's own config (local); nothing here reads files.

/** Hosts of Google services the web app may reach in production, by what it does with them. */
const GOOGLE = {
  // Firebase Auth: its REST APIs, and the loader of the Google sign-in popup's helper iframe.
  authApis: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  authScripts: ['https://apis.google.com'],
  // App Check with reCAPTCHA Enterprise (Firebase Auth may load reCAPTCHA too).
  appCheckApi: 'https://content-firebaseappcheck.googleapis.com',
  recaptchaScripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  recaptchaFrames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  // Gallery photos are V4 signed Cloud Storage URLs.
  signedUrls: 'https://storage.googleapis.com',
};

const DEFAULT_PROJECT_ID = 'demo-bela';
const DEFAULT_REGION = 'us-central1';
const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const clean = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The origin of an absolute URL, or null for a relative one (such as the default `/api`). */
function absoluteOrigin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The production site, from the web build's environment (the `VITE_*` values the app is built
 * with, the same defaults as `web/src/config/env.ts`) and the region of the `api` function.
 * Chat replies stream from the function's own URL, `https://<region>-<project>.cloudfunctions.net`;
 * an absolute `VITE_STREAM_API_BASE` elsewhere (a Cloud Run URL, a custom domain) is allowed too.
 */
export function productionSite(webEnv = {}, { region = DEFAULT_REGION } = {}) {
  const projectId = clean(webEnv.VITE_FIREBASE_PROJECT_ID) ?? DEFAULT_PROJECT_ID;
  const authDomain = clean(webEnv.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`;
  const functionOrigin = `https://${region}-${projectId}.cloudfunctions.net`;
  return {
    connect: unique([...GOOGLE.authApis, GOOGLE.appCheckApi, functionOrigin, absoluteOrigin(clean(webEnv.VITE_STREAM_API_BASE))]),
    scripts: [...GOOGLE.authScripts, ...GOOGLE.recaptchaScripts],
    frames: [`https://${authDomain}`, ...GOOGLE.recaptchaFrames],
    images: [GOOGLE.signedUrls],
  };
}

/**
 * The local stack: the production site plus the emulators the app reaches from the browser (the
 * Auth emulator, the Functions emulator for a stream base pointed at it, and the Storage
 * emulator's download URLs for photos when that emulator is in use). `emulators` is the
 * `emulators` block of firebase.json.
 */
export function localSite(webEnv = {}, { region = DEFAULT_REGION, emulators = {} } = {}) {
  const site = productionSite(webEnv, { region });
  const origin = (name) => (emulators[name]?.port ? `http://${emulators[name].host ?? '127.0.0.1'}:${emulators[name].port}` : null);
  const authEmulator = absoluteOrigin(clean(webEnv.VITE_AUTH_EMULATOR_URL) ?? DEFAULT_AUTH_EMULATOR_URL);
  return {
    connect: unique([...site.connect, authEmulator, origin('auth'), origin('functions')]),
    scripts: site.scripts,
    frames: unique([...site.frames, authEmulator, origin('auth')]),
    images: unique([...site.images, origin('storage')]),
  };
}

/**
 * The Content-Security-Policy of a site. Scripts come only from the app's own files and the
 * listed Google hosts: no inline script and no eval. Styles allow inline because MUI (emotion)
 * injects its styles as <style> elements. `blob:` images are the admin upload previews; `blob:`
 * media are Bela's replies read aloud, fetched with the member's token and played from memory.
 */
export function contentSecurityPolicy(site) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...site.scripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', ...site.images],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...site.connect],
    ['frame-src', ...site.frames],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Features the app never uses, switched off for it and anything it embeds; the microphone for the
 * app's own pages only (members speak to Bela: issue 43), never for what it embeds.
 */
export const PERMISSIONS_POLICY = [
  ...['accelerometer', 'browsing-topics', 'camera', 'geolocation', 'gyroscope', 'magnetometer'].map((feature) => `${feature}=()`),
  'microphone=(self)',
  ...['midi', 'payment', 'usb'].map((feature) => `${feature}=()`),
].join(', ');

export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';

/**
 * A regular expression for one path segment that is none of `words`. Hosting matches `regex`
 * sources with RE2, which has no lookahead, so "not api" is spelled out letter by letter.
 */
export function segmentOtherThan(words, prefix = '') {
  const nextLetters = [...new Set(words.filter((w) => w.length > prefix.length && w.startsWith(prefix)).map((w) => w[prefix.length]))].sort();
  // A whole word needs at least one more letter; anything else may also end here.
  if (nextLetters.length === 0) return '[^/]+';
  const options = [`[^${nextLetters.join('')}/][^/]*`, ...nextLetters.map((letter) => letter + segmentOtherThan(words, prefix + letter))];
  return `(?:${options.join('|')})${words.includes(prefix) ? '' : '?'}`;
}

/** Every path whose first segment is none of `folders`. */
export const pathsOutside = (folders) => `^/${segmentOtherThan(folders)}(?:/.*)?$`;

/**
 * The `hosting.headers` list of firebase.json for a site. /api/** keeps the function's own
 * headers (its stricter policy for data, its Cache-Control), so no rule matches it. Every other
 * path but the hashed /assets/** serves index.html or a public file, and is never cached: an old
 * index.html would ask for assets a new release no longer has. The rules never overlap on a header.
 */
export function hostingHeaders(site) {
  const header = (key, value) => ({ key, value });
  return [
    {
      regex: pathsOutside(['api']),
      headers: [
        header('Content-Security-Policy', contentSecurityPolicy(site)),
        header('X-Content-Type-Options', 'nosniff'),
        header('X-Frame-Options', 'DENY'),
        header('Referrer-Policy', 'strict-origin-when-cross-origin'),
        header('Permissions-Policy', PERMISSIONS_POLICY),
      ],
    },
    { regex: pathsOutside(['api', 'assets']), headers: [header('Cache-Control', PAGE_CACHE)] },
    { source: '/assets/**', headers: [header('Cache-Control', ASSET_CACHE)] },
  ];
}
