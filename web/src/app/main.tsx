/**
 * The page's entry, kept small: the page names no other script. A prerendered page
 * (`prerender.tsx`) is painted from its HTML first, and the app's code (`boot.tsx`, fetched with
 * its chunks in parallel) is only asked for once the page's content has been painted, so it never
 * holds up that paint or competes with it for the network; what the visitor does meanwhile is held
 * for the app (`early-input.ts`), and so are the page's errors (`early-global-errors.ts`). Any
 * other page starts the app at once, or, for a chat opened by its address, once the request for its
 * newest messages has left (`early-newest-page.ts`).
 */
import '../styles/base.css';
import { requestAddressedConversationEarly } from '../features/chat/api/early-newest-page';
import { keepEarlyGlobalErrors } from '../lib/global-errors/early-global-errors';
import { holdEarlyInput } from './early-input';

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
}

/** Starts the app once the page's content has been painted (or after a short wait, whichever is first). */
function startAfterFirstPaint() {
  // A browser without paint timing, or a tab opened in the background (no paint until it is
  // shown), starts anyway.
  setTimeout(start, 500);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    // The paint has been recorded; the next task comes after it is on screen.
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** The longest the app's start waits for the early request to leave. */
const EARLY_REQUEST_WAIT_MS = 50;

/**
 * A chat opened by its address asks for its newest messages first, and the app's code is asked for
 * once that request has left: reading its token from Firebase's storage takes a few milliseconds
 * when the main thread is free, but far longer behind the evaluation of the app's code, and the
 * answer, not the code, is what the first screen waits for.
 */
function startAfterEarlyRequest() {
  setTimeout(start, EARLY_REQUEST_WAIT_MS);
  void requestAddressedConversationEarly().then(start);
}

const root = document.getElementById('root');
keepEarlyGlobalErrors();
if (root?.firstElementChild) {
  holdEarlyInput(root);
  startAfterFirstPaint();
} else {
  startAfterEarlyRequest();
}
