// Runs one of the server's local commands (a TypeScript CLI under functions/src/admin) on the store
// the local stack uses: with no project and no emulator named, the stack's Firestore emulator when
// it answers. Documents kept by the emulator cannot be reached while the stack is stopped, so that
// is said rather than quietly working on an empty SQLite file. Used by `npm run admin` and
// `npm run check-ins`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root, stackFirestoreAddress } from './lib.mjs';

/** Runs `cli` (a path from the repository's root) with `args`, and exits with its code. */
export async function runLocalCommand(cli, args) {
  const env = { ...process.env };
  const local = !env.GCLOUD_PROJECT || env.GCLOUD_PROJECT.startsWith('demo-');
  if (local && !env.FIRESTORE_EMULATOR_HOST && env.BELA_DOCSTORE !== 'sqlite') {
    const { address } = stackFirestoreAddress();
    const answers = await fetch(`http://${address}/`).then((r) => r.ok, () => false);
    const dataDir = path.resolve(root, env.BELA_DATA_DIR ?? '.local');
    const keptByEmulator = ['emulator-state/firestore_export', 'firestore-state'].some((p) => existsSync(path.join(dataDir, p)));
    if (answers) env.FIRESTORE_EMULATOR_HOST = address;
    else if (keptByEmulator) {
      console.error('Local documents live in the Firestore emulator: start the stack (npm start), then run this command again.');
      process.exit(1);
    }
  }
  const child = spawn(bin('tsx'), [path.join(root, cli), ...args], { cwd: root, stdio: 'inherit', env });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
