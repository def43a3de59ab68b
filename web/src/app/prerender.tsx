/**
 * The server side of the prerendered public pages: renders one path of the app, signed out, to
 * HTML. Built by `vite build --ssr` and run at build time by `web/scripts/prerender.mjs`, which
 * writes each page's HTML file. A visitor sees the page before its JavaScript has loaded; the app
 * then hydrates it (`main.tsx`), so its first render must match: signed out, no browser state.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppProvider } from './provider';
import { routeTitle } from './route-titles';
import { AppRoutes, preloadStartPage } from './router';

/** The public pages prerendered into their own HTML file. */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.enhanced,
  paths.oldHome,
  paths.signup,
  paths.terms,
  paths.privacy,
  paths.contact,
  paths.safety,
];

export async function renderPage(pathname: string): Promise<{ html: string; title: string }> {
  await preloadStartPage(pathname);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html, title: routeTitle(pathname) };
}
