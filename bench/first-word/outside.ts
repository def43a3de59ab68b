/**
 * The model stand-in and the timing client of bench/first-word.bench.ts, in a process of their own
 * (as a member's browser and a model server are): their work is not counted as Bela's. Started
 * with `fork`; answers over IPC.
 *
 * - `{ ready: { baseURL } }` once the OpenAI-compatible stand-in listens (its first token after
 *   FIRST_TOKEN_DELAY_MS, the rest at once);
 * - `{ id, turn: { url, token, route, body } }` → `{ id, ms, startedAt, conversationId, userMessageId }`:
 *   one streamed turn timed to its first word, `startedAt` on the shared clock
 *   (`performance.timeOrigin + performance.now()`), or `{ id, error }`.
 */
import { startOpenAiStandIn } from '../../tests/support/openai-stand-in';
import { streamedTurn } from '../first-token';

interface TurnAsked {
  id: number;
  turn: { url: string; token: string; route: string; body: unknown };
}

const firstTokenDelayMs = Number(process.env['FIRST_TOKEN_DELAY_MS'] ?? 200);
const standIn = await startOpenAiStandIn({ firstTokenDelayMs, tokenDelayMs: 0 });

/** The API at `url`, as the bench's harness asks it. */
const apiAt = (url: string) => ({
  fetch: (route: string, init: RequestInit & { token?: string }) =>
    fetch(`${url}${route}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${init.token}`, ...(init.headers as Record<string, string>) } }),
});

process.on('message', (message: TurnAsked) => {
  const { id, turn } = message;
  streamedTurn(apiAt(turn.url), turn.token, turn.route, turn.body).then(
    (run) => process.send!({ id, ...run, startedAt: performance.timeOrigin + run.startedAt }),
    (error: unknown) => process.send!({ id, error: String(error) }),
  );
});
process.on('disconnect', () => {
  void standIn.close().then(() => process.exit(0));
});
process.send!({ ready: { baseURL: standIn.baseURL } });
