// `npm test`: every test layer, ending with each step's time, the ten slowest tests, any flaky ones,
// and one "N passed, N failed" line (scripts/test-report.mjs).
//
//   node scripts/test.mjs          every layer (below)
//   node scripts/test.mjs e2e      end-to-end only, on a fresh stack
//
// The steps run side by side, as far as two cores allow: the local vitest layers (unit, component,
// contract, rules); the type check, then the lint; and the emulator stack, which builds, starts and
// runs the API suite (its harnesses mostly wait on the emulator), then the end-to-end tests once
// every other step is done (the gate file below), so that the browser tests have the machine to
// themselves (docs/decisions/0015). Each step's output is kept and printed whole when it ends, one
// step after another, never interleaved.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { bin, root, useQuickEmulatorJvm } from './lib.mjs';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './browser.mjs';
import { REPORT_FILES, formatDuration, readReports, summaryLines, tally } from './test-report.mjs';

// Every end-to-end sign-up and login comes from 127.0.0.1 (about 15 sign-ups a run, twice that with
// CI's retries): the stack under test allows more attempts per address than production does. No
// more than that, though: tests/api/client-address.test.ts proves each limit holds on the stack by
// reaching it, one request over the limit, twice over for each path (the API tests of the harness
// cover the production limits).
process.env.SIGNUPS_PER_HOUR ??= '40';
process.env.FAILED_LOGINS_PER_15_MIN ??= '40';
process.env.OFFLINE_MODEL_TOKEN_DELAY_MS ??= '0'; // replies stream at once; a test that needs a slow one asks for it
process.env.OFFLINE_MODEL_PACE_BY_REQUEST ??= '1'; // ...with the x-bela-test-pace-ms header (tests/support/pace.ts)
useQuickEmulatorJvm(); // the stack's and the local layers' emulators
const reports = path.join(root, '.local/reports');
/** Written once every step beside the stack has ended: the end-to-end tests start then. */
const E2E_GATE = path.join(reports, '.local-steps-done');
/** How long the end-to-end tests wait for the gate before starting anyway (a crashed runner). */
const GATE_LIMIT_S = 1800;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** apt-get install of Debian packages, updating the package lists first only when the install needs it. */
function aptInstall(packages) {
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    install();
  }
}

/**
 * Makes sure the end-to-end tests have their browser (scripts/browser.mjs): Debian's
 * chromium-headless-shell, installed here when it is missing and this user is root; otherwise
 * Debian's full Chromium, which works the same, only slower.
 */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return;
    console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return;
  if (isRoot()) {
    console.log('Installing chromium-headless-shell from Debian packages...');
    try {
      aptInstall(['chromium-headless-shell']);
      return;
    } catch (error) {
      console.log(`chromium-headless-shell could not be installed: ${error.message}`);
    }
  }
  if (existsSync(FULL_CHROMIUM)) {
    console.log(`The end-to-end tests use ${FULL_CHROMIUM}; 'apt-get install -y chromium-headless-shell' (as root) makes them quicker.`);
    return;
  }
  console.error(`No Chromium at ${HEADLESS_SHELL} or ${FULL_CHROMIUM}. The end-to-end tests drive Debian's Chromium.
Install it as root with:  apt-get update && apt-get install -y chromium-headless-shell
or point CHROMIUM_PATH at an existing Chromium binary.`);
  process.exit(1);
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);

const vitest = (projects, report) => [
  bin('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, report)}`,
];
const playwright = [bin('playwright'), 'test', '-c', 'tests/playwright.config.ts'];

/**
 * API files that reach the running stack itself, whose per-address limits the end-to-end sign-ups
 * share: they run while the local steps do, never beside the browser tests.
 */
const STACK_API_FILES = ['tests/api/client-address.test.ts', 'tests/api/stack.test.ts', 'tests/api/demo-conversation-seed.test.ts'];

/**
 * The command the stack runs: the API files that reach the stack, and beside them the rest of the
 * API suite (its harnesses run the app in process, each in a database of its own on the emulator,
 * and mostly wait on it: they fill the cores the local steps leave idle); then, once the gate is
 * open, the end-to-end tests with the machine to themselves. The stack's own files mostly wait on
 * it too: one after the other they took about 15 s, which the journeys waited for (2026-11-27).
 * Their output, kept in a file meanwhile, follows the rest's.
 */
function stackCommand({ api }) {
  const e2e = playwright.map(quote).join(' ');
  if (!api) return e2e;
  const gate = `n=0; until [ -e ${quote(E2E_GATE)} ] || [ $n -ge ${GATE_LIMIT_S * 5} ]; do sleep 0.2; n=$((n+1)); done`;
  // One at a time: these share the stack's per-address limits.
  const onStack = [...vitest(['api'], REPORT_FILES.apiStack), '--no-file-parallelism', ...STACK_API_FILES].map(quote).join(' ');
  const onStackLog = quote(path.join(reports, 'api-stack.log'));
  // Two files at a time: they mostly wait on the emulators, each in a database of its own.
  const rest = [...vitest(['api'], REPORT_FILES.api), '--maxWorkers=2', ...STACK_API_FILES.flatMap((file) => ['--exclude', file])].map(quote).join(' ');
  return `${onStack} > ${onStackLog} 2>&1 & s=$!; ${rest}; c=$?; wait $s; a=$?; cat ${onStackLog}; ${gate}; ${e2e}; b=$?; exit $((a|b|c))`;
}

/**
 * Runs one step with its output kept (stdout and stderr in the order written: execa's `all`) and
 * printed whole when it ends, under a line with its name and time. Resolves { name, ms, ok }.
 */
async function step(name, command, args, { live = false } = {}) {
  const started = Date.now();
  console.log(`▸ ${name} started`);
  const output = live ? 'inherit' : 'pipe';
  const result = await execa(command, args, {
    cwd: root,
    env: process.stdout.isTTY ? { FORCE_COLOR: '1' } : {},
    stdin: 'ignore',
    stdout: output,
    stderr: output,
    all: !live,
    stripFinalNewline: false,
    reject: false,
  });
  const ms = Date.now() - started;
  const ended = result.exitCode ?? result.signal;
  const detail = !result.failed ? '' : ended !== undefined ? ` (exit ${ended})` : `: ${result.shortMessage}`;
  if (!live) {
    console.log(`\n${'─'.repeat(30)} ${name} ${'─'.repeat(Math.max(4, 60 - name.length))}`);
    process.stdout.write(result.all ?? '');
  }
  console.log(`${result.failed ? '✗' : '✓'} ${name} ${result.failed ? 'failed' : 'passed'} in ${formatDuration(ms)}${detail}\n`);
  return { name, ms, ok: !result.failed };
}

async function main() {
  const only = process.argv[2];
  const started = Date.now();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  ensureChromium();

  let results;
  if (only === 'e2e') {
    results = [await step('end-to-end (stack)', process.execPath, ['scripts/stack.mjs', 'exec', '--', stackCommand({ api: false })], { live: true })];
  } else {
    const stack = step('API and end-to-end (stack)', process.execPath, ['scripts/stack.mjs', 'exec', '--', stackCommand({ api: true })]);
    // The type check and the lint share the cores with the local layers as equals: those keep both
    // cores busy, so at the lowest priority the checks only started once the layers had ended, and
    // the single-threaded lint then held the journeys back alone (docs/decisions/0015). The
    // journeys wait for them: beside the lint, even at the lowest priority, the end-to-end layer
    // took 189 to 255 s instead of about 146 s.
    const checks = (async () => [
      await step('typecheck', process.execPath, ['scripts/tsc.mjs', '-b']), // TypeScript 7 (decision 0014)
      // A larger young generation: the lint allocates many short-lived syntax trees, and with it
      // spent 25.5 and 26.6 CPU-seconds instead of 29.9 and 27.5 (taking turns).
      await step('lint', process.execPath, ['--max-semi-space-size=64', path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']),
    ])();
    // Three workers on two cores: the contract, rules and contention files mostly wait on the
    // Firestore emulator (its lock timeouts), so a third keeps the cores busy with component files
    // meanwhile (alone: 110 s with two, 95 s with three, 93 s with four).
    const [vitestBin, ...vitestArgs] = [...vitest(['unit', 'unit-web', 'unit-web-isolated', 'component', 'component-isolated', 'contract', 'rules'], 'vitest-local.json'), '--maxWorkers=3'];
    const local = step('unit, component, contract and rules', vitestBin, vitestArgs);
    const beside = [...(await checks), await local];
    writeFileSync(E2E_GATE, '');
    results = [...beside, await stack];
  }

  const found = readReports(reports);
  const lines = summaryLines(found, root, { steps: results, totalMs: Date.now() - started });
  for (const line of lines) console.log(line);
  if (results.some((r) => !r.ok) || tally(found, root).failed > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
