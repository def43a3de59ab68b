/**
 * What busy members write as notes, without the words of a sentence: "bf Teodor made dinner",
 * "drums 2nite w band", "ukulele 20 min. fingers sore", "Marrakech 5 Feb - counting the days",
 * "alergic - kiwi". Each is said plainly once more ("My boyfriend is called Teodor.", "I play the
 * drums.", "I'm going to Marrakech on 5 Feb.") for the clause readers. (A label, "alergic - kiwi", is read
 * by the clause readers themselves: clauses.ts.)
 */
import { DAY_OF_MONTH, MONTHS } from './dates';
import { IMAGINED_OR_ASKED } from './in-passing-guards';
import { WORD_CLASSES } from './vocabulary';

const START = String.raw`(?:^|[.!?;]\s+)`;
/** A relation said bare before a name, as in a note: "bf Teodor", "sis Priya visiting". */
const BARE_RELATIONS: Readonly<Record<string, string>> = {
  bf: 'boyfriend', gf: 'girlfriend', boyfriend: 'boyfriend', girlfriend: 'girlfriend', hubby: 'husband', husband: 'husband', wife: 'wife',
  partner: 'partner', sis: 'sister', sister: 'sister', bro: 'brother', brother: 'brother', son: 'son', daughter: 'daughter',
};
const BARE_RELATION_NAMED = new RegExp(String.raw`${START}(${Object.keys(BARE_RELATIONS).join('|')})\s+(\p{Lu}\p{Ll}+)\b(?!'s)`, 'gu');
const INSTRUMENTS = (WORD_CLASSES['instrument'] ?? []).filter((word) => /^[\p{L}]+$/u.test(word)).join('|');
/** An instrument at the head of a note with when or how long it was played: "drums 2nite w band", "ukulele 20 min". */
const INSTRUMENT_NOTED = new RegExp(
  String.raw`${START}(${INSTRUMENTS})\s+(?:\d+\s*(?:min|mins|minutes|hr|hrs|hours)\b|2nite|tonight|today|this\s+morning|practice|practise|w\/?\s*(?:the\s+)?band|with\s+(?:the\s+)?band)`,
  'giu',
);
const NOT_A_PLACE = new RegExp(String.raw`^(?:${MONTHS.join('|')}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Today|Tomorrow|Tonight|Booked|Flight|Flights|Trip|Holiday|Back|Due|Deadline|Exam|Interview)$`, 'u');
/** A place and its day as a note: "Marrakech 5 Feb - counting the days", "Lisbon 3 May!!". */
const PLACE_ON_DAY = new RegExp(String.raw`${START}(\p{Lu}[\p{L}-]+)\s+${DAY_OF_MONTH}\s*(?:[-—–!:]|$)`, 'u');

/** The plain sentences a note-like message states. */
export function terseSaidPlainly(message: string): string[] {
  if (IMAGINED_OR_ASKED.test(message)) return [];
  const plain: string[] = [];
  for (const found of message.matchAll(BARE_RELATION_NAMED)) plain.push(`My ${BARE_RELATIONS[found[1]!.toLowerCase()]} is called ${found[2]}.`);
  for (const found of message.matchAll(INSTRUMENT_NOTED)) plain.push(`I play the ${found[1]!.toLowerCase()}.`);
  const trip = PLACE_ON_DAY.exec(message);
  if (trip && !NOT_A_PLACE.test(trip[1]!)) plain.push(`I'm going to ${trip[1]} on ${trip[2]}.`);
  return plain;
}
