/**
 * A short answer to the question Bela just asked: "What's your sister's name?" → "Ana" (or "It's
 * Ana", "her name is Ana"). Only a name answers a name question; anything longer is read as a
 * statement of its own.
 */
import { straighten, tidy } from './clauses';
import type { Fact } from './facts';
import { RELATIONS, SPECIES } from './vocabulary';
import { nameOf } from './words';

/** Bela asking for a name: "What's your dog's name?", "You haven't told me your sister's name yet — what is it?". */
const ABOUT_NAME = /\byour ([\p{L}]{2,20}(?: [\p{L}]{2,20})?)'s name\b/iu;
const MEMBER_NAME = /\bwhat(?:'s| is) your name\b|\bwhat (?:should|can|may) i call you\b/i;

export function answerFacts(message: string, previousReply: string | undefined): Fact[] {
  if (!previousReply) return [];
  const reply = straighten(previousReply);
  if (!reply.includes('?')) return [];
  const about = ABOUT_NAME.exec(reply)?.[1]?.toLowerCase();
  const asksMember = !about && MEMBER_NAME.test(reply);
  if (!about && !asksMember) return [];
  const answer = tidy(straighten(message)).replace(/^(?:it's|its|it is|his name is|her name is|their name is|the name is|he's called|she's called|they're called|that's|call me|my name is|i'm|im|i am)\s+/i, '');
  if (answer.split(/\s+/).length !== 1) return [];
  const name = nameOf(answer, true);
  if (!name) return [];
  if (asksMember) return [{ type: 'name', name }];
  if (about && RELATIONS[about]) return [{ type: 'person', relation: RELATIONS[about]!, name }];
  if (about && SPECIES[about]) return [{ type: 'pet', species: SPECIES[about]!, name }];
  return [];
}
