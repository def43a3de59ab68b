// The process record's logic against a fake operating system: no process is started or killed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  descendantsOf,
  describeHolder,
  leftoversOf,
  listeningInodes,
  parseProcStat,
  reclaim,
  recordRun,
  sameProcess,
  stopProcesses,
} from './stack-processes.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  startTime: string;
  command: string;
  /** Signals this process ignores until SIGKILL. */
  stubborn?: boolean;
}

/** A process table, ports and signals, in memory. */
function fakeSystem(initial: Proc[], { ports = {} as Record<number, number[]>, self = initial[0] } = {}) {
  const table = new Map(initial.map((p) => [p.pid, { ...p }]));
  const signals: Array<[number, string]> = [];
  let clock = 0;
  const end = (pid: number) => {
    table.delete(pid);
    for (const port of Object.keys(ports)) ports[Number(port)] = ports[Number(port)]!.filter((p) => p !== pid);
  };
  return {
    table,
    signals,
    describe: (pid: number) => table.get(pid) ?? null,
    list: () => [...table.values()],
    kill: (target: number, signal: string) => {
      signals.push([target, signal]);
      const victims = target < 0 ? [...table.values()].filter((p) => p.pgid === -target) : [table.get(target)].filter(Boolean);
      if (victims.length === 0) return false;
      for (const v of victims) if (signal === 'SIGKILL' || !v!.stubborn) end(v!.pid);
      return true;
    },
    listeners: (port: number) => ports[port] ?? [],
    portFree: async (_host: string, port: number) => (ports[port] ?? []).length === 0,
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
    self: () => self ?? null,
  };
}

const stack = { pid: 100, ppid: 1, pgid: 90, startTime: '500', command: 'node scripts/stack.mjs start' };
const firebase = { pid: 110, ppid: 100, pgid: 90, startTime: '510', command: 'node node_modules/.bin/firebase emulators:start' };
const java = { pid: 120, ppid: 110, pgid: 120, startTime: '530', command: 'java -jar cloud-firestore-emulator-launcher.jar --port 8080' };
const sandbox = { pid: 111, ppid: 100, pgid: 90, startTime: '511', command: 'node --import tsx tools/stripe-sandbox/src/main.ts' };

describe('reading processes', () => {
  it('reads parent, group and start time from /proc/<pid>/stat, whatever the command name holds', () => {
    const stat = '4242 (java) (x y)) S 4200 4242 4242 0 -1 4194560 1 0 0 0 5 3 0 0 20 0 40 0 987654 1000 200';
    expect(parseProcStat(stat)).toEqual({ ppid: 4200, pgid: 4242, startTime: '987654' });
  });

  it('finds the sockets listening on a port in /proc/net/tcp6, not those connected to it', () => {
    const table = [
      '  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0000000000000000FFFF00000100007F:1F90 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 55501 1 0',
      '   1: 0000000000000000FFFF00000100007F:D431 0000000000000000FFFF00000100007F:1F90 01 00000000:00000000 00:00000000 00000000     0        0 55502 1 0',
      '   2: 0000000000000000FFFF00000100007F:1FF5 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 55503 1 0',
    ].join('\n');
    expect(listeningInodes(table, 8080)).toEqual(['55501']);
    expect(listeningInodes(table, 8181)).toEqual(['55503']);
    expect(listeningInodes(table, 5000)).toEqual([]);
  });

  it('finds every process below the stack, a JVM in a group of its own included', () => {
    const other = { pid: 200, ppid: 1, pgid: 200, startTime: '1', command: 'sshd' };
    expect(descendantsOf(100, [stack, firebase, java, sandbox, other]).map((p) => p.pid).sort()).toEqual([110, 111, 120]);
  });

  it('takes a pid for the recorded process only with the same start time and command line', () => {
    expect(sameProcess(java, { ...java })).toBe(true);
    expect(sameProcess(java, { ...java, startTime: '9999' })).toBe(false); // the pid was given to another program
    expect(sameProcess(java, { ...java, command: 'vim notes.txt' })).toBe(false);
    expect(sameProcess(java, null)).toBe(false);
  });
});

describe('the record', () => {
  it('records the owner at once and what runs below it as it appears, and is gone after a clean stop', () => {
    const system = fakeSystem([stack]);
    const file = path.join(dir, 'record-run', 'stack-processes.json');
    const run = recordRun(file, { label: 'stack.mjs start', ports: [8080], everyMs: 60_000, system });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ owner: { pid: 100, startTime: '500' }, processes: [], ports: [8080] });
    system.table.set(110, firebase);
    system.table.set(120, java);
    run.refresh();
    expect(JSON.parse(readFileSync(file, 'utf8')).processes.map((p: { pid: number }) => p.pid)).toEqual([110, 120]);
    system.table.delete(110);
    run.refresh();
    // The parent is gone, and dropped; the JVM it started stays recorded.
    expect(JSON.parse(readFileSync(file, 'utf8')).processes).toEqual([{ pid: 120, pgid: 120, startTime: '530', command: java.command }]);
    run.close();
    expect(existsSync(file)).toBe(false);
  });

  const record = { label: 'stack.mjs start', owner: stack, ports: [8080], processes: [firebase, sandbox, java] };

  it('names a run in progress rather than calling its processes leftovers', () => {
    const system = fakeSystem([stack, firebase, sandbox, java]);
    expect(leftoversOf(record, system)).toEqual({ running: stack, leftovers: [] });
  });

  it('after a kill -9 of the stack group, finds the JVM that outlived it, and not a process that took a recorded pid', () => {
    const reused = { ...sandbox, startTime: '9000', command: 'bash' };
    const system = fakeSystem([java, reused]);
    expect(leftoversOf(record, system)).toEqual({ running: null, leftovers: [java] });
  });

  it("stops a leftover group leader's whole group, and SIGKILLs what ignores SIGTERM", async () => {
    const child = { pid: 121, ppid: 120, pgid: 120, startTime: '531', command: 'java helper', stubborn: true };
    const system = fakeSystem([{ ...java, stubborn: true }, child]);
    const survivors = await stopProcesses([java], system, { graceMs: 1000 });
    expect(survivors).toEqual([]);
    expect(system.signals).toEqual([
      [-120, 'SIGTERM'],
      [-120, 'SIGKILL'],
    ]);
    expect(system.table.size).toBe(0);
  });
});

describe('reclaim, before a run starts', () => {
  const write = (name: string, content: unknown) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('stops the leftover holding the Firestore port and starts with no word about ports', async () => {
    const file = write('leftover.json', { label: 'stack.mjs start', owner: stack, ports: [8080], processes: [firebase, java] });
    const system = fakeSystem([java], { ports: { 8080: [120] } });
    const logs: string[] = [];
    const stopped = await reclaim({ recordFiles: [file], ports: [{ port: 8080, name: 'firestore emulator' }], system, log: (l: string) => logs.push(l), graceMs: 1000 });
    expect(stopped).toEqual([java]);
    expect(system.signals).toEqual([[-120, 'SIGTERM']]);
    expect(logs.join('\n')).toMatch(/pid 120 java -jar/);
    expect(existsSync(file)).toBe(false);
  });

  it("names a stranger on a port with its pid, command line and the command that stops it, and kills nothing", async () => {
    const stranger = { pid: 777, ppid: 1, pgid: 777, startTime: '42', command: 'python3 -m http.server 5000' };
    const system = fakeSystem([stranger], { ports: { 5000: [777] } });
    const attempt = reclaim({ recordFiles: [path.join(dir, 'none.json')], ports: [{ port: 5000, name: 'hosting emulator' }, { port: 8080, name: 'firestore emulator' }], system });
    await expect(attempt).rejects.toThrow(/Port 5000 \(hosting emulator\) is held by a process that is not this stack's:\n\s+pid 777: python3 -m http.server 5000\n\s+Stop it with: kill 777/);
    await expect(attempt).rejects.not.toThrow(/8080/);
    expect(system.signals).toEqual([]);
  });

  it('names a stack still running as such, once for all its ports, and leaves it and its record alone', async () => {
    const file = write('running.json', { label: 'stack.mjs start', owner: stack, ports: [8080], processes: [firebase, java] });
    const system = fakeSystem([stack, firebase, java], { ports: { 8080: [120], 5000: [110] } });
    const ports = [{ port: 5000, name: 'hosting emulator' }, { port: 8080, name: 'firestore emulator' }];
    const attempt = reclaim({ recordFiles: [file], ports, system });
    await expect(attempt).rejects.toThrow(
      /\n ✗ Ports 5000 \(hosting emulator\), 8080 \(firestore emulator\) are held by another run of the stack that is still going: pid 100 \(node scripts\/stack.mjs start\)\.\n\s+Stop it with Ctrl\+C in its terminal, or: kill 100$/,
    );
    expect(system.signals).toEqual([]);
    expect(existsSync(file)).toBe(true);
  });

  it('says how to find a holder this user cannot see', () => {
    expect(describeHolder([{ port: 8080, name: 'firestore emulator' }], [], undefined)).toMatch(/sudo ss -ltnp "sport = :8080"/);
  });
});
