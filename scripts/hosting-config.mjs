// Writes the Hosting headers of security-headers.mjs where Firebase reads them.
//
//   node scripts/hosting-config.mjs     the production headers into firebase.json, for the project
//                                       and stream URL the web build names (`npm run deploy` runs it)
//
// The local stack calls writeLocalConfig(): a copy of firebase.json whose headers also allow the
// emulators, which the Hosting emulator serves instead (production never names a local address).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import { root } from './lib.mjs';
import { hostingHeaders, localSite, productionSite } from './security-headers.mjs';

const FIREBASE_JSON = path.join(root, 'firebase.json');
export const LOCAL_CONFIG = 'firebase.local.json';

/**
 * The `VITE_*` values `vite build` sees: web/.env, .env.local, .env.<mode>, .env.<mode>.local (each
 * overriding the one before), then the process environment over all of them.
 */
export function readWebBuildEnv(mode = 'production', processEnv = process.env) {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`].map((name) => path.join(root, 'web', name));
  const fromFiles = Object.assign({}, ...files.filter(existsSync).map((file) => parseEnv(readFileSync(file, 'utf8'))));
  const fromProcess = Object.fromEntries(Object.entries(processEnv).filter(([key]) => key.startsWith('VITE_')));
  return Object.fromEntries(Object.entries({ ...fromFiles, ...fromProcess }).filter(([key]) => key.startsWith('VITE_')));
}

export const readFirebaseJson = () => JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));

/** The region of the `api` function, from the Hosting rewrite that reaches it. */
export function apiRegion(config) {
  const rewrite = config.hosting.rewrites.find((r) => r.function?.functionId === 'api');
  return rewrite?.function?.region ?? 'us-central1';
}

/** The headers firebase.json should hold for the current web build environment. */
export function productionHeaders(config = readFirebaseJson(), webEnv = readWebBuildEnv()) {
  return hostingHeaders(productionSite(webEnv, { region: apiRegion(config) }));
}

function oneLine(value) {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  return `{ ${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(', ')} }`;
}

/** JSON with 2-space indentation, keeping any object or array that fits on one line on one line. */
export function formatJson(value, indent = '') {
  const flat = oneLine(value);
  if (typeof value !== 'object' || value === null || indent.length + flat.length <= 110) return flat;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => inner + formatJson(item, inner))
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.join(',\n')}\n${indent}${close}`;
}

function withHeaders(config, headers) {
  return { ...config, hosting: { ...config.hosting, headers } };
}

export function writeProductionHeaders() {
  const config = readFirebaseJson();
  const headers = productionHeaders(config);
  writeFileSync(FIREBASE_JSON, `${formatJson(withHeaders(config, headers))}\n`);
  return headers;
}

/**
 * The emulators run the functions from their workspace (functions/, built by the stack), not from
 * the copy staged for deployment (scripts/stage-functions.mjs), and stage nothing.
 */
function fromWorkspace({ predeploy: _predeploy, ...codebase }) {
  return { ...codebase, source: 'functions' };
}

/** Writes the stack's Firebase config (gitignored) and returns its name, for `--config`. */
export function writeLocalConfig() {
  const config = readFirebaseJson();
  const site = localSite(readWebBuildEnv(), { region: apiRegion(config), emulators: config.emulators });
  const local = { ...withHeaders(config, hostingHeaders(site)), functions: config.functions.map(fromWorkspace) };
  writeFileSync(path.join(root, LOCAL_CONFIG), `${formatJson(local)}\n`);
  return LOCAL_CONFIG;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const headers = writeProductionHeaders();
  const csp = headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value;
  console.log(`Wrote the Hosting headers into firebase.json. Content-Security-Policy:\n  ${csp.split('; ').join(';\n  ')}`);
}
