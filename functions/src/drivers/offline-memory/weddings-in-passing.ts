/**
 * Weddings of the member's people, said in passing: one they are asked to stand at ("Tomasz asked me
 * to be his best man! Wedding's in June": the one who asked is getting married, and a friend), and
 * one whose day it is, said to be a friend ("Keisha's wedding in August ... Keisha was my college
 * roommate"). Said plainly once more ("My friend Tomasz is getting married in June.") for the
 * clause readers.
 */
import { MONTH_NAMED } from './dates';
import { IMAGINED_OR_ASKED } from './in-passing-guards';
import { couldBeName } from './people-said-plainly';

const ASKED_TO_STAND = /(?<!\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+(?:[\p{Ll}-]+\s+){0,2})\b(\p{Lu}\p{Ll}+)\s+(?:has\s+|just\s+|finally\s+)?asked\s+me\s+to\s+be\s+(?:his|her|their)\s+(?:best\s+(?:man|woman)|maid\s+of\s+hono(?:u)?r|matron\s+of\s+hono(?:u)?r|bridesmaid|groomsman|witness)\b/u;

/** "My friend Tomasz is getting married in June.", when a named person asked the member to stand at their wedding. */
export function askedToStandAtWedding(message: string): string | undefined {
  const asked = ASKED_TO_STAND.exec(message);
  if (!asked || !couldBeName(asked[1]!) || IMAGINED_OR_ASKED.test(message)) return undefined;
  const month = MONTH_NAMED.exec(message);
  return `My friend ${asked[1]} is getting married${month ? ` in ${month[1]}` : ''}.`;
}

/** The one whose day it is, then how the message says they are the member's friend. */
const THEIR_DAY = String.raw`\b(\p{Lu}\p{Ll}+)'s\s+(?:[\p{L}-]+\s+)?(?:wedding|birthday|party|hen do|stag do|baby shower|graduation|leaving do)\b[^.!?]*?`;
const FRIEND_WORDS = String.raw`((?:oldest|best|closest|dearest|childhood|old|college|uni|school)\s+)?(friend|mate|pal|roommate|flatmate)`;
/** "Off to Priya's wedding in June, she's my oldest friend", "Colm's wedding; he's been my best friend". */
const FRIEND_OF_THE_DAY = new RegExp(String.raw`${THEIR_DAY}\b(?:she's|he's|she is|he is|she was|he was|she's been|he's been|(?<=\1\s)(?:is|was))\s+my\s+${FRIEND_WORDS}\b`, 'u');
/** The same as the readers of people rewrite "Keisha was my college roommate": "my college roommate is called Keisha". */
const FRIEND_OF_THE_DAY_CALLED = new RegExp(String.raw`${THEIR_DAY}\bmy\s+${FRIEND_WORDS}\s+is\s+called\s+\1\b`, 'u');

/** Who the one whose day it is is to the member, and their wedding's month when the message says it. */
export function friendOfTheDay(message: string): string[] {
  const found = FRIEND_OF_THE_DAY.exec(message) ?? FRIEND_OF_THE_DAY_CALLED.exec(message);
  if (!found || !couldBeName(found[1]!)) return [];
  const who = `${found[2] ?? ''}${found[3]!.toLowerCase()}`;
  const month = /\bwedding\b/i.test(found[0]) && !/\b(?:if|would|wish|was|were|last)\b/i.test(found[0].split(/\bwedding\b/i)[0]!) ? MONTH_NAMED.exec(message)?.[1] : undefined;
  return [`My ${who} is called ${found[1]}.`, ...(month ? [`My ${who} ${found[1]} is getting married in ${month}.`] : [])];
}
