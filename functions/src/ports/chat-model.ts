/** ChatModel writes Bela's replies; SafetyClassifier spots messages that need the crisis protocol. */
import type { ChatModelInfo } from '@bela/contracts/chat';

export type { ChatModelInfo };

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** The system prompt first, then a bounded window of history, ending with the user's message. */
  messages: ChatTurn[];
  maxTokens: number;
  /** The user's display name, for the offline model (never sent to a remote model). */
  userName?: string;
  /** An opaque per-user key for drivers that keep state between calls; never sent to a remote model. */
  memoryKey?: string;
  /** Aborting stops the model call, e.g. when the client disconnects. */
  signal?: AbortSignal;
  /** Told the token counts of the call, when the model reports them. */
  onUsage?: (usage: TokenUsage) => void;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatModel {
  readonly driver: 'openai' | 'offline-persona';
  readonly info: ChatModelInfo;
  /**
   * Yields text chunks as they are generated. Throws ChatModelError on failure, also mid-stream after
   * chunks were yielded. Completes normally only when the reply is complete (not cut off by a length
   * limit, a filter or an error), so only a normal completion may be stored as a finished reply.
   */
  stream(request: ChatRequest): AsyncIterable<string>;
}

export type ChatModelErrorCode = 'unavailable' | 'rate-limited' | 'timeout' | 'aborted' | 'incomplete' | 'bad-response';

export class ChatModelError extends Error {
  override name = 'ChatModelError';
  /** For 'rate-limited': how long the model service asked callers to wait, when it said. */
  readonly retryAfterMs?: number;

  constructor(
    readonly code: ChatModelErrorCode,
    message: string,
    options: { cause?: unknown; retryAfterMs?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
  }
}

export interface SafetyVerdict {
  /** Suicidal ideation or self-harm: the crisis protocol applies. */
  selfHarm: boolean;
  /** The flagged categories, in the classifier's own names (for logs, never shown to the user). */
  categories: string[];
}

export interface SafetyClassifier {
  readonly driver: 'openai-moderation' | 'local';
  /** Never rejects for a service failure: a driver that depends on a service falls back to a local check. */
  check(text: string, signal?: AbortSignal): Promise<SafetyVerdict>;
}
