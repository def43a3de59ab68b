/**
 * Bela understands members in their own words (issue 41): the understanding corpus
 * (bench/understanding/: messages from public dialogue data and blind writers, annotated by people
 * who never saw the extractor), scored on its development and held-out parts side by side.
 *
 * - Facts stored: each expected memory of a statement is stored when one memory the extractor
 *   proposed for it contains every `mentions` entry (any `|` alternative); with the right kind too
 *   is counted apart.
 * - Negatives: a negative statement that creates any memory counts against.
 * - Questions within the chat: the statement, Bela's reply, then the question, in one conversation,
 *   with the memories learned; across chats: the question alone in a new conversation, with them.
 *   Right when the reply contains every `answer` entry.
 * - Corrections: the first fact, then the correction with the memories the first left; right when a
 *   memory holds the new words and none still holds a stale one.
 *
 * Only the development part's misses are written out (they are what one may tune on); the held-out
 * part gives figures alone. Figures go to bench/results/understanding.json with the commit that froze
 * the split.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OfflineMemoryExtractor } from '../functions/src/drivers/offline-memory/offline-memory-extractor';
import { OfflinePersonaModel } from '../functions/src/drivers/offline-persona/offline-persona-model';
import { seeded } from '../functions/src/drivers/test-support/seeded-random';
import type { ChatTurn } from '../functions/src/ports/chat-model';
import type { KnownMemory, MemoryExtractor, MemoryOperation } from '../functions/src/ports/memory-extractor';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CORPUS = path.join(HERE, 'understanding', 'corpus');
const TIME_ZONE = 'Europe/London';
const NOW = new Date(Date.UTC(2026, 2, 2, 10));
const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };

interface Expected {
  kind: string;
  mentions: string[];
}
interface Question {
  q: string;
  answer: string[];
}
interface Statement {
  id: string;
  text: string;
  memories: Expected[];
  questions: Question[];
  negative: string | null;
  first?: string;
  stale?: string[];
}
interface Split {
  development: string[];
  heldOut: string[];
}

const readLines = (file: string): Statement[] =>
  readFileSync(path.join(CORPUS, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Statement);

/** Does `text` contain the entry (one of its `|` alternatives), as words, ignoring case? */
function contains(text: string, entry: string): boolean {
  const lower = text.toLowerCase();
  return entry.split('|').some((alternative) => {
    const words = alternative.trim().toLowerCase();
    if (!words) return false;
    const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u').test(lower);
  });
}
const containsAll = (text: string, entries: string[]) => entries.every((entry) => contains(text, entry));

function apply(memories: KnownMemory[], operations: MemoryOperation[], nextId: () => string): KnownMemory[] {
  let list = memories;
  for (const op of operations) {
    if (op.op === 'delete') list = list.filter((memory) => memory.id !== op.memoryId);
    else if (op.op === 'update') list = list.map((memory) => (memory.id === op.memoryId ? { ...memory, text: op.text, kind: op.kind, ...(op.slot ? { slot: op.slot } : {}) } : memory));
    else list = [...list, { id: nextId(), text: op.text, kind: op.kind, ...(op.slot ? { slot: op.slot } : {}), pinned: false, updatedAt: NOW }];
  }
  return list;
}

interface Tally {
  right: number;
  total: number;
}
const tally = (): Tally => ({ right: 0, total: 0 });
const share = ({ right, total }: Tally) => (total === 0 ? null : Math.round((right / total) * 1000) / 1000);

interface PartFigures {
  statements: number;
  facts: Tally;
  factsWithKind: Tally;
  negatives: Tally & { creating: number };
  questionsWithinChat: Tally;
  questionsAcrossChats: Tally;
  corrections: Tally;
  misses?: string[];
}

async function learn(extractor: MemoryExtractor, message: string, memories: KnownMemory[], nextId: () => string) {
  const operations = await extractor.propose({ message, memories, now: NOW, timeZone: TIME_ZONE });
  return apply(memories, operations, nextId);
}

async function scorePart(statements: Statement[], corrections: Statement[], keepMisses: boolean): Promise<PartFigures> {
  const extractor = new OfflineMemoryExtractor();
  const model = new OfflinePersonaModel({ random: seeded(41), tokenDelayMs: 0, now: () => NOW });
  const figures: PartFigures = {
    statements: statements.length,
    facts: tally(),
    factsWithKind: tally(),
    negatives: { ...tally(), creating: 0 },
    questionsWithinChat: tally(),
    questionsAcrossChats: tally(),
    corrections: tally(),
  };
  const misses: string[] = [];
  let next = 0;
  const nextId = () => `m${(next += 1)}`;

  for (const statement of statements) {
    const memories = await learn(extractor, statement.text, [], nextId);
    if (statement.negative) {
      figures.negatives.total += 1;
      if (memories.length === 0) figures.negatives.right += 1;
      else {
        figures.negatives.creating += 1;
        misses.push(`negative (${statement.negative}) ${statement.id}: "${statement.text}" → ${memories.map((memory) => memory.text).join(' | ')}`);
      }
      continue;
    }
    for (const expected of statement.memories) {
      figures.facts.total += 1;
      figures.factsWithKind.total += 1;
      const holding = memories.filter((memory) => containsAll(memory.text, expected.mentions));
      if (holding.length > 0) figures.facts.right += 1;
      else misses.push(`fact ${statement.id} [${expected.kind}: ${expected.mentions.join(', ')}]: "${statement.text}" → ${memories.map((memory) => memory.text).join(' | ') || '(nothing)'}`);
      if (holding.some((memory) => memory.kind === expected.kind)) figures.factsWithKind.right += 1;
    }
    const said: ChatTurn = { role: 'user', content: statement.text };
    const replied = model.reply({ messages: [SYSTEM, said], maxTokens: 200, memories }).text;
    for (const question of statement.questions) {
      const ask: ChatTurn = { role: 'user', content: question.q };
      const within = model.reply({ messages: [SYSTEM, said, { role: 'assistant', content: replied }, ask], maxTokens: 200, memories }).text;
      const across = model.reply({ messages: [SYSTEM, ask], maxTokens: 200, memories }).text;
      figures.questionsWithinChat.total += 1;
      figures.questionsAcrossChats.total += 1;
      if (containsAll(within, question.answer)) figures.questionsWithinChat.right += 1;
      else misses.push(`within the chat ${statement.id}: "${question.q}" [${question.answer.join(', ')}] → ${within}`);
      if (containsAll(across, question.answer)) figures.questionsAcrossChats.right += 1;
      else misses.push(`across chats ${statement.id}: "${question.q}" [${question.answer.join(', ')}] → ${across}`);
    }
  }

  for (const correction of corrections) {
    figures.corrections.total += 1;
    const before = await learn(extractor, correction.first ?? '', [], nextId);
    const after = await learn(extractor, correction.text, before, nextId);
    const holdsNew = correction.memories.every((expected) => after.some((memory) => containsAll(memory.text, expected.mentions)));
    const stale = (correction.stale ?? []).filter((word) => after.some((memory) => contains(memory.text, word)));
    if (holdsNew && stale.length === 0) figures.corrections.right += 1;
    else misses.push(`correction ${correction.id}: "${correction.first}" then "${correction.text}" → ${after.map((memory) => memory.text).join(' | ') || '(nothing)'}`);
  }
  if (keepMisses) figures.misses = misses;
  return figures;
}

function frozenBy(): string | null {
  try {
    return execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', path.join(CORPUS, 'split.json')], { encoding: 'utf8' }).trim().split('\n').pop() || null;
  } catch {
    return null;
  }
}

function summary(name: string, figures: PartFigures): string {
  const line = (label: string, tallied: Tally) => `  ${label.padEnd(26)} ${tallied.right}/${tallied.total} (${((share(tallied) ?? 0) * 100).toFixed(1)}%)`;
  return [
    `${name}: ${figures.statements} statements`,
    line('facts stored', figures.facts),
    line('facts stored, right kind', figures.factsWithKind),
    `  negatives creating memory  ${figures.negatives.creating}/${figures.negatives.total} (${((figures.negatives.creating / Math.max(1, figures.negatives.total)) * 100).toFixed(1)}%)`,
    line('questions within the chat', figures.questionsWithinChat),
    line('questions across chats', figures.questionsAcrossChats),
    line('corrections', figures.corrections),
  ].join('\n');
}

async function main() {
  const split = JSON.parse(readFileSync(path.join(CORPUS, 'split.json'), 'utf8')) as { statements: Split; corrections: Split };
  const statements = ['public.jsonl', 'writer-a.jsonl', 'writer-b.jsonl'].flatMap(readLines);
  const corrections = ['public-corrections.jsonl', 'writer-a-corrections.jsonl', 'writer-b-corrections.jsonl'].flatMap(readLines);
  const part = <T extends Statement>(lines: T[], ids: string[]) => {
    const wanted = new Set(ids);
    return lines.filter((line) => wanted.has(line.id));
  };
  const development = await scorePart(part(statements, split.statements.development), part(corrections, split.corrections.development), true);
  const heldOut = await scorePart(part(statements, split.statements.heldOut), part(corrections, split.corrections.heldOut), false);
  console.log(summary('development (tuned on)', development));
  console.log(summary('held out', heldOut));
  const figures = (f: PartFigures) => ({
    statements: f.statements,
    factsStored: { ...f.facts, share: share(f.facts) },
    factsStoredWithKind: { ...f.factsWithKind, share: share(f.factsWithKind) },
    negativesCreatingMemory: { creating: f.negatives.creating, total: f.negatives.total, share: Math.round((f.negatives.creating / Math.max(1, f.negatives.total)) * 1000) / 1000 },
    questionsWithinChat: { ...f.questionsWithinChat, share: share(f.questionsWithinChat) },
    questionsAcrossChats: { ...f.questionsAcrossChats, share: share(f.questionsAcrossChats) },
    corrections: { ...f.corrections, share: share(f.corrections) },
  });
  const result = {
    bench: 'understanding',
    at: new Date().toISOString(),
    driver: 'offline (OfflineMemoryExtractor, OfflinePersonaModel)',
    splitFrozenBy: frozenBy(),
    targetsHeldOut: { factsStored: 0.85, negativesCreatingMemoryAtMost: 0.01, questionsWithinChat: 0.9, questionsAcrossChats: 0.8, corrections: 0.8 },
    development: { note: 'tuned on: a development figure', ...figures(development) },
    heldOut: figures(heldOut),
    developmentMisses: development.misses,
  };
  writeFileSync(path.join(HERE, 'results', 'understanding.json'), `${JSON.stringify(result, null, 2)}\n`);
}

void main();
