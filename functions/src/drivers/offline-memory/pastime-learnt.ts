/**
 * Pastimes by their verbs: what follows the verb (`pastimeAfter`), and a verb in the past with one
 * thing done (`doneOnce`).
 *
 * What follows a pastime's verb. "learning to play the ukulele", "learning to knit": a pastime being
 * learnt is the pastime (the object of a verb that takes one, else the verb); "learning to cope" is
 * no pastime (undefined).
 */
import { FRAME_VERBS } from './frame-verbs';

const HOBBIES: ReadonlySet<string> = new Set(FRAME_VERBS.hobby);
/** Verbs whose object names the pastime ("play the ukulele", "speak Greek"); the others are the pastime ("knit"). */
const TAKES_ITS_OBJECT = /^(?:play|speak|cook|make|bake|ride|sew|paint|draw|sing|build|brew|grow|fly)$/i;

export function pastimeAfter(verb: string, rest: string): string | undefined {
  if (!/^learn/i.test(verb)) return rest;
  const learnt = /^to\s+([\p{L}]+)\s*(.*)$/u.exec(rest);
  if (!learnt) return rest;
  const [, what, object] = learnt as unknown as [string, string, string];
  if (!HOBBIES.has(what.toLowerCase())) return undefined;
  return TAKES_ITS_OBJECT.test(what) && object ? object : what;
}

/** Past forms that do not end in -ed. */
const IRREGULAR_PAST = /^(?:ran|swam|rode|sang|drew|wrote|ate|drank|grew|made|built|went|did|saw|caught|flew|knit|sewed|sewn|shot|read)$/i;

/** "I baked a cake", "we watched a film about a chef": one thing done once, not a pastime (unless said as a habit). */
export function doneOnce(verb: string, rest: string, clause: string): boolean {
  if (/\b(?:always|usually|often|regularly|every|each|used to|would)\b/i.test(clause)) return false;
  return (/ed$/i.test(verb) || IRREGULAR_PAST.test(verb)) && /^(?:a|an|the|this|that|some|my|our)\s/i.test(rest);
}

