/** Test fixtures: event-stream bodies and a stand-in for the API client (used by the store tests only). */
import { vi, type Mock } from 'vitest';

const encoder = new TextEncoder();

/** A body that yields `chunks`, then closes, or (with `hang`) stays open until `signal` aborts. */
export function sseBody(chunks: string[], { hang = false, signal }: { hang?: boolean; signal?: AbortSignal } = {}): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hang) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
}

/** One server-sent event. */
export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const summary = (id: string, updatedAt = '') => ({ id, title: id, createdAt: '', updatedAt, preview: '' });

type PostMock = Mock<(path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>>;
type StreamMock = Mock<
  (path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<{ body: ReadableStream<Uint8Array>; response: Response }>
>;

/** The client's typed helpers, as loose mocks (a test answers any endpoint with any value). */
export async function mockedApiClient(): Promise<{ postMock: PostMock; getMock: Mock; streamMock: StreamMock }> {
  const client = await import('../../../lib/api-client');
  return {
    postMock: vi.mocked(client.apiPost) as unknown as PostMock,
    getMock: vi.mocked(client.apiGet) as unknown as Mock,
    streamMock: vi.mocked(client.apiEventStream) as unknown as StreamMock,
  };
}

/** A promise the test settles when it wants. */
export function deferred<T = unknown>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
