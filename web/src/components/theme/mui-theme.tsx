import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme';

/**
 * Bela's MUI theme around the parts of the app drawn with MUI. It is not at the app's root: the
 * landing page and the site's chrome are plain CSS (styles/base.css). Each lazily loaded page and
 * dialog, and the landing's login area, brings it with its own code (`load-themed.ts`).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `Component` inside the theme. */
export function withMuiTheme<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Themed(props: Props) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  };
}
