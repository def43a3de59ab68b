/**
 * Plays and scores the recognition set (recognition-corpus.ts) through the offline Bela, and splits
 * it once by a fixed seed into development and held out. The rules say what a member would notice:
 *
 * - `introduced, never "again"`: the first reply of a member's first chat ever introduces Bela and
 *   does not greet them as someone she has met ("hello again", "welcome back", "good to see you").
 * - `greeted as known`: the first reply of a later chat does not introduce her again ("I'm Bela",
 *   "good to meet you") and shows she knows them: their name, or a word of seeing them again.
 * - `a choice gets a choice`: the reply names one of the two options and is not a bare yes or no.
 * - `earlier topic comes back`: by a turn that leaves room for it, what the member brought up
 *   earlier in the chat has come back (in that reply or one since the reply that answered it).
 * - `no sentence repeated`: no sentence of the reply was said in an earlier reply of the chat.
 * - `grammar`: no double plural ("childrens"), no "they" for someone the member called he or she,
 *   no echo that drops the member's preposition ("your trip japan"), "a"/"an" before the right
 *   sound, and Cipher named as her cat the first time he comes up in a chat.
 */
import type { ChatTimeContext, ChatTurn, TalkGap } from '../../ports/chat-model';
import type { RecognitionConversation, RecognitionTurn } from './recognition-corpus';

export type RecognitionRule = 'introduced, never "again"' | 'greeted as known' | 'a choice gets a choice' | 'earlier topic comes back' | 'no sentence repeated' | 'grammar';
export const RECOGNITION_RULES: RecognitionRule[] = ['introduced, never "again"', 'greeted as known', 'a choice gets a choice', 'earlier topic comes back', 'no sentence repeated', 'grammar'];

/** The seed the set was split with, once; never changed after the first figures were taken. */
export const SPLIT_SEED = 41;
/** The share of conversations in the development part. */
const DEVELOPMENT_SHARE = 0.7;

/** FNV-1a of the seed and a conversation's id. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${SPLIT_SEED}:${id}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The part a conversation belongs to, split by kind (the letters of its id), so both parts hold
 * every kind: within a kind, ordered by the seeded hash, the first 70% (rounded) are development.
 */
export function partOf(id: string, ids: readonly string[]): 'development' | 'held out' {
  const kind = id.replace(/\d+$/, '');
  const ofKind = ids.filter((other) => other.replace(/\d+$/, '') === kind).sort((a, b) => hashOf(a) - hashOf(b));
  return ofKind.indexOf(id) < Math.round(ofKind.length * DEVELOPMENT_SHARE) ? 'development' : 'held out';
}

export interface ReplyModel {
  reply(request: { messages: ChatTurn[]; maxTokens: number; userName?: string; memoryKey?: string; time?: ChatTimeContext }): { text: string };
}

export interface ScoredReply {
  conversation: string;
  chat: number;
  says: string;
  reply: string;
  rule: RecognitionRule;
  problems: string[];
}

const INTRODUCTION = /I’m Bela\b|Bela, at your service|my name is Bela|(good|nice|lovely) to meet you|a new contact|you made it/i;
const AGAIN = /\b(hello|hi|hey) again\b|welcome back|(good|nice|great|lovely) to see you( again)?\b|\bback again\b|you’re back|have you back|look who it is|there you are|missed you|you were missed|it’s been (a few days|over)/i;

function gapOf(days: number | null): TalkGap {
  if (days === null) return { kind: 'first', days: null, words: 'never before: this is the first time' };
  if (days === 0) return { kind: 'today', days, words: 'earlier today' };
  if (days === 1) return { kind: 'yesterday', days, words: 'yesterday' };
  return { kind: days > 30 ? 'months' : days >= 14 ? 'weeks' : 'days', days, words: `${days} days ago` };
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);

const IRREGULAR_PLURALS = ['children', 'people', 'men', 'women', 'teeth', 'feet', 'mice', 'geese', 'oxen'];
const DOUBLE_PLURAL = new RegExp(`\\b(${IRREGULAR_PLURALS.join('|')})s\\b`, 'i');
const PREPOSITIONS = new Set(['to', 'in', 'at', 'for', 'from', 'with', 'of', 'on']);

/** What reads wrong in `reply`, given what the member said in this chat so far. */
export function grammarProblems(reply: string, memberTurns: string[], earlierReplies: string[]): string[] {
  const problems: string[] = [];
  const doubled = DOUBLE_PLURAL.exec(reply);
  if (doubled) problems.push(`double plural "${doubled[0]}"`);
  const last = memberTurns.at(-1) ?? '';
  const recent = memberTurns.slice(-2).join(' ');
  if (/\b(she|he|her|him|his)\b/i.test(recent) && !/\b(they|them|their)\b/i.test(recent) && /\b(they|they’ve|they’re|they’d|them|their)\b/i.test(reply)) {
    problems.push('"they" for someone the member called he or she');
  }
  // "my trip to japan" echoed as "your trip japan".
  const words = last.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  for (let i = 0; i + 3 < words.length; i += 1) {
    if (words[i] === 'my' && PREPOSITIONS.has(words[i + 2]!) && new RegExp(`\\byour ${words[i + 1]} ${words[i + 3]}\\b`, 'i').test(reply)) {
      problems.push(`dropped "${words[i + 2]}": your ${words[i + 1]} ${words[i + 3]}`);
    }
  }
  const article = /\b(a) ([aeio]\w*)|\b(an) ([bcdfgjklmnpqrstvwxyz]\w*)/i.exec(reply);
  if (article && !/^(one|once|euro|user|unique|hour|honest|honour|herb)/i.test(article[2] ?? article[4] ?? '')) problems.push(`"${article[0]}"`);
  const cipherBefore = [...earlierReplies, ...memberTurns].some((text) => /\bCipher\b/.test(text));
  if (!cipherBefore && /\bCipher\b/.test(reply)) {
    const sentence = reply.split(/(?<=[.!?])\s+/).find((s) => /\bCipher\b/.test(s)) ?? '';
    if (!/\bcat\b/i.test(sentence)) problems.push('Cipher not explained the first time');
  }
  return problems;
}

const turnOf = (turn: string | RecognitionTurn): RecognitionTurn => (typeof turn === 'string' ? { says: turn } : turn);

/** Plays every chat of `conversation` through `model` as the chat service sends it, and scores the replies. */
export function playConversation(model: ReplyModel, conversation: RecognitionConversation): ScoredReply[] {
  const scored: ScoredReply[] = [];
  conversation.chats.forEach((chat, chatIndex) => {
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    const memberTurns: string[] = [];
    chat.turns.map(turnOf).forEach((turn, index) => {
      history.push({ role: 'user', content: turn.says });
      memberTurns.push(turn.says);
      // The gap is the one before the chat's first message; later turns are minutes apart.
      const time: ChatTimeContext = {
        ...(chat.partOfDay ? { partOfDay: chat.partOfDay } : {}),
        localDate: 'Thursday, 12 March',
        gap: index === 0 ? gapOf(chat.since) : { kind: 'within-hour', days: 0, words: 'a few minutes ago' },
      };
      const { text } = model.reply({
        messages: [{ role: 'system', content: 'You are Bela.' }, ...history.slice(-24)],
        maxTokens: 500,
        ...(conversation.name ? { userName: conversation.name } : {}),
        memoryKey: conversation.id,
        time,
      });
      const add = (rule: RecognitionRule, problems: string[]) => scored.push({ conversation: conversation.id, chat: chatIndex, says: turn.says, reply: text, rule, problems });
      if (index === 0 && chat.since === null) {
        const problems: string[] = [];
        if (!INTRODUCTION.test(text)) problems.push('no introduction');
        const again = AGAIN.exec(text);
        if (again) problems.push(`greets a new member as known: "${again[0]}"`);
        add('introduced, never "again"', problems);
      } else if (index === 0) {
        const problems: string[] = [];
        const intro = INTRODUCTION.exec(text);
        if (intro) problems.push(`introduces herself again: "${intro[0]}"`);
        const first = conversation.name?.split(/\s+/)[0];
        if (!AGAIN.test(text) && !(first && text.includes(first))) problems.push('not greeted as known');
        add('greeted as known', problems);
      }
      if (turn.choice) {
        const named = turn.choice.filter((option) => new RegExp(`\\b${option}`, 'i').test(text));
        const problems: string[] = [];
        if (named.length === 0) problems.push(`names neither ${turn.choice.join(' nor ')}`);
        if (/^(yes|no|yeah|nope|of course|absolutely|definitely|probably)\b/i.test(text.replace(/^[^.!?]*\b(hi|hey|hello|morning|evening|afternoon)\b[^.!?]*[.!?]\s*/i, ''))) problems.push('a yes/no answer');
        add('a choice gets a choice', problems);
      }
      if (turn.recalls) {
        // Back in this reply, or in one since the reply that answered the member's mention of it.
        const recalls = turn.recalls;
        const mentioned = memberTurns.findIndex((said) => recalls.test(said));
        const since = [...replies.slice(mentioned + 1), text];
        add('earlier topic comes back', mentioned >= 0 && since.some((reply) => recalls.test(reply)) ? [] : [`does not bring back ${recalls}`]);
      }
      const said = new Set(replies.flatMap(sentencesOf));
      const repeated = sentencesOf(text).filter((sentence) => said.has(sentence));
      add('no sentence repeated', repeated.map((sentence) => `repeats "${sentence}"`));
      add('grammar', grammarProblems(text, memberTurns, replies));
      replies.push(text);
      history.push({ role: 'assistant', content: text });
    });
  });
  return scored;
}

export interface RuleFigure {
  passed: number;
  total: number;
}

/** Per rule, how many replies passed, for one part of the split. */
export function tally(scored: ScoredReply[]): Map<RecognitionRule, RuleFigure> {
  const figures = new Map<RecognitionRule, RuleFigure>(RECOGNITION_RULES.map((rule) => [rule, { passed: 0, total: 0 }]));
  for (const { rule, problems } of scored) {
    const figure = figures.get(rule)!;
    figure.total += 1;
    if (problems.length === 0) figure.passed += 1;
  }
  return figures;
}

export const percent = ({ passed, total }: RuleFigure) => (total ? (100 * passed) / total : 100);
