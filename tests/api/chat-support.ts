/** Members for the chat tests, and a reader for the chat stream's server-sent events. */
import { expect } from 'vitest';
import { createAccount, type TestAccount } from '../support/auth-emulator';
import type { ApiHarness } from './api-harness';

export async function member(api: ApiHarness, options: { verified?: boolean; createdDaysAgo?: number; email?: string } = {}): Promise<TestAccount> {
  const account = await createAccount({ verified: options.verified ?? true, ...(options.email ? { email: options.email } : {}) });
  const r = await api.post(
    '/auth/signup',
    { uid: account.uid, email: account.email, displayName: 'Ada', ageConfirmed: true, method: 'email' },
    { token: account.idToken },
  );
  expect(r.status).toBe(201);
  if (options.createdDaysAgo) {
    await api.services.docs.update(`users/${account.uid}`, { createdAt: new Date(Date.now() - options.createdDaysAgo * 86_400_000) });
  }
  return account;
}

export interface StreamEvent {
  event: string;
  data: any;
}

export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : undefined };
    });
}

export const say = (content: string, extra: Record<string, unknown> = {}) => ({ messages: [{ role: 'user', content }], ...extra });

/**
 * Reads a chat stream until its first `token` event, leaving the rest unread: the conversation it
 * belongs to, the text written so far, and the reader (to read on, or to leave for a stop).
 */
export async function readUntilFirstToken(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes('event: token')) received += decoder.decode((await reader.read()).value, { stream: true });
  const conversationId = JSON.parse(/event: meta\ndata: (.*)/.exec(received)![1]!).conversationId as string;
  const written = [...received.matchAll(/event: token\ndata: (.*)/g)].map((m) => JSON.parse(m[1]!).text as string).join('');
  /** Everything the stream still sends, until it ends. */
  const rest = async () => {
    let more = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) more += decoder.decode(chunk.value, { stream: true });
    return more;
  };
  return { conversationId, written, received, rest };
}
