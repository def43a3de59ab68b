/**
 * A recording stand-in for OpenAI's REST API: a local HTTP server that speaks enough of the protocol
 * for the real `openai` SDK (chat completions as JSON and as server-sent events, moderations, and
 * speech and transcriptions for Bela's voice), its
 * answers typed by the SDK's own types, so a change in their shape fails the type check here. Every
 * request is recorded with how it ended; modes provoke failures. Tests point a driver's `baseURL` at
 * it; it never reaches the internet.
 *
 * A plain node:http server rather than MSW's `setupServer`: MSW answers inside the process without a
 * socket, and these tests assert what happens on one (a client closing it mid-reply, the stand-in
 * cutting it), while the benches time real HTTP.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { Moderation, ModerationCreateResponse } from 'openai/resources/moderations';

export type StandInMode = 'ok' | 'fail-500' | 'fail-429-then-ok' | 'cut-off' | 'length' | 'hang';

export interface StandInModeOptions {
  /** 'fail-429-then-ok': how many calls answer 429 before calls succeed (default 2)... */
  failures?: number;
  /** ...with this wait as `retry-after-ms`, and rounded up to seconds as `retry-after` (default 10). */
  retryAfterMs?: number;
  /** 'cut-off': how many content chunks are sent before the socket is destroyed (default 3). */
  chunksBeforeCut?: number;
}

/** 'aborted': the client closed the connection before the response finished. 'cut': the stand-in did. */
export type RequestOutcome = 'pending' | 'finished' | 'aborted' | 'cut';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when the body was not JSON). */
  body: any;
  /** The body's bytes as sent (a transcription's multipart upload). */
  raw: Buffer;
  outcome: RequestOutcome;
  /** Resolves once the connection for this request closed or its response finished. */
  settled: Promise<RequestOutcome>;
  /** A streamed completion: when its first content chunk was written (performance.now()). */
  firstContentAt?: number;
}

export interface ChatReplyInput {
  model: string;
  messages: { role: string; content: unknown }[];
  body: any;
}

export interface OpenAiStandInOptions {
  /** Delays in ms (default 0): before the first content chunk, between chunks, before a moderation answer. */
  firstTokenDelayMs?: number;
  tokenDelayMs?: number;
  moderationDelayMs?: number;
  /** The assistant's reply; by default it echoes the last user message. */
  reply?: (request: ChatReplyInput) => string;
  /** Moderation categories flagged for an input beside the self-harm phrases' (e.g. ['sexual/minors']). */
  moderate?: (input: string) => string[];
  /** What every transcription answers (default: a short greeting). */
  transcript?: string;
}

export interface OpenAiStandIn {
  baseURL: string;
  requests: RecordedRequest[];
  setMode(mode: StandInMode, options?: StandInModeOptions): void;
  close(): Promise<void>;
}

const KNOWN_PATHS = ['/v1/chat/completions', '/v1/moderations', '/v1/audio/speech', '/v1/audio/transcriptions'];

/** Half a second of a 220 Hz tone as MP3 (22,050 Hz mono), made once: what the stand-in's speech answers. */
let tone: Promise<Buffer> | undefined;
const toneMp3 = () =>
  (tone ??= import('@breezystack/lamejs').then(({ Mp3Encoder }) => {
    const rate = 22_050;
    const samples = Int16Array.from({ length: rate / 2 }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / rate)));
    const encoder = new Mp3Encoder(1, rate, 48);
    // The encoder's pieces are Int8Arrays, whatever its types say: read as bytes.
    const bytes = (piece: ArrayBufferView) => Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    const parts: Buffer[] = [];
    for (let at = 0; at < samples.length; at += 1152) parts.push(bytes(encoder.encodeBuffer(samples.subarray(at, at + 1152))));
    parts.push(bytes(encoder.flush()));
    return Buffer.concat(parts);
  }));

const SELF_HARM_PHRASES = ['hurt myself', 'kill myself'];
const CATEGORIES = [
  'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm',
  'self-harm/intent', 'self-harm/instructions', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
] as const satisfies readonly (keyof Moderation.Categories)[];
const MODE_DEFAULTS: Required<StandInModeOptions> = { failures: 2, retryAfterMs: 10, chunksBeforeCut: 3 };

/** Splits text the way model tokens usually arrive: each piece carries its leading whitespace. */
export const tokenise = (text: string): string[] => text.match(/\s*\S+/g) ?? [];

const pause = (ms: number) => (ms > 0 ? sleep(ms) : undefined);
const parse = (raw: string): unknown => {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
};
const sendJson = (res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) =>
  void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
const failure = (message: string, type: string, code?: string) => ({ error: { message, type, ...(code ? { code } : {}) } });
const echo = ({ messages }: ChatReplyInput) => {
  const lastUser = messages.filter((m) => m.role === 'user').at(-1);
  return `Hello from the stand-in. You said: ${typeof lastUser?.content === 'string' ? lastUser.content : ''}`;
};

export async function startOpenAiStandIn(options: OpenAiStandInOptions = {}): Promise<OpenAiStandIn> {
  const { firstTokenDelayMs = 0, tokenDelayMs = 0, moderationDelayMs = 0, reply = echo, moderate: flagAlso = () => [], transcript = 'Hello Bela, this is me talking.' } = options;
  const requests: RecordedRequest[] = [];
  let mode: StandInMode = 'ok';
  let modeOptions = MODE_DEFAULTS;
  let calls429 = 0;
  let nextId = 1;

  /** Records a request; `closed()` tells whether its connection has closed, `cut()` destroys it. */
  function record(req: IncomingMessage, res: ServerResponse, body: unknown, raw: Buffer) {
    let closed = false;
    let cutByUs = false;
    let resolveSettled!: (outcome: RequestOutcome) => void;
    const settled = new Promise<RequestOutcome>((resolve) => (resolveSettled = resolve));
    const request: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, raw, outcome: 'pending', settled };
    const settle = (outcome: RequestOutcome) => request.outcome === 'pending' && resolveSettled((request.outcome = outcome));
    res.on('finish', () => settle('finished'));
    res.on('close', () => {
      closed = true;
      settle(cutByUs ? 'cut' : res.writableFinished ? 'finished' : 'aborted');
    });
    requests.push(request);
    const cut = () => {
      cutByUs = true;
      res.socket?.destroy();
    };
    return { request, closed: () => closed, cut };
  }
  type Call = ReturnType<typeof record>;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await buffer(req);
    const call = record(req, res, parse(req.headers['content-type']?.startsWith('multipart/') ? '' : raw.toString('utf8')), raw);
    const path = call.request.path.split('?')[0]!;
    if (req.method !== 'POST' || !KNOWN_PATHS.includes(path)) {
      return sendJson(res, 404, failure(`Unknown route ${req.method} ${path}`, 'invalid_request_error'));
    }
    if (mode === 'hang') return;
    if (mode === 'fail-500') return sendJson(res, 500, failure('The stand-in is failing on purpose.', 'server_error'));
    if (mode === 'fail-429-then-ok' && calls429 < modeOptions.failures) {
      calls429 += 1;
      const wait = modeOptions.retryAfterMs;
      const headers = { 'retry-after-ms': String(wait), 'retry-after': String(Math.ceil(wait / 1000)) };
      return sendJson(res, 429, failure('Rate limit reached (stand-in).', 'requests', 'rate_limit_exceeded'), headers);
    }
    if (path === '/v1/chat/completions') return complete(res, call);
    if (path === '/v1/audio/transcriptions') return sendJson(res, 200, { text: transcript });
    if (path === '/v1/audio/speech') return speak(res, call);
    await pause(moderationDelayMs);
    if (!call.closed()) sendJson(res, 200, moderation(call.request.body));
  }

  /** Speech: a short tone as MP3, in a few chunks, as OpenAI streams it. */
  async function speak(res: ServerResponse, call: Call): Promise<void> {
    const audio = await toneMp3();
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' });
    const third = Math.ceil(audio.length / 3);
    for (let at = 0; at < audio.length; at += third) {
      if (call.closed()) return;
      if (at > 0) await pause(tokenDelayMs);
      res.write(audio.subarray(at, at + third));
    }
    res.end();
  }

  function moderation(body: any): ModerationCreateResponse {
    const inputs: unknown[] = Array.isArray(body?.input) ? body.input : [body?.input];
    const results = inputs.map((input): Moderation => {
      const text = typeof input === 'string' ? input : '';
      const selfHarm = SELF_HARM_PHRASES.some((phrase) => text.toLowerCase().includes(phrase));
      const flagged = new Set([...(selfHarm ? ['self-harm', 'self-harm/intent'] : []), ...flagAlso(text)]);
      const each = (value: (name: string) => unknown) => Object.fromEntries(CATEGORIES.map((name) => [name, value(name)])) as any;
      return {
        flagged: flagged.size > 0,
        categories: each((name) => flagged.has(name)),
        category_scores: each((name) => (flagged.has(name) ? 0.93 : 0.0004)),
        category_applied_input_types: each(() => ['text']),
      };
    });
    return { id: `modr-${nextId++}`, model: body?.model ?? 'omni-moderation-latest', results };
  }

  async function complete(res: ServerResponse, call: Call): Promise<void> {
    const { body } = call.request;
    const model = typeof body?.model === 'string' ? body.model : 'stand-in-model';
    const content = reply({ model, messages: Array.isArray(body?.messages) ? body.messages : [], body });
    const pieces = tokenise(content);
    const finish = mode === 'length' ? 'length' : 'stop';
    const head = { id: `chatcmpl-${nextId++}`, created: Math.floor(Date.now() / 1000), model };
    const usage = { prompt_tokens: 10, completion_tokens: pieces.length, total_tokens: 10 + pieces.length };

    if (body?.stream !== true) {
      if (mode === 'cut-off') return call.cut();
      await pause(firstTokenDelayMs);
      if (call.closed()) return;
      const message = { role: 'assistant', content, refusal: null } as const;
      const completion: ChatCompletion = { ...head, object: 'chat.completion', choices: [{ index: 0, message, logprobs: null, finish_reason: finish }], usage };
      return sendJson(res, 200, completion);
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' }).flushHeaders();
    const write = (chunk: ChatCompletionChunk) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const choice = (delta: ChatCompletionChunk.Choice.Delta, finish_reason: ChatCompletionChunk.Choice['finish_reason'] = null) =>
      write({ ...head, object: 'chat.completion.chunk', choices: [{ index: 0, delta, logprobs: null, finish_reason }] });
    await pause(firstTokenDelayMs);
    if (call.closed()) return;
    choice({ role: 'assistant', content: '', refusal: null });
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await pause(tokenDelayMs);
      if (call.closed()) return;
      if (mode === 'cut-off' && index >= modeOptions.chunksBeforeCut) return call.cut();
      choice({ content: piece });
      call.request.firstContentAt ??= performance.now();
    }
    choice({}, finish);
    if (body?.stream_options?.include_usage === true) write({ ...head, object: 'chat.completion.chunk', choices: [], usage });
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => (res.headersSent ? res.destroy() : sendJson(res, 500, failure(String(error), 'server_error'))));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    setMode(next, nextOptions = {}) {
      mode = next;
      modeOptions = { ...MODE_DEFAULTS, ...nextOptions };
      calls429 = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
