/**
 * The offline model on a corpus of everyday messages, played as whole conversations by several
 * users: every reply must read naturally by simple, checkable rules. `PRINT_CORPUS=1` prints the
 * conversations, to read them through; `CORPUS_SEED=<n>` plays them with other random choices.
 */
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../ports/chat-model';
import { OfflinePersonaModel } from './offline-persona-model';
import { seeded } from '../test-support/seeded-random';

interface Sample {
  text: string;
  /** The reply must match. */
  expect?: RegExp;
  /** A one-word message that is not a noun Bela may repeat back: no reply contains the word. */
  noEcho?: boolean;
}

const CORPUS: Sample[] = [
  { text: 'hi' },
  { text: 'hello!' },
  { text: 'hey bela' },
  { text: 'Good morning', expect: /^Good morning\b/ },
  { text: 'how are you?', expect: /\?$/ },
  { text: 'how r u', expect: /\?$/ },
  { text: 'whats up' },
  { text: 'wyd' },
  { text: 'I’m cooking pasta tonight', expect: /\bPasta\b/ },
  { text: 'what should I cook?', expect: /pasta|omelette/ },
  { text: 'work was rough', expect: /sorry|heavy|listening|on your side|words/ },
  { text: 'my boss yelled at me', expect: /\bYour boss\b/ },
  { text: 'what’s your favourite film?', expect: /spy|night train/ },
  { text: 'lol', noEcho: true },
  { text: 'ok', noEcho: true },
  { text: 'k' },
  { text: 'Enter', noEcho: true, expect: /keyboard/ },
  { text: 'yes', noEcho: true },
  { text: 'no' },
  { text: 'maybe', noEcho: true },
  { text: 'idk', noEcho: true },
  { text: 'hmm', noEcho: true },
  { text: 'cool', noEcho: true },
  { text: 'wow', noEcho: true },
  { text: 'teh weather is nice', expect: /\bThe weather\b/ },
  { text: 'im tierd', expect: /rest|fumes|sleep|tired|wore/i },
  { text: 'i cant sleep', expect: /sleep|night|awake|Insomnia/i },
  { text: 'who are you?', expect: /\bAI\b/ },
  { text: 'are you real?', expect: /\bAI\b/ },
  { text: 'what do you do all day' },
  { text: 'can you send me a photo?', expect: /gallery/ },
  { text: 'send pic', expect: /gallery/ },
  { text: 'what do you look like?', expect: /\bAI\b/ },
  { text: 'tell me a joke' },
  { text: 'thanks' },
  { text: 'I went running this morning', expect: /Running/ },
  { text: 'my cat is sleeping on my keyboard', expect: /\bYour cat\b/ },
  { text: 'I just finished a great book', expect: /book/ },
  { text: 'do you like pizza?', expect: /pizza/i },
  { text: 'I love you', expect: /\bAI\b/ },
  { text: 'you are so pretty' },
  { text: 'what is the meaning of life?', expect: /offline/ },
  { text: 'how old are you' },
  { text: 'I’m bored', expect: /bored|Boredom|right agent/i },
  { text: 'I got promoted today!', expect: /glowing|energy|wonderful|smiling/ },
  { text: 'anyway', noEcho: true },
  { text: 'what do you think?', expect: /hunch|gut/ },
  { text: 'I have an exam tomorrow', expect: /\bAn exam\b/ },
  { text: 'My sister is visiting this weekend', expect: /\bYour sister\b/ },
  { text: 'I watched Dune last night', expect: /\bDune\b/ },
  { text: 'i dunno what to say' },
  { text: 'asdfgh', noEcho: true, expect: /scrambled|cipher/i },
  { text: 'really?', noEcho: true, expect: /heart|secrets/ },
  { text: 'why?', noEcho: true },
  { text: 'I walked to the park', expect: /\bThe park\b|\bthe park\b/ },
  { text: 'I bought new shoes', expect: /new shoes/i },
  { text: 'Just chilling' },
  { text: 'nothing much' },
  { text: 'test', noEcho: true, expect: /loud and clear|Signal received/i },
  { text: 'hello??', expect: /^(?![\s\S]*offline)/ },
  { text: 'I need a hug', expect: /hug/ },
  { text: 'drive', noEcho: true },
  { text: 'brb', noEcho: true, expect: /here|line/ },
  { text: '...' },
  { text: ':)' },
  { text: 'ciao' },
  { text: 'my dog died', expect: /sorry/ },
  { text: 'sorry', noEcho: true, expect: /apologise|forgive/ },
  { text: 'ugh', noEcho: true },
  { text: 'no thanks', expect: /^(?![\s\S]*(welcome|You make it easy|partners))/ },
  { text: 'should I quit my job?', expect: /your call|decide/ },
  { text: 'where are you?', expect: /\bAI\b/ },
  { text: 'Tell me something interesting' },
  { text: 'good night', expect: /night|Sleep/i },
];

/** Words that are never a subject: a reply that repeats one of the user's back in a slot is broken. */
const NEVER_A_TOPIC = new Set(
  `enter send cook eat drive make go went do did get got have had want need think know say said mean like love idk brb dunno
  lol ok okay hmm asdfgh ciao nothing chilling wearing dream eating heading sleeping visiting finished bought walked watched
  yelled was is are be been what why really maybe yes no cool wow anyway just much this that it i me my you your so up test
  pic look tell send can could would should`.split(/\s+/),
);

/** Sentences, split after . ! ? (not after an ellipsis). */
const sentencesOf = (reply: string) => reply.split(/(?<=[^.]\.|[!?])\s+(?=\S)/);
const wordsOfMessage = (message: string) => message.toLowerCase().replace(/[’']/g, '').match(/\p{L}+/gu) ?? [];

/** Fragments of a reply that fill a slot: "X?", "X, hm?", "Ooh, X.", "black book: X.", "about X,", "mentioned X earlier", "the X front". */
function slotFillings(reply: string): string[] {
  const fillings: string[] = [];
  for (const sentence of sentencesOf(reply)) {
    const echo = /^(?:(?:Ooh|Ah|Oh), )?((?:\p{L}+ ?){1,3})(?:, hm)?[?!.]$/u.exec(sentence);
    if (echo) fillings.push(echo[1]!.trim());
  }
  for (const pattern of [/black book: ([^.]+)\./gu, /says nothing about ([^,]+),/gu, /mentioned ([^.]+?) earlier/gu, /on the (\p{L}+) front/gu, /field manual on (\p{L}+)/gu]) {
    for (const match of reply.matchAll(pattern)) fillings.push(match[1]!);
  }
  return fillings;
}

/** What reads wrong in `reply` to `sample`; empty when it reads naturally. */
function problemsIn(reply: string, sample: Sample, previous: string | undefined, name?: string): string[] {
  const problems: string[] = [];
  if (name && reply.split(name).length > 2) problems.push(`the name ${name} more than once`);
  const words = reply.split(/\s+/).filter(Boolean);
  if (/undefined|null|NaN|\[object|[{}]/.test(reply)) problems.push('a placeholder or a missing value');
  if (/ {2}|^\s|\s$|\s[,.!?;:]/.test(reply)) problems.push('stray whitespace');
  const doubled = /\b(\p{L}+)\s+\1\b/iu.exec(reply);
  if (doubled) problems.push(`repeated word "${doubled[0]}"`);
  if (/\bi\b/.test(reply)) problems.push('a lower-case "i"');
  if (words.length < 2 || words.length > 110) problems.push(`${words.length} words`);
  if (!/[.!?)”]$/.test(reply)) problems.push('no final punctuation');
  for (const sentence of sentencesOf(reply)) {
    if (!/^[“(]?[\p{Lu}\d]/u.test(sentence)) problems.push(`sentence without a capital: "${sentence}"`);
  }
  if (reply === previous) problems.push('the same reply as last time');
  const said = new Set(wordsOfMessage(sample.text));
  // "Your sister, hm?" or "A great book?" echo the user's words, and "Right now?" is rhetorical: neither asks anything.
  const isEcho = (sentence: string) => {
    const words = wordsOfMessage(sentence.replace(/, hm\?$/, '?'));
    return words.length <= 3 && said.has(words.at(-1)!);
  };
  const questions = sentencesOf(reply).filter((s) => s.endsWith('?') && s.split(' ').length >= 3 && !isEcho(s)).length;
  if (questions > 1 && !/joke/.test(sample.text)) problems.push(`${questions} questions`);
  for (const filling of slotFillings(reply)) {
    const last = filling.toLowerCase().split(' ').at(-1)!;
    if (said.has(last) && NEVER_A_TOPIC.has(last)) problems.push(`"${last}" from the message put in a slot: "${filling}"`);
  }
  if (/\bfield manual on \p{L}+ is\b|isn’t in my field manual/u.test(reply)) problems.push('the old "field manual on X" template');
  if (sample.noEcho) {
    for (const word of said) if (new RegExp(`\\b${word}\\b`, 'iu').test(reply)) problems.push(`echoes "${word}"`);
  }
  if (sample.expect && !sample.expect.test(reply)) problems.push(`does not match ${sample.expect}`);
  return problems;
}

const SEED = Number(process.env.CORPUS_SEED ?? 2026);


function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Plays `samples` as one conversation of one user, keeping the window of history the chat service sends. */
function converse(model: OfflinePersonaModel, user: { key: string; name?: string }, samples: Sample[]) {
  const history: ChatTurn[] = [];
  const turns: { sample: Sample; reply: string; problems: string[] }[] = [];
  let previous: string | undefined;
  for (const sample of samples) {
    history.push({ role: 'user', content: sample.text });
    const messages: ChatTurn[] = [{ role: 'system', content: 'You are Bela.' }, ...history.slice(-24)];
    const { text } = model.reply({ messages, maxTokens: 500, userName: user.name, memoryKey: user.key });
    turns.push({ sample, reply: text, problems: problemsIn(text, sample, previous, user.name?.split(' ')[0]) });
    history.push({ role: 'assistant', content: text });
    previous = text;
  }
  return turns;
}

describe('the offline model on everyday messages', () => {
  it('keeps a corpus of at least 40 different messages', () => {
    expect(new Set(CORPUS.map((s) => s.text)).size).toBe(CORPUS.length);
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  // Hundreds of replies, each read as the chat reads it: about 2 s alone, up to 12 s beside the rest of the suite on two cores.
  it('answers every message naturally, in conversations of several users', { timeout: 30_000 }, () => {
    const model = new OfflinePersonaModel({ random: seeded(SEED) });
    const users = [
      { key: 'sam', name: 'Sam Carter', samples: CORPUS },
      { key: 'anonymous', samples: [...CORPUS].reverse() },
      { key: 'zoe', name: 'zoë', samples: shuffled(CORPUS, seeded(SEED + 5)) },
      { key: 'mira', name: 'Mira', samples: shuffled(CORPUS, seeded(SEED + 8)) },
    ];
    const transcript: string[] = [];
    const failures: string[] = [];
    for (const user of users) {
      transcript.push(`--- ${user.name ?? 'no name'}`);
      for (const { sample, reply, problems } of converse(model, user, user.samples)) {
        transcript.push(`> ${sample.text}\n  ${reply}`);
        if (problems.length > 0) failures.push(`${user.key} | ${sample.text} → ${reply}\n    ${problems.join('; ')}`);
      }
    }
    if (process.env.PRINT_CORPUS) console.log(transcript.join('\n'));
    expect(failures).toEqual([]);
  });

  it('answers every message naturally as the first message of a conversation', () => {
    const model = new OfflinePersonaModel({ random: seeded(SEED + 1) });
    const failures: string[] = [];
    CORPUS.forEach((sample, index) => {
      for (const name of ['Ada', undefined]) {
        const { reply, problems } = converse(model, { key: `first-${index}-${name}`, name }, [sample])[0]!;
        if (!/I’m Bela|Bela, at your service|^(Hi|Hey|Well, hello)/.test(reply)) problems.push('no introduction');
        if (problems.length > 0) failures.push(`${sample.text} → ${reply}\n    ${problems.join('; ')}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it('finds the faults it looks for', () => {
    const sample = (text: string, extra: Partial<Sample> = {}): Sample => ({ text, ...extra });
    expect(problemsIn('Enter, hm? I sense a story there.', sample('Enter', { noEcho: true }), undefined).join()).toMatch(/slot.*echoes "enter"/);
    expect(problemsIn('Good question. My field manual on cook is thin.', sample('what should I cook?'), undefined).join()).toMatch(/slot|field manual/);
    expect(problemsIn('Ooh, cook. I love it.', sample('what should I cook?'), undefined).join()).toMatch(/"cook" from the message/);
    expect(problemsIn('Noted in my little black book: chilling. Purely.', sample('Just chilling'), undefined).join()).toMatch(/"chilling"/);
    expect(problemsIn('the the end.', sample('hi'), undefined).join()).toMatch(/repeated word.*capital/);
    expect(problemsIn('Hi  there, undefined', sample('hi'), undefined).join()).toMatch(/placeholder.*whitespace.*punctuation/);
    expect(problemsIn('Same again.', sample('hi'), 'Same again.')).toEqual(['the same reply as last time']);
    expect(problemsIn('Hi Ada! Good night, Ada.', sample('gn'), undefined, 'Ada')).toEqual(['the name Ada more than once']);
    expect(problemsIn('In... and out. What is it? Who is it?', sample('hi'), undefined)).toEqual(['2 questions']);
    expect(problemsIn('Your sister, hm? Family stories are the best. Are you close?', sample('my sister called'), undefined)).toEqual([]);
  });
});
