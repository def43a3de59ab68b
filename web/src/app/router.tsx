/** The route table of SPEC section 2. Every page is its own lazily loaded chunk. */
import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { LOGIN_ANCHOR_ID, paths } from '../config/paths';
import type { LandingLocationState } from '../features/landing/hooks/use-scroll-to-login';
import { PublicOnly } from './guards/public-only';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireLogin } from './guards/require-login';
import { SignupGuard } from './guards/signup-guard';
import { RootLayout } from './root-layout';

const Landing = lazy(() => import('./routes/landing'));
const OldHome = lazy(() => import('./routes/old-home'));
const Signup = lazy(() => import('./routes/signup'));
const Terms = lazy(() => import('./routes/terms'));
const Privacy = lazy(() => import('./routes/privacy'));
const Contact = lazy(() => import('./routes/contact'));
const Chat = lazy(() => import('./routes/chat'));
const Payment = lazy(() => import('./routes/payment'));
const Gallery = lazy(() => import('./routes/gallery'));
const AdminUpload = lazy(() => import('./routes/admin-upload'));
const AdminAnalytics = lazy(() => import('./routes/admin-analytics'));

const loginState: LandingLocationState = { scrollToLogin: true };

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <MainErrorFallback />,
      children: [
        { path: paths.home, element: <PublicOnly><Landing /></PublicOnly> },
        { path: paths.enhanced, element: <PublicOnly><Landing /></PublicOnly> },
        // /login (linked from the gallery) is the login area of the landing page.
        {
          path: paths.login,
          element: <Navigate to={{ pathname: paths.home, hash: `#${LOGIN_ANCHOR_ID}` }} state={loginState} replace />,
        },
        { path: paths.oldHome, element: <PublicOnly><OldHome /></PublicOnly> },
        { path: paths.signup, element: <SignupGuard><Signup /></SignupGuard> },
        { path: paths.terms, element: <Terms /> },
        { path: paths.privacy, element: <Privacy /> },
        { path: paths.contact, element: <Contact /> },
        { path: paths.safety, Component: lazy(() => import('./routes/safety')) },
        { path: paths.chat, element: <RequireAuth><Chat /></RequireAuth> },
        { path: paths.paymentSuccess, element: <RequireAuth><Payment /></RequireAuth> },
        { path: paths.paymentCancelled, element: <RequireAuth><Payment /></RequireAuth> },
        { path: paths.paymentError, element: <RequireAuth><Payment /></RequireAuth> },
        { path: paths.gallery, element: <RequireLogin><Gallery /></RequireLogin> },
        { path: paths.adminUpload, element: <RequireAdmin><AdminUpload /></RequireAdmin> },
        { path: paths.adminAnalytics, element: <RequireAdmin><AdminAnalytics /></RequireAdmin> },
        { path: '*', Component: lazy(() => import('./routes/not-found')) },
      ],
    },
  ]);
}

let router: ReturnType<typeof createAppRouter> | null = null;

export function AppRouter() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
