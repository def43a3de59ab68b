/**
 * The blind statements (statements/blind*.jsonl, statements/README.md): members' messages written
 * by a helper that never opened the repository, scored as the corpus is (score.ts: facts stored,
 * negatives creating memory, questions within the chat and across chats). Split once, by a hash of
 * each line's message with a fixed seed, into a development half (tuned on, its misses printed with
 * VERBOSE=1) and a held-out half (counted only).
 *
 *   npx tsx bench/understanding/blind-statements.ts
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { offlineCompanion } from './companions';
import { scorePart, summary, type Statement } from './score';

const SEED = 'bela-blind-statements-2026-12-01';
const isDevelopment = (line: Statement) => createHash('sha256').update(`${SEED}:${line.text}`).digest()[0]! % 2 === 0;
const folder = new URL('./statements/', import.meta.url);
const files = readdirSync(folder).filter((file) => /^blind.*\.jsonl$/.test(file)).sort();
const read = (file: string) =>
  readFileSync(new URL(file, folder), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Statement);

const companion = offlineCompanion();
const lines = files.flatMap(read);
for (const file of files.length > 1 ? files : []) {
  const own = read(file);
  const [development, heldOut] = [await scorePart(companion, own.filter(isDevelopment), [], false), await scorePart(companion, own.filter((line) => !isDevelopment(line)), [], false)];
  console.log(`${file}: development facts ${development.facts.right}/${development.facts.total}, negatives creating memory ${development.negatives.creating}/${development.negatives.total}; held out facts ${heldOut.facts.right}/${heldOut.facts.total}, negatives creating memory ${heldOut.negatives.creating}/${heldOut.negatives.total}`);
}
const development = await scorePart(companion, lines.filter(isDevelopment), [], true);
const heldOut = await scorePart(companion, lines.filter((line) => !isDevelopment(line)), [], false);
if (process.env['VERBOSE']) for (const miss of development.misses ?? []) console.log(`✗ ${miss}`);
console.log(summary('development (tuned on)', development));
console.log(summary('held out', heldOut));
