/**
 * A trip the member is on, told as someone else's doing: "she's booked us both on a trip up to
 * Cairns on 12 August", "they want to come to Lanzarote with us on 19 February". Said plainly once
 * more ("I'm going to Cairns on 12 August.") for the clause readers.
 */
import { DAY_OF_MONTH } from './dates';
import { IMAGINED_OR_ASKED } from './in-passing-guards';

const PLACE = String.raw`(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)`;
/** Booked for the member ("booked us both on a trip up to Cairns on 12 August"), or going with them ("to Lanzarote with us on 19 February"). */
const TRIP_WITH_THEM = [
  new RegExp(String.raw`\bbooked\s+(?:us|me)\b(?:\s+both)?[^.!?]{0,40}?\bto\s+${PLACE}\s+(?:on|for)\s+(?:the\s+)?${DAY_OF_MONTH}`, 'u'),
  new RegExp(String.raw`\bto\s+${PLACE}\s+with\s+(?:us|me)\s+(?:on|for)\s+(?:the\s+)?${DAY_OF_MONTH}`, 'u'),
];

/** "I'm going to <place> on <day>." when the message tells of a trip the member is on, or nothing. */
export function tripWithThem(message: string): string | undefined {
  if (IMAGINED_OR_ASKED.test(message)) return undefined;
  for (const pattern of TRIP_WITH_THEM) {
    const trip = pattern.exec(message);
    // (A capital after "to" in the middle of a sentence names the place: WordNet's "cairn" is no reason to doubt Cairns.)
    if (trip && !/^(?:The|My|Our|Your|His|Her|Their|See|Visit|Work)$/.test(trip[1]!)) return `I'm going to ${trip[1]} on ${trip[2]}.`;
  }
  return undefined;
}
