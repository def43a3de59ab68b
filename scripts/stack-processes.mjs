// What the local stack and the test runs start, written down so that the next run can stop what a
// hard stop (kill -9, a closed terminal, an out-of-memory kill, a CI timeout) left behind.
//
// A run records itself (the owner) and every process it starts, their descendants included (the
// Firestore emulator's JVM, which firebase-tools starts in a process group of its own and so
// outlives a kill of the stack's group), each with its process group, its start time and its
// command line. The next run stops a leftover only when the owner is gone and the process still
// has the recorded start time and command line: a pid the system has since given to another
// program is never killed. A port held by anything else is named, with the command that frees it.
//
// No npm package does this: fkill and pid-port find processes by name or port and kill them
// without checking who they are (the unsafe step this module exists to avoid), tree-kill walks the
// tree of a live parent (a leftover's parent is gone), and get-port picks a free port where the
// stack needs its fixed ones. /proc (Linux) or `ps`/`lsof` (elsewhere) give what is needed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const RECORD_FILE = 'stack-processes.json';
const PROC = '/proc';

// ── Reading processes ─────────────────────────────────────────────────────────────────────────

/**
 * One process as /proc/<pid>/stat and cmdline describe it: parent, group, start time (clock ticks
 * after boot, which tells a reused pid from the process recorded) and command line.
 */
export function parseProcStat(stat) {
  // The command name sits in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), pgid: Number(fields[2]), startTime: fields[19] };
}

const cmdlineText = (raw) => raw.split('\0').filter(Boolean).join(' ');

function readProc(pid, procRoot) {
  try {
    const stat = parseProcStat(readFileSync(path.join(procRoot, String(pid), 'stat'), 'utf8'));
    const command = cmdlineText(readFileSync(path.join(procRoot, String(pid), 'cmdline'), 'utf8'));
    return command ? { pid, ...stat, command } : null; // a zombie has no command line left
  } catch {
    return null;
  }
}

/** `ps` where there is no /proc (macOS): `lstart` is the start time, to the second. */
function readPs(pid) {
  try {
    const out = execFileSync('ps', ['-o', 'ppid=,pgid=,lstart=,command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const match = /^(\d+)\s+(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(out);
    return match ? { pid, ppid: Number(match[1]), pgid: Number(match[2]), startTime: match[3], command: match[4] } : null;
  } catch {
    return null;
  }
}

/** The operating system as this module sees it; tests pass a fake. */
export function realSystem(procRoot = PROC) {
  const hasProc = existsSync(path.join(procRoot, 'self', 'stat'));
  return {
    describe: (pid) => (hasProc ? readProc(pid, procRoot) : readPs(pid)),
    /** Every process (for their parents); empty without /proc, where only recorded pids are checked. */
    list: () => (hasProc ? readdirSync(procRoot).filter((e) => /^\d+$/.test(e)).map((e) => readProc(Number(e), procRoot)).filter(Boolean) : []),
    kill: (target, signal) => {
      try {
        process.kill(target, signal);
        return true;
      } catch {
        return false;
      }
    },
    listeners: (port) => listenersOf(port, procRoot, hasProc),
    portFree: (host, port) => portFree(host, port),
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    self: () => (hasProc ? readProc(process.pid, procRoot) : readPs(process.pid)),
  };
}

/** The socket inodes listening on a TCP port, from /proc/net/tcp or tcp6 (state 0A is LISTEN). */
export function listeningInodes(table, port) {
  const inodes = [];
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10 || fields[3] !== '0A') continue;
    if (Number.parseInt(fields[1].split(':').at(-1), 16) === port) inodes.push(fields[9]);
  }
  return inodes;
}

/** The pids listening on a port: /proc's socket tables and every process's open files, or lsof. */
function listenersOf(port, procRoot, hasProc) {
  if (!hasProc) {
    try {
      const out = execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-t'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      return [...new Set(out.split('\n').filter(Boolean).map(Number))];
    } catch {
      return [];
    }
  }
  const inodes = new Set();
  for (const table of ['tcp', 'tcp6']) {
    try {
      for (const inode of listeningInodes(readFileSync(path.join(procRoot, 'net', table), 'utf8'), port)) inodes.add(`socket:[${inode}]`);
    } catch {
      // no IPv6 table on this machine
    }
  }
  if (inodes.size === 0) return [];
  const pids = [];
  for (const entry of readdirSync(procRoot).filter((e) => /^\d+$/.test(e))) {
    try {
      const fds = path.join(procRoot, entry, 'fd');
      if (readdirSync(fds).some((fd) => inodes.has(safeReadlink(path.join(fds, fd))))) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or another user's
    }
  }
  return pids;
}

function safeReadlink(file) {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

/** Whether a fixed port is free now (get-port answers with some free port, not whether this one is). */
function portFree(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

// ── The record ────────────────────────────────────────────────────────────────────────────────

const identity = ({ pid, pgid, startTime, command }) => ({ pid, pgid, startTime, command });

/** True when `live` is the very process `recorded` describes (same pid, start time and command line). */
export function sameProcess(recorded, live) {
  return Boolean(live) && live.pid === recorded.pid && live.startTime === recorded.startTime && live.command === recorded.command;
}

export function readRecord(file) {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8'));
    return record && record.owner && Array.isArray(record.processes) ? record : null;
  } catch {
    return null;
  }
}

function writeRecord(file, record) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, file); // whole or not at all: a kill mid-write leaves the previous record
}

/** Every process below `rootPid` in a process list. */
export function descendantsOf(rootPid, processes) {
  const children = new Map();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found = [];
  const visit = (pid) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child.pid);
    }
  };
  visit(rootPid);
  return found;
}

/**
 * Starts this run's record in `file`: the owner (this process) at once, then, every `everyMs` (0:
 * never), the processes below it, kept once seen (a JVM stays recorded after its parent dies).
 * `add(pid)` records one process; `refresh()` records what runs below the owner now; `close()`
 * removes the record (a clean stop leaves nothing behind).
 */
export function recordRun(file, { label, ports = [], everyMs = 1000, system = realSystem() } = {}) {
  const owner = system.self();
  const known = new Map();
  let closed = false;
  const save = () => {
    if (closed || !owner) return;
    writeRecord(file, { label, owner: identity(owner), ports, processes: [...known.values()] });
  };
  const refresh = () => {
    if (closed || !owner) return;
    const live = system.list();
    let changed = false;
    for (const p of descendantsOf(owner.pid, live)) {
      if (!known.has(p.pid)) {
        known.set(p.pid, identity(p));
        changed = true;
      }
    }
    // What has ended is dropped (a build, a probe): a pid is never the same process twice.
    const byPid = new Map(live.map((p) => [p.pid, p]));
    for (const [pid, p] of known) {
      if (byPid.size > 0 && !sameProcess(p, byPid.get(pid))) {
        known.delete(pid);
        changed = true;
      }
    }
    if (changed) save();
  };
  save();
  let timer = everyMs > 0 ? setInterval(refresh, everyMs).unref() : null;
  const close = () => {
    clearInterval(timer);
    closed = true;
    rmSync(file, { force: true });
  };
  // Leaving, the owner keeps on record whatever it started that still runs (after a crash, the
  // emulators it could not stop): the next run stops those. Nothing left: no record.
  process.on('exit', () => {
    if (closed) return;
    clearInterval(timer);
    for (const [pid, p] of known) if (!sameProcess(p, system.describe(pid))) known.delete(pid);
    if (known.size > 0) save();
    closed = true;
    if (known.size === 0) rmSync(file, { force: true });
  });
  return {
    refresh,
    add(pid) {
      const live = system.describe(pid);
      if (live && !known.has(pid)) known.set(pid, identity(live));
      save();
    },
    /** Slower checks once the run is up: new processes are rare then. */
    slowDown(ms) {
      clearInterval(timer);
      timer = setInterval(refresh, ms).unref();
    },
    close,
  };
}

/**
 * What a record left behind: `running` when its owner is still alive (a run in progress, not a
 * leftover), else the recorded processes that are still the ones recorded.
 */
export function leftoversOf(record, system) {
  if (!record) return { running: null, leftovers: [] };
  const owner = system.describe(record.owner.pid);
  if (sameProcess(record.owner, owner)) return { running: record.owner, leftovers: [] };
  const leftovers = record.processes.filter((p) => sameProcess(p, system.describe(p.pid)));
  return { running: null, leftovers };
}

/**
 * Stops leftovers: SIGTERM (a group leader's whole group: what it started since), then SIGKILL for
 * whatever still runs after `graceMs`. Each is checked again just before every signal.
 */
export async function stopProcesses(processes, system, { graceMs = 10_000 } = {}) {
  const alive = () => processes.filter((p) => sameProcess(p, system.describe(p.pid)));
  const signal = (sig) => {
    for (const p of alive()) {
      if (p.pgid === p.pid && system.kill(-p.pid, sig)) continue;
      system.kill(p.pid, sig);
    }
  };
  signal('SIGTERM');
  const deadline = system.now() + graceMs;
  while (alive().length > 0 && system.now() < deadline) await system.sleep(200);
  if (alive().length > 0) {
    signal('SIGKILL');
    const hard = system.now() + 5000;
    while (alive().length > 0 && system.now() < hard) await system.sleep(100);
  }
  return alive();
}

/** A command line cut to a readable length. */
const short = (command) => (command.length > 160 ? `${command.slice(0, 157)}...` : command);

/**
 * The lines that name what holds some ports (one holder, or none this user can see), and the
 * command that frees them. `ports`: [{ port, name }].
 */
export function describeHolder(ports, holders, runningOwner) {
  const what = ports.length === 1 ? `Port ${ports[0].port} (${ports[0].name}) is` : `Ports ${ports.map((p) => `${p.port} (${p.name})`).join(', ')} are`;
  if (holders.length === 0) {
    const port = ports[0].port;
    return `${what} in use by a process this user cannot see. 'sudo ss -ltnp "sport = :${port}"' or 'sudo lsof -nP -iTCP:${port} -sTCP:LISTEN' names it.`;
  }
  if (runningOwner) {
    return `${what} held by another run of the stack that is still going: pid ${runningOwner.pid} (${short(runningOwner.command)}).\n   Stop it with Ctrl+C in its terminal, or: kill ${runningOwner.pid}`;
  }
  const lines = holders.map((h) => `pid ${h.pid}: ${short(h.command)}`);
  const pids = holders.map((h) => h.pid).join(' ');
  return `${what} held by a process that is not this stack's:\n     ${lines.join('\n     ')}\n   Stop it with: kill ${pids}   (then, if it will not stop: kill -9 ${pids})`;
}

/**
 * Before a run starts: stops the leftovers of every record in `recordFiles` whose owner is gone,
 * then checks `ports` ([{ port, host, name }]). Resolves with what was stopped; rejects with an
 * Error whose message names every port still held, by whom, and how to free it.
 */
export async function reclaim({ recordFiles, ports, system = realSystem(), log = console.log, graceMs }) {
  const running = [];
  const stopped = [];
  for (const file of recordFiles) {
    const record = readRecord(file);
    if (!record) continue;
    const { running: owner, leftovers } = leftoversOf(record, system);
    if (owner) {
      running.push({ owner, processes: [record.owner, ...record.processes] });
      continue;
    }
    if (leftovers.length > 0) {
      log(`Stopping what an earlier run left running (${path.basename(path.dirname(file))}/${path.basename(file)}): ${leftovers.map((p) => `pid ${p.pid} ${short(p.command).slice(0, 80)}`).join('; ')}`);
      const survivors = await stopProcesses(leftovers, system, { graceMs });
      stopped.push(...leftovers.filter((p) => !survivors.includes(p)));
      if (survivors.length > 0) continue; // named below, with their ports
    }
    rmSync(file, { force: true });
  }

  // One line per holder (a running stack holds all its ports), in the order the ports were given.
  const held = new Map();
  for (const { port, host = '127.0.0.1', name } of ports) {
    if (await system.portFree(host, port)) continue;
    const holders = system.listeners(port).map((pid) => system.describe(pid)).filter(Boolean);
    const owner = running.find((run) => holders.some((h) => run.processes.some((p) => sameProcess(p, h))))?.owner;
    const key = owner ? `run ${owner.pid}` : holders.length > 0 ? holders.map((h) => h.pid).join(' ') : `unseen ${port}`;
    if (!held.has(key)) held.set(key, { ports: [], holders, owner });
    held.get(key).ports.push({ port, name });
  }
  const problems = [...held.values()].map(({ ports: taken, holders, owner }) => describeHolder(taken, holders, owner));
  if (problems.length > 0) {
    throw new Error(`The stack cannot start: its ports are taken.\n ✗ ${problems.join('\n ✗ ')}`);
  }
  return stopped;
}

/**
 * The records of runs that write one file each into `dir` (the test runs' Firestore emulators,
 * several of which may run at once): stops what those whose owner is gone left behind.
 */
export async function reclaimDirectory(dir, options = {}) {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));
  return reclaim({ ...options, recordFiles: files, ports: [] });
}
