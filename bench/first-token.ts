/** One streamed chat turn through the real API, timed to its first `token` event and read to its end. */
import type { ApiHarness } from '../tests/api/api-harness';

/**
 * A streamed turn on `route` (a send, a regenerate or an edit, asked for as events): the time to its
 * first `token` event, when it was sent (`performance.now()`), and its `meta` event.
 */
export async function streamedTurn(api: Pick<ApiHarness, 'fetch'>, token: string, route: string, body: unknown): Promise<{ ms: number; startedAt: number; conversationId: string; userMessageId: string }> {
  const started = performance.now();
  const response = await api.fetch(route, { method: 'POST', token, headers: { accept: 'text/event-stream' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let ms = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    if (!ms && buffered.includes('event: token')) ms = performance.now() - started;
  }
  const meta = JSON.parse(/event: meta\ndata: (.*)/.exec(buffered)![1]!) as { conversationId: string; userMessageId: string };
  return { ms, startedAt: started, ...meta };
}

/** A send of `content` (into `conversationId` when given), timed to its first word. */
export async function firstTokenMs(api: ApiHarness, token: string, content: string, conversationId?: string): Promise<{ ms: number; conversationId: string }> {
  const { ms, conversationId: id } = await streamedTurn(api, token, '/ai/chat/stream', { messages: [{ role: 'user', content }], conversationId });
  return { ms, conversationId: id };
}
