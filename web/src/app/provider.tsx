import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { GlobalOverlays } from '../components/overlays/global-overlays';
import { subscribeToSession } from '../lib/session/session';
import { releaseEarlyInput } from './early-input';
import { theme } from './theme';

/** The top-level error screen; the page it replaces will never take over what was held for it. */
function AppErrorScreen() {
  useEffect(() => releaseEarlyInput(), []);
  return <MainErrorFallback />;
}

/** Theme, the global overlays, the top-level error screen and the session subscription. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => subscribeToSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalOverlays />
      <ErrorBoundary fallback={<AppErrorScreen />}>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}
