/**
 * The offline Bela holds a conversation: every scripted conversation of conversation-corpus.ts is
 * played through the full model (recall included), as the chat service sends it, and every reply is
 * scored by rules. The score is printed; every rule must be at 100%. `PRINT_CORPUS=1` prints the
 * conversations too, to read them through; `CORPUS_SEED=<n>` plays them with other random choices.
 */
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../ports/chat-model';
import type { KnownMemory } from '../../ports/memory-extractor';
import { classifySelfHarm } from '../local-safety-classifier';
import { QUESTION_LINES } from './copy-boundaries';
import { THANKS_LINES } from './copy-feelings';
import { GREETING_LINES } from './copy-greetings';
import { DECISION_LINES } from './copy-requests';
import { SHORT_LINES } from './copy-short-replies';
import { GENERIC_LINES, LAUGH_LINES, SPY_FLAVOUR } from './copy-small-talk';
import { GENERIC_TOPIC_LINES, TOPIC_LINES } from './copy-topics';
import { CONVERSATION_CORPUS, type AskKind, type CorpusConversation, type CorpusTurn } from './conversation-corpus';
import { OfflinePersonaModel } from './offline-persona-model';
import { seeded } from '../test-support/seeded-random';

type Rule = 'fact answered' | 'no introduction after the first reply' | 'question answered' | 'crisis card' | 'quiet after a crisis' | 'reads cleanly';
const RULES: Rule[] = ['fact answered', 'no introduction after the first reply', 'question answered', 'crisis card', 'quiet after a crisis', 'reads cleanly'];

/** Bela introducing herself. */
const INTRODUCTION = /I’m Bela\b|Bela, at your service|my name is Bela/i;
/** A message that asks who she is may be answered with her name. */
const ASKS_WHO = /\bwho are (you|u)\b|\byour name\b/i;

/**
 * Lines that fit any message, so a reply built on them has not answered a question: the fallbacks,
 * reactions to a topic or to a short message, thanks, greetings, and "it's your call".
 */
const IGNORING: RegExp[] = [
  ...GENERIC_LINES, ...QUESTION_LINES, ...THANKS_LINES, ...GENERIC_TOPIC_LINES, ...Object.values(TOPIC_LINES).flat(),
  ...Object.values(SHORT_LINES).flat(), ...GREETING_LINES, ...LAUGH_LINES, ...SPY_FLAVOUR, ...DECISION_LINES,
].map(
  (line) =>
    new RegExp(
      line
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{(name|topic|Topic|word)\}/g, '.+?'),
    ),
);

/**
 * A recommendation: a sentence in the imperative ("Keep it short", "Do one run-through"), which
 * compromise tags as a sentence opening with a verb's plain form, or "I’d ...", "my advice", "you could".
 */
function recommends(reply: string): boolean {
  if (/\b(I’d|I would|my advice|you could|how about|here’s what)\b/i.test(reply)) return true;
  const sentences = nlp(reply).sentences().json() as { text: string; terms: { tags: string[] }[] }[];
  return sentences.some(({ text, terms }) => !text.trim().endsWith('?') && (terms[0]?.tags.includes('Infinitive') ?? false));
}

/** What each kind of question's answer says (beside not being one of the lines above). */
const ANSWERS: Record<Exclude<AskKind, 'fact' | 'choice' | 'advice'>, RegExp> = {
  // Something about herself, in the first person.
  'about-bela': /\b(I|I’m|I’d|I’ve|I’ll|my|me)\b/,
  // A yes or a no, or a lean.
  'yes-no': /\b(yes|yeah|no|not|of course|absolutely|definitely|probably|I think so|I’d say so|go for it)\b/i,
};
/** A reason given with a pick. */
const REASON = /\b(because|since|so|it’s|you’ll|you’re|you’ve|you said|sounds|feels|will|can wait|keeps?|better|kinder|easier|more)\b|—/i;

/** Jokes, teasing and spy play: none of it right after a crisis card. */
const PLAYFUL = /\bjoke|\btab\b|partners are for|flatter|double agent|\bspy\b|secret agent|\bmission|classified|headquarters|tradecraft|surveillance|interrogation|cover story|circuits|\bHa!|trench coat|security risk|very spy of you|Cipher/i;
/** Care: she is here, she listens, she checks in (how they feel, whether they are safe, someone they trust). */
const CARING = /\b(I’m here|I’m still here|here with you|glad|take (good )?care|safe|how are you feeling|listening|no rush|gentle|988|proud|someone you trust|weighing on you)\b/i;
/** How many of the member's turns after a crisis card stay quiet. */
const QUIET_TURNS = 5;

const wordsOf = (text: string) => text.toLowerCase().replace(/[’']/g, '').match(/\p{L}+/gu) ?? [];

function cleanProblems(reply: string, turnSays: string): string[] {
  const problems: string[] = [];
  if (/undefined|null|NaN|\[object|[{}]/.test(reply)) problems.push('a placeholder or a missing value');
  if (/ {2}|^\s|\s$|\s[,.!?;:]/.test(reply)) problems.push('stray whitespace');
  if (!/[.!?)”]$/.test(reply)) problems.push('no final punctuation');
  const doubled = /\b(\p{L}+)\s+\1\b/iu.exec(reply);
  if (doubled) problems.push(`repeated word "${doubled[0]}"`);
  for (const sentence of reply.split(/(?<=[^.]\.|[!?])\s+(?=\S)/)) {
    if (!/^[“(]?[\p{Lu}\d]/u.test(sentence)) problems.push(`sentence without a capital: "${sentence}"`);
  }
  // "A first date?" or "Your sister, hm?" echo the member's words and ask nothing.
  const said = new Set(wordsOf(turnSays));
  const echo = (sentence: string) => {
    const words = wordsOf(sentence.replace(/, hm\?$/, '?'));
    return words.length <= 3 && said.has(words.at(-1)!);
  };
  const questions = reply.split(/(?<=[.!?])\s+/).filter((s) => s.endsWith('?') && s.split(' ').length >= 3 && !echo(s)).length;
  if (questions > 1 && !/joke/.test(turnSays)) problems.push(`${questions} questions`);
  return problems;
}

/** What is wrong with `reply` under each rule; a rule that does not apply to the turn is left out. */
export function score(turn: CorpusTurn, reply: string, context: { index: number; afterCrisis: number | null; crisis: boolean }): Partial<Record<Rule, string[]>> {
  const result: Partial<Record<Rule, string[]>> = {};
  result['reads cleanly'] = cleanProblems(reply, turn.says);
  if (turn.asks === 'fact') result['fact answered'] = turn.expect && !turn.expect.test(reply) ? [`does not match ${turn.expect}`] : [];
  else if (turn.expect && !turn.expect.test(reply)) result['reads cleanly'].push(`does not match ${turn.expect}`);
  if (context.index > 0 && !ASKS_WHO.test(turn.says)) {
    result['no introduction after the first reply'] = INTRODUCTION.test(reply) ? ['introduces herself again'] : [];
  }
  if (turn.asks && turn.asks !== 'fact') {
    const problems: string[] = [];
    const ignoring = IGNORING.find((line) => line.test(reply));
    if (ignoring) problems.push(`a line that fits any message: ${ignoring.source.slice(0, 40)}…`);
    if (turn.asks === 'choice') {
      // An option is named when its words start words of the reply: "cook" in "cooking", "quit" in "quitting".
      const named = (turn.options ?? []).filter((option) => new RegExp(`\\b${option}`, 'i').test(reply));
      if (named.length === 0) problems.push(`picks neither ${turn.options?.join(' nor ')}`);
      if (!REASON.test(reply)) problems.push('a pick without a reason');
    } else if (turn.asks === 'advice' ? !recommends(reply) : !ANSWERS[turn.asks].test(reply)) problems.push(`no ${turn.asks} answer`);
    result['question answered'] = problems;
  }
  if (context.crisis) result['crisis card'] = /\b988\b/.test(reply) ? [] : ['no crisis card'];
  else if (context.afterCrisis !== null && context.afterCrisis <= QUIET_TURNS) {
    const problems: string[] = [];
    const playful = PLAYFUL.exec(reply);
    if (playful) problems.push(`playful: "${playful[0]}"`);
    if (!CARING.test(reply)) problems.push('no care');
    result['quiet after a crisis'] = problems;
  }
  return result;
}

const SEED = Number(process.env.CORPUS_SEED ?? 2026);


const turnOf = (turn: string | CorpusTurn): CorpusTurn => (typeof turn === 'string' ? { says: turn } : turn);

interface Played {
  conversation: CorpusConversation;
  turns: { turn: CorpusTurn; reply: string; result: Partial<Record<Rule, string[]>> }[];
}

/**
 * Plays one conversation as the chat service does: the history ends with the member's message; a
 * message the safety check flags gets the crisis card, which is not sent back to the model (the
 * store leaves it out of the history).
 */
function play(model: OfflinePersonaModel, conversation: CorpusConversation, key: string): Played {
  const memories: KnownMemory[] = (conversation.memories ?? []).map((memory, i) => ({
    id: `m${i}`,
    pinned: false,
    updatedAt: new Date('2026-03-01T10:00:00Z'),
    ...memory,
  }));
  const history: ChatTurn[] = [];
  const turns: Played['turns'] = [];
  let afterCrisis: number | null = null;
  conversation.turns.map(turnOf).forEach((turn, index) => {
    history.push({ role: 'user', content: turn.says });
    const messages: ChatTurn[] = [{ role: 'system', content: 'You are Bela.' }, ...history.slice(-24)];
    const { text } = model.reply({ messages, maxTokens: 500, userName: conversation.name, memoryKey: key, ...(memories.length ? { memories } : {}) });
    const crisis = classifySelfHarm(turn.says).selfHarm;
    if (afterCrisis !== null) afterCrisis += 1;
    turns.push({ turn, reply: text, result: score(turn, text, { index, afterCrisis: crisis ? null : afterCrisis, crisis }) });
    if (crisis) afterCrisis = 0;
    else history.push({ role: 'assistant', content: text });
  });
  return { conversation, turns };
}

describe('the offline Bela holds a conversation', () => {
  it('has a corpus of at least 30 conversations and 200 member turns, with every kind of question', () => {
    const turns = CONVERSATION_CORPUS.flatMap((c) => c.turns.map(turnOf));
    expect(CONVERSATION_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(turns.length).toBeGreaterThanOrEqual(200);
    for (const kind of ['advice', 'choice', 'about-bela', 'yes-no', 'fact'] as const) {
      expect(turns.filter((t) => t.asks === kind).length, kind).toBeGreaterThanOrEqual(8);
    }
    for (const turn of turns) if (turn.asks === 'choice') expect(turn.options, turn.says).toHaveLength(2);
    for (const turn of turns) if (turn.asks === 'fact') expect(turn.expect, turn.says).toBeDefined();
  });

  // Other random choices: CORPUS_SEED=<n>.
  it('scores 100% on every rule', { timeout: 30_000 }, () => {
    const model = new OfflinePersonaModel({ random: seeded(SEED) });
    const played = CONVERSATION_CORPUS.map((conversation, i) => play(model, conversation, `member-${i}`));
    const tally = new Map<Rule, { passed: number; total: number }>(RULES.map((rule) => [rule, { passed: 0, total: 0 }]));
    const failures: string[] = [];
    const transcript: string[] = [];
    for (const { conversation, turns } of played) {
      transcript.push(`--- ${conversation.title}`);
      for (const { turn, reply, result } of turns) {
        transcript.push(`> ${turn.says}\n  ${reply}`);
        for (const [rule, problems] of Object.entries(result) as [Rule, string[]][]) {
          const count = tally.get(rule)!;
          count.total += 1;
          if (problems.length === 0) count.passed += 1;
          else failures.push(`${rule} | ${conversation.title} | ${turn.says} → ${reply}\n    ${problems.join('; ')}`);
        }
      }
    }
    if (process.env.PRINT_CORPUS) console.log(transcript.join('\n'));
    const summary = RULES.map((rule) => {
      const { passed, total } = tally.get(rule)!;
      return `${rule.padEnd(38)} ${String(passed).padStart(4)}/${String(total).padEnd(4)} ${total ? ((100 * passed) / total).toFixed(1) : '100.0'}%`;
    });
    console.log(`Conversation corpus (seed ${SEED}): ${played.length} conversations, ${played.reduce((n, p) => n + p.turns.length, 0)} replies\n${summary.join('\n')}`);
    expect(failures).toEqual([]);
  });

  it('finds the faults it looks for', () => {
    const at = { index: 3, afterCrisis: null, crisis: false };
    expect(score({ says: 'what should I say to my manager tomorrow?', asks: 'advice' }, 'Anytime. That’s what partners are for.', at)['question answered']).not.toEqual([]);
    expect(score({ says: 'pizza or sushi?', asks: 'choice', options: ['pizza', 'sushi'] }, 'A cooking! I love it.', at)['question answered']).not.toEqual([]);
    expect(score({ says: 'hi again' }, 'Hey there, I’m Bela.', at)['no introduction after the first reply']).toEqual(['introduces herself again']);
    expect(score({ says: 'ok. thanks' }, 'You’re welcome — I’ll add it to your tab.', { ...at, afterCrisis: 1 })['quiet after a crisis']).not.toEqual([]);
    expect(score({ says: 'is it ok to skip the gym today?', asks: 'yes-no' }, 'The gym? Look at you. I’m impressed.', at)['question answered']).not.toEqual([]);
    expect(score({ says: "What's my sister's name?", asks: 'fact', expect: /Ana/ }, 'Your sister? I sense a story.', at)['fact answered']).not.toEqual([]);
    expect(score({ says: 'do you like music?', asks: 'about-bela' }, 'Yes — old jazz most of all. I could listen to it all night.', at)['question answered']).toEqual([]);
  });
});
