/**
 * ChatModel over the official OpenAI SDK, for OpenAI itself or any OpenAI-compatible server
 * (Ollama, vLLM, llama.cpp). Retries happen here rather than in the SDK so that they stop at the
 * first token: a reply the user has started to see is never requested twice.
 */
import type OpenAI from 'openai';
import { openAiSdk } from './sdks-on-first-use';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { ChatModelError, type ChatModel, type ChatModelInfo, type ChatRequest } from '../ports/chat-model';
import { abortableSleep } from '../platform/abortable-sleep';

export interface OpenAiChatModelOptions {
  apiKey?: string;
  /** An OpenAI-compatible endpoint, e.g. `http://127.0.0.1:11434/v1`; OpenAI itself when unset. */
  baseURL?: string;
  model: string;
  /** Longest wait for the first token of an attempt, and then for each following chunk. */
  timeoutMs: number;
  /** Retries on 429, 5xx and connection errors, only while no token has arrived. */
  maxRetries: number;
  /** Backoff before retry n (0-based) is `retryBaseDelayMs * 2^n`, capped, half of it jittered. */
  retryBaseDelayMs?: number;
  /** Cap of one backoff; a 429 asking for a longer wait is not retried but reported as 'rate-limited'. */
  retryMaxDelayMs?: number;
  /**
   * OpenAI's current models take `max_completion_tokens`; most compatible servers know only
   * `max_tokens`. Default: `max_completion_tokens` without a baseURL, `max_tokens` with one.
   */
  maxTokensParam?: 'max_tokens' | 'max_completion_tokens';
  /** For tests: a preconfigured client (apiKey and baseURL are then ignored). */
  client?: OpenAI;
  random?: () => number;
}

type Failure = { error: ChatModelError; retryable: boolean };

export class OpenAiChatModel implements ChatModel {
  readonly driver = 'openai';
  readonly info: ChatModelInfo;
  private made: OpenAI | undefined;
  private readonly makeClient: () => OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseDelayMs: number;
  private readonly retryMaxDelayMs: number;
  private readonly maxTokensParam: 'max_tokens' | 'max_completion_tokens';
  private readonly random: () => number;

  constructor(options: OpenAiChatModelOptions) {
    if (!options.client && !options.apiKey && !options.baseURL) {
      throw new Error('OpenAiChatModel needs an apiKey or an OpenAI-compatible baseURL.');
    }
    this.makeClient = () =>
      options.client ??
      new (openAiSdk().OpenAI)({
        // Local OpenAI-compatible servers accept any key; the SDK refuses to start without one.
        apiKey: options.apiKey ?? 'no-key',
        baseURL: options.baseURL,
        maxRetries: 0,
        timeout: options.timeoutMs,
      });
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
    this.maxRetries = options.maxRetries;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
    this.retryMaxDelayMs = options.retryMaxDelayMs ?? 8_000;
    this.maxTokensParam = options.maxTokensParam ?? (options.baseURL ? 'max_tokens' : 'max_completion_tokens');
    this.random = options.random ?? Math.random;
    this.info = { id: options.model, label: options.model, offline: false };
  }
  /** The SDK's client, made on the first call (the SDK is loaded then: sdks-on-first-use.ts). */
  private get client(): OpenAI {
    return (this.made ??= this.makeClient());
  }


  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    const { signal } = request;
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw aborted();
      const failure = yield* this.attempt(request);
      if (!failure) return;
      if (!failure.retryable || attempt >= this.maxRetries) throw failure.error;
      const backoff = this.backoffMs(attempt);
      const asked = failure.error.retryAfterMs ?? 0;
      if (asked > this.retryMaxDelayMs) throw failure.error;
      await abortableSleep(Math.max(backoff, asked), signal, aborted);
    }
  }

  /** One call; returns a failure that happened before the first token, throws any other. */
  private async *attempt(request: ChatRequest): AsyncGenerator<string, Failure | undefined, undefined> {
    const { signal } = request;
    const controller = new AbortController();
    const abortAttempt = () => controller.abort();
    signal?.addEventListener('abort', abortAttempt, { once: true });
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const startTimer = () => {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.timeoutMs);
    };
    const stopTimer = () => clearTimeout(timer);
    let yielded = false;
    let finishReason: string | null = null;

    const interrupted = (): ChatModelError | undefined => {
      if (signal?.aborted) return aborted();
      if (timedOut) return new ChatModelError('timeout', `The model sent nothing for ${this.timeoutMs} ms.`);
      return undefined;
    };

    try {
      startTimer();
      const body: ChatCompletionCreateParamsStreaming = {
        model: this.model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        stream: true,
        stream_options: { include_usage: true },
        [this.maxTokensParam]: request.maxTokens,
      };
      const stream = await this.client.chat.completions.create(body, { signal: controller.signal, maxRetries: 0 });
      for await (const chunk of stream) {
        // The usage arrives in a last chunk of its own, with no choices.
        if (chunk.usage) request.onUsage?.({ promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens });
        const choice = chunk.choices[0];
        if (!choice) continue;
        if (choice.finish_reason) finishReason = choice.finish_reason;
        const text = choice.delta?.content;
        if (!text) continue;
        stopTimer();
        yielded = true;
        // The consumer's time (e.g. writing to a slow client) does not count against the model.
        yield text;
        startTimer();
      }
    } catch (error) {
      const stop = interrupted();
      if (stop) throw stop;
      if (yielded) throw new ChatModelError('incomplete', 'The model stream broke off.', { cause: error });
      return classify(error);
    } finally {
      stopTimer();
      signal?.removeEventListener('abort', abortAttempt);
      // Ends the HTTP request when the consumer stops early; a no-op after a complete response.
      controller.abort();
    }

    // The SDK ends a stream quietly when its request is aborted, so check why it ended.
    const stop = interrupted();
    if (stop) throw stop;
    if (finishReason === 'stop') {
      if (!yielded) throw new ChatModelError('bad-response', 'The model returned an empty reply.');
      return undefined;
    }
    if (finishReason === null) throw new ChatModelError('incomplete', 'The model stream ended without a finish reason.');
    if (finishReason === 'length' || finishReason === 'content_filter') {
      throw new ChatModelError('incomplete', `The model stopped early (${finishReason}).`);
    }
    throw new ChatModelError('bad-response', `Unexpected finish reason ${finishReason}.`);
  }

  private backoffMs(attempt: number): number {
    const ceiling = Math.min(this.retryMaxDelayMs, this.retryBaseDelayMs * 2 ** attempt);
    return ceiling / 2 + (this.random() * ceiling) / 2;
  }
}

function classify(error: unknown): Failure {
  if (error instanceof openAiSdk().APIConnectionTimeoutError) {
    return { error: new ChatModelError('timeout', 'The model did not answer in time.', { cause: error }), retryable: false };
  }
  if (error instanceof openAiSdk().APIConnectionError) {
    return { error: new ChatModelError('unavailable', 'Could not reach the model.', { cause: error }), retryable: true };
  }
  if (error instanceof openAiSdk().APIError && typeof error.status === 'number') {
    if (error.status === 429) {
      const options = { cause: error, retryAfterMs: retryAfter(error.headers) };
      return { error: new ChatModelError('rate-limited', 'The model service is rate limiting requests.', options), retryable: true };
    }
    const retryable = error.status >= 500 || error.status === 408 || error.status === 409;
    return { error: new ChatModelError('unavailable', `The model service answered ${error.status}.`, { cause: error }), retryable };
  }
  if (error instanceof SyntaxError) {
    return { error: new ChatModelError('bad-response', 'The model sent malformed data.', { cause: error }), retryable: false };
  }
  // A connection that breaks while the body is read (undici's "terminated"), before any token.
  return { error: new ChatModelError('unavailable', 'The model connection failed.', { cause: error }), retryable: true };
}

function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function aborted(): ChatModelError {
  return new ChatModelError('aborted', 'The model call was aborted.');
}

