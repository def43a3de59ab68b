/**
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
