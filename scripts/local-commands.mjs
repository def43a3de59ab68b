// @ts-check
// The functions' local commands (functions/src/admin/local-commands.ts: the stack's seed, its
// retention sweep and its document store, on the services createServices builds), compiled. This is
// the one module of the functions the scripts load (decision 0030); the stack builds it before it
// seeds (buildStale in lib.mjs). Loaded on first use, so importing a script costs nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (not from lib.mjs: the seed has no use for its process helpers' packages). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {typeof import('../functions/src/admin/local-commands')} LocalCommands */

/** @type {LocalCommands | undefined} */
let loaded;

/** @returns {LocalCommands} */
export function localCommands() {
  loaded ??= createRequire(import.meta.url)(path.join(root, 'functions/lib/admin/local-commands.js'));
  return /** @type {LocalCommands} */ (loaded);
}
