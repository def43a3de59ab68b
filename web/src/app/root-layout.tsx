import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { useVisitTracking } from '../lib/tracking/use-visit-tracking';
import { releaseEarlyInput } from '../lib/boot/early-input';
import { routeTitle } from './route-titles';

/** Rendered after the page: once it is on screen (a prerendered one hydrated), the page is the app's. */
function PageShown() {
  useEffect(() => releaseEarlyInput(), []);
  return null;
}

/** Every page: a spinner while its chunk loads, its title, the scroll reset and the visit report on a new path. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  // The first page keeps the browser's own scroll position (a visitor may have scrolled the
  // prerendered page already); a new path starts at the top.
  const firstPage = useRef(true);
  useEffect(() => {
    if (!firstPage.current && !hash) window.scrollTo(0, 0);
    firstPage.current = false;
  }, [pathname, hash]);
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  useVisitTracking(pathname);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
      <PageShown />
    </Suspense>
  );
}
