/**
 * Bela's voice (issue 43), through the real `api` app served over HTTP (the harness of the API
 * tests, SQLite documents, blobs in a folder):
 *
 * - the time from a speech request to its first audio byte, for a reply of 200 characters: with
 *   the offline driver (eSpeak NG as WebAssembly, MP3 encoded as it goes), and with the OpenAI
 *   driver against the recording stand-in (tests/support/openai-stand-in.ts), whose own first byte
 *   asked directly is taken off: what Bela's path adds. Each request a reply not yet spoken (a
 *   miss), then the same reply again (a hit, from the blob store);
 * - the audio store's hit rate over a replayed session: a member hears each of 10 replies as it
 *   comes (read aloud), plays 3 of them again, then comes back (a reload: the page's own copies
 *   are gone) and plays the same 13 again;
 * - the memory of the process serving the API (this one) while 20 replies are synthesised at once
 *   by the offline driver: its resident set sampled every 10 ms.
 *
 * Needs the Auth emulator (scripts/bench.mjs starts it). Figures: bench/results/voice.json.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startApi, type ApiHarness } from '../tests/api/api-harness';
import { member } from '../tests/api/chat-support';
import { startOpenAiStandIn } from '../tests/support/openai-stand-in';
import type { TestAccount } from '../tests/support/auth-emulator';
import { median } from './measure';

const RUNS = 12;
const CONCURRENT = 20;
const resultFile = fileURLToPath(new URL('./results/voice.json', import.meta.url));

/** A reply of exactly 200 characters, different for each `n` (so that none is in the store yet). */
function replyText(n: number): string {
  const text = `Reply ${n}: I'm really glad you told me about your walk by the river this evening. The light on the water sounds lovely, and I'd like to hear what you thought about on the way home tonight.`;
  return text.padEnd(200, '.').slice(0, 200);
}

/** Bela's replies stored for `account` in one conversation, as the chat stores them. */
async function replies(api: ApiHarness, account: TestAccount, texts: string[]): Promise<{ conversationId: string; messageIds: string[] }> {
  const at = Date.now();
  const { conversationId } = await api.services.conversations.open(account.uid, 'Voice bench', { role: 'user', content: 'Hello Bela', createdAt: new Date(at) });
  const messageIds: string[] = [];
  for (const [n, content] of texts.entries()) {
    messageIds.push(await api.services.conversations.append(account.uid, conversationId, { role: 'assistant', content, createdAt: new Date(at + n + 1) }));
  }
  return { conversationId, messageIds };
}

/** One speech request: ms to the first audio byte, to the last, the cache's answer, and the bytes. */
async function speak(api: ApiHarness, account: TestAccount, body: unknown) {
  const started = performance.now();
  const response = await api.fetch('/ai/voice/speech', { method: 'POST', token: account.idToken, body: JSON.stringify(body) });
  if (response.status !== 200 || !response.body) throw new Error(`speech answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByteMs: number | null = null;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.length;
  }
  return { firstByteMs: firstByteMs ?? NaN, totalMs: performance.now() - started, cache: response.headers.get('x-speech-cache'), bytes };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function firstByte(api: ApiHarness, account: TestAccount, offset: number) {
  const { conversationId, messageIds } = await replies(api, account, Array.from({ length: RUNS }, (_, n) => replyText(offset + n)));
  const miss: number[] = [];
  const hit: number[] = [];
  const whole: number[] = [];
  let bytes = 0;
  for (const messageId of messageIds) {
    const first = await speak(api, account, { conversationId, messageId });
    const again = await speak(api, account, { conversationId, messageId });
    if (first.cache !== 'miss' || again.cache !== 'hit') throw new Error(`expected a miss then a hit, got ${first.cache} then ${again.cache}`);
    miss.push(first.firstByteMs);
    whole.push(first.totalMs);
    hit.push(again.firstByteMs);
    bytes = first.bytes;
  }
  // The first request of a process loads the driver (eSpeak's 18 MB module, or the OpenAI SDK): reported apart.
  return { coldFirstByteMs: round(miss[0]!), firstByteMs: { miss: round(median(miss.slice(1))), hit: round(median(hit.slice(1))) }, wholeMissMs: round(median(whole.slice(1))), audioBytes: bytes };
}

/** The stand-in's own first byte, asked directly (what the OpenAI driver waits for anyway). */
async function standInFirstByte(baseURL: string): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    const response = await fetch(`${baseURL}/audio/speech`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'gpt-4o-mini-tts', voice: 'coral', input: replyText(n) }) });
    const reader = response.body!.getReader();
    await reader.read();
    times.push(performance.now() - started);
    await reader.cancel();
  }
  return round(median(times.slice(1)));
}

async function hitRate(api: ApiHarness, account: TestAccount) {
  const { conversationId, messageIds } = await replies(api, account, Array.from({ length: 10 }, (_, n) => replyText(500 + n)));
  const session = [...messageIds, messageIds[2]!, messageIds[5]!, messageIds[9]!];
  const answers: string[] = [];
  for (const messageId of [...session, ...session]) answers.push((await speak(api, account, { conversationId, messageId })).cache ?? 'none');
  const hits = answers.filter((answer) => answer === 'hit').length;
  return { plays: answers.length, syntheses: answers.length - hits, hits, hitRate: Math.round((hits / answers.length) * 1000) / 1000 };
}

async function memoryUnderLoad(api: ApiHarness, account: TestAccount) {
  const { conversationId, messageIds } = await replies(api, account, Array.from({ length: CONCURRENT }, (_, n) => replyText(1000 + n)));
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const results = await Promise.all(messageIds.map((messageId) => speak(api, account, { conversationId, messageId })));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    replies: CONCURRENT,
    baselineRssMb: mb(baseline),
    peakRssMb: mb(peak),
    addedMb: mb(peak - baseline),
    wallMs: Math.round(wallMs),
    firstByteMs: { median: round(median(results.map((r) => r.firstByteMs))), max: round(Math.max(...results.map((r) => r.firstByteMs))) },
  };
}

async function main() {
  const openai = await startOpenAiStandIn();
  const offline = await startApi();
  const online = await startApi({ env: { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-bench', OPENAI_MAX_RETRIES: '0' } });
  try {
    // Paying members: the bench asks for more than a trial's day of speech.
    const paid = async (api: ApiHarness) => {
      const account = await member(api);
      await api.services.docs.update(`users/${account.uid}`, { subscriptionStatus: 'active', paymentStatus: 'paid', subscriptionPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
      return account;
    };
    const [a, b, c, d] = await Promise.all([paid(offline), paid(online), paid(offline), paid(offline)]);
    const offlineFigures = await firstByte(offline, a!, 0);
    const onlineFigures = await firstByte(online, b!, 100);
    const standIn = await standInFirstByte(openai.baseURL);
    const figures = {
      measuredAt: new Date().toISOString(),
      machine: '2 shared cores; Node ' + process.version,
      replyChars: 200,
      runs: RUNS,
      firstAudioByte: {
        offline: { driver: 'espeak-ng (WebAssembly) + lamejs MP3', ...offlineFigures },
        openai: {
          driver: 'openai SDK against the recording stand-in',
          ...onlineFigures,
          standInOwnFirstByteMs: standIn,
          addedOverheadMs: round(onlineFigures.firstByteMs.miss - standIn),
        },
      },
      cache: await hitRate(offline, c!),
      concurrentSynthesis: await memoryUnderLoad(offline, d!),
    };
    writeFileSync(resultFile, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await offline.close();
    await online.close();
    await openai.close();
  }
}

await main();
