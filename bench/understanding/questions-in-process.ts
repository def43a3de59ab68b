/**
 * The question sets alone (issue 41): each question of a set (paraphrases/questions*.tsv) asked in a
 * new chat of a member who told one plain fact of its kind ("I'm a nurse.", "My sister is called
 * Noor."), in process, without the API: the offline extractor's memories, the chat turn's choice of
 * memories by meaning (`chooseMemories`) and the offline model's reply. A reply is right when it holds
 * the fact's words. A sibling, a pet and a partner are each told two ways (a brother or a sister, a
 * cat or a dog, a husband or a girlfriend), so a question that names the other is answered with the
 * one the member has.
 *
 * Also counted: the questions the extractor learns anything from (a question teaches nothing).
 *
 * Split by the paraphrase pairs' seeded hash of the question (paraphrases.ts): `PART=dev` (the
 * default) prints the development half's misses, `PART=held` only the held-out count.
 * `Q=questions-4.tsv npx tsx bench/understanding/questions-in-process.ts`; about 3 s a set.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseMemories } from '../../functions/src/domain/memory/turn-memory';
import { proposeOperations } from '../../functions/src/drivers/offline-memory/offline-memory-extractor';
import { MeaningRecall } from '../../functions/src/drivers/offline-persona/meaning-recall';
import { OfflinePersonaModel } from '../../functions/src/drivers/offline-persona/offline-persona-model';
import type { KnownMemory } from '../../functions/src/ports/memory-extractor';
import type { Logger } from '../../functions/src/platform/logger';

const SEED = 'bela-paraphrases-2026-11-30';
const half = (text: string) => (createHash('sha256').update(`${SEED}:${text}`).digest()[0]! % 2 === 0 ? 'dev' : 'held');
/** The facts told, by kind, and the words a right answer holds (all of those separated by commas). */
const FACTS: Record<string, [string, string][]> = {
  job: [["I'm a nurse.", 'nurse']],
  children: [['My kids are called Lena and Mateo.', 'lena,mateo']],
  home: [['I live in Porto.', 'porto']],
  comfort_food: [['Ramen is my comfort food.', 'ramen']],
  allergy: [["I'm allergic to peanuts.", 'peanut']],
  sibling: [['I have a brother called Ravi.', 'ravi'], ['My sister is called Noor.', 'noor']],
  instrument: [['I play the cello.', 'cello']],
  wedding: [['My best friend Tomasz is getting married in June.', 'tomasz,june']],
  pet: [['My cat is called Miso.', 'miso'], ['I have a dog named Biscuit.', 'biscuit']],
  partner: [['My husband is called Daniel.', 'daniel'], ['My girlfriend is Aisha.', 'aisha']],
};
const TOLD_AT = new Date('2026-03-01T10:00:00Z');
const ASKED_AT = new Date('2026-03-12T10:00:00Z');
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Logger;
const part = process.env['PART'] ?? 'dev';
const file = process.env['Q'] ?? 'questions-3.tsv';
const rows = readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'paraphrases', file), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t') as [string, string]);

const memoriesOf = (fact: string): KnownMemory[] =>
  proposeOperations({ message: fact, memories: [], now: TOLD_AT, timeZone: 'Europe/London' }).flatMap((op, i) =>
    op.op === 'add' ? [{ id: `m${i}`, text: op.text, kind: op.kind, pinned: false, updatedAt: TOLD_AT, ...(op.slot ? { slot: op.slot } : {}) }] : [],
  );

let learnedFrom = 0;
let asked = 0;
let right = 0;
let total = 0;
const misses: string[] = [];
const byKind: Record<string, [number, number]> = {};
for (const [kind, question] of rows) {
  if (half(question) !== part) continue;
  asked += 1;
  if (memoriesOf(question).length > 0) {
    learnedFrom += 1;
    if (part === 'dev') misses.push(`✗ learned from ${kind} | ${question} → ${memoriesOf(question).map((memory) => memory.text).join(' | ')}`);
  }
  for (const [fact, expected] of FACTS[kind] ?? []) {
    const all = memoriesOf(fact);
    const chosen = await chooseMemories({ memoryRecall: new MeaningRecall(), logger: quiet }, { enabled: true, all }, [question]);
    const model = new OfflinePersonaModel({ random: () => 0.3, now: () => ASKED_AT });
    const { text } = model.reply({ messages: [{ role: 'system', content: 'You are Bela.' }, { role: 'user', content: question }], maxTokens: 500, memories: chosen, userName: 'Ada' });
    const ok = expected.split(',').every((word) => text.toLowerCase().includes(word));
    const tally = (byKind[kind] ??= [0, 0]);
    tally[1] += 1;
    total += 1;
    if (ok) {
      right += 1;
      tally[0] += 1;
    } else if (part === 'dev') misses.push(`✗ ${kind} | ${question} [${fact}] → ${text.replace(/\n/g, ' ').slice(0, 150)}`);
  }
}
if (misses.length > 0) console.log(misses.join('\n'));
console.log(`${file} ${part}: ${right}/${total} (${Object.entries(byKind).map(([kind, [a, b]]) => `${kind} ${a}/${b}`).join(', ')}); questions learned from ${learnedFrom}/${asked}`);
