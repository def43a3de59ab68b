import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

const encoder = new TextEncoder();

/** Feeds `bytes` cut at the given offsets and returns every event, in order. */
function parseInPieces(bytes: Uint8Array, cuts: number[]): SseEvent[] {
  const parser = createSseParser();
  const events: SseEvent[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    events.push(...parser.feed(bytes.slice(start, cut)));
    start = cut;
  }
  events.push(...parser.end());
  return events;
}

const STREAM = [
  ': keep-alive',
  'event: meta',
  'data: {"conversationId":"c1","title":"Café ☕ talk"}',
  '',
  'event: token',
  'data: {"text":"Hé"}',
  '',
  'event: token',
  'data: {"text":"llo 👋"}',
  '',
  'event: done',
  'data: {"messageId":"m2","crisis":false}',
  '',
  '',
].join('\n');

const EXPECTED: SseEvent[] = [
  { event: 'meta', data: '{"conversationId":"c1","title":"Café ☕ talk"}', id: '' },
  { event: 'token', data: '{"text":"Hé"}', id: '' },
  { event: 'token', data: '{"text":"llo 👋"}', id: '' },
  { event: 'done', data: '{"messageId":"m2","crisis":false}', id: '' },
];

describe('createSseParser', () => {
  it('parses a whole stream fed at once', () => {
    expect(parseInPieces(encoder.encode(STREAM), [])).toEqual(EXPECTED);
  });

  it('gives the same events for every single cut point, including inside UTF-8 sequences', () => {
    const bytes = encoder.encode(STREAM);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(parseInPieces(bytes, [cut])).toEqual(EXPECTED);
    }
  });

  it('gives the same events fed one byte at a time', () => {
    const bytes = encoder.encode(STREAM);
    const cuts = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(parseInPieces(bytes, cuts)).toEqual(EXPECTED);
  });

  it('accepts CRLF and lone CR line breaks, even when a CRLF is split across chunks', () => {
    const crlf = encoder.encode(STREAM.replaceAll('\n', '\r\n'));
    const cr = encoder.encode(STREAM.replaceAll('\n', '\r'));
    for (let cut = 1; cut < crlf.length; cut += 7) expect(parseInPieces(crlf, [cut])).toEqual(EXPECTED);
    for (let cut = 1; cut < cr.length; cut += 7) expect(parseInPieces(cr, [cut])).toEqual(EXPECTED);
    // Split exactly between CR and LF: must not count as two line breaks (which would end an event early).
    const parser = createSseParser();
    expect(parser.feed('data: a\r')).toEqual([]);
    expect(parser.feed('\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb', id: '' }]);
  });

  it('joins multi-line data with newlines and keeps empty data lines', () => {
    const parser = createSseParser();
    expect(parser.feed('data: first\ndata:second\ndata\ndata:  two spaces\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond\n\n two spaces', id: '' },
    ]);
  });

  it('ignores comments, unknown fields and events without data', () => {
    const parser = createSseParser();
    expect(parser.feed(':comment\nretry: 3000\nfoo: bar\nevent: ping\n\n: another\n\n')).toEqual([]);
    // The event type of a data-less event does not leak into the next one.
    expect(parser.feed('data: x\n\n')).toEqual([{ event: 'message', data: 'x', id: '' }]);
  });

  it('keeps the last event id and ignores ids containing NUL', () => {
    const parser = createSseParser();
    expect(parser.feed('id: 7\ndata: a\n\nid: bad\u0000id\ndata: b\n\n')).toEqual([
      { event: 'message', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
    ]);
  });

  it('strips a leading byte order mark', () => {
    const parser = createSseParser();
    expect(parser.feed('\ufeffevent: token\ndata: 1\n\n')).toEqual([{ event: 'token', data: '1', id: '' }]);
  });

  it('returns an unterminated last event at the end of the stream', () => {
    const parser = createSseParser();
    expect(parser.feed('event: done\ndata: {"ok":true}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'done', data: '{"ok":true}', id: '' }]);
  });

  it('returns several events completed by one chunk in order', () => {
    const parser = createSseParser();
    expect(parser.feed('data: 1\n\ndata: 2\n\ndata: 3').map((event) => event.data)).toEqual(['1', '2']);
    expect(parser.feed('\n\n').map((event) => event.data)).toEqual(['3']);
  });
});
