/**
 * What the member takes back: "forget that ...", "that's not true anymore", "I don't have a dog
 * anymore", "I no longer work at Google", "I quit my job", "my interview was cancelled". Each is
 * read into what it names; operations.ts finds the memories it names among the member's own.
 */
import { type Clause, isReported, isUnsure } from './clauses';
import type { Fact } from './facts';
import { factsOfClauses } from './read-facts';
import type { ReadContext } from './statements';

export type Retraction =
  /** Facts no longer true: the memory of each fact's slot goes, when it says the same. */
  | { kind: 'facts'; facts: Fact[] }
  /** What the member named ("my sister", "jazz", "the interview"), matched against the memories. */
  | { kind: 'words'; words: string; only?: 'plans' | 'partner' }
  /** Whole subjects: "I quit my job" takes back the work memory. */
  | { kind: 'slots'; slots: string[] }
  /** "forget that", "that's not true": what Bela just said or just learned. */
  | { kind: 'last' };

const FORGET =
  /^(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:just\s+)?(?:forget|delete|erase|remove|unlearn|stop remembering|don't remember|do not remember|don't keep|no need to remember)\s+(.*?)(?:\s+(?:please|pls|for me|now|ok|okay))*$/i;
const JUST_THAT = /^(?:that|this|what i (?:just )?(?:said|told you|wrote)|i said that|i told you that|the last thing(?: i said)?|about that|that one|what you just learned|that memory)$/i;
const NOT_TRUE =
  /^(?:that's|that is|thats|this is|it's|its|that was|that's)\s+(?:not true|no longer true|not true anymore|not the case anymore|not the case|not right|not right anymore|wrong|outdated|old news|out of date|changed)(?:\s+(?:anymore|any more|now))*$|^(?:not anymore|no longer|that changed|things changed|not any more)$/i;

export function retractionOf(clause: Clause, context: ReadContext): Retraction | undefined {
  const text = clause.text;
  const forget = FORGET.exec(text);
  if (forget && !clause.hypothetical) {
    const what = forget[1]!.trim();
    if (!what || /^(?:it|everything|all|all of it|about it|everything about me|me)$/i.test(what)) return undefined;
    if (JUST_THAT.test(what)) return { kind: 'last' };
    const statement = what.replace(/^(?:that|about the fact that|the fact that)\s+/i, '');
    const facts = factsOfClauses([{ text: statement, question: false, hypothetical: false }], context, { positive: true });
    if (facts.length > 0) return { kind: 'facts', facts };
    const words = what.replace(/^(?:about|what i (?:said|told you) about|everything about|the (?:memory|fact|thing) about)\s+/i, '');
    return words ? { kind: 'words', words } : undefined;
  }
  if (clause.question || clause.hypothetical || isUnsure(text) || isReported(text)) return undefined;
  if (NOT_TRUE.test(text)) return { kind: 'last' };
  if (/^i\s+(?:quit|lost|left|finished)\s+my\s+job\b|^i\s+(?:got|was|have been|'ve been)\s+(?:fired|laid off|let go|made redundant)\b|^(?:i'm|im|i am)\s+(?:now\s+)?(?:unemployed|out of work|between jobs|jobless|retired)\b|^i\s+(?:just\s+)?retired\b/i.test(text))
    return { kind: 'slots', slots: ['work'] };
  // "I gave up the cello", "I've gone off ramen", "quit tennis last year": a pastime or a taste given up.
  const givenUp = /^(?:i|i've|ive|i have)\s+(?:(?:just|finally|recently|kind of|kinda|totally|completely)\s+)?(?:gave up|given up|give up|quit|stopped|gone off|went off|got bored of|packed in)\s+(?!(?:by|at|in|for|to|on|with|my job|work|the job)\b)(?:on\s+)?(.+?)(?:\s+(?:last|this|a|two|three|years?|months?|weeks?|ago|recently|now|for good)\b.*)?$/i.exec(text);
  if (givenUp && !/^(?:it|that|this|them|him|her|you|trying|caring|hope)\b/i.test(givenUp[1]!)) return { kind: 'words', words: givenUp[1]! };
  const cancelled = /^(?:my|the)\s+(.+?)\s+(?:was|got|has been|is|'s been|'s)\s+(?:cancelled|canceled|called off|postponed|off)$/i.exec(text);
  if (cancelled) return { kind: 'words', words: cancelled[1]!, only: 'plans' };
  // ("... last year", "... in March": when it ended is no part of whom; "me and dean are done": over.)
  const breakUp = /^(?:i|we)\s+(?:just\s+)?(?:broke up|split up|separated|divorced)(?:\s+with\s+(.+?))?(?:\s+(?:last|this|in|a|two|three|few|\d+)\b.*)?$|^(?:my\s+)?(.+?)\s+and\s+(?:i|me)\s+(?:(?:just|finally|have|'ve)\s+)?(?:broke up|split up|separated|divorced|(?:are|r|were)\s+(?:done|over|finished|through))(?:\s+(?:last|this|in|a|two|three|few|\d+)\b.*)?$|^(?:me|i)\s+and\s+(?:my\s+)?(.+?)\s+(?:are|r|were)\s+(?:done|over|finished|through)\b.*$|^(?:i'm|im|i am)\s+(?:not|no longer)\s+with\s+(.+?)(?:\s+(?:anymore|any more))?$/i.exec(text);
  if (breakUp) return { kind: 'words', words: breakUp[1] ?? breakUp[2] ?? breakUp[3] ?? breakUp[4] ?? '', only: 'partner' };
  if (/\b(?:anymore|any more|no longer)\b/i.test(text)) {
    const positive = text
      .replace(/\b(?:anymore|any more)\b/gi, '')
      .replace(/\bno longer\s+/gi, '')
      .replace(/\b(?:don't|do not|doesn't|does not|dont|doesnt)\s+/gi, '')
      .replace(/\b(?:i'm|im|i am) not\b/gi, "i'm")
      .replace(/\b(?:isn't|is not|isnt)\b/gi, 'is')
      .replace(/\b(?:aren't|are not)\b/gi, 'are')
      .replace(/\s+/g, ' ')
      .trim();
    const facts = factsOfClauses([{ text: positive, question: false, hypothetical: false }], context, { positive: true });
    if (facts.length > 0) return { kind: 'facts', facts };
  }
  return undefined;
}
