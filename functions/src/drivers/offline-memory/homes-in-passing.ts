/**
 * A home said in passing, around something else: "Six months in Porto now and I still get lost",
 * "I never thought I'd end up living in Porto but here we are", "just got the keys to our new flat
 * in Porto". Said plainly once more ("I live in Porto.") for the clause readers.
 */
import { couldBePlace } from './people-said-plainly';
import { NOT_THEIRS } from './in-passing-guards';
import { kindsOf } from '../offline-persona/by-meaning/meaning';
import { capitalised } from './words';

const TOWN_KINDS = ['city', 'town', 'national capital', 'state capital', 'country'];
/** A town, a city or a country as WordNet knows it, written with its capital ("Manchester"). */
export const isTown = (words: string) => TOWN_KINDS.some((kind) => kindsOf(words).has(kind));

/** "Six months in Porto now and I still get lost": how long they have been in a town, now. */
const SO_LONG_IN = /(?:^|[.!?]\s+)(?:(?:just\s+)?(?:over|nearly|almost|about)\s+)?(?:\p{L}+|\d+)\s+(?:months?|years?)\s+in\s+(\p{Lu}[\p{L}-]+)\s+(?:now|already)\b/u;
/** "I never thought I'd end up living in Porto but here we are": the home they did not expect, and have. */
const HOME_AFTER_ALL = /\bnever\s+(?:thought|imagined|expected|pictured|dreamed|dreamt)\s+(?:i'd|i would|we'd|we would)\s+(?:end up\s+)?(?:living|settling|settled|live)\s+in\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)\b[^.!?]*?\b(?:but\s+here\s+(?:we|i)\s+are|and\s+yet|but\s+(?:now|here)|yet\s+here)/iu;
/** "the keys to our new flat in Porto", "loving our new place in Braga", "new place in Bendigo.", "signed the lease in Portland": the member's new home, in a town. */
const NEW_HOME_IN = /(?:(?:\b(?:our|my)\s+|(?:^|[.!?]\s+))(?:brand[- ]new|new)\s+(?:flat|house|home|apartment|place|condo|studio|cottage|bungalow|pad)|\bsigned\s+(?:the|a|our)\s+lease(?:\s+on\s+(?:a|an|our|the)\s+(?:[\p{L}-]+\s+)?(?:flat|place|house|apartment|condo))?)\s+(?:in|near)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u;
/** "the damp in my flat in cardiff", "our house in Leeds is freezing": the member's home, in a town (not an old one, a holiday one or someone else's). */
const MY_HOME_IN = /\b(?:[Mm]y|[Oo]ur|MY|OUR)\s+(?:(?:little|tiny|wee|damp|cold|rented|shared|cosy|cozy|own|tiny little)\s+)?(?:flat|house|apartment|home|condo|studio|bedsit|houseshare|dorm|room)\s+(?:here\s+)?in\s+(\p{L}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u;

/** "me n my boyfriend Kai moved in together in Wellington", "moved in with my sister in Porto": a home shared, in a town. */
const MOVED_IN_IN = /\bmoved\s+in\s+(?:together|with\s+(?:my|our)\s+[^,.!?;]{1,30}?)\s+in\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u;
/** "my commute from Clapham to Canary Wharf": where they set out from each day is home. */
const COMMUTE_FROM = /\bcommute\s+from\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)\s+(?:to|into)\s+\p{Lu}/u;

/** A home still to come ("saving for our new flat in Porto", "if our new place in Braga works out"). */
const NOT_YET = /\b(?:if|would|wish|hope|hoping|maybe|might|want|wanna|saving|looking|hunting|viewing|dream|dreaming|someday|one day|soon|could)\b/iu;

/** The member's home, said plainly, when the message says it in passing. */
export function homeSaidInPassing(message: string): string | undefined {
  const soLong = SO_LONG_IN.exec(message);
  if (soLong && couldBePlace(soLong[1]!) && !NOT_THEIRS.test(message.slice(0, soLong.index))) return `I live in ${soLong[1]}.`;
  const afterAll = HOME_AFTER_ALL.exec(message);
  if (afterAll) return `I live in ${afterAll[1]}.`;
  const newHome = NEW_HOME_IN.exec(message);
  const sentence = newHome && message.slice(0, newHome.index).split(/[.!?]\s+/).at(-1)!;
  if (newHome && couldBePlace(newHome[1]!) && !NOT_YET.test(sentence!) && !/\?/.test(message.slice(newHome.index).split(/[.!]/)[0]!)) return `I live in ${newHome[1]}.`;
  const shared = MOVED_IN_IN.exec(message) ?? COMMUTE_FROM.exec(message);
  if (shared && couldBePlace(shared[1]!) && !NOT_YET.test(message) && !NOT_THEIRS.test(message.slice(0, shared.index).replace(/\bmy\s+\p{Lu}\p{Ll}+/gu, ''))) return `I live in ${shared[1]}.`;
  const mine = MY_HOME_IN.exec(message);
  const town = mine && capitalised(mine[1]!);
  if (town && isTown(town) && !NOT_YET.test(message) && !NOT_THEIRS.test(message.slice(0, mine.index))) return `I live in ${town}.`;
  return undefined;
}
