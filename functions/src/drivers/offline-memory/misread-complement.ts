/**
 * A memory worded "They are …" whose words after "are" are no state of the member's: the member's
 * sentence was turned to the third person whole, but what followed "I'm" or "I am" was something
 * else. Kept, it reads back as nonsense ("You are epipen lives in your knife roll") or as someone
 * else's fact ("You are paralegal Deb - celiac").
 *
 * Read with compromise's tags, on the first clause after "are" (what follows "and", "but" or a
 * comma may be a clause of its own: "a teacher and the kids were wild today" is a teacher):
 * - it opens with a word that joins a clause, not a state ("since you seem to be keeping track …,
 *   that I cannot eat shellfish");
 * - it is a clause of its own, a noun and then its verb ("epipen lives in their knife roll");
 * - it names a person right after a noun, someone by who they are ("paralegal Deb", "college
 *   roommate Greg"): not after a preposition, as in "married to Tom".
 *
 * Each is what the member said, only not as a state of theirs: kept as said, without the "They are"
 * ("Whenever they miss home they make bobotie …", "Cousin Dimitri finally proposed and the
 * wedding's in April."), unless it speaks to Bela ("since you seem to be keeping track …"). A
 * person named by who they are is kept so in a plan (the member's occasion too); under a slot of
 * the member's own (their health, studies, work, home) it is someone else's fact, and not kept.
 */
import { nlp } from '../lazy-nlp';
import { capitalised, type Term } from './words';
import { unknownWord } from './wordnet-words';

const SAID_AS_STATE = /^They(?: are|’re|'re)\s+(.+)$/u;
const JOINS_A_CLAUSE = /^(?:since|that|because|as|if|when|whenever|while|although|though|whether|so|which)\b/i;

/** The memory's text as it should be kept: unchanged, without a misread "They are", or null (nothing to keep). */
export function withoutMisreadState(text: string, slot: string | undefined): string | null {
  const rest = SAID_AS_STATE.exec(text.trim())?.[1];
  if (!rest) return text;
  const asSaid = capitalised(rest);
  if (JOINS_A_CLAUSE.test(rest)) return /\byou\b/i.test(rest) ? null : asSaid;
  const first = rest.split(/,|\s+(?:and|but)\s+/)[0]!;
  const doc = nlp(first);
  // (A verb of its own subject: "lives", "proposed"; not a word compromise only guesses is a verb, "Muslim so halal".)
  if (doc.match('^(#Noun && !#Pronoun)+ #Adverb? (#PresentTense && !#Infinitive)').found || doc.match('^(#Noun && !#Pronoun)+ #Adverb? #PastTense').found) return asSaid;
  if (personAfterNoun((doc.json() as { terms: Term[] }[])[0]?.terms ?? [])) return slot?.startsWith('plan:') ? asSaid : null;
  return text;
}

/**
 * "paralegal Deb", "flatmate Oona": a name right after a noun. A name is one compromise knows as a
 * person's, or a capitalised word that neither WordNet nor compromise's lexicon knows.
 */
function personAfterNoun(terms: Term[]): boolean {
  const isName = (term: Term) => term.tags.includes('Person') || (/^\p{Lu}\p{Ll}+$/u.test(term.text) && unknownWord(term.text));
  // (Who they are opens the words after "are": "going to see Olivia with their roommate Tasha" is a plan of theirs.)
  const firstVerb = terms.findIndex((term) => term.tags.includes('Verb') || term.tags.includes('Preposition'));
  const opening = firstVerb < 0 ? terms : terms.slice(0, firstVerb);
  return opening.some((term, i) => {
    const before = opening[i - 1];
    return before !== undefined && before.tags.includes('Noun') && !before.tags.includes('Pronoun') && !isName(before) && isName(term);
  });
}
