// Issue 45: the `api` function's module graph, as a new instance loads it, holds none of the
// modules a chat turn's first word does not need (decision 0037): the SDKs of payments, of the
// OpenAI-compatible model and of images, the NLP libraries and the offline drivers load on first use.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const LISTED = `
require('./functions/src/index.ts');
process.stdout.write(JSON.stringify(Object.keys(require.cache)));
`;

describe("the api function's module graph", () => {
  it('loads no SDK, NLP library or offline driver until a call needs it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', LISTED], { cwd: root, encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: 'demo-bela' } });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout) as string[];
    const packages = new Set(loaded.flatMap((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []));
    expect(packages).toContain('express'); // the listing works
    for (const heavy of ['stripe', 'openai', 'sharp', 'compromise', 'chrono-node', 'file-type', 'espeak-ng', '@breezystack/lamejs']) expect(packages, heavy).not.toContain(heavy);
    const own = loaded.filter((file) => file.includes(`${path.sep}functions${path.sep}src${path.sep}`));
    expect(own.filter((file) => /drivers[/\\]offline-(memory|persona)[/\\]/.test(file))).toEqual([]);
  });
});
