// Helpers shared by the project's scripts: paths, staleness checks and child processes.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const PROJECT_ID = 'demo-bela';
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

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

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export async function buildStale({ force = false } = {}) {
  for (const build of builds) {
    if (force || isStale(build)) {
      console.log(`Building ${build.name}...`);
      await run('npm', ['run', 'build', '-w', build.name]);
    }
  }
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Waits until GET /api/health says `ready: true`: the stack's seed has finished and the API has
 * read its marker (functions/src/features/health). Rejects after `timeoutMs`.
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
