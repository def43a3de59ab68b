// Runs the local Bela stack on the Firebase emulators (Auth, Functions, Hosting, and Firestore
// wherever the official emulator and a Java to run it are found; scripts/firestore-emulator.mjs),
// offline and with no configuration. Without the Firestore emulator, documents go to the embedded
// SQLite driver, and the stack says so once. Files always go to the local blob store.
//
//   node scripts/stack.mjs start                      the product at http://localhost:5000
//   node scripts/stack.mjs dev                        the same, plus Vite with hot reload
//   node scripts/stack.mjs exec [--only auth] [--data-dir DIR] -- CMD...
//                                                     a fresh stack around CMD, then stops
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { PROJECT_ID, bin, buildStale, readJson, root, run, useQuickEmulatorJvm, waitForHttp, waitForReady } from './lib.mjs';
import { writeLocalConfig } from './hosting-config.mjs';
import { prepareDocStore } from './stack-doc-store.mjs';
import { RECORD_FILE, reclaim, recordRun } from './stack-processes.mjs';

useQuickEmulatorJvm();

const HOSTING_URL = 'http://localhost:5000';
const DEV_PORT = 5173;
const DEV_URL = `http://localhost:${DEV_PORT}`;
/** The data dirs of `npm start` and of the test runs (`exec`): their records are checked by both. */
const DEFAULT_DATA_DIRS = [path.join(root, '.local'), path.join(root, '.local/test')];

/**
 * The fixed ports a run needs: the emulators' in firebase.json (firebase-tools finds free ones for
 * its hub, logging and the Firestore emulator's websocket itself), the Stripe sandbox's, Vite's.
 */
function portsNeeded(only, mode, env) {
  const { emulators } = readJson(path.join(root, 'firebase.json'));
  // The Firestore emulator's, whichever way the stack runs it, unless asked for SQLite.
  const ports = [...only.split(','), ...(env.BELA_DOCSTORE === 'sqlite' ? [] : ['firestore'])]
    .filter((name) => emulators[name]?.port)
    .map((name) => ({ host: emulators[name].host, port: emulators[name].port, name: `${name} emulator` }));
  ports.push({ host: '127.0.0.1', port: Number(env.STRIPE_SANDBOX_PORT || 12111), name: 'Stripe sandbox' });
  if (mode === 'dev') ports.push({ host: '127.0.0.1', port: DEV_PORT, name: 'Vite' });
  return ports;
}

function parseArgs(argv) {
  const [mode = 'start', ...rest] = argv;
  const options = { mode, only: 'auth,functions,hosting', dataDir: null, command: [] };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (arg === '--') {
      options.command = rest.slice(i + 1);
      break;
    }
    if (arg === '--only') options.only = rest[++i];
    else if (arg === '--data-dir') options.dataDir = path.resolve(root, rest[++i]);
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (!['start', 'dev', 'exec'].includes(options.mode)) throw new Error(`Unknown mode ${options.mode}`);
  if (options.mode === 'exec' && options.command.length === 0) throw new Error('exec needs a command after --');
  return options;
}

function banner(url, documents) {
  const line = '─'.repeat(64);
  console.log(`\n${line}
  Bela is running at ${url}

  Demo user:  demo@bela.local   /  BelaDemo!2026
  Admin:      admin@bela.local  /  BelaAdmin!2026

  Documents:  ${documents}
  API health: ${HOSTING_URL}/api/health      Stop with Ctrl+C
${line}\n`);
}

/**
 * A process that runs beside the stack with exactly `env` (which leaves some of the caller's out),
 * stopped by execa when the stack exits (its `cleanup`); its end is awaited, never thrown.
 */
const beside = (command, args, env, options = {}) => execa(command, args, { cwd: root, stdio: 'inherit', env, extendEnv: false, reject: false, ...options });

// CI=true also keeps the CLI from fetching its message of the day: nothing leaves the machine.
// The emulators read a copy of firebase.json whose security headers also allow the emulators
// (scripts/hosting-config.mjs), so Hosting serves the production policy plus local addresses.
// Stopped, they export their data and stop their JVMs: never hurried with a SIGKILL.
const firebase = (args, env) =>
  beside(bin('firebase'), [...args, '--project', PROJECT_ID, '--config', writeLocalConfig()], { ...env, CI: 'true' }, { forceKillAfterDelay: false });

/**
 * Check-ins (issue 44, decision 0039): in production Cloud Scheduler runs the `checkIns` function
 * every 15 minutes. The Functions emulator runs no schedule by itself. With the Pub/Sub emulator
 * (Debian's google-cloud-cli-pubsub-emulator, or PUBSUB_EMULATOR_BINARY_PATH) it loads the scheduled
 * function, yet takes no message from the schedule's topic (tried: one published there ran nothing),
 * so the stack hands the function the schedule's event itself every 15 minutes, through the
 * emulator's trigger: the deployed code runs, on the stack's store. Without that emulator (or should
 * the trigger answer no), the same pass runs in a process of its own (`npm run check-ins -- pass`).
 * The stack says which.
 */
/** Every 15 minutes, as deployed (BELA_CHECK_INS_TICK_MS shortens it, to watch a pass locally). */
const CHECK_IN_TICK_MS = Number(process.env.BELA_CHECK_INS_TICK_MS) || 15 * 60_000;
const PUBSUB_EMULATOR = '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';
/** The Functions emulator's trigger of the scheduled function (firebase-tools keys it `<name>-0`). */
const CHECK_INS_TRIGGER = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/checkIns-0`;

/** The Pub/Sub emulator's launcher, when one is installed. */
function pubsubEmulator(env) {
  const file = env.PUBSUB_EMULATOR_BINARY_PATH ?? PUBSUB_EMULATOR;
  return existsSync(file) ? file : null;
}

function tickCheckIns(env, pubsub) {
  // The seed's environment (the stack's store and Auth), with the PATH its `tsx` is found on.
  const pass = () => execa(process.execPath, ['scripts/check-ins.mjs', 'pass'], { cwd: root, env: { PATH: process.env.PATH, ...env }, extendEnv: false, reject: false, stdio: 'inherit' });
  if (!pubsub) {
    console.log("Check-ins: no Pub/Sub emulator here; every 15 minutes a pass runs on the stack's own tick (npm run check-ins -- pass).");
    setInterval(() => void pass(), CHECK_IN_TICK_MS);
    return;
  }
  // The event the schedule's message brings (the function reads nothing of it).
  const run = () =>
    fetch(CHECK_INS_TRIGGER, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'ce-specversion': '1.0',
        'ce-type': 'google.cloud.pubsub.topic.v1.messagePublished',
        'ce-source': `//pubsub.googleapis.com/projects/${PROJECT_ID}/topics/firebase-schedule-checkIns`,
        'ce-id': randomUUID(),
      },
      body: JSON.stringify({ message: { data: Buffer.from('{}').toString('base64'), messageId: randomUUID() } }),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
  console.log('Check-ins: the Pub/Sub emulator loads the checkIns function; every 15 minutes the stack hands it the schedule\'s event through the Functions emulator.');
  setInterval(async () => {
    if (await run()) return;
    console.warn('Check-ins: the Functions emulator did not run checkIns; this pass runs in a process of its own (npm run check-ins -- pass).');
    await pass();
  }, CHECK_IN_TICK_MS);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const fresh = options.mode === 'exec';
  const dataDir = options.dataDir ?? path.join(root, fresh ? '.local/test' : '.local');
  // What an earlier run left running after a hard stop (kill -9, a closed terminal) goes first, then
  // any port still held is named with the command that frees it (scripts/stack-processes.mjs). Before
  // the data dir of a fresh run is emptied: the record is in it.
  const recordFiles = [...new Set([dataDir, ...DEFAULT_DATA_DIRS].map((dir) => path.join(dir, RECORD_FILE)))];
  // The Pub/Sub emulator loads the scheduled check-ins function, for the product run only (tests run passes themselves).
  const pubsub = options.mode === 'exec' ? null : pubsubEmulator(process.env);
  const needed = portsNeeded([options.only, ...(pubsub ? ['pubsub'] : [])].join(','), options.mode, process.env);
  await reclaim({ recordFiles, ports: needed });
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const processes = recordRun(path.join(dataDir, RECORD_FILE), { label: `stack.mjs ${options.mode}`, ports: needed.map((p) => p.port) });

  await buildStale();
  // Documents: the Firestore emulator inside the suite, beside it, or the SQLite file (with a notice).
  const docStore = await prepareDocStore({ dataDir, persist: !fresh });
  processes.refresh();
  const only = [...options.only.split(','), ...docStore.emulators, ...(pubsub ? ['pubsub'] : [])].join(',');
  const withFunctions = only.split(',').includes('functions');

  // No Google metadata-server probes: locally there is no GCE host to ask, and no network.
  // The Functions emulator gives the function's code 10 s to load before it refuses it; a busy
  // 2-core machine (a browser, the emulators and a build at once) was seen to need more.
  // BELA_STACK_RUN names this run: the seed writes it into its marker last, and /api/health says
  // `ready: true` once it reads this run's marker (functions/src/stores/seed-markers.ts).
  const env = {
    ...docStore.env,
    BELA_DATA_DIR: dataDir,
    BELA_STACK_RUN: randomUUID(),
    METADATA_SERVER_DETECTION: 'none',
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    ...(pubsub ? { PUBSUB_EMULATOR_BINARY_PATH: pubsub } : {}),
  };
  // The local Stripe sandbox (tools/stripe-sandbox), which the functions' Stripe SDK talks to and
  // which sends its signed webhooks to the `stripeWebhook` function. Its state lives in the data dir.
  beside(process.execPath, ['--import', 'tsx', 'tools/stripe-sandbox/src/main.ts'], env);
  processes.refresh();
  await waitForHttp(`http://127.0.0.1:${env.STRIPE_SANDBOX_PORT || 12111}/_sandbox/clock`, 60_000);
  if (options.mode === 'exec') {
    // The command runs once every emulator answers (firebase-tools then names them in its
    // environment), after the seed the product starts with.
    const seed = `node scripts/seed-stack.mjs ${JSON.stringify(dataDir)}`;
    const script = withFunctions ? `${seed} && (${options.command.join(' ')})` : options.command.join(' ');
    // firebase-tools runs with CI=true (above) and hands its environment on: the command gets the
    // caller's own CI back, so a local run neither retries failed tests nor forbids test.only.
    const command = `CI=${JSON.stringify(process.env.CI ?? '')}; export CI; ${script}`;
    const child = firebase(['emulators:exec', '--only', only, '--import', 'emulator-data', command], env);
    processes.refresh();
    // Stopped by a signal, the stack stops its emulators first, then exits (stopping the sandbox):
    // dying at once would leave them running, holding their ports.
    for (const stopSignal of ['SIGINT', 'SIGTERM']) process.on(stopSignal, () => child.kill(stopSignal));
    const { exitCode } = await child;
    await docStore.stop();
    processes.close();
    process.exit(exitCode ?? 1); // no code: ended by a signal, or never started
  }

  // Accounts and documents created locally survive restarts: they are exported on exit and imported
  // next time (the Firestore emulator run beside the suite exports its own, docStore.stop()).
  const stateDir = path.join(dataDir, 'emulator-state');
  if (!existsSync(path.join(stateDir, 'firebase-export-metadata.json'))) {
    cpSync(path.join(root, 'emulator-data'), stateDir, { recursive: true });
  }
  const emulators = firebase(['emulators:start', '--only', only, '--import', stateDir, '--export-on-exit', stateDir], env);
  processes.refresh();
  void emulators.then(async ({ exitCode, isTerminated }) => {
    await docStore.stop();
    processes.close();
    process.exit(exitCode ?? (isTerminated ? 0 : 1));
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulators.kill(signal));

  await waitForHttp('http://127.0.0.1:5000/api/health', 180_000);
  // The seed, in a process of its own that sees the store the functions use.
  // The seed sees the Auth emulator too: it makes the banner's accounts again when the state it
  // imported lost them (functions/src/admin/seed-accounts.ts).
  const seedEnv = { ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...(docStore.host ? { FIRESTORE_EMULATOR_HOST: docStore.host } : {}) };
  await run(process.execPath, ['scripts/seed-stack.mjs', dataDir], { env: seedEnv, extendEnv: false });
  // The banner once the API itself says the seed is in (an admin signing in earlier got a 403).
  await waitForReady('http://127.0.0.1:5000/api/health', 60_000);
  if (options.mode === 'dev') {
    beside('npm', ['run', 'dev', '-w', 'web', '--', '--port', String(DEV_PORT), '--strictPort'], env);
    await waitForHttp(`http://127.0.0.1:${DEV_PORT}`);
  }
  processes.refresh();
  processes.slowDown(10_000);
  banner(options.mode === 'dev' ? DEV_URL : HOSTING_URL, docStore.description);
  tickCheckIns(seedEnv, pubsub);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
