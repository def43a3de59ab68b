import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatModelError, type ChatRequest } from '../ports/chat-model';
import { OpenAiChatModel, type OpenAiChatModelOptions } from './openai-chat-model';

// The stand-in is an ES module outside this package's rootDir: the compiler must not follow the
// import (it would fail functions' typecheck), so the part of its API used here is declared locally.
const STAND_IN_MODULE = '../../../tests/support/openai-stand-in';
interface OpenAiStandIn {
  baseURL: string;
  requests: { path: string; headers: Record<string, unknown>; body: any; settled: Promise<string> }[];
  setMode(mode: string, options?: Record<string, number>): void;
  close(): Promise<void>;
}
async function startOpenAiStandIn(options: Record<string, unknown> = {}): Promise<OpenAiStandIn> {
  const standInModule = (await import(STAND_IN_MODULE)) as {
    startOpenAiStandIn(options: Record<string, unknown>): Promise<OpenAiStandIn>;
  };
  return standInModule.startOpenAiStandIn(options);
}

const REPLY = 'Good evening, agent. The package is safe and the coffee is strong.';
let standIn: OpenAiStandIn;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ firstTokenDelayMs: 120, tokenDelayMs: 5, reply: () => REPLY });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.setMode('ok');
  standIn.requests.length = 0;
});

function model(overrides: Partial<OpenAiChatModelOptions> = {}) {
  return new OpenAiChatModel({
    baseURL: standIn.baseURL,
    apiKey: 'test-key',
    model: 'stand-in-model',
    timeoutMs: 2_000,
    maxRetries: 2,
    retryBaseDelayMs: 5,
    retryMaxDelayMs: 50,
    ...overrides,
  });
}

const request = (extra: Partial<ChatRequest> = {}): ChatRequest => ({
  messages: [
    { role: 'system', content: 'You are Bela.' },
    { role: 'user', content: 'Hello?' },
  ],
  maxTokens: 200,
  ...extra,
});

async function collect(iterable: AsyncIterable<string>): Promise<{ chunks: string[]; error?: ChatModelError }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of iterable) chunks.push(chunk);
    return { chunks };
  } catch (error) {
    if (!(error instanceof ChatModelError)) throw error;
    return { chunks, error };
  }
}

describe('OpenAiChatModel', () => {
  it('describes itself as an online model', () => {
    expect(model().info).toEqual({ id: 'stand-in-model', label: 'stand-in-model', offline: false });
    expect(model().driver).toBe('openai');
  });

  it('streams the reply in order and sends a well-formed request', async () => {
    const { chunks, error } = await collect(model().stream(request()));
    expect(error).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(REPLY);
    const [recorded] = standIn.requests;
    expect(recorded?.path).toBe('/v1/chat/completions');
    expect(recorded?.headers.authorization).toBe('Bearer test-key');
    expect(recorded?.body).toMatchObject({
      model: 'stand-in-model',
      stream: true,
      max_tokens: 200,
      messages: [
        { role: 'system', content: 'You are Bela.' },
        { role: 'user', content: 'Hello?' },
      ],
    });
  });

  it('sends only the messages: the member’s name, memory key and local time stay on the server (the prompt carries the time)', async () => {
    const time = { partOfDay: 'morning' as const, localDate: 'Saturday, 15 March', gap: { kind: 'days' as const, days: 4, words: '4 days ago' } };
    await collect(model().stream(request({ userName: 'Sam Carter', memoryKey: 'k-123', time })));
    const body = JSON.stringify(standIn.requests[0]?.body);
    expect(body).toContain('You are Bela.');
    for (const kept of ['Sam Carter', 'k-123', 'Saturday, 15 March', '4 days ago', 'partOfDay']) expect(body).not.toContain(kept);
  });

  it('uses max_completion_tokens when configured for OpenAI itself', async () => {
    await collect(model({ maxTokensParam: 'max_completion_tokens' }).stream(request()));
    expect(standIn.requests[0]?.body.max_completion_tokens).toBe(200);
    expect(standIn.requests[0]?.body.max_tokens).toBeUndefined();
  });

  it('waits for the first token rather than timing out early', async () => {
    const started = Date.now();
    let firstAt = 0;
    for await (const _chunk of model({ timeoutMs: 1_000 }).stream(request())) {
      firstAt ||= Date.now();
    }
    expect(firstAt - started).toBeGreaterThanOrEqual(100);
  });

  it('retries a 429 before the first token, then succeeds', async () => {
    standIn.setMode('fail-429-then-ok', { failures: 2, retryAfterMs: 10 });
    const { chunks, error } = await collect(model().stream(request()));
    expect(error).toBeUndefined();
    expect(chunks.join('')).toBe(REPLY);
    expect(standIn.requests).toHaveLength(3);
  });

  it('reports rate-limited without waiting when the service asks for longer than the cap', async () => {
    standIn.setMode('fail-429-then-ok', { failures: 5, retryAfterMs: 60_000 });
    const { error } = await collect(model().stream(request()));
    expect(error?.code).toBe('rate-limited');
    expect(error?.retryAfterMs).toBe(60_000);
    expect(standIn.requests).toHaveLength(1);
  });

  it('gives up with unavailable after the retries on 500', async () => {
    standIn.setMode('fail-500');
    const { chunks, error } = await collect(model({ maxRetries: 3 }).stream(request()));
    expect(chunks).toEqual([]);
    expect(error?.code).toBe('unavailable');
    expect(standIn.requests).toHaveLength(4);
  });

  it('throws incomplete after the chunks already sent when the connection is cut, without retrying', async () => {
    standIn.setMode('cut-off', { chunksBeforeCut: 3 });
    const { chunks, error } = await collect(model().stream(request()));
    expect(chunks).toHaveLength(3);
    expect(REPLY.startsWith(chunks.join(''))).toBe(true);
    expect(error?.code).toBe('incomplete');
    expect(standIn.requests).toHaveLength(1);
  });

  it('throws incomplete when the reply stops at the length limit', async () => {
    standIn.setMode('length');
    const { chunks, error } = await collect(model().stream(request()));
    expect(chunks.join('')).toBe(REPLY);
    expect(error?.code).toBe('incomplete');
  });

  it('stops the HTTP request and throws aborted when the caller aborts', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    let caught: unknown;
    try {
      for await (const chunk of model().stream(request({ signal: controller.signal }))) {
        chunks.push(chunk);
        if (chunks.length === 2) controller.abort();
      }
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ChatModelError);
    expect((caught as ChatModelError).code).toBe('aborted');
    expect(chunks).toHaveLength(2);
    expect(await standIn.requests[0]?.settled).toBe('aborted');
  });

  it('stops the HTTP request when the consumer stops reading', async () => {
    for await (const _chunk of model().stream(request())) break;
    expect(await standIn.requests[0]?.settled).toBe('aborted');
  });

  it('aborts while waiting for the first token', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const { chunks, error } = await collect(model().stream(request({ signal: controller.signal })));
    expect(chunks).toEqual([]);
    expect(error?.code).toBe('aborted');
    expect(await standIn.requests[0]?.settled).toBe('aborted');
  });

  it('does not call the model when the signal is already aborted', async () => {
    const { error } = await collect(model().stream(request({ signal: AbortSignal.abort() })));
    expect(error?.code).toBe('aborted');
    expect(standIn.requests).toHaveLength(0);
  });

  it('times out when the model never answers, and hangs up', async () => {
    standIn.setMode('hang');
    const started = Date.now();
    const { error } = await collect(model({ timeoutMs: 150 }).stream(request()));
    expect(error?.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(standIn.requests).toHaveLength(1);
    expect(await standIn.requests[0]?.settled).toBe('aborted');
  });

  it('times out when the first token takes longer than allowed', async () => {
    const { chunks, error } = await collect(model({ timeoutMs: 40 }).stream(request()));
    expect(chunks).toEqual([]);
    expect(error?.code).toBe('timeout');
  });

  it('reports unavailable when nothing listens at the base URL', async () => {
    const closed = await startOpenAiStandIn();
    const baseURL = closed.baseURL;
    await closed.close();
    const { error } = await collect(model({ baseURL, maxRetries: 1 }).stream(request()));
    expect(error?.code).toBe('unavailable');
  });

  it('refuses to start without a key or a base URL', () => {
    expect(() => new OpenAiChatModel({ model: 'm', timeoutMs: 1, maxRetries: 0 })).toThrow(/apiKey or/);
  });
});
