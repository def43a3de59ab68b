/**
 * The paraphrase pairs (issue 41): one member's statement of one fact (paraphrases/statements.tsv),
 * told to the offline Bela in one chat, then a question of the same kind asked in a new chat
 * (paraphrases/questions.tsv), both written by helpers that never saw the code, in many registers.
 * A reply is right when it holds every expected word; a negative statement (expected NONE: someone
 * else's fact, a hypothetical, a negation, a question, a joke) is right when it creates no memory of
 * its kind (a job negative may teach who the sister is, never a job of the member's).
 *
 * Split once, by a hash of each line with a fixed seed, into a development half (tuned on) and a
 * held-out half (STATEMENTS=statements-2.tsv reads the second set, written later, with the same
 * questions; QUESTIONS=questions-2.tsv asks the second set of questions): `npx tsx bench/understanding/paraphrases.ts` prints both counts; VERBOSE=1 lists
 * the development misses only (the held-out lines are never printed). Not part of CI; it needs the
 * Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`), as the API tests do.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startApi } from '../../tests/api/api-harness';
import { member, say } from '../../tests/api/chat-support';

const SEED = 'bela-paraphrases-2026-11-30';
const folder = path.join(path.dirname(new URL(import.meta.url).pathname), 'paraphrases');
const rows = (file: string) =>
  readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => line.split('\t').map((cell) => cell.trim()));
/** The half a line falls in, fixed by its text and the seed. */
const half = (text: string): 'development' | 'heldOut' => (createHash('sha256').update(`${SEED}:${text}`).digest()[0]! % 2 === 0 ? 'development' : 'heldOut');
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The kind of memory each kind of fact is kept as. */
const MEMORY_KIND: Record<string, string> = {
  job: 'work', home: 'places', comfort_food: 'likes', allergy: 'identity', instrument: 'likes', wedding: 'plans', sibling: 'people', pet: 'people', partner: 'people', children: 'people',
};
const statements = rows(process.env['STATEMENTS'] ?? 'statements.tsv').map(([kind, statement, expected]) => ({ kind: kind!, statement: statement!, expected: expected! }));
const questions = rows(process.env['QUESTIONS'] ?? 'questions.tsv').map(([kind, question]) => ({ kind: kind!, question: question! }));

let clock = Date.now() - 86_400_000 * 3;
const api = await startApi({ services: { now: () => new Date(clock) } });
type Tally = { right: number; total: number };
type PartTally = { recalled: Tally; stored: Tally; negatives: Tally; byKind: Record<string, Tally> };
const partTally = (): PartTally => ({ recalled: { right: 0, total: 0 }, stored: { right: 0, total: 0 }, negatives: { right: 0, total: 0 }, byKind: {} });
const tallies: Record<'development' | 'heldOut', PartTally> = { development: partTally(), heldOut: partTally() };
const asked = new Map<string, number>();
const misses: string[] = [];

for (const { kind, statement, expected } of statements) {
  const part = half(statement);
  const tally = tallies[part];
  const who = await member(api);
  const send = async (text: string) => {
    clock += 61_000;
    const reply = await api.post('/ai/chat', say(text, { timeZone: 'Europe/London' }), { token: who.idToken });
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.json));
    return reply.json.data as { aiResponse: { content: string }; learned?: { kind: string; text: string }[] };
  };
  const told = await send(statement);
  const learned = (told.learned ?? []).map((memory) => `[${memory.kind}] ${memory.text}`);
  if (expected === 'NONE') {
    tally.negatives.total += 1;
    // Right when nothing of the statement's kind was kept ("My sister is a nurse" may teach who the sister is, never the member's job).
    if (!(told.learned ?? []).some((memory) => memory.kind === MEMORY_KIND[kind])) tally.negatives.right += 1;
    else if (part === 'development') misses.push(`✗ negative ${kind}: ${statement}\n    → ${learned.join(' | ')}`);
    continue;
  }
  // The next question of the same kind and half, in turn.
  const pool = questions.filter((q) => q.kind === kind && half(q.question) === part);
  const key = `${part}:${kind}`;
  const index = asked.get(key) ?? 0;
  asked.set(key, index + 1);
  const question = pool[index % pool.length]!.question;
  clock += 3_600_000;
  const answer = (await send(question)).aiResponse.content;
  const wanted = expected.split(',').map((slot) => slot.trim().split('|').map(plain));
  const holds = (text: string) => wanted.every((alternatives) => alternatives.some((word) => plain(text).includes(word)));
  const right = holds(answer);
  // Kept: the words the answer should hold are in what was learned, whatever the question's fate.
  tally.stored.total += 1;
  if (holds(learned.join(' '))) tally.stored.right += 1;
  tally.recalled.total += 1;
  const byKind = (tally.byKind[kind] ??= { right: 0, total: 0 });
  byKind.total += 1;
  if (right) {
    tally.recalled.right += 1;
    byKind.right += 1;
  } else if (part === 'development') misses.push(`✗ ${kind}: ${statement}\n    → ${learned.join(' | ') || '-'}\n    ? ${question} [${expected}] → ${answer.replace(/\n/g, ' ').slice(0, 160)}`);
}
await api.close();

if (process.env['VERBOSE']) console.log(misses.join('\n'));
for (const part of ['development', 'heldOut'] as const) {
  const { recalled, stored, negatives, byKind } = tallies[part];
  const kinds = Object.entries(byKind)
    .sort()
    .map(([kind, { right, total }]) => `${kind} ${right}/${total}`)
    .join(', ');
  console.log(`${part}: recalled ${recalled.right}/${recalled.total}, kept ${stored.right}/${stored.total}, negatives with no memory ${negatives.right}/${negatives.total} (${kinds})`);
}
