import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { GlobalOverlays } from '../components/overlays/global-overlays';
import { subscribeToSession } from '../lib/session/session';
import { theme } from './theme';

/** Theme, the global overlays, the top-level error screen and the session subscription. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => subscribeToSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalOverlays />
      <ErrorBoundary fallback={<MainErrorFallback />}>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}
