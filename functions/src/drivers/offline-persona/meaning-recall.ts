/**
 * The MemoryRecall port over the offline Bela's recall by meaning (recall-meaning.ts): the newest
 * MAX_READ memories of the kinds the question asks about are read by meaning, and the best answer
 * it. Bounded, so a member with 500 memories does not have each read on the way to the first word
 * (reading one costs about 0.5 ms the first time an instance meets it).
 */
import type { KnownMemory } from '../../ports/memory-extractor';
import type { MemoryRecall } from '../../ports/memory-recall';
import { newestFirst } from '../../domain/memory/select-memories';
import { kindsAskedBy, memoriesAnswering } from './recall-meaning';
import { asksAboutMember } from './by-meaning/asks-about-member';
import { partsOf, theQuestion } from './by-meaning/question-asked';

/** The most memories of the asked kinds read by meaning for one question. */
const MAX_READ = 40;

function answeringOne(question: string, memories: readonly KnownMemory[]): KnownMemory[] {
  if (!asksAboutMember(question)) return [];
  if (memories.length <= MAX_READ) return memoriesAnswering(question, memories);
  // Many memories: those of the kinds asked about first, then the newest others, MAX_READ in all.
  const kinds = kindsAskedBy(question);
  const ordered = [...memories].sort((a, b) => Number(kinds.has(b.kind)) - Number(kinds.has(a.kind)) || newestFirst(a, b));
  return memoriesAnswering(question, ordered.slice(0, MAX_READ));
}

/**
 * The memories that answer a question, and for a question of two or three parts ("what are my kids
 * called and where did we move?") those that answer each part too, so that the reply is given every
 * memory a part needs.
 */
export function answeringByMeaning(said: string, memories: readonly KnownMemory[]): KnownMemory[] {
  const question = theQuestion(said);
  const whole = answeringOne(question, memories);
  const parts = partsOf(question);
  // ("have i got any siblings, whats their name": a part that points back is no question of its own.)
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => /\b(?:he|she|they|his|her|their|them|him|it|its)\b/i.test(part))) return whole;
  return [...new Set([...whole, ...parts.flatMap((part) => answeringOne(part, memories))])];
}

export class MeaningRecall implements MemoryRecall {
  async answering(question: string, memories: readonly KnownMemory[]): Promise<KnownMemory[]> {
    return answeringByMeaning(question, memories);
  }
}
