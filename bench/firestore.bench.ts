/**
 * Bela's hot paths on the Firestore emulator, through the real `api` app: 200 concurrent
 * `track-visit` calls for the same day, and 50 concurrent sends by one member into one conversation.
 * For each: errors (target 0), p50/p99 latency, and the writes that hit each document (the hottest
 * one is where Firestore's sustained limit of about one write a second per document would bite).
 * Sends run twice: as shipped, where the per-minute chat limit refuses all but 12 (a 429 is the
 * limit working, not an error), and with the chat limits counted but not enforced, so all 50 turns
 * reach the store. Needs the Auth emulator (scripts/bench.mjs starts it); uses FIRESTORE_EMULATOR_HOST
 * or starts a Firestore emulator. Figures: bench/results/firestore.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
// A rate limiter of the bench's own (chat limits counted, not enforced), handed to createServices through startApi.
import { RateLimiter, type RateRule } from '../functions/src/stores/rate-limits';
import { startApi, type ApiHarness, type ApiResponse } from '../tests/api/api-harness';
import { member } from '../tests/api/chat-support';
import { CountingDocStore } from './counting-doc-store';
import { benchFirestoreDocStore, firestoreEmulator } from './firestore-emulator';

const VISITS = 200;
const SENDS = 50;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Refusals the product answers by design under this load. */
const LIMIT_CODES = new Set(['rate-limited', 'daily-limit-reached']);

/** The chat limits counted as shipped (the same counter writes) but never refusing. */
class ChatLimitsCountedOnly extends RateLimiter {
  override async consume(rule: RateRule, key: string): Promise<void> {
    if (rule.scope.startsWith('chat-')) await this.hit(rule, key);
    else await super.consume(rule, key);
  }
}

const found = await firestoreEmulator();
if ('unavailable' in found) throw new Error(`The firestore bench needs the Firestore emulator: ${found.unavailable}.`);
const emulator = found;

async function app(options: { chatLimits: 'enforced' | 'counted-only' }): Promise<{ api: ApiHarness; docs: CountingDocStore }> {
  const docs = new CountingDocStore(benchFirestoreDocStore());
  const rateLimiter = options.chatLimits === 'counted-only' ? new ChatLimitsCountedOnly(docs, () => new Date()) : undefined;
  const api = await startApi({
    env: { FIRESTORE_EMULATOR_HOST: emulator.host, OFFLINE_MODEL_TOKEN_DELAY_MS: '0' },
    services: { docs, ...(rateLimiter ? { rateLimiter } : {}) },
    // Failures are what this bench counts; they are reported, not thrown at close.
    serverErrorsExpected: true,
  });
  return { api, docs };
}

const percentile = (sorted: number[], q: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100 : null);

/** Fires `count` requests at once; answers grouped by status, errors and latencies. */
async function burst(count: number, send: (i: number) => Promise<ApiResponse>, succeeded: number) {
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const t = performance.now();
      const answer = await send(i).catch((error: unknown) => ({ status: 0, json: { error: { code: String(error) } } }));
      return { ms: performance.now() - t, status: answer.status, code: answer.json?.error?.code as string | undefined };
    }),
  );
  const wallMs = Math.round(performance.now() - started);
  const statuses: Record<string, number> = {};
  for (const { status, code } of outcomes) {
    const key = code ? `${status} ${code}` : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const errors = outcomes.filter(({ status, code }) => status !== succeeded && !(status === 429 && code && LIMIT_CODES.has(code))).length;
  const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const ok = outcomes.filter((o) => o.status === succeeded).map((o) => o.ms).sort((a, b) => a - b);
  return { requests: count, statuses, errors, wallMs, p50Ms: percentile(all, 0.5), p99Ms: percentile(all, 0.99), succeededP50Ms: percentile(ok, 0.5), succeededP99Ms: percentile(ok, 0.99) };
}

async function trackVisits() {
  const { api, docs } = await app({ chatLimits: 'enforced' });
  const visit = (i: number) => api.post('/utility/track-visit', { page: '/', sessionId: `bench-${i}` }, { headers: { 'user-agent': CHROME } });
  for (let i = 0; i < 5; i += 1) await visit(-1); // warm-up: the SDK's first channel and statements
  docs.reset();
  const result = await burst(VISITS, visit, 201);
  const writes = { all: docs.writes(), statsDaily: docs.writes((path) => path.startsWith('statsDaily/')) };
  const statsCounterShards = api.services.config.analytics.counterShards;
  await api.close();
  return { ...result, sameDay: true, statsCounterShards, writes };
}

async function sends(chatLimits: 'enforced' | 'counted-only') {
  const { api, docs } = await app({ chatLimits });
  const ada = await member(api);
  // Made in the store, so that no send is spent creating it.
  const conversationId = await api.services.conversations.create(ada.uid, 'Bench', new Date());
  docs.reset();
  const send = (i: number) => api.post('/ai/chat', { messages: [{ role: 'user', content: `Tell me about your day (${i})` }], conversationId }, { token: ada.idToken });
  const result = await burst(SENDS, send, 200);
  const stored = await api.services.docs.count({ collection: `users/${ada.uid}/conversations/${conversationId}/messages` });
  const writes = docs.writes();
  await api.close();
  return { chatLimits, ...result, messagesStored: stored, writes };
}

async function measure() {
  try {
    const trackVisit = await trackVisits();
    console.log('track-visit', trackVisit);
    const asShipped = await sends('enforced');
    console.log('sends, limits enforced', asShipped);
    const chatLimitsCountedOnly = await sends('counted-only');
    console.log('sends, limits counted only', chatLimitsCountedOnly);
    return { trackVisit, sends: { asShipped, chatLimitsCountedOnly } };
  } finally {
    await emulator.stop();
  }
}

const figures = await measure();

const result = {
  bench: 'firestore',
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, ${cpus().length} cores, node ${process.version}`,
  emulator: emulator.source,
  ...figures,
  targets: { errors: 0 },
};
writeFileSync(new URL('./results/firestore.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
