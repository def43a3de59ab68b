/** Composes Bela's reply from a Reading and fits it into a word budget. */
import { ABOUT_FOLLOW_UPS, ABOUT_LINES, IDENTITY_FOLLOW_UPS, IDENTITY_LINES, LIKES_THING, LIKES_THING_FOLLOW_UPS } from './copy-about-bela';
import { ADVICE_FOLLOW_UPS, ADVICE_LINES, CRISIS_LINE, EXPLICIT_FOLLOW_UPS, EXPLICIT_LINES, QUESTION_FOLLOW_UPS, QUESTION_LINES } from './copy-boundaries';
import {
  AFFECTION_FOLLOW_UPS, COMPLIMENT_LINES, FEELING_FOLLOW_UPS, FEELING_LINES, LOVE_LINES, MISS_FOLLOW_UPS, MISS_LINES, THANKS_LINES,
} from './copy-feelings';
import {
  AGAIN_OPENERS, ASK_FOR_NAME, FIRST_HELLOS, FIRST_OPENERS, GOODBYE_LINES, GOODNIGHT_LINES, GREETING_LINES, HOW_AM_I,
  HOW_ARE_YOU_FOLLOW_UPS, KNOWN_NAME_LINES, UNKNOWN_NAME_LINES,
} from './copy-greetings';
import { GENERIC_FOLLOW_UPS, GENERIC_LINES, JOKE_FOLLOW_UPS, JOKE_INTROS, JOKES, LAUGH_LINES, SPY_FLAVOUR } from './copy-small-talk';
import { EARLIER_FOLLOW_UPS, GENERIC_TOPIC_LINES, TOPIC_FOLLOW_UPS, TOPIC_LINES } from './copy-topics';
import { linePicker } from './pick-line';
import type { Reading } from './reading';

/** One section of a reply; optional ones are dropped first when the reply must be short. */
interface Part {
  text: string;
  optional: boolean;
}

export interface ComposedReply {
  text: string;
  /** The reply had to be cut mid-part to fit the budget. */
  truncated: boolean;
}

/** The reply for `reading`, at most `maxTokens` words long. */
export function composeReply(reading: Reading, random: () => number, salt: number, maxTokens: number): ComposedReply {
  return fit(compose(reading, random, salt), maxTokens);
}

/**
 * The parts of a reply: an opener, one reaction and at most one follow-up question. The branches are
 * in priority order: a crisis overrides everything, then goodbyes, then the question whether Bela is
 * an AI. Random draws happen in a fixed order, so the same reading, random values and salt always
 * give the same reply.
 */
function compose(reading: Reading, random: () => number, salt: number): Part[] {
  const { name } = reading;
  const choose = linePicker(reading, random, salt);
  const chance = (p: number) => random() < p;

  if (reading.crisis) return [{ text: CRISIS_LINE, optional: false }];

  const parts: Part[] = [];
  const opener = (): void => {
    if (reading.firstTurn) {
      const greeting = reading.greetingTime
        ? `Good ${reading.greetingTime}${name ? `, ${name}` : ''}! I’m Bela.`
        : choose(reading.identity || reading.about ? FIRST_HELLOS : FIRST_OPENERS, undefined, true);
      parts.push({ text: greeting, optional: false });
    } else if (reading.greeting) {
      const again = reading.greetingTime ? `Good ${reading.greetingTime}${name ? `, ${name}` : ''}!` : choose(AGAIN_OPENERS);
      parts.push({ text: again, optional: true });
    }
  };
  const say = (lines: readonly string[], topic?: string) => parts.push({ text: choose(lines, topic), optional: false });
  const ask = (lines: readonly string[], topic?: string) => parts.push({ text: choose(lines, topic), optional: true });
  const flavour = () => {
    if (chance(0.25)) parts.push({ text: choose(SPY_FLAVOUR), optional: true });
  };
  const askOrRecall = (lines: readonly string[]) => {
    const earlier = reading.earlierTopic;
    if (!reading.firstTurn && earlier && earlier.word !== reading.topic?.word && chance(0.3)) ask(EARLIER_FOLLOW_UPS, earlier.word);
    else ask(lines);
  };

  if (reading.goodbye) {
    opener();
    say(reading.sleepy ? GOODNIGHT_LINES : GOODBYE_LINES);
    return parts;
  }

  opener();
  if (reading.identity) {
    say(IDENTITY_LINES);
    ask(IDENTITY_FOLLOW_UPS);
  } else if (reading.feeling === 'sad' || reading.feeling === 'anxious') {
    say(FEELING_LINES[reading.feeling]);
    ask(FEELING_FOLLOW_UPS[reading.feeling]);
  } else if (reading.explicit) {
    say(EXPLICIT_LINES);
    ask(EXPLICIT_FOLLOW_UPS);
  } else if (reading.advice) {
    say(ADVICE_LINES[reading.advice]);
    ask(ADVICE_FOLLOW_UPS);
  } else if (reading.askMyName) {
    if (name) {
      say(KNOWN_NAME_LINES);
      ask(GENERIC_FOLLOW_UPS);
    } else {
      say(UNKNOWN_NAME_LINES);
      ask(ASK_FOR_NAME);
    }
  } else if (reading.love || reading.miss || reading.compliment) {
    say(reading.love ? LOVE_LINES : reading.miss ? MISS_LINES : COMPLIMENT_LINES);
    ask(reading.miss ? MISS_FOLLOW_UPS : AFFECTION_FOLLOW_UPS);
  } else if (reading.joke) {
    say([`${choose(JOKE_INTROS)} ${choose(JOKES)}`]);
    ask(JOKE_FOLLOW_UPS);
  } else if (reading.likesThing) {
    say(LIKES_THING, reading.likesThing);
    ask(LIKES_THING_FOLLOW_UPS);
  } else if (reading.about) {
    say(ABOUT_LINES[reading.about]);
    ask(ABOUT_FOLLOW_UPS);
  } else if (reading.howAreYou) {
    say(HOW_AM_I);
    flavour();
    ask(HOW_ARE_YOU_FOLLOW_UPS);
  } else if (reading.feeling) {
    say(FEELING_LINES[reading.feeling]);
    ask(FEELING_FOLLOW_UPS[reading.feeling]);
  } else if (reading.thanks) {
    say(THANKS_LINES);
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  } else if (reading.topic?.kind) {
    say(TOPIC_LINES[reading.topic.kind], reading.topic.word);
    flavour();
    ask(TOPIC_FOLLOW_UPS[reading.topic.kind]);
  } else if (reading.question) {
    say(QUESTION_LINES, reading.topic?.word);
    ask(QUESTION_FOLLOW_UPS);
  } else if (reading.topic) {
    say(GENERIC_TOPIC_LINES, reading.topic.word);
    flavour();
    ask(GENERIC_FOLLOW_UPS.slice(-2));
  } else if (reading.greeting) {
    say(GREETING_LINES);
    askOrRecall(reading.firstTurn ? GENERIC_FOLLOW_UPS.slice(0, 3) : GENERIC_FOLLOW_UPS.slice(0, 5));
  } else {
    say(reading.laugh ? LAUGH_LINES : GENERIC_LINES);
    flavour();
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  }
  return parts;
}

/** Drops optional parts (from the end) until the reply fits `maxTokens` words; cuts only as a last resort. */
function fit(parts: Part[], maxTokens: number): ComposedReply {
  const limit = Math.max(1, Math.floor(maxTokens));
  const count = (list: Part[]) => list.reduce((sum, part) => sum + part.text.split(/\s+/).filter(Boolean).length, 0);
  const kept = [...parts];
  for (let i = kept.length - 1; i >= 0 && count(kept) > limit; i -= 1) {
    if (kept[i]!.optional) kept.splice(i, 1);
  }
  const text = kept.map((part) => part.text).join(' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { text, truncated: false };
  return { text: words.slice(0, limit).join(' '), truncated: true };
}
