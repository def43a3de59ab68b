import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { GlobalOverlays } from '../components/overlays/global-overlays';
import { subscribeToSession } from '../lib/session/session';
import { releaseEarlyInput } from '../lib/boot/early-input';

/** The top-level error screen; the page it replaces will never take over what was held for it. */
function AppErrorScreen() {
  useEffect(() => releaseEarlyInput(), []);
  return <MainErrorFallback />;
}

/**
 * The global overlays, the top-level error screen and the session subscription. No MUI theme here:
 * the parts drawn with MUI bring it themselves (components/theme/mui-theme.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => subscribeToSession(), []);
  return (
    <>
      <GlobalOverlays />
      <ErrorBoundary fallback={<AppErrorScreen />}>{children}</ErrorBoundary>
    </>
  );
}
