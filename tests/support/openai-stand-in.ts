/**
 * A local HTTP server that speaks enough of OpenAI's REST protocol for the real `openai` SDK:
 * chat completions (JSON and server-sent events) and moderations. Tests point a driver's `baseURL`
 * at it and switch modes to provoke failures; it never reaches the internet.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'fail-500' | 'fail-429-then-ok' | 'cut-off' | 'length' | 'hang';

export interface StandInModeOptions {
  /** 'fail-429-then-ok': how many calls answer 429 before calls succeed (default 2). */
  failures?: number;
  /** 'fail-429-then-ok': the wait sent as `retry-after-ms` (and rounded up as `retry-after`), default 10. */
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
  /** Delay between the response headers and the first content chunk (default 0). */
  firstTokenDelayMs?: number;
  /** Delay between content chunks (default 0). */
  tokenDelayMs?: number;
  /** The assistant's reply; by default it echoes the last user message. */
  reply?: (request: ChatReplyInput) => string;
  /** Moderation categories flagged for an input beside the self-harm phrases' (e.g. ['sexual/minors']). */
  moderate?: (input: string) => string[];
  /** How long a moderation call waits before it answers (default 0). */
  moderationDelayMs?: number;
}

export interface OpenAiStandIn {
  baseURL: string;
  requests: RecordedRequest[];
  setMode(mode: StandInMode, options?: StandInModeOptions): void;
  close(): Promise<void>;
}

const SELF_HARM_PHRASES = ['hurt myself', 'kill myself'];
const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

const defaultReply = ({ messages }: ChatReplyInput): string => {
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  return `Hello from the stand-in. You said: ${typeof lastUser?.content === 'string' ? lastUser.content : ''}`;
};

/** Splits text the way model tokens usually arrive: each piece carries its leading whitespace. */
export function tokenise(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

export async function startOpenAiStandIn(options: OpenAiStandInOptions = {}): Promise<OpenAiStandIn> {
  const firstTokenDelayMs = options.firstTokenDelayMs ?? 0;
  const tokenDelayMs = options.tokenDelayMs ?? 0;
  const reply = options.reply ?? defaultReply;
  const moderateExtra = options.moderate ?? (() => []);
  const requests: RecordedRequest[] = [];
  let mode: StandInMode = 'ok';
  let modeOptions: Required<StandInModeOptions> = { failures: 2, retryAfterMs: 10, chunksBeforeCut: 3 };
  let calls429 = 0;
  let nextId = 1;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'server_error' } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const record = track(req, res, body);
    requests.push(record.request);
    const path = (req.url ?? '/').split('?')[0]!;

    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/moderations')) {
      sendJson(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error' } });
      return;
    }
    if (mode === 'hang') return;
    if (mode === 'fail-500') {
      sendJson(res, 500, { error: { message: 'The stand-in is failing on purpose.', type: 'server_error' } });
      return;
    }
    if (mode === 'fail-429-then-ok' && calls429 < modeOptions.failures) {
      calls429 += 1;
      res.setHeader('retry-after-ms', String(modeOptions.retryAfterMs));
      res.setHeader('retry-after', String(Math.ceil(modeOptions.retryAfterMs / 1000)));
      sendJson(res, 429, { error: { message: 'Rate limit reached (stand-in).', type: 'requests', code: 'rate_limit_exceeded' } });
      return;
    }
    if (path === '/v1/moderations') {
      await sleep(options.moderationDelayMs ?? 0);
      if (!res.writableEnded && !res.destroyed) moderate(res, body);
      return;
    }
    await complete(res, body, record);
  }

  function moderate(res: ServerResponse, body: any): void {
    const inputs: unknown[] = Array.isArray(body?.input) ? body.input : [body?.input];
    const results = inputs.map((input) => {
      const text = typeof input === 'string' ? input.toLowerCase() : '';
      const selfHarm = SELF_HARM_PHRASES.some((phrase) => text.includes(phrase));
      const flaggedNames = new Set<string>([...(selfHarm ? ['self-harm', 'self-harm/intent'] : []), ...moderateExtra(typeof input === 'string' ? input : '')]);
      const entries = (value: (name: string) => unknown) =>
        Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, value(name)]));
      return {
        flagged: flaggedNames.size > 0,
        categories: entries((name) => flaggedNames.has(name)),
        category_scores: entries((name) => (flaggedNames.has(name) ? 0.93 : 0.0004)),
        category_applied_input_types: entries(() => ['text']),
      };
    });
    sendJson(res, 200, { id: `modr-${nextId++}`, model: body?.model ?? 'omni-moderation-latest', results });
  }

  async function complete(
    res: ServerResponse,
    body: any,
    { isClosed, cut, request: record }: { isClosed: () => boolean; cut: () => void; request: RecordedRequest },
  ): Promise<void> {
    const model = typeof body?.model === 'string' ? body.model : 'stand-in-model';
    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const text = reply({ model, messages, body });
    const finishReason = mode === 'length' ? 'length' : 'stop';
    const id = `chatcmpl-${nextId++}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 10, completion_tokens: tokenise(text).length, total_tokens: 10 + tokenise(text).length };

    if (body?.stream !== true) {
      if (mode === 'cut-off') {
        cut();
        return;
      }
      await sleep(firstTokenDelayMs);
      if (isClosed()) return;
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: finishReason },
        ],
        usage,
      });
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const send = (delta: object, finish: string | null, extra: object = {}) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          system_fingerprint: null,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
          ...extra,
        })}\n\n`,
      );

    await sleep(firstTokenDelayMs);
    if (isClosed()) return;
    send({ role: 'assistant', content: '', refusal: null }, null);
    const pieces = tokenise(text);
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await sleep(tokenDelayMs);
      if (isClosed()) return;
      if (mode === 'cut-off' && index >= modeOptions.chunksBeforeCut) {
        cut();
        return;
      }
      send({ content: piece }, null);
      record.firstContentAt ??= performance.now();
    }
    send({}, finishReason);
    if (body?.stream_options?.include_usage === true) {
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  function track(req: IncomingMessage, res: ServerResponse, body: any) {
    let closed = false;
    let cutByUs = false;
    let resolveSettled!: (outcome: RequestOutcome) => void;
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      outcome: 'pending',
      settled: new Promise((resolve) => (resolveSettled = resolve)),
    };
    const settle = (outcome: RequestOutcome) => {
      if (request.outcome !== 'pending') return;
      request.outcome = outcome;
      resolveSettled(outcome);
    };
    res.on('finish', () => settle('finished'));
    res.on('close', () => {
      closed = true;
      if (cutByUs) settle('cut');
      else settle(res.writableFinished ? 'finished' : 'aborted');
    });
    const cut = () => {
      cutByUs = true;
      res.socket?.destroy();
    };
    return { request, isClosed: () => closed, cut };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next, nextOptions = {}) {
      mode = next;
      modeOptions = { failures: 2, retryAfterMs: 10, chunksBeforeCut: 3, ...nextOptions };
      calls429 = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
