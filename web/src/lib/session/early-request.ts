/**
 * API requests sent as the page starts, with the ID token of the user Firebase keeps in this
 * browser (`persisted-firebase-user.ts`), before the app's code and Firebase Auth have loaded. A
 * feature sends one for what its first screen needs (the chat: the newest page of the
 * conversation in the address) and takes the answer once its code has loaded. Only a success is
 * handed over, with the account whose token the server accepted. Anything else (no user kept, a
 * token about to expire, a refusal, a network failure, a timeout) rejects, and the taker asks again
 * the ordinary way, once Firebase has restored the session.
 *
 * Small on purpose, and free of the API client: the page's entry loads it.
 */
import { API_BASE } from '../../config/app';
import { env, shouldUseAppCheck } from '../../config/env';
import { readPersistedFirebaseUser } from './persisted-firebase-user';
import { hasSessionHint } from './session-hint';

/** An early request is given up after this long (the ordinary request then takes over). */
export const EARLY_REQUEST_TIMEOUT_MS = 10_000;
/** A token this close to its expiry is left to Firebase to refresh. */
export const TOKEN_MARGIN_MS = 60_000;

export interface EarlyAnswer {
  /** The account whose token the server accepted. */
  uid: string;
  /** The answer, 2xx; its body still to read. */
  response: Response;
}

/** Early requests not yet taken, by the key their sender gave them. */
const pending = new Map<string, Promise<EarlyAnswer>>();

/** App Check runs here (production, with a site key): the request carries its token. */
const appCheckOn = typeof window !== 'undefined' && shouldUseAppCheck(env, window.location.hostname);

/** The App Check token: it comes with Firebase's app and App Check, not with Auth. */
async function appCheckToken(): Promise<string | null> {
  const { getAppCheckToken } = await import('../firebase');
  return getAppCheckToken();
}

async function send(path: string, body: unknown, onLeave: () => void): Promise<EarlyAnswer> {
  const user = await readPersistedFirebaseUser(env.firebase.apiKey);
  if (!user) throw new Error('No session kept in this browser');
  if (user.expiresAt - Date.now() < TOKEN_MARGIN_MS) throw new Error('The kept ID token is about to expire');
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` });
  // Without App Check the request leaves at once, in the task that read the token.
  const appCheck = appCheckOn ? await appCheckToken() : null;
  if (appCheck) headers.set('X-Firebase-AppCheck', appCheck);
  const request = fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(EARLY_REQUEST_TIMEOUT_MS),
  });
  onLeave();
  const response = await request;
  if (!response.ok) throw new Error(`Early request refused: ${response.status}`);
  return { uid: user.uid, response };
}

/**
 * POSTs `body` to `path` as the user Firebase keeps here, at once, and keeps the answer under `key`
 * for `takeEarlyAnswer`. Nothing is sent when this browser has no session to restore, or when a
 * request under `key` is already waiting to be taken. Resolves once the request has left (or it is
 * known that none will): the token is read first, from Firebase's storage.
 */
export function sendEarlyRequest(key: string, path: string, body: unknown): Promise<void> {
  if (pending.has(key) || !hasSessionHint()) return Promise.resolve();
  let left = () => undefined as void;
  const leaving = new Promise<void>((resolve) => (left = resolve));
  const answer = send(path, body, left);
  // Nobody may take it (the visitor left the page first): a failure then is nobody's to report.
  answer.catch(() => undefined).finally(left);
  pending.set(key, answer);
  return leaving;
}

/** The early answer sent under `key`, once: the caller owns it. Null when none is waiting. */
export function takeEarlyAnswer(key: string): Promise<EarlyAnswer> | null {
  const answer = pending.get(key) ?? null;
  pending.delete(key);
  return answer;
}

/**
 * Whether the early requests sent so far succeed: null when none was sent, else true once all have
 * succeeded, false as soon as one fails.
 */
export function earlyRequestsSucceed(): Promise<boolean> | null {
  if (pending.size === 0) return null;
  return Promise.all(pending.values()).then(
    () => true,
    () => false,
  );
}

/** Drops every early answer not yet taken (logout). */
export function dropEarlyAnswers(): void {
  pending.clear();
}
