/**
 * Secrets (`npm run bench -- sensitive-data`): the secrets corpus (functions/src/domain/memory/
 * sensitive-data-corpus/, sources in its SOURCES.md) scored for the detector that keeps card numbers,
 * passwords, e-mail addresses, phone numbers and IBANs out of memory: for the development part (the
 * rules were tuned on it) and the held-out part (never tuned on) apart, the secrets missed, the
 * look-alikes refused, precision and recall, each kind; and the time a check takes (it runs on every
 * memory proposed or written). Figures go to bench/results/sensitive-data.json.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { containsSensitiveData } from '../functions/src/domain/memory/sensitive-data';
import { readCorpus, scoreCorpus, type CorpusPart } from '../functions/src/domain/memory/sensitive-data-corpus';
import { median, timeMany } from './measure';

const TIMING_ROUNDS = 50;

function figures(part: CorpusPart) {
  const score = scoreCorpus(readCorpus(part));
  return {
    lines: score.lines,
    secrets: score.secrets,
    lookalikes: score.lookalikes,
    secretsMissed: { count: score.falseNegatives.length, listed: score.falseNegatives },
    lookalikesRefused: { count: score.falsePositives.length, listed: score.falsePositives },
    precision: score.precision,
    recall: score.recall,
    byKind: score.byKind,
  };
}

async function timing() {
  const texts = [...readCorpus('development'), ...readCorpus('held-out')].map((line) => line.text);
  // A memory is at most 300 characters; a long text too, in case a caller ever checks a whole message.
  const long = texts.join(' ').slice(0, 5000);
  const perCheck = await timeMany(TIMING_ROUNDS * texts.length, async () => containsSensitiveData(texts[Math.floor(Math.random() * texts.length)]!));
  const longText = await timeMany(TIMING_ROUNDS, async () => containsSensitiveData(long));
  const sorted = [...perCheck].sort((a, b) => a - b);
  return { medianMs: median(perCheck), p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)]! * 1000) / 1000, longTextChars: long.length, longTextMedianMs: median(longText) };
}

const development = figures('development');
const heldOut = figures('held-out');
const time = await timing();

for (const [name, part] of [
  ['development (tuned on)', development],
  ['held-out', heldOut],
] as const) {
  console.log(`${name}: ${part.lines} lines; precision ${part.precision}, recall ${part.recall}; secrets missed ${part.secretsMissed.count}/${part.secrets}; look-alikes refused ${part.lookalikesRefused.count}/${part.lookalikes}`);
  for (const miss of part.secretsMissed.listed) console.log(`  missed (${miss.label}): ${miss.text}`);
  for (const refused of part.lookalikesRefused.listed) console.log(`  refused (${refused.got.join(', ')}): ${refused.text}`);
}
console.log(`a check: median ${time.medianMs} ms, p99 ${time.p99Ms} ms; a ${time.longTextChars}-character text ${time.longTextMedianMs} ms`);

const results = {
  measuredAt: new Date().toISOString(),
  machine: `${os.platform()} ${os.arch()}, node ${process.version}`,
  corpus: `${development.lines + heldOut.lines} lines (card numbers, passwords/PINs/codes, e-mail addresses, phone numbers, IBANs, and look-alikes that must pass), split once by a hash of the line into development (${development.lines}) and held-out (${heldOut.lines}); sources and licences in functions/src/domain/memory/sensitive-data-corpus/SOURCES.md`,
  note: 'A secret line counts as caught when any kind is named (the memory is refused either way); byKind.kindNamed counts those whose own kind was named. The rules were tuned on the development part only; the held-out part is the figure to expect of new lines of the same families.',
  development,
  heldOut,
  timing: time,
};
writeFileSync(new URL('./results/sensitive-data.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results/sensitive-data.json');
