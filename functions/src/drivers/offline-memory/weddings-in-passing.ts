/**
 * A friend's wedding the member is asked to stand at: "Tomasz asked me to be his best man! Wedding's
 * in June". The one who asked is the one getting married, and a friend. Said plainly once more
 * ("My friend Tomasz is getting married in June.") for the clause readers.
 */
import { MONTHS } from './dates';
import { couldBeName } from './people-said-plainly';

const ASKED_TO_STAND = /(?<!\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+(?:[\p{Ll}-]+\s+){0,2})\b(\p{Lu}\p{Ll}+)\s+(?:has\s+|just\s+|finally\s+)?asked\s+me\s+to\s+be\s+(?:his|her|their)\s+(?:best\s+(?:man|woman)|maid\s+of\s+hono(?:u)?r|matron\s+of\s+hono(?:u)?r|bridesmaid|groomsman|witness)\b/u;
const MONTH = new RegExp(String.raw`\b(?:in\s+)?(${MONTHS.join('|')})\b`, 'u');

/** "My friend Tomasz is getting married in June.", when a named person asked the member to stand at their wedding. */
export function askedToStandAtWedding(message: string): string | undefined {
  const asked = ASKED_TO_STAND.exec(message);
  if (!asked || !couldBeName(asked[1]!) || /\b(?:if|would|wish|might|maybe)\b|\?/i.test(message)) return undefined;
  const month = MONTH.exec(message);
  return `My friend ${asked[1]} is getting married${month ? ` in ${month[1]}` : ''}.`;
}
