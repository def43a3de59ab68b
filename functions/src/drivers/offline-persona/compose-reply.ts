/** Composes Bela's reply from a Reading and fits it into a word budget. */
import {
  ABOUT_FOLLOW_UPS, ABOUT_LINES, DISLIKES, FAVOURITE_FOLLOW_UPS, FAVOURITE_LINES, IDENTITY_FOLLOW_UPS, IDENTITY_LINES, LIKES_BY_KIND, LIKES_THING, LIKES_THING_FOLLOW_UPS,
} from './copy-about-bela';
import { ADVICE_FOLLOW_UPS, ADVICE_LINES, CRISIS_LINE, EXPLICIT_FOLLOW_UPS, EXPLICIT_LINES, QUESTION_FOLLOW_UPS, QUESTION_LINES } from './copy-boundaries';
import {
  AFFECTION_FOLLOW_UPS, ANXIOUS_ABOUT_LINES, COMPLIMENT_LINES, FEELING_FOLLOW_UPS, FEELING_LINES, LOVE_LINES, MISS_FOLLOW_UPS, MISS_LINES, STILL_LISTENING, THANKS_LINES,
} from './copy-feelings';
import {
  AGAIN_OPENERS, ASK_FOR_NAME, AWAY_LINES, BACK_SOON_LINES, FIRST_GENTLE, FIRST_HELLOS, FIRST_OPENERS, GOODBYE_LINES, GOODNIGHT_LINES, GREETING_LINES, HOW_AM_I,
  HOW_ARE_YOU_FOLLOW_UPS, KNOWN_AFTER_TIME, KNOWN_GENTLE, KNOWN_NAME_LINES, KNOWN_OPENERS, TIME_GREETINGS, UNKNOWN_NAME_LINES,
} from './copy-greetings';
import {
  DECISION_FOLLOW_UPS, DECISION_LINES, HUG_FOLLOW_UPS, HUG_LINES, PHOTO_FOLLOW_UPS, PHOTO_LINES, STORIES, STORY_FOLLOW_UPS, STORY_INTROS, SUGGESTION_FOLLOW_UPS, SUGGESTION_LINES,
} from './copy-requests';
import { SHORT_FOLLOW_UPS, SHORT_LINES } from './copy-short-replies';
import { GENERIC_FOLLOW_UPS, GENERIC_LINES, JOKE_FOLLOW_UPS, JOKE_INTROS, JOKES, LAUGH_LINES, SPY_FLAVOUR, TOPIC_PROMPTS } from './copy-small-talk';
import { EARLIER_FOLLOW_UPS, EARLIER_MATTER_LINES, GENERIC_TOPIC_LINES, PAST_DAY_FOLLOW_UPS, PAST_DAY_LINES, TOPIC_FOLLOW_UPS, TOPIC_LINES } from './copy-topics';
import { answerOf } from './answer-question';
import {
  CARE_ABOUT_ME, CARE_CHECK_INS, CARE_FEELINGS, CARE_GENTLE, CARE_GOODBYES, CARE_IDENTITY, CARE_LINES, CARE_REACHING_OUT, CARE_SORRY, CARE_THANKS,
} from './copy-care';
import { linePicker, type PickLine, type Slots } from './pick-line';
import { capitalise } from './text-helpers';
import type { Asked, Reading, ShortKind, Topic } from './reading';

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

/** Short kinds answered before any topic or question; the others (keystrokes, mash, emoji...) only when nothing else is found. */
const EARLY_SHORT: ReadonlySet<ShortKind> = new Set(['ping', 'doubt', 'clarify', 'opinion', 'yes', 'no', 'unsure', 'quiet', 'filler', 'sorry', 'sigh']);
/** Short kinds that stand alone: a follow-up question would make a second question in a row. */
const NO_FOLLOW_UP: ReadonlySet<ShortKind> = new Set(['doubt', 'ping', 'silence']);

const slotsOf = (topic: Topic): Slots => ({ topic: topic.phrase, word: topic.word });

/** What Bela says on seeing the member again after `days` away: nothing under three days. */
function awayLine(days: number | null | undefined): string | undefined {
  if (days === null || days === undefined || days < 3) return undefined;
  return days > 30 ? AWAY_LINES.month : days >= 7 ? AWAY_LINES.week : AWAY_LINES.days;
}

/**
 * The parts of a reply: an opener, one reaction and at most one follow-up question. The branches are
 * in priority order: a crisis overrides everything, then the quiet turns after it, then goodbyes,
 * then the question whether Bela is an AI. A question asked directly (advice, a choice, a yes/no, one
 * about her) is answered before any thanks, topic or fallback line. Random draws happen in a fixed
 * order, so the same reading, random values and salt always give the same reply.
 */
function compose(reading: Reading, random: () => number, salt: number): Part[] {
  const { name, short } = reading;
  const choose = linePicker(reading, random, salt);
  const chance = (p: number) => random() < p;

  if (reading.crisis) return [{ text: CRISIS_LINE, optional: false }];
  if (reading.afterCrisis) return careParts(reading, choose, random);

  const parts: Part[] = [];
  const opener = (): void => {
    // The member's own "good morning" wins; otherwise their part of day, when their time zone is known.
    const when = reading.greetingTime ?? reading.partOfDay;
    const timely = when ? TIME_GREETINGS[when] : undefined;
    const gentle = reading.feeling === 'grieving' || reading.feeling === 'sad' || reading.feeling === 'anxious';
    const away = reading.sessionStart && !gentle && !reading.goodbye ? awayLine(reading.daysAway) : undefined;
    if (reading.firstTurn && reading.known) {
      // Someone Bela has talked with before is greeted as known in a new chat, never introduced to.
      if (gentle) parts.push({ text: choose(KNOWN_GENTLE, undefined, true), optional: false });
      else if (timely) {
        const greeting = choose(timely, undefined, true);
        parts.push({ text: greeting, optional: false });
        // (Their name alone does not say she knows them: a new member's first greeting has it too.)
        if (!away) parts.push({ text: choose(KNOWN_AFTER_TIME), optional: false });
      } else parts.push({ text: choose(KNOWN_OPENERS, undefined, true), optional: false });
    } else if (reading.firstTurn) {
      // A member's first chat ever (or a request that does not say): Bela introduces herself.
      const introduced = timely?.map((line) => `${line} I’m Bela.`);
      const lines = gentle ? FIRST_GENTLE : (introduced ?? (reading.identity || reading.about ? FIRST_HELLOS : FIRST_OPENERS));
      parts.push({ text: choose(lines, undefined, true), optional: false });
    } else if (reading.greeting || (reading.sessionStart && timely)) {
      parts.push({ text: timely ? choose(timely, undefined, true) : choose(AGAIN_OPENERS), optional: !reading.sessionStart });
    }
    if (away) parts.push({ text: away, optional: false });
  };
  const say = (lines: readonly string[], slots?: Slots) => parts.push({ text: choose(lines, slots), optional: false });
  const ask = (lines: readonly string[], slots?: Slots) => parts.push({ text: choose(lines, slots), optional: true });
  const flavour = () => {
    if (chance(0.25)) parts.push({ text: choose(SPY_FLAVOUR), optional: true });
  };
  const askOrRecall = (lines: readonly string[]) => {
    // What the member brought up with a feeling or a day to come comes back first, once, when the turn leaves room.
    const weighed = reading.feeling === 'grieving' || reading.feeling === 'sad' || reading.feeling === 'anxious';
    if (reading.earlierMatter && !weighed && !reading.question) return ask(EARLIER_MATTER_LINES, { topic: reading.earlierMatter.phrase });
    const earlier = reading.earlierTopic;
    if (!reading.firstTurn && earlier && earlier.word !== reading.topic?.word && chance(0.3)) {
      // "what you said about {topic}" needs a real noun phrase ("your sister", "Tokyo"), not a bare "boss".
      const phrased = earlier.phrase !== earlier.word || /^\p{Lu}/u.test(earlier.word);
      ask(EARLIER_FOLLOW_UPS, { word: earlier.word, ...(phrased ? { topic: earlier.phrase } : {}) });
    } else ask(lines);
  };
  const answerShort = (kind: ShortKind) => {
    say(SHORT_LINES[kind]);
    if (NO_FOLLOW_UP.has(kind)) return;
    const own = SHORT_FOLLOW_UPS[kind];
    if (own && !(reading.earlierMatter && !reading.question)) ask(own);
    else askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  };

  if (reading.goodbye) {
    opener();
    say(reading.sleepy ? GOODNIGHT_LINES : reading.backSoon ? BACK_SOON_LINES : GOODBYE_LINES);
    return parts;
  }

  const heavy = reading.feeling === 'grieving' || reading.feeling === 'sad' || reading.feeling === 'anxious' ? reading.feeling : undefined;
  /** The answer to the question asked directly; after a heavy feeling, answered with no question back. */
  const answer = (asked: Asked) => {
    const { text, followUps } = answerOf(asked, reading, choose, random);
    parts.push({ text, optional: false });
    if (!heavy && followUps.length > 0) ask(followUps);
  };

  opener();
  if (reading.identity) {
    say(IDENTITY_LINES);
    ask(IDENTITY_FOLLOW_UPS);
  } else if (heavy && !reading.asked && !reading.advice) {
    if (heavy === 'anxious' && reading.topic?.strong && reading.topic.kind) say(ANXIOUS_ABOUT_LINES, slotsOf(reading.topic));
    else say(FEELING_LINES[heavy]);
    ask(FEELING_FOLLOW_UPS[heavy]);
  } else if (reading.explicit) {
    say(EXPLICIT_LINES);
    ask(EXPLICIT_FOLLOW_UPS);
  } else if (reading.advice) {
    if (heavy) say(FEELING_LINES[heavy]);
    say(ADVICE_LINES[reading.advice]);
    ask(ADVICE_FOLLOW_UPS);
  } else if (heavy && reading.asked) {
    // A question asked in distress is still answered, after a word for the feeling.
    say(FEELING_LINES[heavy]);
    answer(reading.asked);
  } else if (reading.asked?.kind === 'choice') {
    answer(reading.asked);
  } else if (reading.photo) {
    say(PHOTO_LINES);
    ask(PHOTO_FOLLOW_UPS);
  } else if (reading.askMyName) {
    if (name) {
      say(KNOWN_NAME_LINES);
      ask(GENERIC_FOLLOW_UPS);
    } else {
      say(UNKNOWN_NAME_LINES);
      ask(ASK_FOR_NAME);
    }
  } else if (reading.hug) {
    say(HUG_LINES);
    ask(HUG_FOLLOW_UPS);
  } else if (reading.love || reading.miss || reading.compliment) {
    say(reading.love ? LOVE_LINES : reading.miss ? MISS_LINES : COMPLIMENT_LINES);
    ask(reading.miss ? MISS_FOLLOW_UPS : AFFECTION_FOLLOW_UPS);
  } else if (reading.joke) {
    say([`${choose(JOKE_INTROS)} ${choose(JOKES)}`]);
    ask(JOKE_FOLLOW_UPS);
  } else if (reading.story) {
    say([`${choose(STORY_INTROS)} ${choose(STORIES)}`]);
    ask(STORY_FOLLOW_UPS);
  } else if (reading.pickTopic) {
    say(TOPIC_PROMPTS);
  } else if (reading.likesThing) {
    const thing = reading.likesThing;
    const disliked = DISLIKES.find(({ words }) => thing.split(' ').some((word) => words.includes(word)));
    const kind = reading.topic?.kind;
    say(disliked?.lines ?? (kind && LIKES_BY_KIND[kind]) ?? LIKES_THING, { topic: thing });
    ask(LIKES_THING_FOLLOW_UPS);
  } else if (reading.favourite) {
    say(FAVOURITE_LINES[reading.favourite]);
    ask(FAVOURITE_FOLLOW_UPS);
  } else if (reading.about) {
    say(ABOUT_LINES[reading.about]);
    ask(ABOUT_FOLLOW_UPS);
  } else if (reading.howAreYou) {
    say(HOW_AM_I);
    flavour();
    ask(HOW_ARE_YOU_FOLLOW_UPS);
  } else if (reading.asked) {
    answer(reading.asked);
  } else if (reading.suggestion) {
    say(SUGGESTION_LINES[reading.suggestion]);
    ask(SUGGESTION_FOLLOW_UPS);
  } else if (reading.decision) {
    say(DECISION_LINES);
    ask(DECISION_FOLLOW_UPS);
  } else if (reading.feeling) {
    say(FEELING_LINES[reading.feeling]);
    ask(FEELING_FOLLOW_UPS[reading.feeling]);
  } else if (reading.thanks) {
    say(THANKS_LINES);
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  } else if (short && EARLY_SHORT.has(short)) {
    answerShort(short);
  } else if (reading.topic?.kind === 'weekend' && reading.toldAsPast) {
    // "we went hiking on Sunday": a day that has been is asked about, not planned for.
    say(PAST_DAY_LINES, slotsOf(reading.topic));
    ask(PAST_DAY_FOLLOW_UPS);
  } else if (reading.topic?.kind) {
    say(TOPIC_LINES[reading.topic.kind], slotsOf(reading.topic));
    flavour();
    const followUps = TOPIC_FOLLOW_UPS[reading.topic.kind];
    // "A cat called Miso": the name was just given, so it is not asked back; "she" is not "they".
    const asked = reading.gaveName ? followUps.filter((line) => !/\bname\b/i.test(line)) : followUps;
    ask(reading.pronoun ? asked.map((line) => agreeing(line, reading.pronoun!)) : asked);
  } else if (reading.question) {
    say(QUESTION_LINES);
    ask(QUESTION_FOLLOW_UPS);
  } else if (reading.topic) {
    say(GENERIC_TOPIC_LINES, slotsOf(reading.topic));
    flavour();
    ask(GENERIC_FOLLOW_UPS.slice(-2));
  } else if (reading.greeting) {
    say(GREETING_LINES);
    askOrRecall(reading.firstTurn ? GENERIC_FOLLOW_UPS.slice(0, 3) : GENERIC_FOLLOW_UPS.slice(0, 5));
  } else if (reading.laugh) {
    say(LAUGH_LINES);
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  } else if (short) {
    answerShort(short);
  } else if (reading.mood === 'sad' || reading.mood === 'grieving' || reading.mood === 'anxious') {
    say(STILL_LISTENING);
    ask(FEELING_FOLLOW_UPS[reading.mood]);
  } else {
    say(GENERIC_LINES);
    flavour();
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  }
  return parts;
}

const PRONOUNS = {
  she: { 'are they': 'is she', 'they’ve': 'she’s', 'they’re': 'she’s', 'they’d': 'she’d', they: 'she', their: 'her', them: 'her' },
  he: { 'are they': 'is he', 'they’ve': 'he’s', 'they’re': 'he’s', 'they’d': 'he’d', they: 'he', their: 'his', them: 'him' },
} as const;

/** A line of Bela's that speaks of "them", said of someone the member calls she or he ("What are they like?" → "What is she like?"). */
function agreeing(line: string, pronoun: 'she' | 'he'): string {
  const forms: Record<string, string> = PRONOUNS[pronoun];
  return line.replace(/\b(are they|they’ve|they’re|they’d|they|their|them)\b/gi, (found) => {
    const form = forms[found.toLowerCase()]!;
    return /^\p{Lu}/u.test(found) ? capitalise(form) : form;
  });
}

/**
 * A reply in the turns after a crisis card: no opener, no jokes, no teasing, no spy play; one caring
 * line and, except on a goodbye, a gentle check-in.
 */
function careParts(reading: Reading, choose: PickLine, random: () => number): Part[] {
  const said = (lines: readonly string[]): Part[] => [{ text: choose(lines), optional: false }];
  if (reading.goodbye) return said(CARE_GOODBYES);
  if (reading.reachingOut) return said(CARE_REACHING_OUT);
  const heavy = reading.feeling !== undefined && reading.feeling !== 'happy';
  let parts: Part[];
  if (reading.identity) parts = said(CARE_IDENTITY);
  else if (reading.about || reading.favourite || reading.likesThing || reading.howAreYou || reading.asked?.kind === 'about-bela') parts = said(CARE_ABOUT_ME);
  else if (reading.asked) parts = [{ text: answerOf(reading.asked, reading, choose, random).text, optional: false }];
  else if (reading.joke || reading.story || reading.pickTopic || reading.changeSubject || reading.feeling === 'bored') parts = said(CARE_GENTLE);
  else if (heavy) parts = said(CARE_FEELINGS);
  else if (reading.short === 'sorry') parts = said(CARE_SORRY);
  else if (reading.thanks) parts = said(CARE_THANKS);
  else parts = said(CARE_LINES);
  return [...parts, { text: choose(CARE_CHECK_INS), optional: true }];
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
