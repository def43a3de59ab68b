/**
 * "I'm a graphic designer and clients never pay on time", "I'm a nurse and the pay sucks": a clause joined by
 * "and", "but" or "so" whose subject is someone or something else is a clause of its own, so that what is said of
 * the others is neither kept as the member's nor read as a negation of what the member told. Read by compromise's
 * tags, not by a list of words: after the join, a noun phrase of at most four words, then a verb ("and he's a chef in Kyoto" stays: a pronoun after a name speaks of the one named). Only when what
 * comes before the join has a verb of its own ("my brother and sister live in Leeds" is one subject of two people).
 * A subject of the member's ("and I", "and my wife") is split by clauses.ts's CLAUSE_BREAK already. Not apart: a
 * clause that speaks of the member's own ("... but true crime is my favourite"), and a name as subject ("Zosia is 7
 * and Hania is 4" lists the member's daughters).
 */
import { nlp } from '../lazy-nlp';
import { type Term, termsOf } from './words';

const JOIN = /\s+(?:and|but|so)\s+/gi;
const MEMBERS_OWN = /^(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|we|we're|we've|our|us|myself)\b/i;
/** Tags a subject's words may carry ("the", "new", "clients", "two", "her"). */
const SUBJECT_TAGS = ['Determiner', 'Adjective', 'Noun', 'Value', 'Possessive'];
/** Tags that may stand between a subject and its verb ("never", "still", "can", "don't"). */
const BEFORE_VERB_TAGS = ['Adverb', 'Negative', 'Auxiliary', 'Modal'];
const MAX_SUBJECT_WORDS = 4;

const tagged = (term: Term | undefined, tags: string[]) => term !== undefined && tags.some((tag) => term.tags.includes(tag));

/** Does `text` open with a subject of its own and its verb ("clients never pay", "the pay sucks", "it's everywhere")? */
function opensWithSubjectAndVerb(text: string): boolean {
  const terms = termsOf(text);
  let at = 0;
  while (at < terms.length && at < MAX_SUBJECT_WORDS && tagged(terms[at], SUBJECT_TAGS) && !tagged(terms[at], ['Verb', 'Pronoun'])) at += 1;
  if (at === 0 || !tagged(terms[at - 1], ['Noun'])) return false;
  while (at < terms.length && tagged(terms[at], BEFORE_VERB_TAGS) && !tagged(terms[at], ['Copula'])) at += 1;
  // (A name read as a verb, "a daughter Seoyeon", is no verb; nor is the naming of "a daughter called Seoyeon".)
  const verb = terms[at];
  return tagged(verb, ['Verb']) && !tagged(verb, ['Gerund']) && !/^\p{Lu}\p{Ll}/u.test(verb!.text) && !/^(?:called|named|aged|born)$/i.test(verb!.text);
}

/** An event the clause before announces ("Dimitri proposed and the wedding's in April"): one telling, not two. */
const SPOKEN_OF_BEFORE = /^(?:the|this|that)\s+(?:big\s+)?(?:wedding|ceremony|day|date|do|party|reception|engagement|birthday|celebration)\b/i;
/** A name as the subject ("Zosia is 7 and Hania is 4", "Keisha and Brianna know every word"): the member's people, listed. */
const NAME_FIRST = /^\p{Lu}/u;
/** "... but true crime is my favorite thing to read": a clause that speaks of the member's own is read whole. */
const SAYS_THEIRS = /\b(?:my|mine|our)\b/i;

/** The clause, with each clause of another subject joined to it by "and", "but" or "so" apart. */
export function otherSubjectsApart(clause: string): string[] {
  for (const join of clause.matchAll(JOIN)) {
    const head = clause.slice(0, join.index).trim();
    const rest = clause.slice(join.index + join[0].length).trim();
    if (!head || !rest || MEMBERS_OWN.test(rest) || SAYS_THEIRS.test(rest) || NAME_FIRST.test(rest) || SPOKEN_OF_BEFORE.test(rest) || !opensWithSubjectAndVerb(rest) || !nlp(head).has('#Verb')) continue;
    return [head, ...otherSubjectsApart(rest)];
  }
  return [clause];
}
