/** Starts the app: hydrates the prerendered page, or renders the app into the empty root. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { releaseEarlyInput } from '../lib/boot/early-input';
import { preloadStartPage } from './router';
import { registerServiceWorkerAfterPaint } from './register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const startPage = preloadStartPage(window.location.pathname);
const renderAfresh = () => startTransition(() => createRoot(container).render(app));

// The first render as a transition: React works in short slices, so the page stays responsive
// while it starts.
if (container.firstElementChild) {
  // A page the server prerendered (`prerender.tsx`) is hydrated at once: React takes over its
  // markup, and a page whose code is still loading keeps its HTML until it has come (what the
  // visitor did meanwhile is handed over then, `lib/boot/early-input.ts`). Should the first
  // render differ from the markup, React renders the page afresh: a defect, reported as a
  // warning, not as an error (that would open the global error dialog over a page that works).
  let root: Root | null = null;
  startTransition(() => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The prerendered page was rendered again', error),
    });
  });
  // A page whose code cannot load would stay on screen, dead: the app starts afresh instead, and
  // the page's failure shows the top-level error screen.
  startPage.catch(() => {
    root?.unmount();
    releaseEarlyInput();
    renderAfresh();
  });
} else {
  // Otherwise the start page's code first, so the first render has the page, not a spinner (if it
  // cannot load, the app starts anyway and the page's own error handling takes over).
  startPage.then(renderAfresh, renderAfresh);
}

registerServiceWorkerAfterPaint();
