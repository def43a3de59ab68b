// `npm run bench [name]`: runs the benchmarks in bench/, each writing its figures to bench/results/.
// A benchmark that needs the Auth emulator, or the whole stack, runs inside it.
import path from 'node:path';
import { run } from './lib.mjs';

const benches = [
  { file: 'docstore.bench.ts' },
  { file: 'chat-ttft.bench.ts', stack: ['--only', 'auth'] },
  { file: 'chat-open.bench.ts', stack: [] },
  { file: 'upload.bench.ts' },
  { file: 'analytics.bench.ts' },
  { file: 'firestore.bench.ts', stack: ['--only', 'auth'] },
  { file: 'search.bench.ts' },
  { file: 'moderation.bench.ts' },
  { file: 'memory.bench.ts', stack: ['--only', 'auth'] },
  { file: 'web.bench.ts', stack: [] },
  // Starts the stack itself, around the end-to-end specs that run axe.
  { file: 'axe.bench.ts' },
];

const only = process.argv[2];
for (const { file, stack } of benches.filter((b) => !only || b.file.includes(only))) {
  console.log(`\n▶ ${file}`);
  const command = ['npx', 'tsx', path.join('bench', file)];
  if (stack) await run('node', ['scripts/stack.mjs', 'exec', ...stack, '--data-dir', '.local/bench', '--', command.join(' ')]);
  else await run(command[0], command.slice(1));
}
