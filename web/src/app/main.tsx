/**
 * The page's entry, kept small: the page names no other script. A prerendered page
 * (`prerender.tsx`) is painted from its HTML first, and the app's code (`boot.tsx`, fetched with
 * its chunks in parallel) is only asked for after the browser's first frame, so it never holds up
 * that paint or competes with it for the network; what the visitor does meanwhile is held for the
 * app (`early-input.ts`). Any other page starts the app at once.
 */
import { holdEarlyInput } from './early-input';

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
}

const root = document.getElementById('root');
if (root?.firstElementChild) {
  holdEarlyInput(root);
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background gets no frames until it is shown: start anyway.
  setTimeout(start, 200);
} else {
  start();
}
