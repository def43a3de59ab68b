/**
 * A turn's stream: POST /ai/chat/stream (one user message), /ai/chat/regenerate (a new alternative
 * of the last reply) or /ai/chat/edit (the latest message replaced), each read as the same
 * server-sent events (`meta`, with the notice that Bela is an AI when the turn carries it, then
 * `token`s, then what Bela learned (`memory`), then `done` or `error`), calling `onEvent` for each
 * as it arrives.
 */
import type { AiNotice, ChatModelInfo, chatEndpoints, StreamDone, StreamMeta } from '@bela/contracts/chat';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import type { PhotoAttachment } from '@bela/contracts/gallery';
import type { RequestBody } from '@bela/contracts/endpoint';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiEventStream } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { timeZoneField } from '../utils/browser-time-zone';

type ChatStreamEndpoint = typeof chatEndpoints.chatStream;
type RegenerateEndpoint = typeof chatEndpoints.regenerate;
type EditEndpoint = typeof chatEndpoints.edit;

/** Where a turn's stream is asked for, and with what. */
export type TurnStreamRequest =
  | { path: ChatStreamEndpoint['path']; body: RequestBody<ChatStreamEndpoint> }
  | { path: RegenerateEndpoint['path']; body: RequestBody<RegenerateEndpoint> }
  | { path: EditEndpoint['path']; body: RequestBody<EditEndpoint> };

/** A `meta` event as read: the model is used only when the event carries one. */
export type ReceivedMeta = Omit<StreamMeta, 'model'> & { model?: StreamMeta['model'] };

export type ChatStreamEvent =
  | { type: 'meta'; meta: ReceivedMeta }
  | { type: 'token'; text: string }
  /** What Bela learned from the member's message (only when something changed). */
  | { type: 'memory'; changes: MemoryChange[] }
  | { type: 'done'; done: StreamDone };

/** Codes of failures after the stream began. */
export const streamErrorCodes = {
  /** An `error` event: the model failed; nothing was stored for the reply. */
  modelError: 'stream-error',
  /** The body ended (or went silent) without `done` or `error`. */
  incomplete: 'stream-incomplete',
} as const;

/** No byte for this long after the stream began counts as a dropped connection. */
const IDLE_TIMEOUT_MS = 60_000;
/** After `done`, how long the server has to end the body before the client cancels it. */
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Reads what is left of a body after `done` (the server ends it right after) and lets it close by
 * itself: cancelling it instead would abort a request that was about to finish, which the browser
 * reports as a failed request after every reply. A body still open after the grace period is
 * cancelled.
 */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), DRAIN_TIMEOUT_MS);
  const next = (): Promise<void> => reader.read().then(({ done }) => (done ? undefined : next()));
  next()
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

function parseJson(event: EventSourceMessage): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(event.data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const memoryOps = new Set<unknown>(['add', 'update', 'delete']);

/** The changes of a `memory` event that can be shown (an op, the memory's id and its text). */
function memoryChanges(value: unknown): MemoryChange[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (change): change is MemoryChange => isRecord(change) && memoryOps.has(change['op']) && typeof change['memoryId'] === 'string' && typeof change['text'] === 'string',
  );
}

/** The notice of a `meta` event, when it carries one with a text to show. */
function aiNotice(value: unknown): AiNotice | undefined {
  return isRecord(value) && value['kind'] === 'not-human' && typeof value['text'] === 'string' && value['text'] ? { kind: 'not-human', text: value['text'] } : undefined;
}

/** The photos Bela shared with the reply (issue 42), as `done` names them: each with its id, title, caption and lock. */
function photoAttachments(value: unknown): PhotoAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (photo): photo is PhotoAttachment =>
      isRecord(photo) && photo['type'] === 'photo' && typeof photo['photoId'] === 'string' && typeof photo['title'] === 'string' && typeof photo['caption'] === 'string' && typeof photo['locked'] === 'boolean',
  );
}

/** The memories a reply was composed with, as `done` names them. */
function usedMemories(value: unknown): UsedMemory[] {
  if (!Array.isArray(value)) return [];
  return value.filter((memory): memory is UsedMemory => isRecord(memory) && typeof memory['id'] === 'string' && typeof memory['text'] === 'string');
}

/**
 * Turns one SSE event into a chat event; returns 'end' for `done`, throws for `error`, and ignores
 * events it does not know (a newer server may add some).
 */
export function interpretEvent(event: EventSourceMessage): ChatStreamEvent | null {
  const data = parseJson(event);
  switch (event.event ?? 'message') {
    case 'meta': {
      const notice = aiNotice(data['notice']);
      return {
        type: 'meta',
        meta: {
          conversationId: str(data['conversationId']),
          userMessageId: str(data['userMessageId']),
          title: str(data['title']),
          model: (data['model'] as ChatModelInfo | undefined) ?? undefined,
          ...(notice ? { notice } : {}),
        },
      };
    }
    case 'token':
      return { type: 'token', text: str(data['text']) };
    case 'memory':
      return { type: 'memory', changes: memoryChanges(data['changes']) };
    case 'done': {
      const memories = usedMemories(data['memories']);
      const attachments = photoAttachments(data['attachments']);
      return {
        type: 'done',
        done: {
          messageId: str(data['messageId']),
          conversationId: str(data['conversationId']),
          content: str(data['content']),
          crisis: data['crisis'] === true,
          // After a regenerate: how many alternatives the reply has now, and the one shown.
          ...(typeof data['alternatives'] === 'number' ? { alternatives: data['alternatives'] } : {}),
          ...(typeof data['chosen'] === 'number' ? { chosen: data['chosen'] } : {}),
          ...(memories.length > 0 ? { memories } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        },
      };
    }
    case 'error':
      throw new ApiError(200, str(data['code']) || streamErrorCodes.modelError, str(data['message']) || 'The reply failed.');
    default:
      return null;
  }
}

export interface StreamChatRequest {
  content: string;
  conversationId: string | null;
}

/** The request of a message sent: only the last user message is new, the server keeps the history. */
export function sendRequest(request: StreamChatRequest): TurnStreamRequest {
  const body: RequestBody<ChatStreamEndpoint> = {
    messages: [{ role: 'user', content: request.content }],
    ...(request.conversationId ? { conversationId: request.conversationId } : {}),
    ...timeZoneField(),
  };
  return { path: '/ai/chat/stream', body };
}

/** The request of a regenerate: a new alternative of the conversation's last reply. */
export function regenerateRequest(conversationId: string): TurnStreamRequest {
  return { path: '/ai/chat/regenerate', body: { conversationId, ...timeZoneField() } };
}

/** The request of an edit: the member's latest message (`messageId`) says `content` instead. */
export function editRequest(conversationId: string, messageId: string, content: string): TurnStreamRequest {
  return { path: '/ai/chat/edit', body: { conversationId, messageId, content, ...timeZoneField() } };
}

/** Streams the reply to one message sent (`streamTurn` of `sendRequest`). */
export function streamChat(request: StreamChatRequest, onEvent: (event: ChatStreamEvent) => void, signal: AbortSignal): Promise<StreamDone> {
  return streamTurn(sendRequest(request), onEvent, signal);
}

/** Opens a turn's stream at its path (each path's body is the one its contract names). */
function openStream(request: TurnStreamRequest, signal: AbortSignal) {
  switch (request.path) {
    case '/ai/chat/stream':
      return apiEventStream<ChatStreamEndpoint>(request.path, request.body, { signal });
    case '/ai/chat/regenerate':
      return apiEventStream<RegenerateEndpoint>(request.path, request.body, { signal });
    case '/ai/chat/edit':
      return apiEventStream<EditEndpoint>(request.path, request.body, { signal });
  }
}

/**
 * Streams one reply (a message sent, a regenerate or an edit). Resolves after `done`; rejects with
 * `ApiError` for a refusal before the stream, or `ApiError` for an `error` event, a dropped stream
 * or a cancellation (code 'aborted').
 */
export async function streamTurn(request: TurnStreamRequest, onEvent: (event: ChatStreamEvent) => void, signal: AbortSignal): Promise<StreamDone> {
  const local = new AbortController();
  const forward = () => local.abort();
  signal.addEventListener('abort', forward, { once: true });
  if (signal.aborted) local.abort();

  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let idle = false;
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idle = true;
      local.abort();
    }, IDLE_TIMEOUT_MS);
  };

  try {
    const { body: stream } = await openStream(request, local.signal);
    const reader = stream.getReader();
    // A stop (or the idle timeout) ends the read under way, whether or not the body reacts to the
    // request's abort by itself.
    const cancelRead = () => void reader.cancel().catch(() => undefined);
    local.signal.addEventListener('abort', cancelRead, { once: true });
    const decoder = new TextDecoder();
    // The parser hands over each event as its blank line arrives; they are handled after each chunk.
    const received: EventSourceMessage[] = [];
    const parser = createParser({
      onEvent: (event) => received.push(event),
      // A malformed field is skipped (the format says so); the outcome is the `done` or `error` event.
      onError: () => undefined,
    });
    let done: StreamDone | null = null;
    const handle = () => {
      for (const event of received.splice(0)) {
        if (done) return;
        const chatEvent = interpretEvent(event);
        if (!chatEvent) continue;
        if (chatEvent.type === 'done') done = chatEvent.done;
        onEvent(chatEvent);
      }
    };
    armIdle();
    let ended = false;
    try {
      while (!done) {
        const read = await reader.read();
        if (read.done) {
          ended = true;
          break;
        }
        armIdle();
        parser.feed(decoder.decode(read.value, { stream: true }));
        handle();
      }
      // A proxy that drops the final line break must not swallow the last event: end it here.
      if (!done) {
        parser.feed(`${decoder.decode()}\n\n`);
        handle();
      }
    } finally {
      local.signal.removeEventListener('abort', cancelRead);
      if (!done) reader.cancel().catch(() => undefined);
      else if (!ended) drain(reader);
    }
    if (!done) throw new ApiError(0, streamErrorCodes.incomplete, 'The reply stopped before it was complete.');
    return done;
  } catch (error) {
    if (signal.aborted) throw new ApiError(0, 'aborted', 'The request was cancelled.');
    if (idle) throw new ApiError(0, streamErrorCodes.incomplete, 'The reply stopped before it was complete.');
    throw error;
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', forward);
  }
}
