/**
 * Server-sent events in the tests, read with eventsource-parser: the parser the web app's chat
 * stream uses (web/src/features/chat/api/chat-stream.ts), so the tests read a stream as the app does.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface StreamEvent {
  /** The `event:` field ('message' when there is none). */
  event: string;
  /** The `data:` field, parsed as JSON where it is JSON (OpenAI's closing `[DONE]` is not). */
  data: any;
}

function toEvent({ event, data }: EventSourceMessage): StreamEvent {
  try {
    return { event: event ?? 'message', data: data ? JSON.parse(data) : undefined };
  } catch {
    return { event: event ?? 'message', data };
  }
}

/**
 * Reads a response's event stream as it arrives. `until(check)` reads on until `check(events)` holds
 * or the stream ends; `rest()` reads to the end. Both resolve every event read so far.
 */
export function eventStream(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  const parser = createParser({ onEvent: (message) => events.push(toEvent(message)) });
  let ended = false;
  const until = async (check: (events: StreamEvent[]) => boolean) => {
    while (!ended && !check(events)) {
      const chunk = await reader.read();
      ended = chunk.done;
      parser.feed(chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
    }
    return events;
  };
  return { events, until, rest: () => until(() => false) };
}

/** Every event of a response's stream, once it has ended. */
export const readEvents = (response: Response): Promise<StreamEvent[]> => eventStream(response).rest();
