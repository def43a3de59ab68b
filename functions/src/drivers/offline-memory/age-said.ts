/** An age the member states: "I'm 34", "turning 40 in May", "sixty-eight years of age" (a number in words too). */
import { nlp } from '../lazy-nlp';

export function ageOf(text: string): number | undefined {
  const match =
    /\b(?:i'm|im|i am|turning|turned|turn|just turned|be|aged|age)\s+(\d{1,3})\b(?!\s*(?:%|percent|minutes|hours|days|weeks|months|km|miles|kg|lbs|pounds|am|pm|o'clock|times|:))/i.exec(text) ??
    /\b(\d{1,3})\s*(?:years?|yrs?|yo|y\/o)\s*(?:old|young|of age)\b|\b(\d{1,3})\s*(?:yo|y\/o|yrs? old)\b/i.exec(text) ??
    /^(\d{1,3})$/.exec(text.trim());
  if (!match) {
    // "sixty-eight years of age", "seventy years young": the number in words.
    const words = /\b([a-z]+(?:[- ][a-z]+)?)\s+(?:years?\s+(?:old|young|of age))\b/i.exec(text)?.[1];
    const value = words ? (nlp(words).numbers().get() as number[])[0] : undefined;
    return typeof value === 'number' ? value : undefined;
  }
  return Number(match[1] ?? match[2] ?? match[3]);
}
