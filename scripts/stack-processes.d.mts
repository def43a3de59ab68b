/** Types of stack-processes.mjs, for its tests. */
export interface ProcessInfo {
  pid: number;
  ppid?: number;
  pgid: number;
  startTime: string;
  command: string;
}
export interface RunRecord {
  label: string;
  owner: ProcessInfo;
  ports: number[];
  processes: ProcessInfo[];
}
/** The operating system as the module sees it: /proc or ps/lsof, or a test's fake. */
export interface ProcessSystem {
  describe(pid: number): ProcessInfo | null;
  list(): ProcessInfo[];
  kill(target: number, signal: string): boolean;
  listeners(port: number): number[];
  portFree(host: string, port: number): Promise<boolean>;
  now(): number;
  sleep(ms: number): Promise<void>;
  self(): ProcessInfo | null;
}
export interface PortNeeded {
  port: number;
  host?: string;
  name: string;
}
export declare const RECORD_FILE: string;
export declare function parseProcStat(stat: string): { ppid: number; pgid: number; startTime: string };
export declare function realSystem(procRoot?: string): ProcessSystem;
export declare function listeningInodes(table: string, port: number): string[];
export declare function sameProcess(recorded: ProcessInfo, live: ProcessInfo | null | undefined): boolean;
export declare function readRecord(file: string): RunRecord | null;
export declare function descendantsOf<P extends { pid: number; ppid?: number }>(rootPid: number, processes: P[]): P[];
export declare function recordRun(
  file: string,
  options?: { label?: string; ports?: number[]; everyMs?: number; system?: ProcessSystem },
): { refresh(): void; add(pid: number): void; slowDown(ms: number): void; close(): void };
export declare function leftoversOf(record: RunRecord | null, system: ProcessSystem): { running: ProcessInfo | null; leftovers: ProcessInfo[] };
export declare function stopProcesses(processes: ProcessInfo[], system: ProcessSystem, options?: { graceMs?: number }): Promise<ProcessInfo[]>;
export declare function describeHolder(ports: Array<{ port: number; name: string }>, holders: ProcessInfo[], runningOwner: ProcessInfo | undefined): string;
export declare function reclaim(options: {
  recordFiles: string[];
  ports: PortNeeded[];
  system?: ProcessSystem;
  log?: (line: string) => void;
  graceMs?: number;
}): Promise<ProcessInfo[]>;
export declare function reclaimDirectory(
  dir: string,
  options?: { system?: ProcessSystem; log?: (line: string) => void; graceMs?: number },
): Promise<ProcessInfo[]>;
