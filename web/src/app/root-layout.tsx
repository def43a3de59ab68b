import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { useVisitTracking } from '../lib/tracking/use-visit-tracking';

/** Every page: a spinner while its chunk loads, the scroll reset and the visit report on a new path. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  useVisitTracking(pathname);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
