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
export declare function startEmulatorForRun(): Promise<{ host: string; stop(): Promise<void> } | { unavailable: string }>;
