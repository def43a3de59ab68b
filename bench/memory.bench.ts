/**
 * Bela remembers: a scripted history of 12 conversations over 30 simulated days,
 * in which the member states 30 facts, corrects 8 of them later and asks Bela to forget 4, among
 * small talk, questions, hypotheticals and other people's news that must not become memories. Each
 * message goes through a MemoryExtractor with the member's memories so far, as the chat does after
 * each exchange, and its operations are applied to an in-memory list (pure code here, the same for
 * every driver). Then 40 questions are asked of the offline Bela (OfflinePersonaModel), each in a
 * new conversation, with the memories as `request.memories`.
 *
 * Reported per extractor: facts stored correctly (right after the message that states them),
 * corrections applied and forgotten facts gone (at the end), wrong memories created (a memory text
 * that matches no fact of the script, or a second memory of one fact; target 0), answers right.
 * The offline extractor always runs; the OpenAI extractor too when a model is configured
 * (OPENAI_API_KEY or OPENAI_BASE_URL: see `remoteExtractor`). Figures go to bench/results/memory.json,
 * beside the first-token overhead of memory (`firstTokenOverhead`, memory-overhead.ts: the real
 * api app, so the Auth emulator must run; scripts/bench.mjs starts it).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { OfflineMemoryExtractor } from '../functions/src/drivers/offline-memory/offline-memory-extractor';
import { OpenAiMemoryExtractor } from '../functions/src/drivers/openai-memory-extractor';
import { measureMemoryOverhead } from './memory-overhead';
import { OfflinePersonaModel } from '../functions/src/drivers/offline-persona/offline-persona-model';
import type { ChatTurn } from '../functions/src/ports/chat-model';
import type { KnownMemory, MemoryExtractor, MemoryOperation } from '../functions/src/ports/memory-extractor';
import { seeded } from '../functions/src/drivers/test-support/seeded-random';

const TIME_ZONE = 'Europe/Lisbon';
/** Day 0 of the script: Monday 2 March 2026, 09:00 in Lisbon (UTC then). */
const DAY_0 = Date.UTC(2026, 2, 2, 9);
const DAY_MS = 86_400_000;
/** Simulated time between two messages of a conversation. */
const MESSAGE_GAP_MS = 2 * 60_000;

/**
 * The 30 facts of the script. `pattern` finds the fact in a memory text as first stated; `final`
 * finds it after its correction (corrected facts), or is null when the member asked Bela to forget
 * it or said it is no longer true. A memory text that matches none of these is a wrong memory.
 */
const FACTS: Record<string, { pattern: RegExp; final?: RegExp | null }> = {
  name: { pattern: /\bname is Marco\b/i },
  sister: { pattern: /\bsister is Ana\b/i, final: /\bsister is Anna\b/i },
  work: { pattern: /\bwork as a nurse\b/i, final: /\bwork as a teacher\b/i },
  city: { pattern: /\blive in Lisbon\b/i, final: /\blive in Porto\b/i },
  dog: { pattern: /\bdog is called Pepper\b/i },
  cat: { pattern: /\bcat is called Miso\b/i, final: null },
  jazz: { pattern: /\blove jazz\b/i, final: null },
  mornings: { pattern: /\bhate mornings\b/i },
  interview: { pattern: /\bjob interview on Tuesday 10 March\b/i, final: /\bjob interview on Thursday 12 March\b/i },
  boyfriend: { pattern: /\bboyfriend is Tom\b/i, final: null },
  brother: { pattern: /\bbrother is Luis\b.*\bchef\b/i },
  mother: { pattern: /\bmother is Rosa\b/i },
  bestFriend: { pattern: /\bbest friend is Carla\b/i },
  boss: { pattern: /\bboss is Mr Grant\b/i, final: /\bboss is Rita\b/i },
  hometown: { pattern: /\bare from Brazil\b/i },
  food: { pattern: /\bfavourite food is sushi\b/i, final: /\bfavourite food is pizza\b/i },
  hiking: { pattern: /\blike hiking\b/i },
  short: { pattern: /\bkeep her answers short\b/i },
  birthday: { pattern: /\bbirthday is on 12 May\b/i },
  spanish: { pattern: /\bstudy Spanish\b/i },
  exam: { pattern: /\bexam is on Friday 6 March\b/i },
  colleague: { pattern: /\bcolleague is Rui\b/i, final: null },
  yoga: { pattern: /\blike yoga\b/i, final: null },
  coffee: { pattern: /\bdon.t like coffee\b/i },
  sisterCity: { pattern: /\bsister is Ana\b.*\blives in Porto\b/i, final: /\bsister is Anna\b.*\blives in Porto\b/i },
  rome: { pattern: /\btrip to Rome in the week of Monday 23 March\b/i },
  father: { pattern: /\bfather is a plumber\b/i },
  grandmother: { pattern: /\bgrandmother is Lucia\b/i },
  dentist: { pattern: /\bdentist appointment on Friday 20 March\b/i, final: null },
  portuguese: { pattern: /\btalk in Portuguese\b/i },
};

interface Turn {
  says: string;
  /** Facts this message states (keys of FACTS). */
  states?: string[];
  corrects?: string;
  forgets?: string;
}

/** 12 conversations over 30 days; plain strings must change nothing. */
const SCRIPT: { day: number; turns: (string | Turn)[] }[] = [
  {
    day: 0, // Monday 2 March
    turns: [
      'hi bela',
      { says: 'Hi! My name is Marco.', states: ['name'] },
      { says: "My sister's name is Ana and I work as a nurse in Lisbon", states: ['sister', 'work'] },
      'work was exhausting today',
      { says: 'I live in Lisbon, near the river', states: ['city'] },
      'what should I cook tonight?',
      { says: 'I have a dog called Pepper', states: ['dog'] },
    ],
  },
  {
    day: 1, // Tuesday 3 March
    turns: [
      'good morning',
      { says: 'my cat is named Miso', states: ['cat'] },
      'my friend says she is a nurse too',
      { says: 'I love jazz', states: ['jazz'] },
      { says: 'I hate mornings', states: ['mornings'] },
      'If I had a horse I would call it Thunder',
    ],
  },
  {
    day: 3, // Thursday 5 March
    turns: [
      'hey',
      { says: 'I have a job interview on Tuesday', states: ['interview'] },
      "I'm so nervous about it",
      { says: 'my boyfriend is called Tom', states: ['boyfriend'] },
      { says: 'my exam is tomorrow', states: ['exam'] },
      { says: "I'm studying Spanish", states: ['spanish'] },
      'do you like music?',
    ],
  },
  {
    day: 5, // Saturday 7 March
    turns: [
      'hello again',
      { says: 'my brother Luis works as a chef', states: ['brother'] },
      { says: "My mum's name is Rosa", states: ['mother'] },
      'my sister said her boyfriend is called Pedro',
      { says: 'My interview got moved to Thursday', corrects: 'interview' },
      'I wish I lived in Paris',
    ],
  },
  {
    day: 7, // Monday 9 March
    turns: [
      'hi',
      { says: 'my best friend is Carla', states: ['bestFriend'] },
      { says: 'my boss is called Mr Grant', states: ['boss'] },
      "I'm not a morning person",
      { says: "I'm from Brazil", states: ['hometown'] },
      'maybe I will get a parrot one day',
    ],
  },
  {
    day: 9, // Wednesday 11 March
    turns: [
      'hey bela',
      { says: 'my favourite food is sushi', states: ['food'] },
      { says: 'I really enjoy hiking', states: ['hiking'] },
      'lol',
      { says: 'please keep your answers short', states: ['short'] },
      { says: 'forget that I love jazz', forgets: 'jazz' },
    ],
  },
  {
    day: 12, // Saturday 14 March
    turns: [
      'good afternoon',
      { says: 'my birthday is on 12 May', states: ['birthday'] },
      { says: 'my colleague Rui is hilarious', states: ['colleague'] },
      'I used to live in Madrid',
      { says: "I'm into yoga", states: ['yoga'] },
      { says: "I don't like coffee", states: ['coffee'] },
    ],
  },
  {
    day: 15, // Tuesday 17 March
    turns: [
      'hi',
      { says: 'my sister lives in Porto', states: ['sisterCity'] },
      { says: "I'm flying to Rome next week", states: ['rome'] },
      'what do you think about Rome?',
      { says: 'I have a dentist appointment on Friday', states: ['dentist'] },
      { says: 'actually, forget that', forgets: 'dentist' },
    ],
  },
  {
    day: 18, // Friday 20 March
    turns: [
      'hello',
      { says: 'my dad is a plumber', states: ['father'] },
      { says: "my grandma's name is Lucia", states: ['grandmother'] },
      { says: "I'm a teacher now", corrects: 'work' },
      "I'm fine thanks",
      { says: 'Please forget what I said about Rui', forgets: 'colleague' },
    ],
  },
  {
    day: 21, // Monday 23 March
    turns: [
      'hey',
      { says: 'please talk to me in Portuguese', states: ['portuguese'] },
      { says: 'I moved to Porto', corrects: 'city' },
      'haha I am a genius',
      { says: 'my new boss is called Rita', corrects: 'boss' },
      { says: 'forget about yoga', forgets: 'yoga' },
    ],
  },
  {
    day: 25, // Friday 27 March
    turns: [
      'hi bela',
      { says: 'my favourite food is pizza now', corrects: 'food' },
      { says: "Actually, my sister's name is Anna", corrects: 'sister' },
      'he told me he lives in Paris',
      { says: "I don't have a cat anymore", corrects: 'cat' },
    ],
  },
  {
    day: 28, // Monday 30 March
    turns: [
      'hello',
      { says: 'Tom and I broke up', corrects: 'boyfriend' },
      'it was for the best',
      'thanks for listening',
      'what if I moved back to Lisbon?',
    ],
  },
];

/** Asked on day 30, each in a new conversation: what the reply must say, and what it must not. */
const QUESTIONS: { ask: string; expect: RegExp; not?: RegExp }[] = [
  { ask: "what's my name?", expect: /\bMarco\b/ },
  { ask: "What's my sister's name?", expect: /\bAnna\b/, not: /\bAna\b/ },
  { ask: 'where does my sister live?', expect: /\bPorto\b/ },
  { ask: 'where do I work?', expect: /\bteacher\b/, not: /\bnurse\b/ },
  { ask: 'what do I do for work?', expect: /\bteacher\b/, not: /\bnurse\b/ },
  { ask: 'where do I live?', expect: /\bPorto\b/, not: /\bLisbon\b/ },
  { ask: "Do you remember my dog's name?", expect: /\bPepper\b/ },
  { ask: "what's my cat's name?", expect: /haven’t told me|don’t know/, not: /\bMiso\b/ },
  { ask: "what's my brother's name?", expect: /\bLuis\b/ },
  { ask: 'what does my brother do?', expect: /\bchef\b/ },
  { ask: "what's my mum's name?", expect: /\bRosa\b/ },
  { ask: 'who is my best friend?', expect: /\bCarla\b/ },
  { ask: "what's my boss's name?", expect: /\bRita\b/, not: /\bGrant\b/ },
  { ask: 'where am I from?', expect: /\bBrazil\b/ },
  { ask: "what's my favourite food?", expect: /\bpizza\b/, not: /\bsushi\b/ },
  { ask: 'when is my birthday?', expect: /\b12 May\b/ },
  { ask: 'what do I study?', expect: /\bSpanish\b/ },
  { ask: 'when was my interview?', expect: /\bThursday 12 March\b/, not: /\bTuesday 10 March\b/ },
  { ask: "what's my boyfriend's name?", expect: /haven’t told me|don’t know/, not: /\bTom\b/ },
  { ask: "what's my grandma's name?", expect: /\bLucia\b/ },
  { ask: 'what does my dad do?', expect: /\bplumber\b/ },
  { ask: 'when was my exam?', expect: /\bFriday 6 March\b/ },
  { ask: 'when is my trip to Rome?', expect: /\bRome\b.*\b\d{1,2} (March|April)\b/ },
  { ask: 'what do I like?', expect: /\bhiking\b/, not: /\bjazz\b|\byoga\b/ },
  { ask: 'what do I hate?', expect: /\bmornings\b/ },
  { ask: "do you remember my colleague's name?", expect: /haven’t told me|don’t know/, not: /\bRui\b/ },
  { ask: 'when is my dentist appointment?', expect: /haven’t told me|don’t think you’ve told me/, not: /\b20 March\b/ },
  { ask: "what's my dog called?", expect: /\bPepper\b/ },
  { ask: 'who is my sister?', expect: /\bAnna\b/, not: /\bAna\b/ },
  { ask: 'do you know where I live?', expect: /\bPorto\b/, not: /\bLisbon\b/ },
  { ask: 'what do you know about me?', expect: /\bMarco\b/ },
  { ask: 'do you remember my boss?', expect: /\bRita\b/, not: /\bGrant\b/ },
  { ask: "who's my mum?", expect: /\bRosa\b/ },
  { ask: 'what is my sister called?', expect: /\bAnna\b/, not: /\bAna\b/ },
  { ask: 'do you remember what I love?', expect: /\bhiking\b/, not: /\bjazz\b/ },
  { ask: "what's my job?", expect: /\bteacher\b/, not: /\bnurse\b/ },
  { ask: 'where did I move?', expect: /\bPorto\b/ },
  { ask: 'do you remember my brother?', expect: /\bLuis\b/ },
  { ask: "what's my best friend's name?", expect: /\bCarla\b/ },
  { ask: "what's my dad's name?", expect: /haven’t told me|don’t know/ },
];

const turnOf = (turn: string | Turn): Turn => (typeof turn === 'string' ? { says: turn } : turn);

/** Applies operations to the list as the memory store does: an update keeps the id, an add gets a new one. */
function apply(memories: KnownMemory[], operations: MemoryOperation[], at: Date, nextId: () => string): KnownMemory[] {
  let list = memories;
  for (const op of operations) {
    if (op.op === 'delete') list = list.filter((memory) => memory.id !== op.memoryId);
    else if (op.op === 'update') {
      list = list.map((memory) => (memory.id === op.memoryId ? { ...memory, text: op.text, kind: op.kind, ...(op.slot ? { slot: op.slot } : {}), updatedAt: at } : memory));
    } else list = [...list, { id: nextId(), text: op.text, kind: op.kind, ...(op.slot ? { slot: op.slot } : {}), pinned: false, updatedAt: at }];
  }
  return list;
}


const matchesAny = (text: string, patterns: RegExp[]) => patterns.some((pattern) => pattern.test(text));

interface ScriptFigures {
  driver: string;
  facts: { stored: number; total: number; missed: string[] };
  corrections: { applied: number; total: number; missed: string[] };
  forgotten: { gone: number; total: number; kept: string[] };
  wrongMemories: { created: number; atEnd: number; texts: string[] };
  answers: { right: number; total: number; wrong: { ask: string; reply: string }[] };
  operations: { add: number; update: number; delete: number };
  memoriesAtEnd: string[];
  medianProposeMs: number;
}

/** Plays the script through `extractor`, then asks the questions of the offline Bela. */
async function runScript(extractor: MemoryExtractor): Promise<ScriptFigures> {
  let clock = DAY_0;
  const model = new OfflinePersonaModel({ random: seeded(23), tokenDelayMs: 0, now: () => new Date(clock) });
  let memories: KnownMemory[] = [];
  let next = 0;
  const nextId = () => `m${(next += 1)}`;
  const stated = new Set<string>();
  const missed: string[] = [];
  const wrong: string[] = [];
  const operations = { add: 0, update: 0, delete: 0 };
  const proposeMs: number[] = [];
  const corrections: string[] = [];
  const forgets: string[] = [];

  for (const { day, turns } of SCRIPT) {
    clock = DAY_0 + day * DAY_MS;
    const history: ChatTurn[] = [{ role: 'system', content: 'You are Bela.' }];
    let previousReply: string | undefined;
    for (const turn of turns.map(turnOf)) {
      clock += MESSAGE_GAP_MS;
      const now = new Date(clock);
      history.push({ role: 'user', content: turn.says });
      const reply = model.reply({ messages: history, maxTokens: 200, memories }).text;
      history.push({ role: 'assistant', content: reply });
      const started = performance.now();
      const ops = await extractor.propose({ message: turn.says, ...(previousReply ? { previousReply } : {}), memories, now, timeZone: TIME_ZONE });
      proposeMs.push(performance.now() - started);
      previousReply = reply;
      for (const op of ops) operations[op.op] += 1;
      for (const key of turn.states ?? []) stated.add(key);
      if (turn.corrects) corrections.push(turn.corrects);
      if (turn.forgets) forgets.push(turn.forgets);
      // A memory text must be about a fact the member has stated, in its first or its corrected form.
      const known = [...stated].flatMap((key) => [FACTS[key]!.pattern, ...(FACTS[key]!.final ? [FACTS[key]!.final] : [])]);
      for (const op of ops) if (op.op !== 'delete' && !matchesAny(op.text, known)) wrong.push(`${turn.says} → ${op.text}`);
      memories = apply(memories, ops, now, nextId);
      for (const key of turn.states ?? []) if (!memories.some((memory) => FACTS[key]!.pattern.test(memory.text))) missed.push(`${key}: ${turn.says}`);
    }
  }

  // At the end: each live fact in exactly one memory, in its final form; no memory about nothing.
  const live = Object.entries(FACTS).filter(([, fact]) => fact.final !== null);
  const finalPattern = (key: string) => FACTS[key]!.final ?? FACTS[key]!.pattern;
  const correctionsMissed = corrections.filter((key) => {
    const fact = FACTS[key]!;
    const gone = !memories.some((memory) => fact.pattern.test(memory.text) && !(fact.final && fact.final.test(memory.text)));
    return fact.final === null ? !gone : !gone || !memories.some((memory) => fact.final!.test(memory.text));
  });
  const forgottenKept = forgets.filter((key) => memories.some((memory) => FACTS[key]!.pattern.test(memory.text)));
  const unaccounted = memories.filter((memory) => !live.some(([key]) => finalPattern(key).test(memory.text)));
  const duplicated = live.filter(([key]) => memories.filter((memory) => finalPattern(key).test(memory.text)).length > 1).map(([key]) => key);
  const atEnd = [...unaccounted.map((memory) => memory.text), ...duplicated.map((key) => `two memories of ${key}`)];

  // The questions, on day 30, each the first message of a new conversation.
  clock = DAY_0 + 30 * DAY_MS;
  const wrongAnswers: { ask: string; reply: string }[] = [];
  for (const question of QUESTIONS) {
    const reply = model.reply({ messages: [{ role: 'system', content: 'You are Bela.' }, { role: 'user', content: question.ask }], maxTokens: 200, memories }).text;
    if (!question.expect.test(reply) || (question.not && question.not.test(reply))) wrongAnswers.push({ ask: question.ask, reply });
  }

  const sorted = [...proposeMs].sort((a, b) => a - b);
  return {
    driver: extractor.driver,
    facts: { stored: Object.keys(FACTS).length - missed.length, total: Object.keys(FACTS).length, missed },
    corrections: { applied: corrections.length - correctionsMissed.length, total: corrections.length, missed: correctionsMissed },
    forgotten: { gone: forgets.length - forgottenKept.length, total: forgets.length, kept: forgottenKept },
    wrongMemories: { created: wrong.length, atEnd: atEnd.length, texts: [...wrong, ...atEnd] },
    answers: { right: QUESTIONS.length - wrongAnswers.length, total: QUESTIONS.length, wrong: wrongAnswers },
    operations,
    memoriesAtEnd: memories.map((memory) => memory.text),
    medianProposeMs: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000) / 1000,
  };
}

/**
 * The OpenAI extractor, when a model is configured (OPENAI_API_KEY or OPENAI_BASE_URL, with
 * OPENAI_MODEL). The driver lives in functions/src/drivers/openai-memory-extractor.ts; until it
 * exists, or when nothing is configured, this answers undefined and the bench reports the offline
 * extractor alone. (Lead: construct the driver here the way the composition root does.)
 */
/** The OpenAI extractor against the configured OpenAI-compatible endpoint, when one is configured. */
function remoteExtractor(): MemoryExtractor | undefined {
  const apiKey = process.env['OPENAI_API_KEY'];
  const baseURL = process.env['OPENAI_BASE_URL'];
  if (!apiKey && !baseURL) return undefined;
  return new OpenAiMemoryExtractor({ apiKey, baseURL, model: process.env['OPENAI_MODEL'] ?? 'gpt-4o-mini', timeoutMs: 30_000 });
}

function summary(figures: ScriptFigures): string {
  const { facts, corrections, forgotten, wrongMemories, answers } = figures;
  return [
    `  facts stored correctly   ${facts.stored}/${facts.total}`,
    `  corrections applied      ${corrections.applied}/${corrections.total}`,
    `  forgotten facts gone     ${forgotten.gone}/${forgotten.total}`,
    `  wrong memories created   ${wrongMemories.created} (at the end: ${wrongMemories.atEnd})`,
    `  answers right            ${answers.right}/${answers.total}`,
    `  median propose           ${figures.medianProposeMs} ms`,
    ...[...facts.missed.map((m) => `missed: ${m}`), ...corrections.missed.map((m) => `correction missed: ${m}`), ...forgotten.kept.map((m) => `not forgotten: ${m}`), ...wrongMemories.texts.map((t) => `wrong: ${t}`), ...answers.wrong.map((w) => `wrong answer: ${w.ask} → ${w.reply}`)].map((line) => `    ${line}`),
  ].join('\n');
}

async function main() {
  const offlineExtractor = await runScript(new OfflineMemoryExtractor());
  console.log(`offline extractor\n${summary(offlineExtractor)}`);
  const remote = remoteExtractor();
  const openaiExtractor = remote ? await runScript(remote) : null;
  if (openaiExtractor) console.log(`openai extractor (${process.env['OPENAI_MODEL'] ?? 'gpt-4o-mini'})\n${summary(openaiExtractor)}`);
  const firstTokenOverhead = await measureMemoryOverhead();
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.platform()} ${os.arch()}, node ${process.version}`,
    script: `${SCRIPT.length} conversations over 30 simulated days (${TIME_ZONE}), ${SCRIPT.reduce((n, c) => n + c.turns.length, 0)} member messages: ${Object.keys(FACTS).length} facts, 8 later corrections, 4 "forget" requests, the rest small talk, questions, hypotheticals and other people's news; then ${QUESTIONS.length} questions to the offline Bela, each in a new conversation, with the memories`,
    target: 'wrong memories created: 0; first-token overhead of 500 memories: at most 15 ms at p90 over the same run without memory',
    offlineExtractor,
    openaiExtractor,
    firstTokenOverhead,
  };
  writeFileSync(new URL('./results/memory.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
}

void main();
