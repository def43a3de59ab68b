/**
 * The SDKs that drivers load on their first call instead of with the functions' code. Every new
 * functions instance loads the `api` module graph before it answers anything; these two cost it
 * about 0.4 s on the dev machine (openai 0.22 s, stripe 0.19 s, in one measurement of
 * `require('./lib/index.js')`), yet a chat turn on the offline model needs neither, and a chat turn
 * on OpenAI needs only the first (decision 0037). compromise and chrono-node are loaded the same
 * way (lazy-nlp.ts), and sharp by the image pipeline (process-image.ts).
 *
 * Only types are imported here at the top: the modules themselves are required when first asked for.
 */
import type * as OpenAiSdk from 'openai';
import type OpenAI from 'openai';
import type StripeSdk from 'stripe';
import { onFirstUse } from '../platform/on-first-use';

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use (see above) */
/** The `openai` package's exports (OpenAI, APIError...). */
export const openAiSdk: () => typeof OpenAiSdk = onFirstUse(() => require('openai') as typeof OpenAiSdk);
/** The Stripe class (its `errors` too). */
export const stripeSdk: () => typeof StripeSdk = onFirstUse(() => require('stripe') as typeof StripeSdk);
/* eslint-enable @typescript-eslint/no-require-imports */

/** How a driver reaches an OpenAI-compatible service. */
export interface OpenAiConnection {
  apiKey?: string;
  baseURL?: string;
  timeoutMs?: number;
  /** For tests: a preconfigured client. */
  client?: OpenAI;
}

/** The SDK's client for `connection`, made (and the SDK loaded) on the first call. */
export function openAiClientOnFirstUse(connection: OpenAiConnection, maxRetries = 0): () => OpenAI {
  return onFirstUse(
    () =>
      connection.client ??
      new (openAiSdk().OpenAI)({ apiKey: connection.apiKey ?? 'no-key', baseURL: connection.baseURL, maxRetries, ...(connection.timeoutMs !== undefined ? { timeout: connection.timeoutMs } : {}) }),
  );
}

/** The output-length parameter a service takes: OpenAI's own name, or the older one other servers know. */
export const maxTokensParamOf = (options: { baseURL?: string; maxTokensParam?: 'max_tokens' | 'max_completion_tokens' }) =>
  options.maxTokensParam ?? (options.baseURL ? 'max_tokens' : 'max_completion_tokens');
