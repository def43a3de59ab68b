/**
 * SafetyClassifier over OpenAI's moderation endpoint. The local classifier always runs as well:
 * it answers alone when the endpoint fails, and its phrases (misspellings, slang) are added to the
 * endpoint's verdict, because the crisis referral must never be skipped for a service's sake.
 */
import OpenAI from 'openai';
import type { SafetyClassifier, SafetyVerdict } from '../ports/chat-model';

const SELF_HARM_CATEGORIES = ['self-harm', 'self-harm/intent', 'self-harm/instructions'];

export interface OpenAiSafetyClassifierOptions {
  apiKey?: string;
  baseURL?: string;
  /** Longest wait for the moderation answer before the local verdict is used alone (default 4000). */
  timeoutMs?: number;
  /** The classifier that answers when the endpoint cannot. */
  fallback: SafetyClassifier;
  model?: string;
  /** Told when the endpoint failed and the fallback answered alone (for logs). */
  onFallback?: (error: unknown) => void;
  client?: OpenAI;
}

export class OpenAiSafetyClassifier implements SafetyClassifier {
  readonly driver = 'openai-moderation';
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly fallback: SafetyClassifier;
  private readonly onFallback: (error: unknown) => void;

  constructor(options: OpenAiSafetyClassifierOptions) {
    if (!options.client && !options.apiKey && !options.baseURL) {
      throw new Error('OpenAiSafetyClassifier needs an apiKey or an OpenAI-compatible baseURL.');
    }
    this.client =
      options.client ??
      new OpenAI({ apiKey: options.apiKey ?? 'no-key', baseURL: options.baseURL, maxRetries: 0 });
    this.model = options.model ?? 'omni-moderation-latest';
    this.timeoutMs = options.timeoutMs ?? 4_000;
    this.fallback = options.fallback;
    this.onFallback = options.onFallback ?? (() => undefined);
  }

  async check(text: string, signal?: AbortSignal): Promise<SafetyVerdict> {
    const [remote, local] = await Promise.all([this.moderate(text, signal), this.fallback.check(text, signal)]);
    if (!remote) return local;
    return {
      selfHarm: remote.selfHarm || local.selfHarm,
      categories: [...new Set([...remote.categories, ...local.categories])],
    };
  }

  private async moderate(text: string, signal: AbortSignal | undefined): Promise<SafetyVerdict | undefined> {
    try {
      const response = await this.client.moderations.create(
        { model: this.model, input: text },
        // No retries: waiting longer delays the reply, and the local verdict stands in meanwhile.
        { signal, timeout: this.timeoutMs, maxRetries: 0 },
      );
      const result = response.results[0];
      if (!result) throw new Error('The moderation answer had no result.');
      const categories = Object.entries(result.categories)
        .filter(([, flagged]) => flagged === true)
        .map(([name]) => name);
      return { selfHarm: categories.some((name) => SELF_HARM_CATEGORIES.includes(name)), categories };
    } catch (error) {
      this.onFallback(error);
      return undefined;
    }
  }
}
