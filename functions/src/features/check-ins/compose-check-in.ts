/**
 * What Bela says when she writes first: a plan whose day has passed comes first ("How did the
 * interview go?"), otherwise something from the last conversation, otherwise a light hello. It is
 * written by the chat model port (the offline model reads the cue; a remote model the prompt) and
 * passes the same checks as her replies: the safety classifier (anything flagged but violence told
 * about, and it is not sent), the secrets check, and no sales words (a check-in is never a pitch).
 */
import { containsSensitiveData } from '../../domain/memory/sensitive-data';
import type { CheckInCue, ChatModel, ChatTurn, SafetyClassifier } from '../../ports/chat-model';
import type { KnownMemory } from '../../ports/memory-extractor';
import type { HistoryTurn } from '../../stores/conversations';
import { passedPlans, type DatedPlan } from './plan-topic';

/** A check-in is short. */
const MAX_TOKENS = 80;
const MAX_CHARS = 400;

/** Words of a sales message: a check-in holding one is not sent (issue 44: never an upgrade pitch). */
const PITCH = /\b(upgrade|subscri\w*|premium|pay(?:ing|ment)?|price|\$\s?\d|discount|offer|trial|purchase|buy|plan\s+(?:for|at)\s+\$)/i;

export interface CheckInTopic {
  cue: CheckInCue;
  /** The plan asked about, to note as asked once sent. */
  plan?: DatedPlan;
}

/** The cue: a passed plan first, then the last conversation, then hello (`plansOnly`: a plan or nothing). */
export function chooseTopic(input: {
  memories: KnownMemory[];
  today: Date;
  asked: readonly string[];
  lastTalk: { title: string; history: HistoryTurn[] } | null;
  plansOnly: boolean;
}): CheckInTopic | null {
  const [plan] = passedPlans(input.memories, input.today, input.asked);
  if (plan) return { cue: { about: 'plan', topic: plan.topic }, plan };
  if (input.plansOnly) return null;
  const topic = input.lastTalk ? lastTalkTopic(input.lastTalk.title, input.lastTalk.history) : null;
  return topic ? { cue: { about: 'last-talk', topic } } : { cue: { about: 'hello' } };
}

/** A few words that name the last conversation (its title, when short and the member's own words made it). */
function lastTalkTopic(title: string, history: HistoryTurn[]): string | null {
  const named = title.trim().replace(/[.!]+$/, '');
  if (!named || named === 'New conversation' || /[?]/.test(named) || named.split(/\s+/).length > 5) return null;
  return history.some((turn) => turn.role === 'user') ? named.toLowerCase() : null;
}

/** The system prompt a remote model writes a check-in from (the offline model reads `checkIn`). */
export function checkInPrompt(cue: CheckInCue, userName: string | undefined, localDate: string): string {
  const about =
    cue.about === 'plan'
      ? `Ask how ${cue.topic} went: its day has passed.`
      : cue.about === 'last-talk'
        ? `Pick up something from your last conversation (${cue.topic}) and ask how it is going.`
        : 'Say a light hello and ask about their day.';
  return [
    'You are Bela, a warm, playful AI companion (never claim to be human).',
    `The user invited you to check in with them now and then. Write one short message (one or two sentences) to start the conversation. It is ${localDate} for them.`,
    about,
    'Never mention money, subscriptions, upgrades or anything for sale. No questions about sensitive personal data.',
    userName ? `Their name is ${userName}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export interface ComposeDeps {
  chatModel: ChatModel;
  safety: SafetyClassifier;
}

export type Composed = { text: string; model: string } | { refused: 'empty' | 'flagged' | 'sensitive' | 'pitch' };

/** Her message, or why none passed (then no check-in is sent). */
export async function composeCheckIn(
  deps: ComposeDeps,
  input: { cue: CheckInCue; userName?: string; localDate: string; history: HistoryTurn[]; memoryKey: string; signal?: AbortSignal },
): Promise<Composed> {
  const messages: ChatTurn[] = [
    { role: 'system', content: checkInPrompt(input.cue, input.userName, input.localDate) },
    ...input.history.slice(-6).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: '(The user is not here yet: write your check-in message to them.)' },
  ];
  let text = '';
  for await (const chunk of deps.chatModel.stream({
    messages,
    maxTokens: MAX_TOKENS,
    userName: input.userName,
    memoryKey: input.memoryKey,
    checkIn: input.cue,
    tokenDelayMs: 0,
    ...(input.signal ? { signal: input.signal } : {}),
  })) {
    text += chunk;
  }
  text = text.trim().slice(0, MAX_CHARS);
  if (!text) return { refused: 'empty' };
  if (PITCH.test(text)) return { refused: 'pitch' };
  if (containsSensitiveData(text)) return { refused: 'sensitive' };
  const verdict = await deps.safety.check(text, input.signal);
  if (verdict.selfHarm || verdict.flags.some((flag) => flag !== 'depicted-harm')) return { refused: 'flagged' };
  return { text, model: deps.chatModel.info.id };
}
