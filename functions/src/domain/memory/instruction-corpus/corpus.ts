/**
 * The instruction-like corpus (SOURCES.md): lines that read as instructions to Bela and look-alike
 * facts and preferences that must pass, split once by a hash of the line into development (~60%,
 * the only part rules were tuned on) and held-out (~40%).
 */
import { createHash } from 'node:crypto';
import { precisionAndRecall } from '../corpus-scores';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MemoryKind } from '@bela/contracts/memories';

export type CorpusPart = 'development' | 'held-out';
export interface CorpusLine {
  expect: 'flag' | 'pass';
  kind?: MemoryKind;
  source: string;
  text: string;
}

/** The part a line belongs to: the first 32 bits of its SHA-256, below 60 of 100 for development. */
export function partOf(text: string): CorpusPart {
  const bucket = parseInt(createHash('sha256').update(text).digest('hex').slice(0, 8), 16) % 100;
  return bucket < 60 ? 'development' : 'held-out';
}

/** This folder: beside this module, or from the repository's root where a loader hides `__dirname` (tsx). */
function corpusFolder(): string {
  const here = typeof __dirname === 'string' ? __dirname : '';
  return existsSync(path.join(here, 'SOURCES.md')) ? here : path.resolve('functions/src/domain/memory/instruction-corpus');
}

export function loadCorpus(part: CorpusPart): CorpusLine[] {
  const file = readFileSync(path.join(corpusFolder(), `${part}.tsv`), 'utf8');
  return file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [expect, kind, source, ...rest] = line.split('\t');
      return { expect: expect as CorpusLine['expect'], kind: kind === '-' ? undefined : (kind as MemoryKind), source: source!, text: rest.join('\t') };
    });
}

export interface CorpusScore {
  lines: number;
  instructions: number;
  facts: number;
  missed: CorpusLine[];
  falsePositives: CorpusLine[];
  precision: number;
  recall: number;
}

export function scoreCorpus(lines: CorpusLine[], detect: (text: string, kind?: MemoryKind) => boolean): CorpusScore {
  const missed: CorpusLine[] = [];
  const falsePositives: CorpusLine[] = [];
  let truePositives = 0;
  for (const line of lines) {
    const flagged = detect(line.text, line.kind);
    if (line.expect === 'flag' && flagged) truePositives += 1;
    if (line.expect === 'flag' && !flagged) missed.push(line);
    if (line.expect === 'pass' && flagged) falsePositives.push(line);
  }
  const instructions = lines.filter((l) => l.expect === 'flag').length;
  return {
    lines: lines.length,
    instructions,
    facts: lines.length - instructions,
    missed,
    falsePositives,
    ...precisionAndRecall(truePositives, falsePositives.length, instructions),
  };
}
