// Splits the understanding corpus once, by a fixed seed: 70% development, 30% held out, in each
// source's own proportion (corpus/split.json). Run once, when the corpus was made; the commit that
// wrote split.json froze the split. Running it again prints the same split, and refuses to write
// over a different one.
//   node bench/understanding/split-corpus.mjs [--write]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, 'corpus');
const SEED = 41;
const HELD_OUT_SHARE = 0.3;
const statementFiles = ['public.jsonl', 'writer-a.jsonl', 'writer-b.jsonl'];
const correctionFiles = ['public-corrections.jsonl', 'writer-a-corrections.jsonl', 'writer-b-corrections.jsonl'];

/** mulberry32: a small seeded generator, so the split is the same on every machine. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ids = (file) =>
  readFileSync(path.join(corpus, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line).id);

function split(files, random) {
  const development = [];
  const heldOut = [];
  // Stratified by file and, within a file, by whether the line is a negative (id order is the file's).
  for (const file of files) {
    const lines = readFileSync(path.join(corpus, file), 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
    for (const negative of [false, true]) {
      const group = lines.filter((line) => Boolean(line.negative) === negative).map((line) => line.id).sort();
      for (let i = group.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [group[i], group[j]] = [group[j], group[i]];
      }
      const cut = Math.round(group.length * HELD_OUT_SHARE);
      heldOut.push(...group.slice(0, cut));
      development.push(...group.slice(cut));
    }
  }
  return { development: development.sort(), heldOut: heldOut.sort() };
}

const random = generator(SEED);
const result = {
  seed: SEED,
  heldOutShare: HELD_OUT_SHARE,
  statements: split(statementFiles, random),
  corrections: split(correctionFiles, random),
};
for (const files of [statementFiles, correctionFiles]) {
  const all = files.flatMap(ids);
  if (new Set(all).size !== all.length) throw new Error('An id is used twice in the corpus.');
}
const target = path.join(corpus, 'split.json');
const text = `${JSON.stringify(result, null, 1)}\n`;
if (existsSync(target) && readFileSync(target, 'utf8') !== text) {
  console.error('corpus/split.json differs from the split this seed makes: the corpus changed after the split was frozen.');
  process.exit(1);
}
if (process.argv.includes('--write')) writeFileSync(target, text);
const count = (part) => `${part.development.length} development, ${part.heldOut.length} held out`;
console.log(`statements: ${count(result.statements)}; corrections: ${count(result.corrections)}`);
