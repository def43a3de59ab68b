/**
 * The conversations export (POST /ai/conversations/export, all of a member's conversations) at
 * 10,000 and 40,000 stored messages, as JSON and as Markdown: how much memory the process holds
 * while it answers, above what it held before the call (heap and external memory: sampled at every
 * read of the store, every chunk the client receives and every millisecond; again with a full
 * collection before each sample, which leaves only what is held alive; and the RSS's high-water
 * mark), how long the whole download takes (median of three), and how many bytes it is. Target:
 * what is held alive does not follow the history's size (decision 0024); before that decision the
 * export built the whole document in memory.
 *
 * The route runs in a small Express app on the SQLite driver (no emulator): the export route, its
 * real stores, the error handler, and a guard that admits the bench's member. Each measurement runs
 * in a fresh child process (`--expose-gc`), so that one measurement's high-water mark, or the
 * filling of the store, does not count in another's. Figures go to bench/results/export.json under
 * `BENCH_EXPORT_LABEL` (default `after`), beside those already there under other labels: `before`
 * was measured with this file on the commit before decision 0024 (1e33aa2).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { loadCompositeIndexes } from '../functions/src/drivers/composite-indexes';
import { SqliteDocStore } from '../functions/src/drivers/sqlite-doc-store';
import { chatExportRoutes } from '../functions/src/features/chat/export-routes';
import type { Guards } from '../functions/src/http/access-guards';
import { errorHandler } from '../functions/src/http/error-response';
import { mountRoutes } from '../functions/src/http/mount-routes';
import type { Logger } from '../functions/src/platform/logger';
import type { DocStore } from '../functions/src/ports/doc-store';
import type { Identity, VerifiedToken } from '../functions/src/ports/identity';
import { loadConfig } from '../functions/src/config/config';
import { createStoreServices } from '../functions/src/store-services';
import { median } from './measure';

const SIZES = [10_000, 40_000];
const PER_CONVERSATION = 1_000;
const FORMATS = ['json', 'markdown'] as const;
const UID = 'bench-member';
/** A member with one short conversation: the warm-up call, so the measured one does not pay for first compiles. */
const WARM_UID = 'bench-warm';
const PER_BATCH = 400;
const here = fileURLToPath(import.meta.url);
const resultsFile = path.join(path.dirname(here), 'results', 'export.json');
const indexes = () => loadCompositeIndexes(path.join(path.dirname(here), '..', 'firestore.indexes.json'));

const SENTENCES = [
  'We walked along the river after dinner and talked about the week.',
  'My sister called about the trip to Porto; the trams were full again.',
  'I tried the recipe you suggested, with a little more garlic this time.',
  'Work was long today, but the new project is starting to make sense.',
  'Tell me something cheerful: the rain has not stopped since morning.',
];

/** Message i of a conversation: about 350 characters; one reply in ten regenerated once, one message in twenty edited once. */
function messageOf(i: number, at: Date): Record<string, unknown> {
  const role = i % 2 ? 'assistant' : 'user';
  const content = `${SENTENCES[i % SENTENCES.length]} ${SENTENCES[(i * 3 + 1) % SENTENCES.length]} ${SENTENCES[(i * 7 + 2) % SENTENCES.length]} (message ${i})`;
  const message: Record<string, unknown> = { role, content, createdAt: at, ...(role === 'assistant' ? { model: 'bela-offline-persona', completionTokens: 80 } : {}) };
  if (role === 'assistant' && i % 10 === 1) {
    message['alternatives'] = [
      { content: `An earlier reply. ${content}`, createdAt: new Date(at.getTime() - 500), model: 'bela-offline-persona' },
      { content, createdAt: at, model: 'bela-offline-persona' },
    ];
    message['chosen'] = 1;
  }
  if (role === 'user' && i % 20 === 0) {
    message['versions'] = [{ content: `First wording. ${content}`, createdAt: new Date(at.getTime() - 500) }, { content, createdAt: at }];
    message['version'] = 1;
  }
  return message;
}

async function fill(docs: DocStore, uid: string, messages: number): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  await docs.set(`users/${uid}`, { email: `${uid}@example.com`, displayName: 'Ada', createdAt: new Date(), method: 'email', ageConfirmed: true, role: 'user' });
  for (let c = 0; c * PER_CONVERSATION < messages; c += 1) {
    const count = Math.min(PER_CONVERSATION, messages - c * PER_CONVERSATION);
    const conversationId = `c${String(c).padStart(3, '0')}`;
    const first = new Date(start + c * 86_400_000);
    await docs.set(`users/${uid}/conversations/${conversationId}`, {
      title: `Conversation ${c}`,
      createdAt: first,
      updatedAt: new Date(first.getTime() + count * 60_000),
      preview: '',
      messageCount: count,
    });
    for (let from = 0; from < count; from += PER_BATCH) {
      await docs.batch((ops) => {
        for (let i = from; i < Math.min(count, from + PER_BATCH); i += 1) {
          ops.set(`users/${uid}/conversations/${conversationId}/messages/m${String(i).padStart(6, '0')}`, messageOf(i, new Date(first.getTime() + i * 60_000)));
        }
      });
    }
  }
}

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };

/** The export route alone, on the store in `file`, for a caller the guard takes from the `x-bench-uid` header. */
async function serve(file: string, onRead: () => void) {
  const store = new SqliteDocStore({ file, indexes: indexes() });
  // Every read of the store calls `onRead` first: where an export stands between two pages (the
  // SQLite driver answers without a turn of the event loop, so a timer alone would not see it).
  const docs: DocStore = Object.assign(Object.create(store) as DocStore, {
    query: (query: Parameters<DocStore['query']>[0]) => {
      onRead();
      return store.query(query);
    },
  });
  const now = () => new Date();
  const identity: Identity = { driver: 'auth-emulator', verifyIdToken: () => Promise.reject(new Error('unused')), getUser: async () => null, deleteUser: async () => {} };
  const guards: Guards = {
    appCheck: (_req, _res, next) => next(),
    policy: () => [
      (req, _res, next) => {
        const uid = req.get('x-bench-uid') ?? UID;
        const user: VerifiedToken = { uid, email: `${uid}@example.com`, emailVerified: true, name: null, signInProvider: 'password' };
        (req as unknown as { user: VerifiedToken }).user = user;
        next();
      },
    ],
  };
  // The stores as the composition root builds them, on the counting store; the SQLite driver is built above.
  const config = loadConfig({ GCLOUD_PROJECT: 'demo-bela', BELA_DATA_DIR: path.dirname(file), LOG_LEVEL: 'silent' });
  const { users, waitlist, rateLimiter, conversations } = createStoreServices(config, { docs, now, logger: silent });
  const routes = chatExportRoutes({ users, waitlist, now, identity, rateLimiter, conversations });
  const app = express();
  app.use(mountRoutes(routes, guards));
  app.use(errorHandler(silent));
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve(store.close().then(() => undefined)))) };
}

interface Measurement {
  status: number;
  bytes: number;
  /** The whole download's time, the median of three calls. */
  ms: number;
  /** Growth above the memory (heap and external) and RSS before the call, in MiB; the heap's includes garbage not yet collected. */
  peakHeapGrowthMiB: number;
  peakRssGrowthMiB: number;
  /** The same call again, collected before each sample: the most held alive above where it started. */
  peakLiveHeapGrowthMiB: number;
}

const mib = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** The heap and the memory outside it (buffers, strings handed to the socket): what the process holds. */
const held = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * In the child: one warm-up call for the small member; then the measured call, the body read and
 * dropped as it arrives, memory sampled at every store read, every received chunk and every
 * millisecond; then the same call again with a full collection before each of those samples (the
 * memory held alive, not garbage waiting to be collected).
 */
async function measureOnce(file: string, format: string): Promise<Measurement> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  let sample = () => {};
  const api = await serve(file, () => sample());
  const download = async (uid: string) => {
    const response = await fetch(`${api.base}/ai/conversations/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bench-uid': uid },
      body: JSON.stringify({ format }),
    });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      sample();
    }
    return { status: response.status, bytes };
  };
  await download(WARM_UID);

  gc();
  gc();
  const before = held();
  const rssBefore = process.memoryUsage.rss();
  let peak = before;
  sample = () => void (peak = Math.max(peak, held()));
  const timer = setInterval(sample, 1);
  const started = performance.now();
  const { status, bytes } = await download(UID);
  const ms = performance.now() - started;
  clearInterval(timer);
  sample();
  const peakRss = process.resourceUsage().maxRSS * 1024;

  gc();
  gc();
  const liveBefore = held();
  let peakLive = liveBefore;
  sample = () => {
    gc();
    peakLive = Math.max(peakLive, held());
  };
  await download(UID);
  sample = () => {};
  // Two more timed calls (nothing sampled): the time reported is the median of the three.
  const times = [ms];
  for (let i = 0; i < 2; i += 1) {
    const start = performance.now();
    await download(UID);
    times.push(performance.now() - start);
  }
  await api.close();
  return {
    status,
    bytes,
    ms: Math.round(median(times)),
    peakHeapGrowthMiB: mib(peak - before),
    peakRssGrowthMiB: mib(Math.max(0, peakRss - rssBefore)),
    peakLiveHeapGrowthMiB: mib(peakLive - liveBefore),
  };
}

async function main() {
  if (process.argv[2] === 'child') {
    const result = await measureOnce(process.argv[3]!, process.argv[4]!);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const label = process.env['BENCH_EXPORT_LABEL'] ?? 'after';
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-export-bench-'));
  const bySize: Record<string, Record<string, Measurement>> = {};
  try {
    for (const size of SIZES) {
      const file = path.join(dir, `docs-${size}.sqlite`);
      const docs = new SqliteDocStore({ file, indexes: indexes() });
      await fill(docs, UID, size);
      await fill(docs, WARM_UID, 4);
      await docs.close();
      bySize[size] = {};
      for (const format of FORMATS) {
        const child = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', here, 'child', file, format], { encoding: 'utf8', maxBuffer: 1 << 20 });
        if (child.status !== 0) throw new Error(`the ${format} export at ${size} failed: ${child.stderr}`);
        const measured = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Measurement;
        if (measured.status !== 200) throw new Error(`the ${format} export at ${size} answered ${measured.status}`);
        bySize[size][format] = measured;
        console.log(label, size, format, JSON.stringify(measured));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const results = {
    ...previous,
    machine: `${os.platform()} ${os.arch()}, node ${process.version}`,
    corpus: `one member, ${PER_CONVERSATION.toLocaleString('en')} messages a conversation (about 350 characters each; one reply in ten regenerated once, one message in twenty edited once); all conversations exported, the body read and dropped as it arrives`,
    target: 'what the export holds alive (peakLiveHeapGrowthMiB) does not follow the number of messages',
    note: [
      'before: the export read every message of every conversation into one array, built the whole document, then the whole file as one string, and sent it: what it held alive grew with the history (about 0.5 MiB per 1,000 messages), and so did the heap and the RSS at their peak.',
      'after: it reads a page of conversations or messages at a time and writes the file as it goes (64 KiB chunks, waiting when the socket is full): what it holds alive stays about 1 MiB at any size. The heap and RSS peaks still move a little with the size: garbage the collector has not yet taken back, not memory held.',
      'Times are a shared two-core machine\'s and vary by up to two times from run to run (each is the median of three calls): the streamed export is no faster, and may be somewhat slower, as it makes more, smaller reads (pages of 200 rather than 400, and three more per conversation: a count, its first and its last message, for the heading).',
    ].join(' '),
    [label]: { measuredAt: new Date().toISOString(), bySize },
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), resultsFile)}`);
}

await main();
