/** Bela's MUI theme: warm ivory surfaces, deep plum accents and a rose primary. */
import { alpha, createTheme } from '@mui/material/styles';

export const brand = {
  plum: '#2a1421',
  wine: '#4a1d33',
  rose: '#b0305a',
  blush: '#f6e3e6',
  amber: '#c9894b',
  ivory: '#fbf5f2',
} as const;

const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif';
const sans = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Keyboard focus: an outline (so it never competes with a component's own shadow) in a rose that
 * keeps 3:1 contrast on both the ivory surfaces and the plum hero.
 */
const focusOutline = { outline: '3px solid #d25c83', outlineOffset: 2 } as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.rose, light: '#d25c83', dark: '#7e1e40', contrastText: '#ffffff' },
    secondary: { main: brand.amber, light: '#e0ad7c', dark: '#9a6331', contrastText: brand.plum },
    background: { default: brand.ivory, paper: '#ffffff' },
    text: { primary: brand.plum, secondary: '#6b5360' },
    divider: alpha(brand.plum, 0.12),
    error: { main: '#b3261e' },
    // MUI's default warning and info blues are below 4.5:1 as text on white; these keep AA.
    warning: { main: '#a35200' },
    info: { main: '#01579b' },
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontFamily: serif, fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontFamily: serif, fontWeight: 700 },
    h4: { fontFamily: serif, fontWeight: 700 },
    h5: { fontFamily: serif, fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: brand.ivory, WebkitFontSmoothing: 'antialiased' },
        'a:focus-visible': { ...focusOutline, borderRadius: 4 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } },
    },
    MuiButton: {
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20, '&.Mui-focusVisible': focusOutline },
        sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
      },
      variants: [
        { props: { variant: 'contained', color: 'primary' }, style: { boxShadow: `0 6px 18px ${alpha(brand.rose, 0.28)}` } },
      ],
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } } },
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } } },
    MuiChip: {
      styleOverrides: { root: { '&:focus-visible': focusOutline } },
      // Amber is an accent, not a text colour: outlined amber chips take the darker shade for AA.
      variants: [{ props: { variant: 'outlined', color: 'secondary' }, style: { color: '#9a6331', borderColor: '#9a6331' } }],
    },
    MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 20 } } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 12, backgroundColor: '#fff' } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    // Underlined always: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' }, styleOverrides: { root: { textUnderlineOffset: '0.15em' } } },
  },
});
