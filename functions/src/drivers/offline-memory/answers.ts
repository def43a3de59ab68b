/**
 * A short answer to the question Bela just asked: "What's your sister's name?" → "Ana" (or "It's
 * Ana", "her name is Ana"). Only a name answers a name question; anything longer is read as a
 * statement of its own.
 */
import { straighten, tidy } from './clauses';
import type { Fact } from './facts';
import { RELATIONS, SPECIES } from './vocabulary';
import { nameOf } from './words';

const NAME_QUESTION = /\bwhat(?:'s| is) your ([\p{L} ]{2,20}?)(?:'s)? name\b|\bwhat(?:'s| is) (?:his|her|their|its) name\b|\bwhat (?:should|can|may) i call you\b|\bwhat(?:'s| is) your name\b/iu;

export function answerFacts(message: string, previousReply: string | undefined): Fact[] {
  if (!previousReply) return [];
  const question = NAME_QUESTION.exec(straighten(previousReply));
  if (!question) return [];
  const answer = tidy(straighten(message)).replace(/^(?:it's|its|it is|his name is|her name is|their name is|the name is|he's called|she's called|they're called|that's|call me|my name is|i'm|im|i am)\s+/i, '');
  if (answer.split(/\s+/).length !== 1) return [];
  const about = question[1]?.toLowerCase().trim();
  const asksMember = !about && /your name|call you/i.test(question[0]);
  const name = nameOf(answer, !asksMember && !about);
  if (!name) return [];
  if (asksMember) return [{ type: 'name', name }];
  if (about && RELATIONS[about]) return [{ type: 'person', relation: RELATIONS[about]!, name }];
  if (about && SPECIES[about]) return [{ type: 'pet', species: SPECIES[about]!, name }];
  return [];
}
