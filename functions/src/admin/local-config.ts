/** The configuration the local commands (local-commands.ts) run on: the local stack's, never a real project's. */
import { loadConfig, type Config } from '../config/config';

export interface LocalOptions {
  /** The stack's data folder (BELA_DATA_DIR): its SQLite file and blobs; the configuration's default when absent. */
  dataDir?: string;
  /** The environment the configuration is read from; `process.env` when absent. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The configuration of the local stack whose data is in `dataDir`. Refuses any other: these
 * commands write sample data, so never to a real project's store.
 */
export function localConfig({ dataDir, env = process.env }: LocalOptions = {}): Config {
  const config = loadConfig(dataDir ? { ...env, BELA_DATA_DIR: dataDir } : env);
  // Local (a demo- project or the emulators) means the SQLite file or the Firestore emulator.
  if (!config.isLocal) throw new Error(`Local commands run on the local stack only, not on ${config.projectId}.`);
  return config;
}
