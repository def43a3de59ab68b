/**
 * Time to first streamed token through the real `api` app, against a local OpenAI-compatible
 * server that waits a fixed time before its first token. The figure is that time minus the fixed
 * delay: what Bela's own path (auth, entitlements, storage, safety check, streaming) adds. Measured
 * on the SQLite driver, then on the Firestore driver against the emulator (FIRESTORE_EMULATOR_HOST's,
 * or one the bench starts). Needs the Auth emulator (scripts/bench.mjs starts it).
 * Figures: bench/results/chat-ttft.json (SQLite at the top level, Firestore under `firestore`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startOpenAiStandIn } from '../tests/support/openai-stand-in';
import { startApi } from '../tests/api/api-harness';
import { member } from '../tests/api/chat-support';
import { firestoreEmulator } from './firestore-emulator';
import { firstTokenMs } from './first-token';
import { median } from './measure';

const FIRST_TOKEN_DELAY_MS = 200;
const RUNS = 36;
const PER_USER = 9; // below the per-minute chat limit

/** Time to the first token, RUNS times; documents on the Firestore emulator at `firestoreHost`, or on SQLite when ''. */
async function measure(firestoreHost: string) {
  const openai = await startOpenAiStandIn({ firstTokenDelayMs: FIRST_TOKEN_DELAY_MS, tokenDelayMs: 2 });
  const api = await startApi({ env: { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-bench', FIRESTORE_EMULATOR_HOST: firestoreHost } });

  const firstToken = (token: string, conversationId?: string) => firstTokenMs(api, token, 'Tell me something about your day', conversationId);

  const samples: number[] = [];
  let user = await member(api);
  let conversationId: string | undefined;
  await firstToken(user.idToken); // warm-up: first SDK client, first statements
  for (let i = 0; i < RUNS; i += 1) {
    if (i % PER_USER === 0) {
      user = await member(api);
      conversationId = undefined;
    }
    const run = await firstToken(user.idToken, conversationId);
    conversationId = run.conversationId;
    samples.push(run.ms);
  }
  await api.close();
  await openai.close();

  const overhead = samples.map((ms) => ms - FIRST_TOKEN_DELAY_MS);
  return {
    medianFirstTokenMs: median(samples),
    medianOverheadMs: median(overhead),
    p90OverheadMs: Math.round([...overhead].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]! * 1000) / 1000,
  };
}

// SQLite first, whatever FIRESTORE_EMULATOR_HOST says; then the Firestore driver on the emulator.
const sqlite = await measure('');
const emulator = await firestoreEmulator();
const firestore =
  'unavailable' in emulator ? { skipped: emulator.unavailable } : { emulator: emulator.source, ...(await measure(emulator.host).finally(() => emulator.stop())) };

const result = {
  bench: 'chat-time-to-first-token',
  at: new Date().toISOString(),
  node: process.version,
  runs: RUNS,
  firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
  ...sqlite,
  targetOverheadMs: 30,
  firestore,
};
writeFileSync(path.join(import.meta.dirname, 'results', 'chat-ttft.json'), `${JSON.stringify(result, null, 2)}\n`);
console.table({ sqlite, firestore });
