// @ts-check
// Seeds the stack's store (what `npm start` shows at once) and sweeps what has expired, creating
// only what is missing: functions/src/admin/local-commands.ts, on the services createServices
// builds. The stack runs it once its emulators answer; `node scripts/seed-stack.mjs DATA_DIR` runs
// it alone, against FIRESTORE_EMULATOR_HOST or the SQLite file in DATA_DIR.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localCommands, root } from './local-commands.mjs';

/** @param {string} dataDir */
export function seedStack(dataDir) {
  return localCommands().seedLocalStack({ dataDir });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = path.resolve(root, process.argv[2] ?? '.local');
  seedStack(dataDir).catch((error) => {
    console.error('Seeding the stack failed:', error);
    process.exit(1);
  });
}
