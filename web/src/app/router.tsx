/**
 * The route table of SPEC section 2. The landing page comes with the app; every other page is its
 * own lazily loaded chunk, and so are the guards of the signed-in pages (the landing needs none of
 * them). The page the app starts on is fetched at once, before the first render, and a page whose
 * chunk has arrived renders without suspending: the public pages are prerendered into their HTML
 * (`prerender.tsx`), and the app's first render must not swap them for a spinner. Declarative
 * routes: the app uses no loaders or actions, and the data router would add about 16 KB (gzip)
 * to every page's first load.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadThemed } from '../components/theme/load-themed';
import { LOGIN_ANCHOR_ID, paths, routePath } from '../config/paths';
import { prefetchLandingPreview } from '../features/landing/hooks/use-landing-preview';
import type { LandingLocationState } from '../features/landing/hooks/use-scroll-to-login';
import { PublicOnly } from './guards/public-only';
import { RootLayout } from './root-layout';
import LandingRoute from './routes/landing';
import { loadLandingLoginArea } from './routes/landing-login-area';

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

/** Page modules that have arrived, by loader. */
const loadedPages = new Map<() => Promise<PageModule>, PageModule>();

/** A page drawn with MUI: its module and the theme, fetched at once, the page inside the theme. */
const themed = (load: () => Promise<PageModule>) => loadThemed(() => load().then((module) => module.default));

/**
 * A page that reads server data, inside the query cache (lib/query): its code comes with the page,
 * so the landing, which reads none, loads none of it.
 */
function withQueryCache(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return async () => {
    const [{ QueryProvider }, { default: Page }] = await Promise.all([import('../lib/query/query-provider'), load()]);
    return {
      default: function PageWithQueryCache() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  };
}

/**
 * A page's loader (the page inside the MUI theme unless it is drawn in plain CSS, and inside the
 * query cache unless it reads nothing from the server) that keeps its
 * first fetch, so a start-up prefetch and the page share one, and remembers the module once it has
 * arrived.
 */
function once(load: () => Promise<PageModule>, { plainCss = false, readsServer = true } = {}): () => Promise<PageModule> {
  let pending: Promise<PageModule> | null = null;
  const cached = readsServer ? withQueryCache(load) : load;
  const loadPage = plainCss ? cached : themed(cached);
  const loader = () => {
    pending ??= loadPage().then(
      (module) => {
        loadedPages.set(loader, module);
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return loader;
}

const payment = once(guarded(requireAuth, () => import('./routes/payment')));

/** Each lazily loaded page's chunk, by path. */
const pageLoaders: Record<string, () => Promise<PageModule>> = {
  [paths.oldHome]: once(() => import('./routes/old-home')),
  // Plain CSS: these pages load no MUI (the sign-up forms bring it when they open).
  [paths.signup]: once(guarded(signupGuard, () => import('./routes/signup')), { plainCss: true }),
  [paths.terms]: once(() => import('./routes/terms'), { plainCss: true, readsServer: false }),
  [paths.privacy]: once(() => import('./routes/privacy'), { plainCss: true, readsServer: false }),
  [paths.contact]: once(() => import('./routes/contact')),
  [paths.safety]: once(() => import('./routes/safety')),
  [paths.chat]: once(guarded(requireAuth, () => import('./routes/chat'))),
  [paths.memories]: once(guarded(requireAuth, () => import('./routes/memories'))),
  [paths.paymentSuccess]: payment,
  [paths.paymentCancelled]: payment,
  [paths.paymentError]: payment,
  [paths.gallery]: once(guarded(requireLogin, () => import('./routes/gallery'))),
  [paths.adminUpload]: once(guarded(requireAdmin, () => import('./routes/admin-upload'))),
  [paths.adminAnalytics]: once(guarded(requireAdmin, () => import('./routes/admin-analytics'))),
  [paths.adminGallery]: once(guarded(requireAdmin, () => import('./routes/admin-gallery'))),
  [paths.adminMembers]: once(guarded(requireAdmin, () => import('./routes/admin-members'))),
};

/**
 * A page: its module's component once the chunk has arrived, before that React.lazy (which would
 * suspend for a moment even on a chunk already loaded).
 */
function page(path: string): ComponentType {
  const load = pageLoaders[path]!;
  const Lazy = lazy(load);
  return function Page() {
    const Loaded = loadedPages.get(load)?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  };
}
const OldHome = page(paths.oldHome);
const Signup = page(paths.signup);
const Terms = page(paths.terms);
const Privacy = page(paths.privacy);
const Contact = page(paths.contact);
const Safety = page(paths.safety);
const Chat = page(paths.chat);
const Memories = page(paths.memories);
const Payment = page(paths.paymentSuccess);
const Gallery = page(paths.gallery);
const AdminUpload = page(paths.adminUpload);
const AdminAnalytics = page(paths.adminAnalytics);
const AdminGallery = page(paths.adminGallery);
const AdminMembers = page(paths.adminMembers);
const NotFound = lazy(themed(() => import('./routes/not-found')));

/**
 * Fetches what the first page needs while the app is still starting; resolves once its chunk has
 * arrived (at once for the landing, which comes with the app; its login area comes later).
 */
export async function preloadStartPage(pathname: string): Promise<void> {
  const path = routePath(pathname);
  if (path === paths.home || path === paths.enhanced) {
    // The browser fetches the login area's code only when the visitor nears it; the prerendered
    // page has it in its HTML.
    if (typeof window === 'undefined') await loadLandingLoginArea();
    else prefetchLandingPreview();
    return;
  }
  await pageLoaders[path]?.();
}

const loginState: LandingLocationState = { scrollToLogin: true };
const landing = (
  <PublicOnly>
    <LandingRoute />
  </PublicOnly>
);

/** Every route, under the router the caller provides (the browser's, or a static one to prerender). */
export function AppRoutes() {
  return (
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
        <Route path={paths.memories} element={<Memories />} />
        <Route path={paths.paymentSuccess} element={<Payment />} />
        <Route path={paths.paymentCancelled} element={<Payment />} />
        <Route path={paths.paymentError} element={<Payment />} />
        <Route path={paths.gallery} element={<Gallery />} />
        <Route path={paths.adminUpload} element={<AdminUpload />} />
        <Route path={paths.adminAnalytics} element={<AdminAnalytics />} />
        <Route path={paths.adminGallery} element={<AdminGallery />} />
        <Route path={paths.adminMembers} element={<AdminMembers />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
