import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { useVisitTracking } from '../lib/tracking/use-visit-tracking';
import { routeTitle } from './route-titles';

/** Every page: a spinner while its chunk loads, its title, the scroll reset and the visit report on a new path. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  useVisitTracking(pathname);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
