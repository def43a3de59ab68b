/** The answer to a question the member asks directly (read-question.ts), from copy-answers.ts. */
import {
  ADVICE_ANSWER_FOLLOW_UPS, ADVICE_ANSWERS, BELA_ANSWERS, BELA_FOLLOW_UPS, BELA_OPEN_ANSWERS, BELA_PICKS, CHOICE_FOLLOW_UPS, CHOICE_LINES, YES_NO_ANSWERS, YES_NO_FOLLOW_UPS,
} from './copy-answers';
import type { PickLine } from './pick-line';
import type { Asked, Choice, Feeling, Reading } from './reading';

export interface Answer {
  /** The answer itself. */
  text: string;
  /** The question that may follow it. */
  followUps: readonly string[];
}

/** Moods in which the restful option is the kinder pick. */
const WEARY: ReadonlySet<Feeling> = new Set(['tired', 'sleepless']);

/**
 * Picks one of two options, with a reason: Bela's own taste when the choice is hers, the smaller step
 * beside a big one (quitting, moving), the restful one for a tired member and the active one for a
 * bored one, when exactly one fits; otherwise either.
 */
function pick(choice: Choice, reading: Reading, choose: PickLine, random: () => number): string {
  const { options } = choice;
  const line = (index: number, lines: readonly string[]) => {
    const other = options[1 - index]!;
    return choose(lines, { choice: options[index]!, other: other.noun });
  };
  if (choice.chooser === 'bela') {
    for (const taste of BELA_PICKS) {
      const index = options.findIndex((option) => option.said.toLowerCase().split(/\s+/).some((word) => taste.words.includes(word)));
      if (index >= 0) return line(index, [taste.line]);
    }
  }
  const only = (pace: 'rest' | 'active') => {
    const fitting = options.flatMap((option, index) => (option.pace === pace ? [index] : []));
    return fitting.length === 1 ? fitting[0] : undefined;
  };
  if (choice.chooser === 'member') {
    const careful = options.findIndex((option) => option.pace !== 'big');
    if (careful >= 0 && options.some((option) => option.pace === 'big')) return line(careful, CHOICE_LINES.careful);
  }
  const weary = reading.mood !== undefined && WEARY.has(reading.mood) ? only('rest') : undefined;
  if (weary !== undefined) return line(weary, CHOICE_LINES.rest);
  const bored = reading.mood === 'bored' ? only('active') : undefined;
  if (bored !== undefined) return line(bored, CHOICE_LINES.active);
  const index = random() < 0.5 ? 0 : 1;
  return line(index, options[index]!.shape === 'circumstance' ? CHOICE_LINES.circumstance : CHOICE_LINES.any);
}

export function answerOf(asked: Asked, reading: Reading, choose: PickLine, random: () => number): Answer {
  switch (asked.kind) {
    case 'choice':
      return { text: pick(asked.choice, reading, choose, random), followUps: CHOICE_FOLLOW_UPS };
    case 'advice':
      return { text: choose(ADVICE_ANSWERS[asked.theme], asked.person ? { topic: asked.person } : {}), followUps: ADVICE_ANSWER_FOLLOW_UPS[asked.theme] };
    case 'yes-no':
      // "Of course — any time" and "it's not just you" need no question back.
      return { text: choose(YES_NO_ANSWERS[asked.lean]), followUps: asked.lean === 'welcome' || asked.lean === 'not-just-you' ? [] : YES_NO_FOLLOW_UPS };
    case 'about-bela':
      return {
        text: choose(asked.subject === 'other' && !asked.yesNo ? BELA_OPEN_ANSWERS : BELA_ANSWERS[asked.subject], reading.topic ? { topic: reading.topic.phrase } : {}),
        // "I know exactly what you mean. Go on." asks nothing back.
        followUps: asked.subject === 'understand' || asked.subject === 'memory' ? [] : BELA_FOLLOW_UPS,
      };
  }
}
