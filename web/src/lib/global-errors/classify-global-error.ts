/**
 * The global handler's classification (SPEC section 8, "Global handler"): what an unhandled
 * rejection or an uncaught script error means to the visitor, or null when it is noise the app
 * must not show.
 *
 * Ignored, because the visitor can do nothing about them and the page still works:
 * - cancellations (`AbortError`, and the API client's 'aborted' code): a fetch or a media play
 *   the app itself stopped;
 * - 'ResizeObserver loop ...' notices: the browser reports a layout that took one more frame;
 * - errors from browser extensions (a `*-extension://` script), and the opaque cross-origin
 *   'Script error.' with no file and no error object: the app's own bundles are same-origin, so
 *   their errors always carry both.
 */

export type GlobalErrorTitle = 'Connection Issue' | 'Authentication Issue' | 'Something went wrong' | 'Application Error';

export interface ClassifiedError {
  title: GlobalErrorTitle;
  /** The error's own message (shortened), for a support request; null when it has none. */
  detail: string | null;
  /** Errors with the same signature are the same error shown again. */
  signature: string;
}

/** What a window `error` event carries. */
export interface ScriptErrorReport {
  message: string;
  filename?: string;
  error?: unknown;
}

const DETAIL_MAX = 300;

const CONNECTION_PATTERNS = [
  // An App Check (attestation) token fetch: codes 'appCheck/fetch-network-error', 'appCheck/fetch-status-error', ...
  /\bappCheck\//i,
  /\bApp ?Check\b.*\bfetch|\bfetch\b.*\bApp ?Check\b/i,
  // reCAPTCHA (App Check's attestation provider) failing to load or to answer.
  /captcha/i,
  // A message channel or event listener that closed before it answered.
  /listener indicated an asynchronous response|message (?:channel|port) closed|\bevent listener\b/i,
];

const AUTH_MESSAGE = /\(auth\/[a-z0-9-]+\)/i;
const EXTENSION_SOURCE = /\b(?:chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;
const OPAQUE_SCRIPT_ERROR = /^script error\.?$/i;

function field(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : null;
}

function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return field(value, 'message') ?? '';
}

function shorten(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return trimmed.length > DETAIL_MAX ? `${trimmed.slice(0, DETAIL_MAX - 1)}…` : trimmed;
}

function isCancellation(value: unknown): boolean {
  const name = field(value, 'name');
  return name === 'AbortError' || (name === 'ApiError' && field(value, 'code') === 'aborted');
}

function isConnectionIssue(code: string, message: string): boolean {
  const text = `${code} ${message}`;
  return CONNECTION_PATTERNS.some((pattern) => pattern.test(text));
}

function isAuthIssue(code: string, message: string): boolean {
  return code.startsWith('auth/') || AUTH_MESSAGE.test(message);
}

function classified(title: GlobalErrorTitle, message: string): ClassifiedError {
  const detail = shorten(message);
  return { title, detail, signature: `${title}|${detail ?? ''}` };
}

/** Connection and sign-in problems have their own titles, whichever way they surfaced. */
function specificTitle(value: unknown, message: string): GlobalErrorTitle | null {
  const code = field(value, 'code') ?? '';
  if (isConnectionIssue(code, message)) return 'Connection Issue';
  if (isAuthIssue(code, message)) return 'Authentication Issue';
  return null;
}

/** An `unhandledrejection`'s reason. */
export function classifyRejection(reason: unknown): ClassifiedError | null {
  if (isCancellation(reason)) return null;
  const message = messageOf(reason);
  if (message.startsWith('ResizeObserver loop')) return null;
  if (EXTENSION_SOURCE.test(field(reason, 'stack') ?? '')) return null;
  return classified(specificTitle(reason, message) ?? 'Something went wrong', message);
}

/** A window `error` event (an exception nothing caught). */
export function classifyScriptError({ message, filename = '', error }: ScriptErrorReport): ClassifiedError | null {
  const text = messageOf(error) || message;
  if (message.startsWith('ResizeObserver loop') || text.startsWith('ResizeObserver loop')) return null;
  if (error !== undefined && error !== null && isCancellation(error)) return null;
  if (EXTENSION_SOURCE.test(filename) || EXTENSION_SOURCE.test(field(error, 'stack') ?? '')) return null;
  if (OPAQUE_SCRIPT_ERROR.test(message.trim()) && !filename && (error === undefined || error === null)) return null;
  return classified(specificTitle(error, text) ?? 'Application Error', text);
}
