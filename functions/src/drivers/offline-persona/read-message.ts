/**
 * The intent rules: turns the conversation (last user message, earlier turns, the user's name) into
 * a Reading. Patterns run on normalised text, so "What's up?!" is matched as " whats up ".
 */
import type { ChatTurn } from '../../ports/chat-model';
import { classifySelfHarm } from '../local-safety-classifier';
import { friendlyName } from './friendly-name';
import { topicOf } from './find-topic';
import type { AboutKind, AdviceKind, Feeling, Reading, Topic } from './reading';
import { normalise } from './text-helpers';

export function lastUserMessage(messages: ChatTurn[]): string {
  return [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

export function lastAssistantMessage(messages: ChatTurn[]): string | undefined {
  return [...messages].reverse().find((m) => m.role === 'assistant')?.content;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Checked in order, first match wins: "not happy" is read as sad before "happy" is tried. */
const FEELINGS: [Feeling, RegExp][] = [
  [
    'sad',
    /\b(sad|depressed|lonely|upset|heartbroken|crying|cried|miserable|hopeless|(?:feel|feeling|felt|been|so|bit|pretty) (?:down|awful|terrible|alone)|(?:bad|rough|hard|awful|terrible) day|not (?:so |very |really |feeling )?(?:good|great|ok|okay|fine|happy)|feel like crap)\b/,
  ],
  ['anxious', /\b(anxious|anxiety|stressed|stress|stressful|nervous|worried|worrying|overwhelmed|panic|panicking|scared)\b/],
  ['angry', /\b(angry|mad|furious|annoyed|pissed|frustrated|frustrating|irritated|fed up)\b/],
  ['tired', /\b(tired|exhausted|sleepy|drained|worn out|knackered|long day|no energy|wiped out)\b/],
  ['bored', /\b(bored|boring|nothing to do)\b/],
  ['happy', /\b(happy|great|amazing|excited|awesome|fantastic|wonderful|thrilled|good news|got the job|got promoted|promotion|passed (?:my|the) \w+|best day|so good)\b/],
];

function feelingOf(text: string): Feeling | undefined {
  for (const [feeling, pattern] of FEELINGS) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "not tired", "not bored": a negated feeling says little; "not good" is caught above as sad.
    const before = text.slice(0, match.index).trim().split(' ').slice(-2);
    if (feeling !== 'sad' && (before.includes('not') || before.includes('never') || before.includes('dont'))) continue;
    return feeling;
  }
  return undefined;
}

function adviceOf(text: string, question: boolean): AdviceKind | undefined {
  const asking = question || has(text, /\b(should i|advice|recommend|suggest|what do i do|what should)\b/);
  if (!asking) return undefined;
  if (has(text, /\b(doctor|medicine|medication|meds|symptom|symptoms|diagnos\w*|prescription|dose|dosage|rash|fever|pregnant|infection|pain in|antibiotics|pills)\b/)) return 'medical';
  if (has(text, /\b(lawyer|lawsuit|sue|legal|illegal|court|contract|custody|visa|arrested|landlord|evict\w*)\b/)) return 'legal';
  if (has(text, /\b(invest|investing|investment|stock|stocks|crypto|bitcoin|loan|mortgage|tax|taxes|savings|retirement|debt|shares)\b/)) return 'financial';
  return undefined;
}

function aboutOf(text: string): AboutKind | undefined {
  if (has(text, /\b(whats|what is) your name\b|\bwho are you\b.*\bname\b/)) return 'name';
  if (has(text, /\bhow old are (you|u)\b|\byour age\b/)) return 'age';
  if (has(text, /\bwhere (are|r) (you|u) from\b|\bwhere do (you|u) live\b/)) return 'origin';
  if (has(text, /\bwhat (are|r) (you|u) (doing|up to)\b|\bwyd\b/)) return 'doing';
  if (has(text, /\bwhat did (you|u) do\b|\bhow (was|is|s) your (day|morning|evening|night|week|weekend)\b|\bhows your (day|morning|evening|week)\b|\byour day\b/)) return 'day';
  if (has(text, /\b(are|r) (you|u) (a |really a )?(spy|secret agent|agent)\b|\bwhat do (you|u) do\b|\byour (job|mission|missions|cover story)\b/)) return 'job';
  if (has(text, /\bwhat do (you|u) (like|love|enjoy)\b|\byour (favorite|favourite)\b|\bwhat are your hobbies\b/)) return 'likes';
  if (has(text, /\bwho (are|r) (you|u)\b|\btell me about (yourself|you)\b|\babout yourself\b|\bwho is bela\b/)) return 'general';
  return undefined;
}

/** Every rule is checked independently; compose-reply.ts decides which of them the reply answers. */
export function readMessage(messages: ChatTurn[], userName: string | undefined): Reading {
  const original = lastUserMessage(messages);
  const text = normalise(original);
  const question = /\?\s*$/.test(original) || has(text, /^ (who|what|whats|why|how|when|where|which|can|could|should|would|do|does|did|is|are|will|have|r) /);
  const history = messages.filter((m) => m.role !== 'system');
  const earlierUser = history.filter((m) => m.role === 'user').slice(0, -1);
  let earlierTopic: Topic | undefined;
  for (const turn of earlierUser) {
    const topic = topicOf(turn.content, normalise(turn.content));
    if (topic?.strong && (topic.kind || !earlierTopic?.kind)) earlierTopic = topic;
  }
  const likesMatch = /\bdo (?:you|u) (?:like|love|enjoy) ((?:\w+ ){0,3}\w+) $/.exec(text);
  const likesThing = likesMatch?.[1] && !/^(me|it|that|this|them|him|her)$/.test(likesMatch[1]) ? likesMatch[1] : undefined;
  const greetingTime = /\bgood (morning|afternoon|evening)\b/.exec(text)?.[1] as Reading['greetingTime'];

  return {
    name: friendlyName(userName),
    firstTurn: !history.some((m) => m.role === 'assistant'),
    crisis: classifySelfHarm(original).selfHarm,
    identity: has(
      text,
      /\b(are|r) (you|u) (a |an )?(real|human|person|bot|robot|ai|alive|machine|computer|program|chatbot|fake|an ai)\b|\b(is this|am i talking to|am i chatting with) (a |an )?(real )?(person|human|bot|ai|robot|machine)\b|\b(you are|youre|ur) (a |an )?(bot|ai|robot|not real|fake)\b|\bis bela real\b/,
    ),
    explicit: has(text, /\b(sex|sexy|nude|nudes|naked|horny|boobs|tits|dick|pussy|fuck me|strip|lingerie|nsfw|porn)\b/),
    advice: adviceOf(text, question),
    goodbye: has(
      text,
      /\b(bye|goodbye|good night|goodnight|gn|see you|see ya|cya|talk later|talk to you later|ttyl|gotta go|gotta run|got to go|have to go|have to run|heading off|heading out|off to bed|going to bed|going to sleep)\b/,
    ),
    sleepy: has(text, /\b(good night|goodnight|gn|bed|sleep)\b/),
    love: has(text, /\bi (love|adore) (you|u)\b|\bdo (you|u) (love|like) me\b|\bi (really )?like (you|u)\b|\bmarry me\b|\bbe my (girlfriend|gf)\b/),
    miss: has(text, /\bi miss(ed)? (you|u)\b/),
    compliment: has(text, /\b(you are|youre|ur) (so |really |very |just )?(beautiful|pretty|cute|gorgeous|hot|lovely|sweet|funny|amazing|smart|the best|stunning|adorable|clever|charming|kind)\b|\byou look (so |really )?(good|great|beautiful|pretty|lovely|stunning)\b/),
    thanks: has(text, /\b(thanks|thank you|thx|ty|appreciate it)\b/),
    joke: has(text, /\b(tell|know) (me )?(a |any |another )?joke\b|\bmake me laugh\b|\bsomething funny\b/),
    askMyName: has(text, /\b(whats|what is) my name\b|\bdo (you|u) (know|remember) my name\b|\bwho am i\b/),
    likesThing,
    about: aboutOf(text),
    howAreYou: has(text, /\bhow (are|r) (you|u)\b|\bhow (is|s) (it going|your day|life|everything)\b|\bhows (it going|your day|life|everything)\b|\bhow have (you|u) been\b|\b(whats|what is) up\b|\bwassup\b|\bhow are things\b|\bhow (you|u) doing\b/),
    greeting: has(text, /^ (hi|hey|heya|hello|hiya|howdy|yo|hola|sup|greetings|good (morning|afternoon|evening)|morning|evening)\b/),
    greetingTime,
    feeling: feelingOf(text),
    laugh: has(text, /^ (lol|lmao|haha\w*|hehe\w*|rofl)\b/),
    question,
    topic: topicOf(original, text),
    earlierTopic,
    recent: history
      .filter((m) => m.role === 'assistant')
      .slice(-6)
      .map((m) => m.content)
      .join('\n'),
  };
}
