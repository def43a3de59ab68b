/** Types of firestore-emulator.mjs, for the test setup that imports it. */
export interface Java { bin: string; major: number }
export interface EmulatorJar { file: string; runnable: boolean; source: string }
export declare const DIRECT_MIN_JAVA: number;
export declare const INSTALL_HINT: string;
export declare function javaMajor(banner: string): number | null;
export declare function findJavas(env?: NodeJS.ProcessEnv): Java[];
export declare function findEmulatorJar(env?: NodeJS.ProcessEnv): EmulatorJar | null;
export declare function startEmulatorProcess(options: {
  java: string;
  jar: string;
  port?: number;
  seedFrom?: string;
  log?: 'ignore' | 'inherit' | number;
  detached?: boolean;
}): Promise<{ host: string; stop(): Promise<void> }>;
/** `recordDir`: where the run's JVM is recorded, and leftovers of runs that are gone are found. */
export declare function startEmulatorForRun(options?: { recordDir?: string }): Promise<{ host: string; stop(): Promise<void> } | { unavailable: string }>;
/** Where the Firestore-backed steps run: the official emulator (through firebase-tools, or started here), or SQLite. */
export type DocStorePlan =
  | { kind: 'firebase-tools'; java: Java; jar: EmulatorJar | null }
  | { kind: 'direct'; java: Java; jar: EmulatorJar }
  | { kind: 'sqlite'; reason: string };
export declare function planDocStore(env?: NodeJS.ProcessEnv): DocStorePlan;
export declare function writeLauncherJar(java: Java, sdkJar: string, dir: string): string | null;
