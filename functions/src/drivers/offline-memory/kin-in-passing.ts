/**
 * The member's people named in passing, by what the message says around the name rather than by
 * "my sister X": a name doing something in a message about brothers or sisters in general, and a
 * name heading the clause after "the missus" or "my other half".
 */
import { couldBeName } from './people-said-plainly';
import { NO_ONES } from './pets-in-passing';
import { spokenList } from './words';

/**
 * "Callum ate my leftovers again. Little brothers are a plague.": a name at the head of a sentence,
 * doing something, in a message that speaks of brothers or sisters in general (no one's): one of the
 * member's, as a pet is by its species ("Cats, honestly.").
 */
const KIN_IN_GENERAL = new RegExp(String.raw`${NO_ONES}\b(?:(?:little|big|older|younger|baby|kid)\s+)?(brother|sister)s\b(?!\s+(?:called|named)\b)`, 'iu');
const NAMED_DOES_AT_HEAD = /(?:^|[.!?,]\s+)(\p{Lu}\p{Ll}+)\s+(?:has\s+|just\s+|always\s+|keeps\s+|)(?:\p{Ll}+ed|ate|stole|took|broke|nicked|pinched|won|got|drank|wore|ran|left)\b/u;
export function kinNamedInGeneral(message: string): string | undefined {
  const kin = KIN_IN_GENERAL.exec(message);
  const named = kin ? NAMED_DOES_AT_HEAD.exec(message) : null;
  if (!kin || !named || !couldBeName(named[1]!) || /^(?:Bela|Mum|Mom|Dad|Mam|Nan|Gran|God)$/.test(named[1]!)) return undefined;
  return `My ${kin[1]!.toLowerCase()} is called ${named[1]}.`;
}

/** "Date night with the missus tonight, Ananya picked a Korean BBQ place": the partner said, then named at the head of the next clause. */
const PARTNER_THEN_NAMED =
  /\b(?:with|and|took|me and)\s+(?:the|my)\s+(missus|wife|hubby|husband|other half|better half|girlfriend|boyfriend|gf|bf|fianc[eé]e?|partner)\b[^.!?]*?,\s*(\p{Lu}\p{Ll}+)\s+(?:\p{Ll}+ed|picked|chose|booked|made|took|said|says|wants|got|is|was|has|had)\b/u;
const PARTNER_WORD: Readonly<Record<string, string>> = { missus: 'wife', hubby: 'husband', 'other half': 'partner', 'better half': 'partner', gf: 'girlfriend', bf: 'boyfriend', fiance: 'fiancé', fiancé: 'fiancé', fiancee: 'fiancée', fiancée: 'fiancée' };
export function partnerNamedNext(message: string): string | undefined {
  const said = PARTNER_THEN_NAMED.exec(message);
  if (!said || !couldBeName(said[2]!) || said[2] === 'Bela') return undefined;
  const word = said[1]!.toLowerCase();
  return `My ${PARTNER_WORD[word] ?? word} is called ${said[2]}.`;
}

/**
 * "Lena's got her piano exam tomorrow and Mateo's just happy to be off school. Kids, eh.": two or
 * more names heading what they do, in a message that ends on kids in general (a sentence of its own).
 */
const KIDS_SAID_ALONE = /(?:^|[.!?]\s+)(?:kids|children)(?:\s*[,!.?]|\s+(?:eh|huh|honestly|man|though|are|these days)\b)/iu;
const NAME_HEADING = /(?:^|[.!?,]\s+|\band\s+)(\p{Lu}\p{Ll}+)(?:'s|\s+(?:has|is|got|was|just|\p{Ll}+ed))\b/gu;
export function kidsNamedInGeneral(message: string): string | undefined {
  if (!KIDS_SAID_ALONE.test(message)) return undefined;
  const names = [...new Set([...message.matchAll(NAME_HEADING)].map((found) => found[1]!))].filter((name) => couldBeName(name) && name !== 'Bela');
  return names.length >= 2 ? `My kids are called ${spokenList(names)}.` : undefined;
}
