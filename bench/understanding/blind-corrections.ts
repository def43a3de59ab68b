/**
 * The blind corrections (corrections/blind.jsonl, corrections/README.md): each member tells a fact,
 * then corrects it in a later message; the offline extractor must hold the new value and no longer
 * the old. (The lines' questions are not scored: their writer put them to the member, "which city are you in
 * now?", not as the member would ask Bela.) Split once, by a hash of each
 * line's first and correcting message with a fixed seed, into a development half (tuned on, its
 * misses printed with VERBOSE=1) and a held-out half (counted only).
 *
 *   npx tsx bench/understanding/blind-corrections.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { offlineCompanion } from './companions';
import { apply, containsAll, contains, NOW, TIME_ZONE } from './score';
import type { KnownMemory } from '../../functions/src/ports/memory-extractor';

interface Correction {
  id: string;
  first: string;
  text: string;
  memories: { kind: string; mentions: string[] }[];
  stale: string[];
  questions: { q: string; answer: string[] }[];
}

const SEED = 'bela-blind-corrections-2026-12-01';
const half = (line: Correction) => (createHash('sha256').update(`${SEED}:${line.first}\n${line.text}`).digest()[0]! % 2 === 0 ? 'development' : 'heldOut');
const lines = readFileSync(new URL('./corrections/blind.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Correction);

const { extractor } = offlineCompanion();
let next = 0;
const nextId = () => `m${(next += 1)}`;
const learn = async (message: string, memories: KnownMemory[]) => apply(memories, await extractor.propose({ message, memories, now: NOW, timeZone: TIME_ZONE }), nextId);

const figures = { development: { corrected: 0, total: 0 }, heldOut: { corrected: 0, total: 0 } };
for (const line of lines) {
  const part = half(line);
  const before = await learn(line.first, []);
  const after = await learn(line.text, before);
  const holdsNew = line.memories.every((expected) => after.some((memory) => containsAll(memory.text, expected.mentions)));
  const stale = line.stale.filter((word) => after.some((memory) => contains(memory.text, word)));
  const corrected = holdsNew && stale.length === 0;
  figures[part].total += 1;
  if (corrected) figures[part].corrected += 1;
  if (part === 'development' && process.env['VERBOSE'] && !corrected) {
    console.log(`✗ ${line.id} "${line.first}" then "${line.text}" [${line.memories.map((expected) => expected.mentions.join(' + ')).join('; ')}; not ${line.stale.join(', ')}]\n    → ${after.map((memory) => memory.text).join(' | ') || '(nothing)'}`);
  }
}
for (const part of ['development', 'heldOut'] as const) {
  const { corrected, total } = figures[part];
  console.log(`${part}: corrected ${corrected}/${total}`);
}
