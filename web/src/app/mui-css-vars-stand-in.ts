/**
 * Stands in for MUI's CSS-variables theming in the production build (`web/vite.config.ts`). Bela's
 * theme uses neither `cssVariables` nor `colorSchemes`, but MUI's `createTheme` and
 * `ThemeProvider` import that machinery whatever the theme (about 8 KB gzip on every page). These
 * stand-ins take the place of `@mui/material/styles/createThemeWithVars` and
 * `ThemeProviderWithVars`, and refuse loudly if a theme ever needs them.
 */
function cssVariablesAreOff(): never {
  throw new Error("MUI's CSS-variables theming is left out of the build: remove muiWithoutCssVars from web/vite.config.ts to use it.");
}

export default cssVariablesAreOff;
export const createGetCssVar = cssVariablesAreOff;
export const CssVarsProvider = cssVariablesAreOff;
export const Experimental_CssVarsProvider = cssVariablesAreOff;
export const useColorScheme = cssVariablesAreOff;
export const getInitColorSchemeScript = cssVariablesAreOff;
