/**
 * Scores a companion (a memory extractor and a way to get Bela's reply) on the understanding corpus
 * (README.md): facts stored, negatives that create a memory, questions answered within the chat and
 * across chats, corrections; the development part and the held-out part apart. Only the
 * development part's misses are kept: they are what one may tune on.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatTurn } from '../../functions/src/ports/chat-model';
import type { KnownMemory, MemoryExtractor, MemoryOperation } from '../../functions/src/ports/memory-extractor';
import { MeaningRecall } from '../../functions/src/drivers/offline-persona/meaning-recall';
import { chooseMemories } from '../../functions/src/domain/memory/turn-memory';
import type { Logger } from '../../functions/src/platform/logger';

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');
export const TIME_ZONE = 'Europe/London';
/** When every message of the corpus is said. */
export const NOW = new Date(Date.UTC(2026, 2, 2, 10));

/** What is scored: the extractor, and Bela's reply to a conversation given the member's memories. */
export interface Companion {
  extractor: MemoryExtractor;
  reply(history: ChatTurn[], memories: KnownMemory[]): Promise<string>;
}

interface Expected {
  kind: string;
  mentions: string[];
}
interface Question {
  q: string;
  answer: string[];
}
export interface Statement {
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
export function contains(text: string, entry: string): boolean {
  const lower = text.toLowerCase();
  return entry.split('|').some((alternative) => {
    const words = alternative.trim().toLowerCase();
    if (!words) return false;
    const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u').test(lower);
  });
}
export const containsAll = (text: string, entries: string[]) => entries.every((entry) => contains(text, entry));

export function apply(memories: KnownMemory[], operations: MemoryOperation[], nextId: () => string): KnownMemory[] {
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

export interface PartFigures {
  statements: number;
  facts: Tally;
  factsWithKind: Tally;
  negatives: Tally & { creating: number };
  questionsWithinChat: Tally;
  questionsAcrossChats: Tally;
  /** Asked in a new chat of a member who told MEMBER_STATEMENTS statements, with the memories a chat turn chooses from all of theirs. */
  questionsAcrossChatsAmongMany: Tally;
  corrections: Tally;
  misses?: string[];
}

/** Statements one member tells, in corpus order, before their questions are asked among all their memories. */
export const MEMBER_STATEMENTS = 8;
/** A chat turn's choice of memories (domain/memory/turn-memory.ts), with the recall by meaning the app wires. */
const recall = { memoryRecall: new MeaningRecall(), logger: { warn: () => undefined } as unknown as Logger };

async function learn(extractor: MemoryExtractor, message: string, memories: KnownMemory[], nextId: () => string) {
  const operations = await extractor.propose({ message, memories, now: NOW, timeZone: TIME_ZONE });
  return apply(memories, operations, nextId);
}

export async function scorePart(companion: Companion, statements: Statement[], corrections: Statement[], keepMisses: boolean): Promise<PartFigures> {
  const { extractor } = companion;
  const figures: PartFigures = {
    statements: statements.length,
    facts: tally(),
    factsWithKind: tally(),
    negatives: { ...tally(), creating: 0 },
    questionsWithinChat: tally(),
    questionsAcrossChats: tally(),
    questionsAcrossChatsAmongMany: tally(),
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
    const replied = await companion.reply([said], memories);
    for (const question of statement.questions) {
      const ask: ChatTurn = { role: 'user', content: question.q };
      const within = await companion.reply([said, { role: 'assistant', content: replied }, ask], memories);
      const across = await companion.reply([ask], memories);
      figures.questionsWithinChat.total += 1;
      figures.questionsAcrossChats.total += 1;
      if (containsAll(within, question.answer)) figures.questionsWithinChat.right += 1;
      else misses.push(`within the chat ${statement.id}: "${question.q}" [${question.answer.join(', ')}] → ${within}`);
      if (containsAll(across, question.answer)) figures.questionsAcrossChats.right += 1;
      else misses.push(`across chats ${statement.id}: "${question.q}" [${question.answer.join(', ')}] → ${across}`);
    }
  }

  // A member tells several statements (their memories gathering as a chat's would), then asks each
  // question in a new chat: the reply gets the memories a turn chooses among all of theirs.
  for (let start = 0; start < statements.length; start += MEMBER_STATEMENTS) {
    const told = statements.slice(start, start + MEMBER_STATEMENTS);
    let memories: KnownMemory[] = [];
    for (const statement of told) memories = await learn(extractor, statement.text, memories, nextId);
    for (const statement of told) {
      for (const question of statement.questions) {
        const chosen = await chooseMemories(recall, { enabled: true, all: memories }, [question.q]);
        const across = await companion.reply([{ role: 'user', content: question.q }], chosen);
        figures.questionsAcrossChatsAmongMany.total += 1;
        if (containsAll(across, question.answer)) figures.questionsAcrossChatsAmongMany.right += 1;
        else {
          // Where it was lost: never learned, learned but not chosen for the reply, or chosen and not said.
          const where = !memories.some((memory) => containsAll(memory.text, question.answer)) ? 'not learned' : !chosen.some((memory) => containsAll(memory.text, question.answer)) ? 'not chosen' : 'chosen, not said';
          misses.push(`across chats among ${memories.length} memories (${where}) ${statement.id}: "${question.q}" [${question.answer.join(', ')}] → ${across}`);
        }
      }
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

export function frozenBy(): string | null {
  try {
    return execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', path.join(CORPUS, 'split.json')], { encoding: 'utf8' }).trim().split('\n').pop() || null;
  } catch {
    return null;
  }
}

export function summary(name: string, figures: PartFigures): string {
  const line = (label: string, tallied: Tally) => `  ${label.padEnd(26)} ${tallied.right}/${tallied.total} (${((share(tallied) ?? 0) * 100).toFixed(1)}%)`;
  return [
    `${name}: ${figures.statements} statements`,
    line('facts stored', figures.facts),
    line('facts stored, right kind', figures.factsWithKind),
    `  negatives creating memory  ${figures.negatives.creating}/${figures.negatives.total} (${((figures.negatives.creating / Math.max(1, figures.negatives.total)) * 100).toFixed(1)}%)`,
    line('questions within the chat', figures.questionsWithinChat),
    line('questions across chats', figures.questionsAcrossChats),
    line('  among a member\'s memories', figures.questionsAcrossChatsAmongMany),
    line('corrections', figures.corrections),
  ].join('\n');
}

const figuresOf = (f: PartFigures) => ({
  statements: f.statements,
  factsStored: { ...f.facts, share: share(f.facts) },
  factsStoredWithKind: { ...f.factsWithKind, share: share(f.factsWithKind) },
  negativesCreatingMemory: { creating: f.negatives.creating, total: f.negatives.total, share: Math.round((f.negatives.creating / Math.max(1, f.negatives.total)) * 1000) / 1000 },
  questionsWithinChat: { ...f.questionsWithinChat, share: share(f.questionsWithinChat) },
  questionsAcrossChats: { ...f.questionsAcrossChats, share: share(f.questionsAcrossChats) },
  questionsAcrossChatsAmongMany: { ...f.questionsAcrossChatsAmongMany, share: share(f.questionsAcrossChatsAmongMany), memberStatements: MEMBER_STATEMENTS },
  corrections: { ...f.corrections, share: share(f.corrections) },
});

/** Scores `companion` on both parts; prints the summaries; answers the result as bench/results keeps it. */
export async function scoreCorpus(companion: Companion, driver: string) {
  const split = JSON.parse(readFileSync(path.join(CORPUS, 'split.json'), 'utf8')) as { statements: Split; corrections: Split };
  const statements = ['public.jsonl', 'writer-a.jsonl', 'writer-b.jsonl'].flatMap(readLines);
  const corrections = ['public-corrections.jsonl', 'writer-a-corrections.jsonl', 'writer-b-corrections.jsonl'].flatMap(readLines);
  const part = (lines: Statement[], ids: string[]) => {
    const wanted = new Set(ids);
    return lines.filter((line) => wanted.has(line.id));
  };
  const development = await scorePart(companion, part(statements, split.statements.development), part(corrections, split.corrections.development), true);
  const heldOut = await scorePart(companion, part(statements, split.statements.heldOut), part(corrections, split.corrections.heldOut), false);
  console.log(summary('development (tuned on)', development));
  console.log(summary('held out', heldOut));
  return {
    bench: 'understanding',
    at: new Date().toISOString(),
    driver,
    splitFrozenBy: frozenBy(),
    targetsHeldOut: { factsStored: 0.85, negativesCreatingMemoryAtMost: 0.01, questionsWithinChat: 0.9, questionsAcrossChats: 0.8, corrections: 0.8 },
    development: { note: 'tuned on: a development figure', ...figuresOf(development) },
    heldOut: figuresOf(heldOut),
    developmentMisses: development.misses,
  };
}
