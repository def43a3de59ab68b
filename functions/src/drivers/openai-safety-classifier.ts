/**
 * SafetyClassifier over OpenAI's moderation endpoint. The local classifier always runs as well:
 * it answers alone when the endpoint fails, and its phrases (misspellings, slang) are added to the
 * endpoint's verdict, because the crisis referral must never be skipped for a service's sake.
 * Every category the endpoint reports becomes a flag (CATEGORY_FLAGS); a member telling of abuse
 * they lived through, which the endpoint may report as sexual content involving minors, is answered
 * with care rather than refused when the local classifier recognises the telling.
 */
import type OpenAI from 'openai';
import { openAiSdk } from './sdks-on-first-use';
import type { SafetyClassifier, SafetyFlag, SafetyVerdict } from '../ports/chat-model';

/** The flag of each category of omni-moderation; a category not named here is logged, not acted on. */
const CATEGORY_FLAGS: Record<string, SafetyFlag> = {
  'sexual/minors': 'sexual-minors',
  'self-harm': 'self-harm',
  'self-harm/intent': 'self-harm',
  'self-harm/instructions': 'self-harm-instructions',
  harassment: 'harassment',
  // A threat toward someone, or toward a group, gets the harm-to-others reply (emergency help).
  'harassment/threatening': 'harm-to-others',
  hate: 'hate',
  'hate/threatening': 'harm-to-others',
  illicit: 'illicit',
  'illicit/violent': 'violence',
  sexual: 'sexual',
  // The endpoint's "violence" is violence depicted (the news, a film, what the member lived): told with care.
  violence: 'depicted-harm',
  'violence/graphic': 'graphic',
};

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
  private made: OpenAI | undefined;
  private readonly makeClient: () => OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly fallback: SafetyClassifier;
  private readonly onFallback: (error: unknown) => void;

  constructor(options: OpenAiSafetyClassifierOptions) {
    if (!options.client && !options.apiKey && !options.baseURL) {
      throw new Error('OpenAiSafetyClassifier needs an apiKey or an OpenAI-compatible baseURL.');
    }
    this.makeClient = () =>
      options.client ??
      new (openAiSdk().OpenAI)({ apiKey: options.apiKey ?? 'no-key', baseURL: options.baseURL, maxRetries: 0 });
    this.model = options.model ?? 'omni-moderation-latest';
    this.timeoutMs = options.timeoutMs ?? 4_000;
    this.fallback = options.fallback;
    this.onFallback = options.onFallback ?? (() => undefined);
  }
  /** The SDK's client, made on the first call (the SDK is loaded then: sdks-on-first-use.ts). */
  private get client(): OpenAI {
    return (this.made ??= this.makeClient());
  }


  async check(text: string, signal?: AbortSignal): Promise<SafetyVerdict> {
    const [remote, local] = await Promise.all([this.moderate(text, signal), this.fallback.check(text, signal)]);
    if (!remote) return local;
    let flags = [...new Set([...remote.flags, ...local.flags])];
    // A telling of abuse the member lived through (the local classifier's 'depicted-harm' with no
    // request in it) is answered with care, even when the endpoint reads it as sexual content involving minors.
    if (local.flags.includes('depicted-harm') && !local.flags.includes('sexual-minors')) flags = flags.filter((flag) => flag !== 'sexual-minors');
    return {
      selfHarm: remote.selfHarm || local.selfHarm,
      flags,
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
      const flags = [...new Set(categories.flatMap((name) => (CATEGORY_FLAGS[name] ? [CATEGORY_FLAGS[name]] : [])))];
      return { selfHarm: flags.includes('self-harm') || flags.includes('self-harm-instructions'), flags, categories };
    } catch (error) {
      this.onFallback(error);
      return undefined;
    }
  }
}
