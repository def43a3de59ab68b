/**
 * The offline ChatModel: Bela without a language model. It reads the user's last message, the
 * conversation so far and the user's name (read-message.ts), composes a reply from many small parts
 * (compose-reply.ts) and streams it word by word. Asked about something the member told her, it
 * answers from their memories and from what they said earlier in the conversation (recall.ts). It
 * always says plainly that it is an AI when asked, and never claims to be human.
 */
import { ChatModelError, type ChatModel, type ChatModelInfo, type ChatRequest } from '../../ports/chat-model';
import { abortableSleep } from '../../platform/abortable-sleep';
import { composeReply, type ComposedReply } from './compose-reply';
import { lastAssistantMessage, lastUserMessage, readMessage } from './read-message';
import { recallFor, recallText, toldName } from './recall';
import { ReplyMemory } from './reply-memory';
import { CARE_CHECK_INS } from './copy-care';
import { checkInLine } from './check-in-lines';
import { GENERIC_FOLLOW_UPS, TOPIC_PROMPTS } from './copy-small-talk';
import { explainRunningJokes, repeatsIn, saidSentences, withoutRepeats } from './said-before';

export interface OfflinePersonaModelOptions {
  /** Pause before each streamed word. */
  tokenDelayMs?: number;
  random?: () => number;
  /** The moment a reply is composed at, for the dates of the member's plans (tests fix it). */
  now?: () => Date;
}

/** How many times to re-compose with a new salt when the reply would repeat one it must avoid. */
const MAX_RETRIES = 8;

export class OfflinePersonaModel implements ChatModel {
  readonly driver = 'offline-persona';
  readonly info: ChatModelInfo = { id: 'bela-offline-persona', label: 'Offline demo model', offline: true };
  private readonly tokenDelayMs: number;
  private readonly random: () => number;
  private readonly now: () => Date;
  private readonly memory = new ReplyMemory();

  constructor(options: OfflinePersonaModelOptions = {}) {
    this.tokenDelayMs = options.tokenDelayMs ?? 25;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => new Date());
  }

  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    const { signal } = request;
    if (signal?.aborted) throw aborted();
    const { text, truncated } = this.reply(request);
    const words = text.match(/\s*\S+/g) ?? [];
    const delay = request.tokenDelayMs ?? this.tokenDelayMs;
    for (const word of words) {
      await abortableSleep(delay, signal, aborted);
      yield word;
    }
    if (truncated) throw new ChatModelError('incomplete', 'The reply was cut off at maxTokens.');
    // This model's tokens are words.
    const promptTokens = request.messages.reduce((sum, m) => sum + (m.content.match(/\S+/g)?.length ?? 0), 0);
    request.onUsage?.({ promptTokens, completionTokens: words.length });
  }

  /**
   * The whole reply at once; `truncated` when it had to be cut to fit `maxTokens`. It differs from
   * both the last reply in the conversation and the last reply this user got for the same message,
   * says no sentence Bela already said in the chat (a re-compose with a new salt, then leaving the
   * said sentence out), and names Cipher as her cat the first time he comes up (said-before.ts).
   */
  reply(request: ChatRequest): ComposedReply {
    const { maxTokens, memoryKey } = request;
    // Bela writes first (a check-in): one short line about the cue, nothing read from a message.
    if (request.checkIn) return { text: checkInLine(request.checkIn, request.userName, this.random), truncated: false };
    // The member's notes come as `memories`; their turn is not part of the talk.
    const messages = request.messages.filter((turn) => !turn.notes);
    // The name the member told her comes before the profile's ("I'm Priya by the way").
    const reading = readMessage(messages, toldName(request.memories ?? []) ?? request.userName, request.time);
    const input = lastUserMessage(messages).toLowerCase().replace(/\s+/g, ' ').trim();
    const avoid = new Set([this.memory.lastReply(memoryKey, input), lastAssistantMessage(messages)]);
    const earlier = messages.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
    const said = saidSentences(earlier);
    const recall = recallFor({ ...request, messages }, reading, this.now());
    const compose = (salt: number) => (recall ? recallText(recall, reading, this.random, salt, maxTokens) : composeReply(reading, this.random, salt, maxTokens));
    const cost = (text: string) => (avoid.has(text) ? 100 : 0) + repeatsIn(text, said);
    let result = compose(0);
    for (let salt = 1; salt <= MAX_RETRIES && cost(result.text) > 0; salt += 1) {
      const next = compose(salt);
      if (cost(next.text) < cost(result.text)) result = next;
    }
    // Lines that fit any turn, started at a place that moves with the chat, for a reply with nothing new of its own.
    const spareLines = reading.afterCrisis ? CARE_CHECK_INS : [...GENERIC_FOLLOW_UPS.slice(0, 5), ...TOPIC_PROMPTS];
    const spare = [...spareLines.slice(earlier.length % spareLines.length), ...spareLines.slice(0, earlier.length % spareLines.length)].filter((line) => !line.includes('{'));
    // What must be said stays said: an answer from what the member told her (asked again, she answers
    // again; a retry may have found other words) and the crisis line.
    const text = explainRunningJokes(recall || reading.crisis ? result.text : withoutRepeats(result.text, said, spare), messages.filter((turn) => turn.role !== 'system').map((turn) => turn.content).slice(0, -1).concat(earlier), maxTokens);
    result = { ...result, text };
    this.memory.remember(memoryKey, input, result.text);
    return result;
  }
}

function aborted(): ChatModelError {
  return new ChatModelError('aborted', 'The reply was aborted.');
}
