import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appModulesMeta } from './scripts/app-modules.mjs';
import { chunkGroups, noChunkCycles } from './scripts/chunk-groups.mjs';

const contractsSource = fileURLToPath(new URL('../packages/contracts/src/', import.meta.url));
export const contractsAlias = [
  { find: /^@bela\/contracts\//, replacement: contractsSource },
];

/** The Firebase Hosting emulator, which rewrites /api/** to the `api` function. */
const API_TARGET = 'http://127.0.0.1:5000';

const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };

/**
 * Leaves MUI's CSS-variables theming out of the production build: the two modules of
 * `@mui/material/styles` that bring it in whatever the theme are swapped for stand-ins
 * (src/app/mui-css-vars-stand-in.ts). If MUI moves them, nothing matches and nothing changes.
 */
function muiWithoutCssVars(): Plugin {
  const standIn = fileURLToPath(new URL('./src/app/mui-css-vars-stand-in.ts', import.meta.url));
  const swapped = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);
  return {
    name: 'bela-mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!swapped.has(source) || !importer) return null;
      return /[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer) ? standIn : null;
    },
  };
}

/** The page's entry module, and the app's boot, which it imports lazily. */
const starts = {
  entry: fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)),
  boot: fileURLToPath(new URL('./src/app/boot.tsx', import.meta.url)),
};

/** The chat page opened by its address, and its guard: the app's code a signed-in page starts with. */
const chatStart = ['/src/app/routes/chat.tsx', '/src/app/guards/require-auth.tsx'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), muiWithoutCssVars(), noChunkCycles(), ...(isSsrBuild ? [] : [appModulesMeta({ boot: starts.boot, startModules: chatStart })])],
  resolve: {
    // The contracts package (packages/contracts) from its sources: business constants, endpoint
    // schemas and answer types shared with the functions.
    alias: contractsAlias,
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The app's plain CSS (styles/, and the plain components' own files) is one small stylesheet
    // that every page links and the prerendered pages carry inline: a page drawn from its HTML
    // must not wait for a script to be styled.
    cssCodeSplit: false,
    // Fewer, larger files for the signed-in app (scripts/chunk-groups.mjs, decision 0019); the
    // prerender's server build is left as it is.
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: chunkGroups(starts) } },
    // The admin pages' one file, charts included, is 540 KB (156 KB gzip); only admins load it.
    chunkSizeWarningLimit: 600,
    // The page names only its small entry (src/app/main.tsx), no modulepreload links: the app's
    // code is fetched once the page has painted, so a prerendered page's first paint never waits
    // on it or shares the network with it. The entry's import of the app (boot) adds none either:
    // adding its fifteen links took the main thread 130-190 ms on a mobile CPU, more than the
    // browser's own discovery of boot's imports costs. Other dynamic imports fetch their chunks
    // in parallel.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)boot-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
}));
