// Which document store the local stack runs on, and the emulator behind it (firestore-emulator.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, bin, root, stackFirestoreAddress } from './lib.mjs';
import { INSTALL_HINT, exportEmulatorData, firebaseToolsEnv, planDocStore, startEmulatorProcess } from './firestore-emulator.mjs';

/** Where the launcher jar for firebase-tools is kept, across stacks. */
const LAUNCHER_DIR = path.join(root, '.local', 'firestore-emulator');

/** Without FIRESTORE_EMULATOR_HOST the functions, the seed and the tests use the SQLite file. */
function withoutEmulator(env) {
  const { FIRESTORE_EMULATOR_HOST: _unused, ...rest } = env;
  return rest;
}

function sqlite(dataDir, reason) {
  console.warn(
    `\n⚠  ${reason}\n   Bela runs on the embedded SQLite store (${path.relative(root, path.join(dataDir, 'docs.sqlite'))}) instead.\n   ${INSTALL_HINT}\n`,
  );
  return { emulators: [], env: withoutEmulator(process.env), host: null, description: 'embedded SQLite store', stop: async () => {} };
}

/** firebase-tools downloads its own emulator when none is installed; offline that fails at once. */
function downloadWithFirebaseTools(env) {
  console.log('No Firestore emulator installed: asking firebase-tools to download one...');
  // Its own error is the notice's business: offline it is one line about a failed request.
  const result = spawnSync(bin('firebase'), ['setup:emulators:firestore'], { cwd: root, env: { ...env, CI: 'true' }, stdio: 'pipe', timeout: 180_000 });
  return result.status === 0;
}

/**
 * Decides the store and starts what it needs beside the suite. Returns the emulators to add to the
 * suite's `--only`, the environment for firebase-tools, the emulator's address (for the seed), a
 * line for the banner, and `stop()`, which exports a directly run emulator's data when `persist`.
 */
export async function prepareDocStore({ dataDir, persist }) {
  const plan = planDocStore();
  if (plan.kind === 'sqlite') return sqlite(dataDir, plan.reason);

  if (plan.kind === 'firebase-tools') {
    const env = firebaseToolsEnv(plan, LAUNCHER_DIR, withoutEmulator(process.env));
    if (env && (plan.jar || downloadWithFirebaseTools(env))) {
      const from = plan.jar ? plan.jar.source : "firebase-tools' download";
      return {
        emulators: ['firestore'],
        env,
        host: stackFirestoreAddress().address,
        description: `Firestore emulator at ${stackFirestoreAddress().address} (Java ${plan.java.major}, ${from})`,
        stop: async () => {},
      };
    }
    if (!plan.jar) return sqlite(dataDir, `No Firestore emulator is installed, and firebase-tools could not download one (no network?).`);
    if (plan.jar.runnable) return sqlite(dataDir, `The Firestore emulator at ${plan.jar.file} could not be started.`);
    // No launcher could be made (a Java runtime without the JDK's `jar` tool): run the SDK's jar directly.
  }

  // Started here, on the suite's port; data kept in its own export folder (firebase-tools' export
  // on exit would replace a folder it did not write).
  const exportDir = path.join(dataDir, 'firestore-state');
  const metadata = path.join(exportDir, 'firestore_export', 'firestore_export.overall_export_metadata');
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(path.join(dataDir, 'firestore-debug.log'), 'a');
  const { port } = stackFirestoreAddress();
  const emulator = await startEmulatorProcess({
    java: plan.java.bin,
    jar: plan.jar.file,
    port,
    seedFrom: persist && existsSync(metadata) ? metadata : undefined,
    log,
    // Its own process group: a Ctrl+C in the terminal must not end it before its data is exported.
    detached: persist,
  });
  process.on('exit', () => emulator.child.kill('SIGKILL'));
  return {
    emulators: [],
    env: { ...withoutEmulator(process.env), FIRESTORE_EMULATOR_HOST: emulator.host },
    host: emulator.host,
    description: `Firestore emulator at ${emulator.host} (Java ${plan.java.major}, run directly)`,
    stop: async () => {
      if (persist) {
        // Into a fresh folder first, then in place of the last export, as firebase-tools does: a
        // failed export leaves the previous one whole.
        const fresh = `${exportDir}.new`;
        try {
          rmSync(fresh, { recursive: true, force: true });
          mkdirSync(fresh, { recursive: true });
          await exportEmulatorData(emulator.host, PROJECT_ID, fresh);
          rmSync(exportDir, { recursive: true, force: true });
          renameSync(fresh, exportDir);
        } catch (error) {
          console.error(`Could not export the Firestore emulator's data: ${error.message}`);
        }
      }
      await emulator.stop();
    },
  };
}
