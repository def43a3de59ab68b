/** ChatModel writes Bela's replies; SafetyClassifier reads members' messages and Bela's replies for what must not pass. */
import type { ChatModelInfo } from '@bela/contracts/chat';
import type { KnownMemory } from './memory-extractor';

export type { ChatModelInfo };

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /**
   * The member's notes (what they wrote or Bela learned), sent as a user turn of quoted data ahead
   * of the history, never in the system message (persona.ts). A driver that reads the history itself
   * (the offline model) passes over it: it gets the same notes as `memories`.
   */
  notes?: true;
}

/**
 * What the member did to Bela's memory that a reply must respect (decision 0036): switched it off,
 * or had her forget everything on a day. Asked about themselves, she then says so, never "you
 * haven't told me".
 */
export type MemoryNotice = { memory: 'off' } | { memory: 'forgotten'; at: Date };

export interface ChatRequest {
  /**
   * The system prompt first, then the member's notes when there are any (a user turn marked
   * `notes`), then a bounded window of history, ending with the user's message.
   */
  messages: ChatTurn[];
  maxTokens: number;
  /** The user's display name, for the offline model (never sent to a remote model). */
  userName?: string;
  /** An opaque per-user key for drivers that keep state between calls; never sent to a remote model. */
  memoryKey?: string;
  /**
   * The member's local time and how long since they last talked, for drivers without a prompt to
   * read (the offline model); a remote model gets the same in the system prompt, never this field.
   */
  time?: ChatTimeContext;
  /**
   * What Bela remembers about the member that bears on this reply (pinned first, then the most
   * relevant), for drivers without a prompt to read (the offline model answers from them); a remote
   * model gets the same as quoted notes in a user turn (`ChatTurn.notes`), never in the system
   * message. Absent when the member switched memory off.
   */
  memories?: KnownMemory[];
  /**
   * Memory switched off, or everything forgotten at the member's request, for drivers without a
   * prompt to read (the offline model); a remote model gets the same in the system prompt.
   */
  memoryNotice?: MemoryNotice;
  /**
   * Bela writes first, at the member's invitation (a check-in, issue 44): what about, for drivers
   * without a prompt to read (the offline model); a remote model gets the same in the system prompt.
   */
  checkIn?: CheckInCue;
  /** Aborting stops the model call, e.g. when the client disconnects. */
  signal?: AbortSignal;
  /** The offline model's pace for this call (ms a word), when a test of the local stack asked; others ignore it. */
  tokenDelayMs?: number;
  /** Told the token counts of the call, when the model reports them. */
  onUsage?: (usage: TokenUsage) => void;
}

/**
 * What a check-in is about: a plan whose day has passed ("the job interview"), something from the
 * last conversation (its title or a few of the member's words), or a light hello.
 */
export type CheckInCue = { about: 'plan'; topic: string } | { about: 'last-talk'; topic: string } | { about: 'hello' };

/** Morning 5–12, afternoon 12–17, evening 17–22, night 22–5, in the member's local hours. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** How long since the member's previous message, across all their conversations. */
export interface TalkGap {
  kind: 'first' | 'within-hour' | 'today' | 'yesterday' | 'days' | 'weeks' | 'months';
  /** Calendar days in the member's zone (0 today); null the first time. */
  days: number | null;
  /** In words: "earlier today", "yesterday", "3 days ago", "over a month ago"... */
  words: string;
}

export interface ChatTimeContext {
  /** Absent when the member's time zone is unknown. */
  partOfDay?: PartOfDay;
  /** "Tuesday, 3 March", in the member's zone (UTC's date when it is unknown). */
  localDate: string;
  gap: TalkGap;
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

/**
 * What a message or a reply was found to hold, each flag with its own action (the reply service's
 * moderation.ts): 'sexual-minors' is refused and never stored; 'self-harm' and 'harm-to-others' get
 * the crisis protocol's replies; 'harassment', 'hate', 'violence' (toward others) and 'illicit' a calm
 * refusal; 'sexual', 'graphic' and 'depicted-harm' are answered by the model with care; and in
 * Bela's own reply any flag but 'self-harm' (her replies name the crisis line) and 'depicted-harm'
 * replaces the reply.
 */
export type SafetyFlag =
  /** Suicidal ideation or self-harm. */
  | 'self-harm'
  /** How to harm oneself, or being urged to. */
  | 'self-harm-instructions'
  /** Intent or a threat to harm another person. */
  | 'harm-to-others'
  /** Sexual content involving minors. */
  | 'sexual-minors'
  /** Bullying, threatening or demeaning someone, or asking for help to. */
  | 'harassment'
  /** Hatred of people for who they are. */
  | 'hate'
  /** Help to hurt others: weapons, attacks, cruelty. */
  | 'violence'
  /** Help with wrongdoing. */
  | 'illicit'
  /** Explicit sexual content between adults. */
  | 'sexual'
  /** Violence or gore in graphic detail. */
  | 'graphic'
  /** Violence or abuse told or described (the news, a film, what the member lived through), not sought. */
  | 'depicted-harm';

export interface SafetyVerdict {
  /** Suicidal ideation or self-harm: the crisis protocol applies (also flagged 'self-harm'). */
  selfHarm: boolean;
  flags: SafetyFlag[];
  /** The flagged categories, in the classifier's own names (for logs, never shown to the user). */
  categories: string[];
}

export interface SafetyClassifier {
  readonly driver: 'openai-moderation' | 'local';
  /** Never rejects for a service failure: a driver that depends on a service falls back to a local check. */
  check(text: string, signal?: AbortSignal): Promise<SafetyVerdict>;
}
