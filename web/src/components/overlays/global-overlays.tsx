/**
 * The global overlays of SPEC section 2: the Connection Problem dialog, the global error dialog and
 * the in-app browser notice, one at a time in that order of precedence. Each dialog's code loads
 * (and MUI's, with the theme) loads only when it has something to show, so none of it weighs on
 * the first page.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { continueWithLimitedFeatures, useBackendStatus } from '../../lib/backend-status-store';
import { installGlobalErrorListener } from '../../lib/global-errors/global-error-listener';
import { useGlobalErrorStore } from '../../lib/global-errors/global-error-store';
import { detectInAppBrowser, rememberInAppNoticeDismissed, wasInAppNoticeDismissed, type InAppBrowser } from '../../lib/in-app-browser';
import { ErrorBoundary } from '../errors/error-boundary';
import { loadThemed } from '../theme/load-themed';
import { usePolledBackendFailure } from './use-polled-backend-failure';

const ConnectionProblemDialog = lazy(loadThemed(() => import('./connection-problem-dialog').then((m) => m.ConnectionProblemDialog)));
const GlobalErrorDialog = lazy(loadThemed(() => import('./global-error-dialog').then((m) => m.GlobalErrorDialog)));
const InAppBrowserNotice = lazy(loadThemed(() => import('./in-app-browser-notice').then((m) => m.InAppBrowserNotice)));
const loadBackendProbe = () => import('../../lib/backend-probe');

/** An overlay that cannot load or render leaves the page as it is. */
function Overlay({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

let detected: InAppBrowser | null | undefined;
/** The embedded browser this page runs in, if any (the User-Agent does not change). */
const thisInAppBrowser = () => (detected ??= detectInAppBrowser(navigator.userAgent));
/** The prerendered page is made without a browser, so a hydrating first render shows no notice. */
const noInAppBrowser = () => null;
const noSubscription = () => () => undefined;

const sessionStore = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function OverlayHost() {
  const { failure, everFailed, recheck } = usePolledBackendFailure();
  const limited = useBackendStatus((state) => state.limited);
  const connectionError = useBackendStatus((state) => state.connectionError);
  const errorOpen = useGlobalErrorStore((state) => state.open);
  const shownError = useGlobalErrorStore((state) => state.current);
  const dismissError = useGlobalErrorStore((state) => state.dismiss);
  const reportError = useGlobalErrorStore((state) => state.report);
  const inAppBrowser = useSyncExternalStore(noSubscription, thisInAppBrowser, noInAppBrowser);
  const [inAppDismissed, setInAppDismissed] = useState(() => wasInAppNoticeDismissed(sessionStore()));

  useEffect(() => installGlobalErrorListener(reportError), [reportError]);

  const connectionOpen = failure !== null && !limited;
  const tryAgain = async () => {
    // A failed Firebase or App Check set-up is tried again from scratch by a reload.
    if (failure?.cause === 'firebase') {
      window.location.reload();
      return false;
    }
    const { probeBackend } = await loadBackendProbe();
    const answered = await probeBackend();
    recheck();
    return answered;
  };
  const continueHere = () => {
    rememberInAppNoticeDismissed(sessionStore());
    setInAppDismissed(true);
  };

  return (
    <>
      {everFailed && (
        <Overlay>
          <ConnectionProblemDialog
            open={connectionOpen}
            connectionError={connectionError ?? ''}
            onTryAgain={tryAgain}
            onContinue={continueWithLimitedFeatures}
          />
        </Overlay>
      )}
      {shownError && (
        <Overlay>
          <GlobalErrorDialog open={errorOpen && !connectionOpen} error={shownError} onDismiss={dismissError} />
        </Overlay>
      )}
      {inAppBrowser && (
        <Overlay>
          <InAppBrowserNotice browser={inAppBrowser} open={!inAppDismissed && !connectionOpen && !errorOpen} onContinueHere={continueHere} />
        </Overlay>
      )}
    </>
  );
}

/** Mount once, beside the app: a failure in here never takes the page down. */
export function GlobalOverlays() {
  return (
    <ErrorBoundary fallback={null}>
      <OverlayHost />
    </ErrorBoundary>
  );
}
