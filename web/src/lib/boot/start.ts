/**
 * When the page's entry asks for the app's code (`app/boot.tsx`, which it imports lazily):
 *
 * - a prerendered page (`app/prerender.tsx`) is painted from its HTML first, and the app's code is
 *   asked for once that paint is on screen, so it never holds up the paint or competes with it for
 *   the network; what the visitor does meanwhile is held for the app (`early-input.ts`);
 * - any other page sends its early requests first (`early-request.ts`: the token is read
 *   synchronously, so they leave in this task), then asks for the app's code at once; while both
 *   are on their way, the work their first screen will need is done (`EarlyRequest.prepare`).
 */
import { preloadAppModules } from './app-modules';
import { holdEarlyInput } from './early-input';
import { sendEarlyRequest, type EarlyRequest } from './early-request';

export interface StartOptions {
  /** The page's root element. */
  root: HTMLElement | null;
  /** Asks for the app's code (`import('./boot')` in the entry). */
  loadApp: () => void;
  /** The requests this page's first screen needs, described by the features (none: null). */
  earlyRequests: ReadonlyArray<EarlyRequest | null>;
}

/** The longest a prerendered page waits for its first paint before the app's code is asked for. */
const FIRST_PAINT_WAIT_MS = 500;

/** Calls `start` once the page's content has been painted (or after a short wait, whichever is first). */
function afterFirstPaint(start: () => void): void {
  // A browser without paint timing, or a tab opened in the background (no paint until it is
  // shown), starts anyway.
  setTimeout(start, FIRST_PAINT_WAIT_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    // The paint has been recorded; the next task comes after it is on screen.
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Starts the page: see the module's comment. */
export function startPage({ root, loadApp, earlyRequests }: StartOptions): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadApp();
  };
  if (root?.firstElementChild) {
    holdEarlyInput(root);
    afterFirstPaint(start);
    return;
  }
  const sent = earlyRequests.filter((request): request is EarlyRequest => request !== null && sendEarlyRequest(request));
  start();
  preloadAppModules(root?.ownerDocument);
  // The next task: the app's code is asked for first, and arrives while this runs.
  if (sent.some((request) => request.prepare)) setTimeout(() => sent.forEach((request) => request.prepare?.()), 0);
}
