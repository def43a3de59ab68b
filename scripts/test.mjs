// `npm test`: every test layer, ending with the ten slowest tests, any flaky ones, and one
// "N passed, N failed" line (scripts/test-report.mjs).
//
//   node scripts/test.mjs          unit, contract and rules, then API integration and end-to-end on one
//                                  fresh emulator stack
//   node scripts/test.mjs e2e      end-to-end only
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root, run } from './lib.mjs';
import { readReports, summaryLines, tally } from './test-report.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every end-to-end sign-up and login comes from 127.0.0.1: the stack under test allows more
// attempts per address than production does (the API tests cover the production limits).
process.env.SIGNUPS_PER_HOUR ??= '500';
process.env.FAILED_LOGINS_PER_15_MIN ??= '500';
process.env.OFFLINE_MODEL_TOKEN_DELAY_MS ??= '0'; // replies stream at once; a test that needs a slow one asks for it
const reports = path.join(root, '.local/reports');

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. The end-to-end tests drive Debian's Chromium.
Install it as root with:  apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (apt-get install chromium)...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const vitest = (projects, report) => [
  'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, report)}`,
];

async function main() {
  const only = process.argv[2];
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  ensureChromium();

  let failure = null;
  const step = async (fn) => {
    try {
      await fn();
    } catch (error) {
      failure ??= error;
    }
  };
  const npx = (args) => run('npx', args);
  const playwright = `npx playwright test -c tests/playwright.config.ts`;

  if (only === 'e2e') {
    await step(() => run('node', ['scripts/stack.mjs', 'exec', '--', playwright]));
  } else {
    await step(() => run('npm', ['run', 'typecheck']));
    await step(() => run('npm', ['run', 'lint']));
    await step(() => npx(vitest(['unit', 'contract', 'rules'], 'vitest-local.json')));
    const api = vitest(['api'], 'vitest-api.json').map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' ');
    await step(() => run('node', ['scripts/stack.mjs', 'exec', '--', `npx ${api}; a=$?; ${playwright}; b=$?; exit $((a|b))`]));
  }

  const found = readReports(reports);
  for (const line of summaryLines(found, root)) console.log(line);
  if (failure || tally(found, root).failed > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
