/**
 * Instruction-like memories (`npx tsx bench/instruction-like.bench.ts`): the detector of
 * functions/src/domain/memory/instruction-like.ts scored on its corpus (instruction-corpus/, sources
 * in SOURCES.md), per part: the development part the rules were tuned on and the held-out part they
 * never saw. Lists the instructions it missed and the facts it flagged, precision and recall, and the
 * time a check takes (it runs on every learned memory). Figures go to bench/results/instruction-like.json.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { loadCorpus, scoreCorpus, type CorpusPart } from '../functions/src/domain/memory/instruction-corpus/corpus';
import { readsAsInstruction } from '../functions/src/domain/memory/instruction-like';
import { median } from './measure';

const TIMING_ROUNDS = 20;

function part(name: CorpusPart) {
  const lines = loadCorpus(name);
  const score = scoreCorpus(lines, readsAsInstruction);
  const bySource: Record<string, { lines: number; missed: number; flaggedFacts: number }> = {};
  for (const line of lines) (bySource[line.source] ??= { lines: 0, missed: 0, flaggedFacts: 0 }).lines += 1;
  for (const line of score.missed) bySource[line.source]!.missed += 1;
  for (const line of score.falsePositives) bySource[line.source]!.flaggedFacts += 1;
  return {
    lines: score.lines,
    instructions: score.instructions,
    facts: score.facts,
    missedInstructions: score.missed.length,
    factsFlagged: score.falsePositives.length,
    precision: score.precision,
    recall: score.recall,
    bySource,
    factsFlaggedListed: score.falsePositives.map(({ source, kind, text }) => ({ source, kind, text })),
    missedListed: score.missed.map(({ source, text }) => ({ source, text: text.slice(0, 160) })),
  };
}

function timing() {
  const texts = [...loadCorpus('development'), ...loadCorpus('held-out')].map((l) => l.text);
  const times: number[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    for (const text of texts) {
      const started = process.hrtime.bigint();
      readsAsInstruction(text);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { checks: times.length, medianMs: median(times), p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)]! * 1000) / 1000, maxMs: Math.round(sorted.at(-1)! * 1000) / 1000 };
}

const development = part('development');
const heldOut = part('held-out');
const time = timing();

for (const [name, p] of [['development (tuned on)', development], ['held-out', heldOut]] as const) {
  console.log(`${name}: ${p.lines} lines (${p.instructions} instructions, ${p.facts} facts); missed ${p.missedInstructions}, facts flagged ${p.factsFlagged}; precision ${p.precision}, recall ${p.recall}`);
  for (const f of p.factsFlaggedListed) console.log(`  fact flagged (${f.source}): ${f.text}`);
}
console.log(`a check: median ${time.medianMs} ms, p99 ${time.p99Ms} ms, max ${time.maxMs} ms over ${time.checks} checks`);

const results = {
  measuredAt: new Date().toISOString(),
  machine: `${os.platform()} ${os.arch()}, node ${process.version}`,
  note: 'The development part is the one the rules were tuned on; the held-out part was never looked at while writing them, and its figures are the ones to expect of new text. Lines from public prompt-injection sets (deepset, jailbreak_llms, garak, HarmBench) and look-alikes from Synthetic-Persona-Chat, plus lines the team wrote (source "team"); see functions/src/domain/memory/instruction-corpus/SOURCES.md.',
  development,
  heldOut,
  timing: time,
};
writeFileSync(new URL('./results/instruction-like.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results/instruction-like.json');
