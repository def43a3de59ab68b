/**
 * Vitest global setup of the layers that need the Firestore emulator (the DocStore contract and the
 * security rules): unless FIRESTORE_EMULATOR_HOST already names one, the official emulator's jar is
 * started directly on a free port for the run (about 1.5 s) and named to the test files. Its JVM is
 * recorded in `.local/test-emulators/` (scripts/stack-processes.mjs): a run killed with its emulator
 * still up has it stopped by the next run, and runs going at once leave each other's alone.
 *
 * Where no emulator or no Java can be found, the Firestore cases skip with a loud line; in CI
 * (`CI=true`) that is a failure instead, since CI's machines carry the emulator.
 */
import { INSTALL_HINT, startEmulatorForRun } from '../../scripts/firestore-emulator.mjs';

export default async function firestoreEmulator(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.FIRESTORE_EMULATOR_HOST) return undefined;
  const emulator = await startEmulatorForRun();
  if ('unavailable' in emulator) {
    const line = `Firestore emulator unavailable (${emulator.unavailable}): the Firestore cases of the DocStore contract and the security-rules tests cannot run. ${INSTALL_HINT}`;
    if (process.env.CI === 'true') throw new Error(`CI needs the Firestore emulator: ${line}`);
    console.warn(`\n${'!'.repeat(100)}\n!! SKIPPED: ${line}\n${'!'.repeat(100)}\n`);
    return undefined;
  }
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  return async () => {
    await emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  };
}
