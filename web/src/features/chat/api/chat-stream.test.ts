import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockedApiClient, sse } from '../testing/sse-fixtures';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiEventStream: vi.fn() }));

const { streamMock } = await mockedApiClient();
const { streamChat } = await import('./chat-stream');

const encoder = new TextEncoder();
const DONE = { messageId: 'a1', conversationId: 'c1', content: 'Hi!', crisis: false };

/**
 * A body the test ends by hand (it errors when the request's signal aborts, as a fetch body does),
 * recording whether the client cancelled it.
 */
function serverBody(chunks: string[]) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const seen = { cancelled: false };
  streamMock.mockImplementationOnce(async (_path, _body, options) => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
        options?.signal?.addEventListener('abort', () => c.error(new DOMException('Aborted', 'AbortError')));
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return { response: new Response(), body };
  });
  return { seen, end: () => controller.close() };
}

afterEach(() => {
  vi.useRealTimers();
  streamMock.mockReset();
});

/** Streams a reply whose body is `chunks` (bytes or text), then ends; returns the events and the outcome. */
async function replyFrom(chunks: Array<string | Uint8Array>) {
  streamMock.mockImplementationOnce(async () => ({
    response: new Response(),
    body: new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        c.close();
      },
    }),
  }));
  const events: unknown[] = [];
  const outcome = await streamChat({ content: 'Hello', conversationId: 'c1' }, (event) => events.push(event), new AbortController().signal).then(
    (done) => ({ done }),
    (error: unknown) => ({ error }),
  );
  return { events, outcome };
}

describe('streamChat reading the events', () => {
  it('reads events cut anywhere, even inside a UTF-8 character', async () => {
    const whole = encoder.encode(sse('token', { text: 'Olá 👋' }) + sse('done', { ...DONE, content: 'Olá 👋' }));
    for (const cut of [1, 9, 27, 30, whole.length - 1]) {
      const { events, outcome } = await replyFrom([whole.slice(0, cut), whole.slice(cut)]);
      expect(events).toEqual([
        { type: 'token', text: 'Olá 👋' },
        { type: 'done', done: { ...DONE, content: 'Olá 👋' } },
      ]);
      expect(outcome).toEqual({ done: { ...DONE, content: 'Olá 👋' } });
    }
  });

  it('still reads a last event whose closing blank line never came', async () => {
    const { outcome } = await replyFrom([sse('token', { text: 'Hi' }), `event: done\ndata: ${JSON.stringify(DONE)}`]);
    expect(outcome).toEqual({ done: DONE });
  });

  it('ignores comments and events it does not know', async () => {
    const { events } = await replyFrom([': keep-alive\n\n', sse('ping', {}), sse('token', { text: 'Hi' }), sse('done', DONE)]);
    expect(events).toEqual([{ type: 'token', text: 'Hi' }, { type: 'done', done: DONE }]);
  });

  it("reads what Bela learned (the memory event, its unreadable changes left out) and done's memories", async () => {
    const change = { op: 'add', memoryId: 'm1', text: 'Their sister is Ana.', kind: 'people' };
    const used = [{ id: 'm2', text: 'They live in Porto.' }];
    const { events, outcome } = await replyFrom([
      sse('token', { text: 'Hi' }),
      sse('memory', { changes: [change, { op: 'rename', memoryId: 'm3', text: 'x' }, { op: 'delete', text: 'no id' }] }),
      sse('done', { ...DONE, memories: [...used, { id: 7 }] }),
    ]);
    expect(events).toEqual([
      { type: 'token', text: 'Hi' },
      { type: 'memory', changes: [change] },
      { type: 'done', done: { ...DONE, memories: used } },
    ]);
    expect(outcome).toEqual({ done: { ...DONE, memories: used } });
  });

  it('reads the photo Bela shared from done, and leaves out one it cannot show (issue 42)', async () => {
    const photo = { type: 'photo', photoId: 'p1', title: 'At the beach', caption: 'Me at the beach.', locked: true, thumbnailUrl: '/blobs/p1/blurred.webp' };
    const { outcome } = await replyFrom([sse('token', { text: 'Here' }), sse('done', { ...DONE, attachments: [photo, { type: 'photo', photoId: 2 }] })]);
    expect(outcome).toEqual({ done: { ...DONE, attachments: [photo] } });
  });

  it("reads meta's notice that Bela is an AI, and leaves out one it cannot show", async () => {
    const meta = { conversationId: 'c1', userMessageId: 'u1', title: 'Hi' };
    const notice = { kind: 'not-human', text: 'Reminder: Bela is an AI, not a human.' };
    const shown = await replyFrom([sse('meta', { ...meta, notice }), sse('done', DONE)]);
    expect(shown.events[0]).toEqual({ type: 'meta', meta: { ...meta, model: undefined, notice } });
    const unreadable = await replyFrom([sse('meta', { ...meta, notice: { kind: 'not-human', text: 7 } }), sse('done', DONE)]);
    expect(unreadable.events[0]).toEqual({ type: 'meta', meta: { ...meta, model: undefined } });
  });

  it('rejects with the error event, and when the body ends without done', async () => {
    const failed = await replyFrom([sse('token', { text: 'Hi' }), sse('error', { code: 'model-failed', message: 'The model failed.' })]);
    expect(failed.outcome).toEqual({ error: expect.objectContaining({ code: 'model-failed', message: 'The model failed.' }) });
    const cut = await replyFrom([sse('token', { text: 'Hi' })]);
    expect(cut.outcome).toEqual({ error: expect.objectContaining({ code: 'stream-incomplete' }) });
  });

  it('gives up on a stream silent for a minute', async () => {
    vi.useFakeTimers();
    serverBody([sse('token', { text: 'Hi' })]);
    const reply = streamChat({ content: 'Hello', conversationId: 'c1' }, () => undefined, new AbortController().signal);
    const outcome = reply.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toMatchObject({ code: 'stream-incomplete' });
  });
});

describe('streamTurn', () => {
  it("asks a regenerate's and an edit's path with their bodies, and reads done's alternatives", async () => {
    const { editRequest, regenerateRequest, streamTurn } = await import('./chat-stream');
    const regenerated = { ...DONE, alternatives: 3, chosen: 2 };
    serverBody([sse('token', { text: 'Hi!' }), sse('done', regenerated)]);
    await expect(streamTurn(regenerateRequest('c1'), () => undefined, new AbortController().signal)).resolves.toEqual(regenerated);
    expect(streamMock.mock.calls[0]![0]).toBe('/ai/chat/regenerate');
    expect(streamMock.mock.calls[0]![1]).toMatchObject({ conversationId: 'c1' });

    serverBody([sse('done', DONE)]);
    await expect(streamTurn(editRequest('c1', 'u1', 'New words'), () => undefined, new AbortController().signal)).resolves.toEqual(DONE);
    expect(streamMock.mock.calls[1]![0]).toBe('/ai/chat/edit');
    expect(streamMock.mock.calls[1]![1]).toMatchObject({ conversationId: 'c1', messageId: 'u1', content: 'New words' });
  });
});

describe('streamChat after done', () => {
  it('resolves at done and lets the server end the body, without cancelling the request', async () => {
    vi.useFakeTimers();
    const server = serverBody([sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'T' }), sse('token', { text: 'Hi!' }), sse('done', DONE)]);
    const events: string[] = [];
    const done = await streamChat({ content: 'Hello', conversationId: null }, (event) => events.push(event.type), new AbortController().signal);
    expect(done).toEqual(DONE);
    expect(events).toEqual(['meta', 'token', 'done']);
    expect(server.seen.cancelled).toBe(false);

    // The server ends the body a moment after `done`: read to its end, it is never cancelled.
    await vi.advanceTimersByTimeAsync(50);
    server.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.seen.cancelled).toBe(false);
  });

  it('cancels a body the server leaves open after done, once the grace period is over', async () => {
    vi.useFakeTimers();
    const server = serverBody([sse('done', DONE)]);
    await expect(streamChat({ content: 'Hello', conversationId: 'c1' }, () => undefined, new AbortController().signal)).resolves.toEqual(DONE);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(server.seen.cancelled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.seen.cancelled).toBe(true);
  });

  it('still aborts the request of a reply the user stops', async () => {
    serverBody([sse('token', { text: 'Once' })]);
    const stop = new AbortController();
    const reply = streamChat({ content: 'Hello', conversationId: 'c1' }, () => stop.abort(), stop.signal);
    await expect(reply).rejects.toMatchObject({ code: 'aborted' });
    expect(streamMock.mock.calls[0]![2]!.signal!.aborted).toBe(true);
  });
});
