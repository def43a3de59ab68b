/** Test fixtures of the stream reader's unit tests: one server-sent event, and a stand-in for the API client. */
import { vi, type Mock } from 'vitest';

/** One server-sent event. */
export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

type StreamMock = Mock<
  (path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<{ body: ReadableStream<Uint8Array>; response: Response }>
>;

/** The client's typed helpers, as loose mocks (a test answers any endpoint with any value). */
export async function mockedApiClient(): Promise<{ streamMock: StreamMock }> {
  const client = await import('../../../lib/api-client');
  return { streamMock: vi.mocked(client.apiEventStream) as unknown as StreamMock };
}
