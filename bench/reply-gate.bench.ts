/**
 * What the sentence gate (functions/src/features/chat/sentence-gate.ts, decision 0025) costs the
 * first word the member sees, medians over RUNS runs, with a safety check that answers after 0 ms
 * and after 40 ms.
 *
 * - `gate`: the gate alone, in process, fed a reply token by token at a model's pace (TOKEN_MS per
 *   token). Without the gate the first word is shown when the model's first token comes; with it,
 *   when the first sentence (or first piece) is complete and its check answered. Both in this run,
 *   for a first piece of up to 200 characters (the whole first sentence) and of 40 (the default).
 * - `api`: through the real `api` app and the OpenAI driver, against the OpenAI stand-in (its
 *   moderation answering after the delay): from the model's first token written to the first
 *   `token` event read by the client. Needs the Auth emulator (scripts/bench.mjs starts it). Run
 *   with REPLY_GATE_RUN=before on the code before the gate, it keeps its figures under `before`;
 *   the run after the gate keeps those and writes `after`.
 *
 * Figures: bench/results/reply-gate.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SafetyVerdict } from '../functions/src/ports/chat-model';
import { sentenceGate } from '../functions/src/features/chat/sentence-gate';
import { replyMustBeReplaced } from '../functions/src/features/chat/moderation';
import { startOpenAiStandIn, tokenise } from '../tests/support/openai-stand-in';
import { median } from './measure';

const RUNS = 15;
const TOKEN_MS = 15;
const CHECK_DELAYS_MS = [0, 40];
const FIRST_TOKEN_DELAY_MS = 200;
const PER_USER = 9; // below the per-minute chat limit

/** Replies of the persona's usual shapes: a short first sentence, a long one, one with no end mark until late. */
const REPLIES = [
  'Oh, that sounds like a lovely morning! Cipher and I had a very serious nap by the window. Tell me, what did you have for breakfast?',
  'I have been thinking about what you said yesterday about your sister and the long drive up to the lake house, and I wonder whether the two of you ever talked about it. How did it feel?',
  'Hmm. Honestly? I think you did the right thing, and I would have done the same in your place.',
];

const clean: SafetyVerdict = { selfHarm: false, flags: [], categories: [] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One reply through the gate at the model's pace: ms to the model's first token, and to the first word released. */
async function gatedRun(reply: string, checkMs: number, firstChunkChars?: number) {
  const started = performance.now();
  let firstReleased = 0;
  const gate = sentenceGate({
    classifier: { check: async () => (checkMs ? (await sleep(checkMs), clean) : clean) },
    holds: replyMustBeReplaced,
    release: () => (firstReleased ||= performance.now() - started),
    ...(firstChunkChars ? { firstChunkChars } : {}),
  });
  let firstToken = 0;
  for (const [index, token] of tokenise(reply).entries()) {
    if (index > 0) await sleep(TOKEN_MS);
    firstToken ||= performance.now() - started;
    gate.push(token);
  }
  await gate.end();
  return { firstToken, firstReleased };
}

async function gateFigures() {
  const figures: Record<string, unknown> = {};
  for (const checkMs of CHECK_DELAYS_MS) {
    for (const [policy, firstChunkChars] of [
      ['whole first sentence (first piece up to 200 characters)', 200],
      ['first piece of 40 characters (the default)', undefined],
    ] as const) {
      const without: number[] = [];
      const withGate: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        for (const reply of REPLIES) {
          const run = await gatedRun(reply, checkMs, firstChunkChars);
          without.push(run.firstToken);
          withGate.push(run.firstReleased);
        }
      }
      figures[`check ${checkMs} ms, ${policy}`] = {
        medianFirstWordWithoutGateMs: round(median(without)),
        medianFirstWordWithGateMs: round(median(withGate)),
        medianAddedMs: round(median(withGate.map((ms, i) => ms - without[i]!))),
        maxAddedMs: round(Math.max(...withGate.map((ms, i) => ms - without[i]!))),
      };
    }
  }
  return figures;
}

/** Through the API: the first `token` event's time after the request, and after the model's first token. */
async function apiFigures() {
  const { startApi } = await import('../tests/api/api-harness');
  const { member } = await import('../tests/api/chat-support');
  const figures: Record<string, unknown> = {};
  for (const checkMs of CHECK_DELAYS_MS) {
    let replies = 0;
    const openai = await startOpenAiStandIn({
      firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
      tokenDelayMs: TOKEN_MS,
      moderationDelayMs: checkMs,
      reply: ({ body }) => (body.response_format ? JSON.stringify({ operations: [] }) : REPLIES[replies++ % REPLIES.length]!),
    });
    const api = await startApi({ env: { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-bench', FIRESTORE_EMULATOR_HOST: '' } });
    const firstWord: number[] = [];
    const afterModel: number[] = [];
    let user = await member(api);
    for (let i = -1; i < RUNS; i += 1) {
      if ((i + 1) % PER_USER === 0) user = await member(api);
      const before = openai.requests.length;
      const started = performance.now();
      const response = await api.fetch('/ai/chat/stream', { method: 'POST', token: user.idToken, body: JSON.stringify({ messages: [{ role: 'user', content: 'How was your morning?' }] }) });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffered = '';
      let shownAt = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += decoder.decode(chunk.value, { stream: true });
        if (!shownAt && buffered.includes('event: token')) shownAt = performance.now();
      }
      const call = openai.requests.slice(before).find((r) => r.path.endsWith('/chat/completions') && !r.body?.response_format);
      if (i < 0 || !call?.firstContentAt) continue; // the first run warms up
      firstWord.push(shownAt - started);
      afterModel.push(shownAt - call.firstContentAt);
    }
    await api.close();
    await openai.close();
    figures[`check ${checkMs} ms`] = { medianFirstWordMs: round(median(firstWord)), medianAfterModelFirstTokenMs: round(median(afterModel)) };
  }
  return figures;
}

const file = path.join(import.meta.dirname, 'results', 'reply-gate.json');
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { gate?: unknown; api?: Record<string, unknown> }) : {};
const label = process.env.REPLY_GATE_RUN === 'before' ? 'before' : 'after';
const api = process.env.FIREBASE_AUTH_EMULATOR_HOST ? await apiFigures() : { skipped: 'no Auth emulator (run through npm run bench reply-gate)' };
const result = {
  bench: 'reply-gate',
  at: new Date().toISOString(),
  node: process.version,
  runs: RUNS,
  modelTokenMs: TOKEN_MS,
  replies: REPLIES.length,
  gate: label === 'after' ? await gateFigures() : previous.gate,
  api: { ...previous.api, [label]: { at: new Date().toISOString(), firstTokenDelayMs: FIRST_TOKEN_DELAY_MS, ...api } },
};
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
