// Finding and running Google's official Firestore emulator for the local stack and the tests.
//
// The emulator is a Java program. `firebase-tools` runs it itself, but only on Java 21 or newer, and
// downloads its own copy of the jar unless FIRESTORE_EMULATOR_BINARY_PATH names one it can run with
// `java -jar`. The Google Cloud SDK's copy (Debian's google-cloud-cli-firestore-emulator, or an
// SDK's `platform/` folder) has no Main-Class, so for firebase-tools we write a launcher jar whose
// manifest names the emulator's main class and the SDK's jar. On Java 17 to 20 the SDK's jar is
// started directly (`java -cp`), as the SDK's own launcher script does.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import getPort from 'get-port';
import { root, waitForHttp } from './lib.mjs';
import { recordRun, reclaimDirectory } from './stack-processes.mjs';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
/** firebase-tools refuses to start any emulator on an older Java. */
export const FIREBASE_TOOLS_MIN_JAVA = 21;
/** Where the test runs' own emulators are recorded (scripts/stack-processes.mjs). */
const RUN_RECORDS = path.join(root, '.local', 'test-emulators');
/** The oldest Java the SDK's emulator was run on here (it starts in about 1.5 s on 17). */
export const DIRECT_MIN_JAVA = 17;

export const INSTALL_HINT =
  "To run on it, install Java 17 or newer (21 or newer lets firebase-tools run the emulator) and the emulator: on Debian or Ubuntu 'apt-get install google-cloud-cli-firestore-emulator' from Google's Cloud SDK package source, or 'gcloud components install cloud-firestore-emulator'. With Java 21 or newer and a network, firebase-tools downloads the emulator itself.";

/** The major version a `java -version` banner names ("17.0.15", "25", "1.8.0_402"). */
export function javaMajor(banner) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(banner);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** `java -version` prints its banner on stderr. */
function javaMajorOf(bin) {
  const result = spawnSync(bin, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  return result.status === 0 ? javaMajor(`${result.stderr}${result.stdout}`) : null;
}

/** Every Java found (JAVA_HOME, the PATH, the usual JVM folders), newest first. */
export function findJavas(env = process.env) {
  const candidates = [];
  if (env.JAVA_HOME) candidates.push(path.join(env.JAVA_HOME, 'bin', 'java'));
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) candidates.push(path.join(dir, 'java'));
  for (const folder of ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines', '/opt/java']) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder)) {
      candidates.push(path.join(folder, entry, 'bin', 'java'), path.join(folder, entry, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  const byPath = new Map();
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const real = realpathSync(candidate);
    if (byPath.has(real)) continue;
    byPath.set(real, javaMajorOf(real));
  }
  return [...byPath]
    .filter(([, major]) => major !== null)
    .map(([bin, major]) => ({ bin, major }))
    .sort((a, b) => b.major - a.major);
}

/** Folders a Google Cloud SDK is usually installed in, and the one the `gcloud` on the PATH belongs to. */
function cloudSdkRoots(env) {
  const roots = [env.CLOUDSDK_ROOT_DIR, '/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', path.join(os.homedir(), 'google-cloud-sdk')];
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const gcloud = path.join(dir, 'gcloud');
    if (existsSync(gcloud)) roots.push(path.resolve(path.dirname(realpathSync(gcloud)), '..'));
  }
  return roots.filter(Boolean);
}

/**
 * The emulator's jar: one named by FIRESTORE_EMULATOR_BINARY_PATH (runnable, firebase-tools' own
 * variable), a Cloud SDK's (not runnable with `java -jar`), or the copy firebase-tools downloaded.
 */
export function findEmulatorJar(env = process.env) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(env.FIRESTORE_EMULATOR_BINARY_PATH)) {
    return { file: env.FIRESTORE_EMULATOR_BINARY_PATH, runnable: true, source: 'FIRESTORE_EMULATOR_BINARY_PATH' };
  }
  for (const sdk of cloudSdkRoots(env)) {
    const file = path.join(sdk, SDK_JAR);
    if (existsSync(file)) return { file, runnable: false, source: 'the Google Cloud SDK' };
  }
  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  const downloaded = existsSync(cache) ? readdirSync(cache).filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f)).sort() : [];
  if (downloaded.length > 0) return { file: path.join(cache, downloaded.at(-1)), runnable: true, source: "firebase-tools' download" };
  return null;
}

/**
 * How the stack gets its document store:
 * - `firebase-tools`: Java 21+; the emulator runs inside the Emulator Suite (a launcher for an SDK jar;
 *   with no jar at all, firebase-tools downloads one, which needs a network);
 * - `direct`: Java 17 to 20 and an SDK jar; started here, beside the suite;
 * - `sqlite`: neither, or BELA_DOCSTORE=sqlite; the embedded driver, with `reason` saying why.
 */
export function planDocStore(env = process.env) {
  if (env.BELA_DOCSTORE === 'sqlite') return { kind: 'sqlite', reason: 'BELA_DOCSTORE=sqlite asks for the embedded SQLite store.' };
  const jar = findEmulatorJar(env);
  const javas = findJavas(env);
  const newest = javas[0];
  if (newest && newest.major >= FIREBASE_TOOLS_MIN_JAVA) return { kind: 'firebase-tools', java: newest, jar };
  if (newest && newest.major >= DIRECT_MIN_JAVA && jar && !jar.runnable) return { kind: 'direct', java: newest, jar };
  const found = newest ? `Java ${newest.major} was found` : 'no Java was found';
  const emulator = jar ? `the emulator was found (${jar.source})` : 'no Firestore emulator was found';
  return { kind: 'sqlite', reason: `The official Firestore emulator cannot run here: ${found} and ${emulator}.` };
}

/** A jar whose manifest starts the SDK's emulator, so `java -jar` (firebase-tools) can run it. */
export function writeLauncherJar(java, sdkJar, dir) {
  const jarTool = path.join(path.dirname(java.bin), 'jar');
  if (!existsSync(jarTool)) return null; // a runtime without the JDK's tools
  mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, 'launcher.mf');
  const launcher = path.join(dir, 'cloud-firestore-emulator-launcher.jar');
  // Class-Path takes URLs; an absolute path resolves against the launcher's own location. The jar
  // tool folds the manifest's long lines as the format requires.
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${pathToFileURL(sdkJar).pathname}\n`);
  const made = spawnSync(jarTool, ['--create', '--file', launcher, '--manifest', manifest], { encoding: 'utf8' });
  return made.status === 0 ? launcher : null;
}

/**
 * The environment firebase-tools needs to run the emulator: Java 21+ first on the PATH, and the jar
 * it should run. Null when the SDK's jar needs a launcher that cannot be made.
 */
export function firebaseToolsEnv(plan, launcherDir, env = process.env) {
  const javaBin = path.dirname(plan.java.bin);
  const out = { ...env, PATH: `${javaBin}${path.delimiter}${env.PATH ?? ''}`, JAVA_HOME: path.dirname(javaBin) };
  if (plan.jar?.runnable) out.FIRESTORE_EMULATOR_BINARY_PATH = plan.jar.file;
  else if (plan.jar) {
    const launcher = writeLauncherJar(plan.java, plan.jar.file, launcherDir);
    if (!launcher) return null;
    out.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  }
  return out;
}

/**
 * Starts the emulator's jar directly on loopback (on a free port unless one is named: get-port).
 * `seedFrom` is an export's metadata file to start from (what `--import` gives firebase-tools).
 * Resolves once it answers, rejects if it exits first; `stop()` ends it (SIGTERM, then SIGKILL
 * after 5 s: execa's forceKillAfterDelay).
 */
export async function startEmulatorProcess({ java, jar, port, seedFrom, log = 'ignore', detached = false }) {
  const host = `127.0.0.1:${port ?? (await getPort({ host: '127.0.0.1' }))}`;
  const args = ['-Duser.language=en', '-cp', jar, MAIN_CLASS, 'start', `--host=127.0.0.1`, `--port=${host.split(':')[1]}`];
  if (seedFrom) args.push(`--seed_from_export=${seedFrom}`);
  const child = execa(java, args, { stdin: 'ignore', stdout: log, stderr: log, detached, reject: false });
  const stop = async () => {
    child.kill();
    await child;
  };
  const exited = () => {
    const how = child.exitCode ?? child.signalCode;
    return how === null ? null : `The Firestore emulator exited (${how}) before it answered at ${host}`;
  };
  try {
    await waitForHttp(`http://${host}/`, 60_000, { intervalMs: 150, giveUp: exited });
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, child, stop };
}

/**
 * An emulator for one run of tests or benchmarks, started directly on a free port; where none can
 * run, `{ unavailable }` says what is missing.
 */
export async function startEmulatorForRun({ recordDir = RUN_RECORDS } = {}) {
  const jar = findEmulatorJar();
  const java = findJavas().find((j) => j.major >= DIRECT_MIN_JAVA);
  if (!jar) return { unavailable: 'no Firestore emulator was found' };
  if (!java) return { unavailable: `no Java ${DIRECT_MIN_JAVA} or newer was found` };
  // Several runs may go at once (each on a free port): each records its own JVM in a file of its
  // own, and only those of runs that are gone (killed with their emulator still up) are stopped.
  await reclaimDirectory(recordDir);
  const emulator = await startEmulatorProcess({ java: java.bin, jar: jar.file });
  const record = recordRun(path.join(recordDir, `${process.pid}-${emulator.host.split(':')[1]}.json`), { label: 'Firestore emulator of a test run', everyMs: 0 });
  record.add(emulator.child.pid);
  return {
    ...emulator,
    stop: async () => {
      await emulator.stop();
      record.close();
    },
  };
}

/** Exports every document of the emulator's default database, as firebase-tools' --export-on-exit does. */
export async function exportEmulatorData(host, projectId, directory, name = 'firestore_export') {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: directory, export_name: name }),
  });
  if (!response.ok) throw new Error(`Firestore export failed: HTTP ${response.status} ${await response.text()}`);
  return path.join(directory, name, `${name}.overall_export_metadata`);
}
