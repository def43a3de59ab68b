/**
 * The route table of SPEC section 2. The landing page comes with the app; every other page is its
 * own lazily loaded chunk, and so are the guards of the signed-in pages (the landing needs none of
 * them). The page the app starts on is fetched at once, before the first render. Declarative
 * routes: the app uses no loaders or actions, and the data router would add about 16 KB (gzip)
 * to every page's first load.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_ANCHOR_ID, paths } from '../config/paths';
import { prefetchLandingPreview } from '../features/landing/hooks/use-landing-preview';
import type { LandingLocationState } from '../features/landing/hooks/use-scroll-to-login';
import { PublicOnly } from './guards/public-only';
import { RootLayout } from './root-layout';
import LandingRoute from './routes/landing';

type Guard = ComponentType<{ children: ReactNode }>;
type PageModule = { default: ComponentType };

/** A page behind its guard, both fetched at once (the guard waits for Auth meanwhile). */
function guarded(loadGuard: () => Promise<Guard>, loadPage: () => Promise<PageModule>) {
  return async () => {
    const [Guard, { default: Page }] = await Promise.all([loadGuard(), loadPage()]);
    return {
      default: function GuardedPage() {
        return (
          <Guard>
            <Page />
          </Guard>
        );
      },
    };
  };
}

const requireAuth = () => import('./guards/require-auth').then((module) => module.RequireAuth);
const requireLogin = () => import('./guards/require-login').then((module) => module.RequireLogin);
const requireAdmin = () => import('./guards/require-admin').then((module) => module.RequireAdmin);
const signupGuard = () => import('./guards/signup-guard').then((module) => module.SignupGuard);

/** A page's loader that keeps its first fetch, so a start-up prefetch and React.lazy share one. */
function once(load: () => Promise<PageModule>): () => Promise<PageModule> {
  let pending: Promise<PageModule> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const payment = once(guarded(requireAuth, () => import('./routes/payment')));

/** Each lazily loaded page's chunk, by path. */
const pageLoaders: Record<string, () => Promise<PageModule>> = {
  [paths.oldHome]: once(() => import('./routes/old-home')),
  [paths.signup]: once(guarded(signupGuard, () => import('./routes/signup'))),
  [paths.terms]: once(() => import('./routes/terms')),
  [paths.privacy]: once(() => import('./routes/privacy')),
  [paths.contact]: once(() => import('./routes/contact')),
  [paths.safety]: once(() => import('./routes/safety')),
  [paths.chat]: once(guarded(requireAuth, () => import('./routes/chat'))),
  [paths.paymentSuccess]: payment,
  [paths.paymentCancelled]: payment,
  [paths.paymentError]: payment,
  [paths.gallery]: once(guarded(requireLogin, () => import('./routes/gallery'))),
  [paths.adminUpload]: once(guarded(requireAdmin, () => import('./routes/admin-upload'))),
  [paths.adminAnalytics]: once(guarded(requireAdmin, () => import('./routes/admin-analytics'))),
};

const page = (path: string) => lazy(pageLoaders[path]!);
const OldHome = page(paths.oldHome);
const Signup = page(paths.signup);
const Terms = page(paths.terms);
const Privacy = page(paths.privacy);
const Contact = page(paths.contact);
const Safety = page(paths.safety);
const Chat = page(paths.chat);
const Payment = page(paths.paymentSuccess);
const Gallery = page(paths.gallery);
const AdminUpload = page(paths.adminUpload);
const AdminAnalytics = page(paths.adminAnalytics);
const NotFound = lazy(() => import('./routes/not-found'));

/** Starts fetching what the first page needs while the app is still starting. */
function prefetchStartPage(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home || path === paths.enhanced) prefetchLandingPreview();
  else pageLoaders[path]?.().catch(() => undefined);
}
if (typeof window !== 'undefined') prefetchStartPage(window.location.pathname);

const loginState: LandingLocationState = { scrollToLogin: true };
const landing = (
  <PublicOnly>
    <LandingRoute />
  </PublicOnly>
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home} element={landing} />
          <Route path={paths.enhanced} element={landing} />
          {/* /login (linked from the gallery) is the login area of the landing page. */}
          <Route
            path={paths.login}
            element={<Navigate to={{ pathname: paths.home, hash: `#${LOGIN_ANCHOR_ID}` }} state={loginState} replace />}
          />
          <Route
            path={paths.oldHome}
            element={
              <PublicOnly>
                <OldHome />
              </PublicOnly>
            }
          />
          <Route path={paths.signup} element={<Signup />} />
          <Route path={paths.terms} element={<Terms />} />
          <Route path={paths.privacy} element={<Privacy />} />
          <Route path={paths.contact} element={<Contact />} />
          <Route path={paths.safety} element={<Safety />} />
          <Route path={paths.chat} element={<Chat />} />
          <Route path={paths.paymentSuccess} element={<Payment />} />
          <Route path={paths.paymentCancelled} element={<Payment />} />
          <Route path={paths.paymentError} element={<Payment />} />
          <Route path={paths.gallery} element={<Gallery />} />
          <Route path={paths.adminUpload} element={<AdminUpload />} />
          <Route path={paths.adminAnalytics} element={<AdminAnalytics />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
