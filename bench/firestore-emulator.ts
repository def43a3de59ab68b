/**
 * The Firestore emulator for the benchmarks: the one FIRESTORE_EMULATOR_HOST names, or one started
 * here for the run (scripts/firestore-emulator.mjs finds the jar and a Java 17 or newer, as for the
 * contract tests). Each bench then works in a named database of its own, so it starts empty.
 */
import type { FirestoreDocStore } from '../functions/src/drivers/firestore-doc-store';
import { emulatorDatabaseDocStore } from '../functions/src/drivers/test-support/emulator-database';
import { startEmulatorForRun } from '../scripts/firestore-emulator.mjs';

export interface BenchEmulator {
  host: string;
  /** For the results: "FIRESTORE_EMULATOR_HOST" or "started by the bench". */
  source: string;
  stop(): Promise<void>;
}

/**
 * The emulator to measure against, or why there is none. Sets FIRESTORE_EMULATOR_HOST in this
 * process (the Firestore SDK reads it), so a run on SQLite must pass it to `loadConfig` as ''.
 */
export async function firestoreEmulator(): Promise<BenchEmulator | { unavailable: string }> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) return { host: given, source: 'FIRESTORE_EMULATOR_HOST', stop: async () => {} };
  const emulator = await startEmulatorForRun();
  if ('unavailable' in emulator) return { unavailable: `FIRESTORE_EMULATOR_HOST is unset and ${emulator.unavailable}` };
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  return {
    host: emulator.host,
    source: 'started by the bench',
    async stop() {
      await emulator.stop();
      delete process.env.FIRESTORE_EMULATOR_HOST;
    },
  };
}

/** A FirestoreDocStore on the emulator, in a new named database (`close()` ends its client). */
export function benchFirestoreDocStore(): FirestoreDocStore {
  return emulatorDatabaseDocStore('bench');
}
