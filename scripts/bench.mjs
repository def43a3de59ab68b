// `npm run bench [name]`: runs the benchmarks in bench/, each writing its figures to bench/results/.
// A benchmark that needs the Auth emulator, or the whole stack, runs inside it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run, useQuickEmulatorJvm } from './lib.mjs';

useQuickEmulatorJvm();

const benches = [
  { file: 'docstore.bench.ts' },
  { file: 'chat-ttft.bench.ts', stack: ['--only', 'auth'] },
  { file: 'first-word.bench.ts', stack: ['--only', 'auth'] },
  { file: 'reply-gate.bench.ts', stack: ['--only', 'auth'] },
  { file: 'chat-open.bench.ts', stack: [] },
  { file: 'upload.bench.ts' },
  { file: 'analytics.bench.ts' },
  { file: 'firestore.bench.ts', stack: ['--only', 'auth'] },
  { file: 'search.bench.ts' },
  { file: 'moderation.bench.ts' },
  { file: 'instruction-like.bench.ts' },
  { file: 'sensitive-data.bench.ts' },
  { file: 'export.bench.ts' },
  { file: 'memory.bench.ts', stack: ['--only', 'auth'] },
  { file: 'check-ins.bench.ts' },
  { file: 'understanding.bench.ts' },
  { file: 'voice.bench.ts', stack: ['--only', 'auth'] },
  // Lighthouse is the bench's alone: its packages install here on first use (docs/decisions/0018).
  { file: 'lighthouse/web.bench.ts', stack: [], packages: 'bench/lighthouse' },
  // Starts the stack itself, around the end-to-end specs that run axe.
  { file: 'axe.bench.ts' },
];

/**
 * Installs a bench's own packages (from its lockfile) when they are missing, then type-checks it: the
 * project's `tsc -b` cannot, as it runs without them.
 */
async function preparePackages(folder) {
  if (!existsSync(path.join(root, folder, 'node_modules', '.package-lock.json'))) {
    console.log(`Installing the packages of ${folder} (once)...`);
    await run('npm', ['ci', '--prefix', folder, '--ignore-scripts', '--no-audit', '--no-fund']);
  }
  await run('node', ['scripts/tsc.mjs', '-p', path.join(folder, 'tsconfig.json')]);
}

const only = process.argv[2];
for (const { file, stack, packages } of benches.filter((b) => !only || b.file.includes(only))) {
  console.log(`\n▶ ${file}`);
  if (packages) await preparePackages(packages);
  const command = ['npx', 'tsx', path.join('bench', file)];
  if (stack) await run('node', ['scripts/stack.mjs', 'exec', ...stack, '--data-dir', '.local/bench', '--', command.join(' ')]);
  else await run(command[0], command.slice(1));
}
