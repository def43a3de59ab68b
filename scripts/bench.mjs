// `npm run bench`: runs every bench/*.bench.ts in turn; each writes its figures to bench/results/.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const only = process.argv[2];
const benches = readdirSync(path.join(root, 'bench')).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)));
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  await run(bin('tsx'), [path.join('bench', file)]);
}
