/**
 * What Bela's own path adds before the first word (issue 45), for a send, a regenerate and an edit,
 * with memory on (500 memories), on SQLite and on the Firestore emulator in one run:
 *
 * - the path: the time to the first streamed word through the function's URL (the `api` app served
 *   over HTTP), less the fixed delay of a local OpenAI-compatible server before its first token;
 *   median and p90 of each kind;
 * - the sequential store round trips before the model is called, counted by the tracing store;
 * - the cold start: a new process (bench/first-word/cold-instance.cjs) that loads the `api`
 *   function's modules and answers its first request, a send on the Firestore emulator: its
 *   module load, and the time from the process's start to the first word; for this build and for
 *   the build in BASE_FUNCTIONS_LIB (another commit's functions/lib/index.js), alternating.
 *
 * Needs the Auth emulator (scripts/bench.mjs starts it); starts the Firestore emulator itself.
 * Figures: bench/results/first-word.json.
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadCompositeIndexes } from '../functions/src/drivers/composite-indexes';
import { SqliteDocStore } from '../functions/src/drivers/sqlite-doc-store';
import { TracingDocStore } from '../functions/src/drivers/test-support/tracing-doc-store';
import { emulatorDatabaseDocStore } from '../functions/src/drivers/test-support/emulator-database';
import { startOpenAiStandIn } from '../tests/support/openai-stand-in';
import { startApi, type ApiHarness } from '../tests/api/api-harness';
import { fillMemories, member, noteModelCalls, say } from '../tests/api/chat-support';
import type { TestAccount } from '../tests/support/auth-emulator';
import { firestoreEmulator } from './firestore-emulator';
import { streamedTurn } from './first-token';
import { median } from './measure';

const FIRST_TOKEN_DELAY_MS = 200;
/** Members, each with 500 memories, taking eleven turns: a new conversation, three sends, regenerates and edits, and a crisis statement. */
const MEMBERS = 6;
const COLD_RUNS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));
const indexesFile = path.join(root, 'firestore.indexes.json');

/** The stand-in and the timing client, in a process of their own (bench/first-word/outside.ts). */
interface Outside {
  baseURL: string;
  /** One streamed turn, its start on this process's `performance.now()` clock. */
  turn(url: string, token: string, route: string, body: unknown): Promise<{ ms: number; startedAt: number; conversationId: string; userMessageId: string }>;
  close(): void;
}

async function startOutside(): Promise<Outside> {
  const child = fork(path.join(root, 'bench/first-word/outside.ts'), { execArgv: ['--import', 'tsx'], env: { ...process.env, FIRST_TOKEN_DELAY_MS: String(FIRST_TOKEN_DELAY_MS) } });
  type Run = Awaited<ReturnType<Outside['turn']>>;
  type Answer = Run & { id: number; ready?: { baseURL: string }; error?: string };
  const waiting = new Map<number, { resolve: (value: Run) => void; reject: (error: Error) => void }>();
  let next = 0;
  const baseURL = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stand-in process exited (${code})`)));
    child.on('message', (message: Answer) => {
      if (message.ready) return resolve(message.ready.baseURL);
      const asked = waiting.get(message.id)!;
      waiting.delete(message.id);
      if (message.error) asked.reject(new Error(message.error));
      else asked.resolve({ ...message, startedAt: message.startedAt - performance.timeOrigin });
    });
  });
  return {
    baseURL,
    turn: (url, token, route, body) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, turn: { url, token, route, body } });
      }),
    close: () => child.disconnect(),
  };
}

type Kind = 'send' | 'regenerate' | 'edit' | 'crisis';
const noSamples = (): Record<Kind, number[]> => ({ send: [], regenerate: [], edit: [], crisis: [] });
/** Each kind's time to the first word, and from the request to the model call (a crisis card calls none). */
interface Samples {
  firstWord: Record<Kind, number[]>;
  beforeModel: Record<Kind, number[]>;
}

/** A member's eleven turns: each kind's time to the first word, less the model's own delay. */
async function turnsOf(api: ApiHarness, outside: Outside, account: TestAccount, samples: Samples, modelCalls: number[]) {
  const turn = async (kind: Kind | null, route: string, body: unknown) => {
    modelCalls.length = 0;
    const run = await outside.turn(api.url, account.idToken, route, body);
    if (kind === 'crisis') samples.firstWord.crisis.push(run.ms);
    else if (kind) {
      samples.firstWord[kind].push(run.ms - FIRST_TOKEN_DELAY_MS);
      samples.beforeModel[kind].push(modelCalls[0]! - run.startedAt);
    }
    return run;
  };
  const { conversationId } = await turn(null, '/ai/chat/stream', say('I spent the morning at the market'));
  for (let i = 0; i < 3; i += 1) {
    const sent = await turn('send', '/ai/chat/stream', say(`Tell me something about your week, part ${i}`, { conversationId }));
    await turn('regenerate', '/ai/chat/regenerate', { conversationId });
    await turn('edit', '/ai/chat/edit', { conversationId, messageId: sent.userMessageId, content: `Tell me about your weekend, part ${i}` });
  }
  // The crisis card: the server's own words, no model call, so the whole time to its first word.
  await turn('crisis', '/ai/chat/stream', say('I want to kill myself tonight'));
}

const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1]!;
const figures = (values: number[]) => ({ runs: values.length, medianMs: round(median(values)), p90Ms: round(p90(values)) });
const round = (ms: number) => Math.round(ms * 10) / 10;

/** The path before the first word of each kind, on the Firestore emulator at `firestoreHost` or on SQLite when ''. */
async function pathBeforeFirstWord(firestoreHost: string) {
  const outside = await startOutside();
  const api = await startApi({ env: { OPENAI_BASE_URL: outside.baseURL, OPENAI_API_KEY: 'sk-bench', FIRESTORE_EMULATOR_HOST: firestoreHost } });
  const samples: Samples = { firstWord: noSamples(), beforeModel: noSamples() };
  const modelCalls = noteModelCalls(api);
  try {
    // A warm-up: the first SDK clients, the first statements.
    await turnsOf(api, outside, await member(api), { firstWord: noSamples(), beforeModel: noSamples() }, modelCalls);
    for (let m = 0; m < MEMBERS; m += 1) {
      const account = await member(api);
      await fillMemories(api, account.uid);
      await turnsOf(api, outside, account, samples, modelCalls);
    }
  } finally {
    await api.close();
    outside.close();
  }
  const { firstWord, beforeModel } = samples;
  return {
    send: figures(firstWord.send),
    regenerate: figures(firstWord.regenerate),
    edit: figures(firstWord.edit),
    crisisCardFirstWord: figures(firstWord.crisis),
    // The part before the model call alone: the request's way in, the reads and the decision, without the model's stream and the sentence gate.
    beforeTheModelCall: { send: figures(beforeModel.send), regenerate: figures(beforeModel.regenerate), edit: figures(beforeModel.edit) },
  };
}

/**
 * The store round trips each kind waits for, one after another, before the model is called: on
 * SQLite (4 ms added to a trip) and on the Firestore emulator, where a regenerate's and an edit's
 * newest messages are read beside the transaction (`queryReadAt`).
 */
async function sequentialRoundTrips(store: 'sqlite' | 'firestore') {
  const inner = store === 'sqlite' ? new SqliteDocStore({ file: ':memory:', indexes: loadCompositeIndexes(indexesFile) }) : emulatorDatabaseDocStore('chain');
  const traced = new TracingDocStore(inner, { latencyMs: 4 });
  const api = await startApi({ services: { docs: traced } });
  const calls = noteModelCalls(api, () => traced.mark());
  try {
    const account = await member(api);
    await fillMemories(api, account.uid);
    const chain = async (route: string, body: unknown) => {
      traced.reset();
      calls.length = 0;
      const turn = await streamedTurn(api, account.idToken, route, body);
      return { turn, trips: traced.chainBefore(calls[0]!).length };
    };
    const first = await chain('/ai/chat/stream', say('Hello there'));
    const conversationId = first.turn.conversationId;
    const send = await chain('/ai/chat/stream', say('I went cycling by the river', { conversationId }));
    const regenerate = await chain('/ai/chat/regenerate', { conversationId });
    const edit = await chain('/ai/chat/edit', { conversationId, messageId: send.turn.userMessageId, content: 'I went running by the river' });
    return { sendNewConversation: first.trips, send: send.trips, regenerate: regenerate.trips, edit: edit.trips };
  } finally {
    await api.close();
  }
}

/** One new instance of `lib` (a functions/lib/index.js): its module load, and its first send's first word from the process's start. */
async function coldStart(lib: string, env: NodeJS.ProcessEnv, account: TestAccount) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bench/first-word/cold-instance.cjs'), lib], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it listened`)));
    });
    const { port, moduleLoadMs } = JSON.parse(line) as { port: number; moduleLoadMs: number };
    const listening = performance.now() - started;
    const api = { fetch: (route: string, init: RequestInit & { token?: string }) => fetch(`http://127.0.0.1:${port}/api${route}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${init.token}`, ...(init.headers as Record<string, string>) } }) };
    const turn = await streamedTurn(api, account.idToken, '/ai/chat/stream', say('Good morning, Bela'));
    return { moduleLoadMs, firstWordMs: listening + turn.ms - FIRST_TOKEN_DELAY_MS };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The cold start of this build and of BASE_FUNCTIONS_LIB's, alternating, on the Firestore emulator at `host`. */
async function coldStarts(host: string) {
  const current = path.join(root, 'functions/lib/index.js');
  const base = process.env['BASE_FUNCTIONS_LIB'];
  execFileSync(process.execPath, ['scripts/tsc.mjs', '-p', 'functions/tsconfig.build.json', '--noCheck'], { cwd: root, stdio: 'inherit' });
  const openai = await startOpenAiStandIn({ firstTokenDelayMs: FIRST_TOKEN_DELAY_MS, tokenDelayMs: 0 });
  const dataDir = path.join(root, '.local/bench/cold');
  const env = {
    ...process.env,
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: 'demo-bela',
    FIRESTORE_EMULATOR_HOST: host,
    BELA_DATA_DIR: dataDir,
    BELA_INDEXES_FILE: indexesFile,
    LOG_LEVEL: 'silent',
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_API_KEY: 'sk-bench',
  };
  // The member, signed up through a first instance (not timed).
  const setup = spawn(process.execPath, [path.join(root, 'bench/first-word/cold-instance.cjs'), current], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const { port } = JSON.parse(await new Promise<string>((resolve) => createInterface({ input: setup.stdout! }).once('line', resolve))) as { port: number };
  const account = await member({ post: async (route: string, body: unknown, options: { token?: string } = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}/api${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` }, body: JSON.stringify(body) });
    return { status: response.status, headers: response.headers, json: await response.json() };
  } } as unknown as ApiHarness);
  setup.kill('SIGTERM');
  const runs: Record<'current' | 'base', { moduleLoadMs: number; firstWordMs: number }[]> = { current: [], base: [] };
  try {
    for (let i = 0; i < COLD_RUNS; i += 1) {
      runs.current.push(await coldStart(current, env, account));
      if (base) runs.base.push(await coldStart(base, env, account));
    }
  } finally {
    await openai.close();
  }
  const summary = (list: typeof runs.current) => ({ runs: list.length, moduleLoadMedianMs: round(median(list.map((r) => r.moduleLoadMs))), firstWordMedianMs: round(median(list.map((r) => r.firstWordMs))) });
  return { current: summary(runs.current), ...(base ? { base: { lib: base, ...summary(runs.base) } } : {}) };
}

const sqlite = await pathBeforeFirstWord('');
const emulator = await firestoreEmulator();
if ('unavailable' in emulator) throw new Error(`The Firestore emulator is needed: ${emulator.unavailable}`);
let firestore;
let firestoreTrips;
let cold;
try {
  firestore = await pathBeforeFirstWord(emulator.host);
  firestoreTrips = await sequentialRoundTrips('firestore');
  cold = await coldStarts(emulator.host);
} finally {
  await emulator.stop();
}
const result = {
  bench: 'first-word',
  at: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
  node: process.version,
  firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
  note: "Bela's own path before the first word: the time to the first streamed word through the function's URL, less the model's delay before its first token (the stand-in then sends the rest at once; the sentence gate's check of the first sentence is included). The stand-in and the timing client run in a process of their own (bench/first-word/outside.ts), so that their work is not counted as Bela's. beforeTheModelCall: from the request to the model call alone. 500 memories a member.",
  targetFirestoreP90Ms: 30,
  /** The emulators' JVM options (scripts/lib.mjs, useQuickEmulatorJvm), as `npm start` runs them. */
  emulatorJvm: process.env['JAVA_TOOL_OPTIONS'] ?? null,
  sqlite,
  firestore,
  sequentialRoundTripsBeforeTheModel: { sqlite: await sequentialRoundTrips('sqlite'), firestore: firestoreTrips },
  coldStart: { note: 'A new process: module load of the api function, and its first send (Firestore emulator, OpenAI-compatible stand-in) from the process start to the first word, less the model delay. Medians, alternating builds.', ...cold },
};
writeFileSync(path.join(root, 'bench/results/first-word.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
