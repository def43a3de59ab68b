// `npm run eval -- <name> [options]`: quality evaluations that call a real model, kept out of CI.
//   understanding --endpoint <OpenAI-compatible base URL> [--model <id>]  (key: OPENAI_API_KEY)
import { execFileSync } from 'node:child_process';
import { bin, root } from './lib.mjs';

const evaluations = { understanding: 'bench/understanding/eval-endpoint.ts' };
const [name, ...rest] = process.argv.slice(2);
const file = evaluations[name];
if (!file) {
  console.error(`Usage: npm run eval -- <${Object.keys(evaluations).join('|')}> [options]`);
  process.exit(2);
}
try {
  execFileSync(bin('tsx'), [file, ...rest], { cwd: root, stdio: 'inherit' });
} catch (error) {
  process.exit(error.status ?? 1);
}
