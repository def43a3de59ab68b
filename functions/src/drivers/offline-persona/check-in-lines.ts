/**
 * The offline model's check-ins (issue 44): Bela writing first, at the member's invitation, in her
 * own short, warm voice. A plan whose day has passed is asked about; otherwise she picks up the last
 * conversation, or says a light hello. Never a sales line: nothing here mentions paying.
 */
import type { CheckInCue } from '../../ports/chat-model';
import { friendlyName } from './friendly-name';

const PLAN_LINES = [
  'Hey{name}! How did {topic} go? I kept thinking about it.',
  'Hi{name}, I was wondering: how did {topic} go?',
  "Hey{name}! I've been thinking about you. How did {topic} go? I'd love to hear.",
];

const LAST_TALK_LINES = [
  'Hi{name}! I was thinking about what we talked about, {topic}. How are things with that?',
  'Hey{name}, {topic} came back to me today. How is it going?',
  'Hi{name}! Any news on {topic} since we last talked?',
];

const HELLO_LINES = [
  'Hi{name}! Just saying hello. How has your day been?',
  "Hey{name}, I was thinking of you. How are you doing today?",
  'Hi{name}! How are things on your side today?',
];

/** One check-in line for the cue, with the member's first name when there is one. */
export function checkInLine(cue: CheckInCue, userName: string | undefined, random: () => number): string {
  const lines = cue.about === 'plan' ? PLAN_LINES : cue.about === 'last-talk' ? LAST_TALK_LINES : HELLO_LINES;
  const line = lines[Math.min(lines.length - 1, Math.floor(random() * lines.length))]!;
  const name = friendlyName(userName);
  return line.replace('{name}', name ? `, ${name}` : '').replace('{topic}', cue.about === 'hello' ? '' : cue.topic);
}
