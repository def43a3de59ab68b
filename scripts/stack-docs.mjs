// @ts-check
// The stack's document store, for the end-to-end tests that arrange what a user cannot: the
// Firestore emulator that FIRESTORE_EMULATOR_HOST names (the production driver, as the functions use
// it), or else the SQLite file under the data folder. Opened by the composition root
// (functions/src/admin/local-commands.ts), a client of its own each time: closing it ends only that one.
import { localCommands } from './local-commands.mjs';

/** @param {string} dataDir */
export function openStackDocs(dataDir) {
  return localCommands().openStackDocStore({ dataDir });
}
