/** One streamed chat turn through the real API, timed to its first `token` event and read to its end. */
import type { ApiHarness } from '../tests/api/api-harness';

export async function firstTokenMs(api: ApiHarness, token: string, content: string, conversationId?: string): Promise<{ ms: number; conversationId: string }> {
  const started = performance.now();
  const response = await api.fetch('/ai/chat/stream', { method: 'POST', token, body: JSON.stringify({ messages: [{ role: 'user', content }], conversationId }) });
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
  return { ms, conversationId: JSON.parse(/event: meta\ndata: (.*)/.exec(buffered)![1]!).conversationId as string };
}
