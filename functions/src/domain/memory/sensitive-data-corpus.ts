/**
 * The secrets corpus (sensitive-data-corpus/, sources and licences in its SOURCES.md): lines that hold
 * a card number, password, e-mail address, phone number or IBAN, and look-alikes that must pass,
 * split once by a hash of the line into a development part (the rules were tuned on it) and a
 * held-out part (never tuned on: the figure to expect of new text). Scored by
 * sensitive-data-corpus.test.ts and bench/sensitive-data.bench.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sensitiveDataIn, type SensitiveKind } from './sensitive-data';
import { precisionAndRecall } from './corpus-scores';

export type CorpusLabel = SensitiveKind | 'none';
export type CorpusPart = 'development' | 'held-out';

export interface CorpusLine {
  label: CorpusLabel;
  source: string;
  text: string;
}

const LABELS = new Set<CorpusLabel>(['card', 'password', 'email', 'phone', 'iban', 'none']);

export function readCorpus(part: CorpusPart): CorpusLine[] {
  // `__filename`, not `__dirname`: tsx gives the bench's import of this file only the first.
  const file = path.join(path.dirname(__filename), 'sensitive-data-corpus', `${part}.tsv`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [label, source, ...text] = line.split('\t');
      if (!LABELS.has(label as CorpusLabel) || !source || text.length === 0) throw new Error(`bad corpus line in ${part}: ${line}`);
      return { label: label as CorpusLabel, source, text: text.join('\t') };
    });
}

export interface KindScore {
  lines: number;
  /** Secret lines refused (whatever kind was named) or look-alike lines passed. */
  right: number;
  /** Secret lines whose own kind was named. */
  kindNamed?: number;
}

export interface CorpusScore {
  lines: number;
  secrets: number;
  lookalikes: number;
  /** Secrets that passed. */
  falseNegatives: { text: string; label: CorpusLabel; source: string }[];
  /** Look-alikes that were refused. */
  falsePositives: { text: string; got: SensitiveKind[]; source: string }[];
  precision: number;
  recall: number;
  byKind: Record<CorpusLabel, KindScore>;
}

export function scoreCorpus(lines: CorpusLine[], detect: (text: string) => SensitiveKind[] = sensitiveDataIn): CorpusScore {
  const byKind = Object.fromEntries([...LABELS].map((label) => [label, { lines: 0, right: 0, ...(label === 'none' ? {} : { kindNamed: 0 }) }])) as Record<CorpusLabel, KindScore>;
  const falseNegatives: CorpusScore['falseNegatives'] = [];
  const falsePositives: CorpusScore['falsePositives'] = [];
  for (const line of lines) {
    const got = detect(line.text);
    const kind = byKind[line.label];
    kind.lines += 1;
    if (line.label === 'none') {
      if (got.length === 0) kind.right += 1;
      else falsePositives.push({ text: line.text, got, source: line.source });
    } else if (got.length > 0) {
      kind.right += 1;
      if (got.includes(line.label)) kind.kindNamed! += 1;
    } else falseNegatives.push({ text: line.text, label: line.label, source: line.source });
  }
  const secrets = lines.filter((line) => line.label !== 'none').length;
  const caught = secrets - falseNegatives.length;
  return {
    lines: lines.length,
    secrets,
    lookalikes: lines.length - secrets,
    falseNegatives,
    falsePositives,
    ...precisionAndRecall(caught, falsePositives.length, secrets),
    byKind,
  };
}
