// Helpers shared by the project's scripts: paths, staleness checks, child processes (execa) and
// waiting for a URL (wait-on).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const PROJECT_ID = 'demo-bela';
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The local emulators' JVMs (Firestore, Pub/Sub) with the quick JIT alone and the single-threaded
 * collector, unless JAVA_TOOL_OPTIONS says otherwise: short-lived JVMs serving one developer on a
 * busy two-core machine. The tests' contract and rules layers took about 30% less CPU (29 -> 20
 * CPU-seconds, one run each); a fresh stack's first 54 chat turns answered sooner (decision 0033).
 */
export function useQuickEmulatorJvm() {
  process.env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
}

/** An emulator's address in the Emulator Suite (firebase.json): `firestore`, `functions`, ... */
export function stackEmulatorAddress(name) {
  const { host, port } = readJson(path.join(root, 'firebase.json')).emulators[name];
  return { host, port, address: `${host}:${port}` };
}

/** The Firestore emulator's address in the Emulator Suite (firebase.json), where the stack runs it. */
export const stackFirestoreAddress = () => stackEmulatorAddress('firestore');

/** Newest modification time under the given files and folders (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

const mtime = (p) => (existsSync(path.join(root, p)) ? statSync(path.join(root, p)).mtimeMs : 0);

export const builds = [
  {
    name: 'functions',
    sources: ['functions/src', 'functions/package.json', 'functions/tsconfig.json', 'functions/tsconfig.build.json', 'packages/contracts/src'],
    output: 'functions/lib/index.js',
  },
  {
    name: 'web',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'packages/contracts/src'],
    output: 'web/dist/index.html',
  },
];

export const isStale = (build) => mtime(build.output) < newestMtime(build.sources);

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit (execa's error names it). */
export const run = async (command, args, options = {}) => {
  // Loaded when first used: most scripts import this module for its paths alone, and execa and
  // wait-on (with axios, joi, rxjs and lodash) cost ~0.4 s to load.
  const { execa } = await import('execa');
  return execa(command, args, { cwd: root, stdio: 'inherit', ...options });
};

export async function buildStale({ force = false } = {}) {
  for (const build of builds) {
    if (force || isStale(build)) {
      console.log(`Building ${build.name}...`);
      await run('npm', ['run', 'build', '-w', build.name]);
    }
  }
}

/**
 * Waits until every URL answers a GET with a 2xx (wait-on, one request at a time, no proxy); rejects
 * after `timeoutMs`, or as soon as `giveUp()` names a reason (the process meant to answer has
 * exited). wait-on cannot be cancelled, so it is asked in rounds of 2 s at most: a reason to give up
 * is seen within a round, and no poll is left running after a rejection. The one helper the scripts
 * and the end-to-end set-up wait with.
 */
export async function waitForHttp(urls, timeoutMs = 120_000, { intervalMs = 250, giveUp = () => null } = {}) {
  const { default: waitOn } = await import('wait-on');
  const resources = [urls].flat().map((url) => url.replace(/^http(s?):/, 'http$1-get:'));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const round = Math.max(1, Math.min(2_000, deadline - Date.now()));
    try {
      return await waitOn({ resources, timeout: round, interval: intervalMs, simultaneous: 1, proxy: false });
    } catch {
      const reason = giveUp();
      if (reason) throw new Error(reason);
      if (Date.now() >= deadline) throw new Error(`${[urls].flat().join(', ')} did not answer within ${timeoutMs / 1000} s`);
    }
  }
}

/**
 * Waits until GET /api/health says `ready: true`: the stack's seed has finished and the API has
 * read its marker (functions/src/features/health). Rejects after `timeoutMs`. Hand-written: wait-on
 * checks a status code, and the health answer is 200 before and after the seed; only its body tells.
 */
export async function waitForReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const body = await fetch(url).then((r) => (r.ok ? r.json() : null), () => null);
    if (body?.data?.ready === true) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not say ready (the seed's marker) within ${timeoutMs / 1000} s`);
}
