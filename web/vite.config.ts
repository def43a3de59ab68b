import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Firebase Hosting emulator, which rewrites /api/** to the `api` function. */
const API_TARGET = 'http://127.0.0.1:5000';

const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Business constants and request schemas shared with the functions.
    alias: { '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)) },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
