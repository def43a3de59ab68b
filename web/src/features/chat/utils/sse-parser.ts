/**
 * An incremental parser of `text/event-stream` bodies (the WHATWG "server-sent events" format):
 * fed raw bytes as they arrive, in chunks cut anywhere (inside a UTF-8 sequence, inside a line,
 * between the CR and LF of a line break), it returns each complete event once its blank line is seen.
 */

export interface SseEvent {
  /** The `event:` field, or 'message' when the event named none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen so far (the "last event id"), or '' when none. */
  id: string;
}

export interface SseParser {
  /** Parses the next chunk and returns the events it completed (often none, sometimes several). */
  feed(chunk: Uint8Array | string): SseEvent[];
  /**
   * Ends the stream. An event whose closing blank line never came is still returned when it has
   * data: a proxy that drops the final line break must not swallow the last event.
   */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let started = false;
  let eventType = '';
  let dataLines: string[] | null = null;
  let lastEventId = '';

  const dispatch = (events: SseEvent[]) => {
    if (dataLines !== null) {
      events.push({ event: eventType || 'message', data: dataLines.join('\n'), id: lastEventId });
    }
    eventType = '';
    dataLines = null;
  };

  const processLine = (line: string, events: SseEvent[]) => {
    if (line === '') {
      dispatch(events);
      return;
    }
    if (line.startsWith(':')) return; // a comment (often a keep-alive)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        (dataLines ??= []).push(value);
        break;
      case 'id':
        if (!value.includes('\u0000')) lastEventId = value;
        break;
      default:
        // 'retry' and unknown fields are ignored: the client never reconnects on its own.
        break;
    }
  };

  /** Splits off every complete line; a trailing '\r' waits for the next chunk (it may be a CRLF). */
  const drain = (final: boolean): SseEvent[] => {
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < buffer.length; i += 1) {
      const char = buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      if (char === '\r' && i === buffer.length - 1 && !final) break;
      processLine(buffer.slice(start, i), events);
      if (char === '\r' && buffer[i + 1] === '\n') i += 1;
      start = i + 1;
    }
    buffer = buffer.slice(start);
    return events;
  };

  const append = (text: string) => {
    if (!started && text.length > 0) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    buffer += text;
  };

  return {
    feed(chunk) {
      append(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return drain(false);
    },
    end() {
      append(decoder.decode());
      const events = drain(true);
      if (buffer !== '') {
        processLine(buffer, events);
        buffer = '';
      }
      dispatch(events);
      return events;
    },
  };
}
