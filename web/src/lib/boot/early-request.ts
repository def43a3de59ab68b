/**
 * API requests sent by the page's entry, with the ID token this browser keeps (`kept-session.ts`),
 * before the app's code and Firebase Auth have loaded. A feature describes the request its first
 * screen needs (the chat: the newest page of the conversation in the address), the entry sends it,
 * and the feature takes the answer once its code has loaded (`first-page.ts`). Only a success is
 * handed over, with the account whose token the server accepted. Anything else (no token kept, a
 * token about to expire: nothing sent; a refusal, a network failure, a timeout: a rejection) leaves
 * the taker to ask the ordinary way, once Firebase has restored the session.
 *
 * Small on purpose, and free of the API client: the page's entry loads it.
 */
import { API_BASE } from '../../config/app';
import { env, shouldUseAppCheck } from '../../config/env';
import { keptToken, type KeptToken } from './kept-session';

/** An early request is given up after this long (the ordinary request then takes over). */
export const EARLY_REQUEST_TIMEOUT_MS = 10_000;
/** A token this close to its expiry is left to Firebase to refresh. */
export const TOKEN_MARGIN_MS = 60_000;

/** A request a feature's first screen needs, as the entry sends it. */
export interface EarlyRequest {
  /** Under which the answer waits for its taker. */
  key: string;
  /** The API path (without the `/api` base); the request is a POST of `body` as JSON. */
  path: string;
  body: unknown;
  /**
   * Work the first screen will need, done while the answer and the app's code are on their way
   * (the main thread mostly waits for them then): the chat makes its first date formatter, which
   * costs tens of milliseconds.
   */
  prepare?: () => void;
}

export interface EarlyAnswer {
  /** The account whose token the server accepted. */
  uid: string;
  /** The answer, 2xx, its body already received (read as it arrived, not when taken). */
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

async function send({ path, body }: EarlyRequest, token: KeptToken): Promise<EarlyAnswer> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token.idToken}` });
  // Without App Check the request leaves at once, in the task that called `sendEarlyRequest`.
  const appCheck = appCheckOn ? await appCheckToken() : null;
  if (appCheck) headers.set('X-Firebase-AppCheck', appCheck);
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(EARLY_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Early request refused: ${response.status}`);
  // Read as it arrives, while the app's code is still loading: the screen that takes it then finds
  // it whole, rather than waiting for the rest of the body when its own turn comes.
  const received = new Response(await response.arrayBuffer(), response);
  return { uid: token.uid, response: received };
}

/**
 * POSTs `request` as the member whose token this browser keeps, at once, and keeps the answer under
 * its key for `takeEarlyAnswer`. Nothing is sent when no token is kept (no session, or one Firebase
 * has not handed a token to this app yet), when the kept one is about to expire, or when a request
 * under the key is already waiting to be taken. True when one was sent.
 */
export function sendEarlyRequest(request: EarlyRequest): boolean {
  if (pending.has(request.key)) return false;
  const token = keptToken();
  if (!token || token.expiresAt - Date.now() < TOKEN_MARGIN_MS) return false;
  const answer = send(request, token);
  // Nobody may take it (the visitor left the page first): a failure then is nobody's to report.
  answer.catch(() => undefined);
  pending.set(request.key, answer);
  return true;
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
