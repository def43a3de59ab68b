import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThreadPage } from '../api/get-messages';
import type { DisplayMessage } from '../utils/display-message';
import { cancelStoppedLooks, lookAfterStop, RECONCILE_AFTER_MS } from './stopped-look';

const message = (id: string, role: DisplayMessage['role'] = 'user'): DisplayMessage => ({ id, role, content: id, createdAt: '' });
const page = (...messages: DisplayMessage[]): ThreadPage => ({ messages, hasMore: false, nextBefore: null });
/** The turn's messages: its stopped reply `a2`, shown under a local id until the server's page has it. */
const look = {
  stored: (server: DisplayMessage[]) => server.some((m) => m.id === 'a2'),
  overlay: (server: DisplayMessage[]) => [...server, message('local-stopped', 'assistant')],
};

/** A server whose answers are `pages`, one per look (the last repeated); counts the looks. */
function server(...pages: ThreadPage[]) {
  const asked: number[] = [];
  const fetchPage = vi.fn((conversationId: string) => {
    asked.push(Date.now());
    expect(conversationId).toBe('c1');
    return Promise.resolve(pages[Math.min(asked.length - 1, pages.length - 1)]!);
  });
  return { fetchPage, asked };
}

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  client = new QueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

describe('the looks after a stop', () => {
  it('wait before the first look, and look again (the query client retrying) until the stopped reply is there', async () => {
    const { fetchPage, asked } = server(page(message('u2')), page(message('u2'), message('a2', 'assistant')));
    const found = lookAfterStop(client, { owner: 'member-1', conversationId: 'c1', look, fetchPage });
    await vi.advanceTimersByTimeAsync(RECONCILE_AFTER_MS[0]! - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(RECONCILE_AFTER_MS[1]! + 1);
    expect(asked).toEqual([1_000, 3_000]);
    expect((await found)?.messages.map((m) => m.id)).toEqual(['u2', 'a2']);
  });

  it('stop at the first look that finds it', async () => {
    const { asked, fetchPage } = server(page(message('a2', 'assistant')));
    const found = lookAfterStop(client, { owner: 'member-1', conversationId: 'c1', look, fetchPage });
    await vi.runAllTimersAsync();
    expect(asked).toHaveLength(1);
    expect((await found)?.messages.map((m) => m.id)).toEqual(['a2']);
  });

  it("not finding it the last time, keep what is shown over the server's page", async () => {
    const { asked, fetchPage } = server(page(message('u2')));
    const found = lookAfterStop(client, { owner: 'member-1', conversationId: 'c1', look, fetchPage });
    await vi.runAllTimersAsync();
    expect(asked).toHaveLength(RECONCILE_AFTER_MS.length);
    expect((await found)?.messages.map((m) => m.id)).toEqual(['u2', 'local-stopped']);
  });

  it('give nothing when every look failed', async () => {
    const fetchPage = vi.fn(() => Promise.reject(new Error('offline')));
    const found = lookAfterStop(client, { owner: 'member-1', conversationId: 'c1', look, fetchPage });
    await vi.runAllTimersAsync();
    expect(fetchPage).toHaveBeenCalledTimes(RECONCILE_AFTER_MS.length);
    expect(await found).toBeNull();
  });

  it("cancelled (a new turn, the chat gone), ask nothing more and give nothing; another account's looks go on", async () => {
    const mine = server(page(message('u2')));
    const theirs = server(page(message('a2', 'assistant')));
    const found = lookAfterStop(client, { owner: 'member-1', conversationId: 'c1', look, fetchPage: mine.fetchPage });
    const other = lookAfterStop(client, { owner: 'member-2', conversationId: 'c1', look, fetchPage: theirs.fetchPage });
    await vi.advanceTimersByTimeAsync(RECONCILE_AFTER_MS[0]! + 1);
    expect(mine.asked).toHaveLength(1);
    cancelStoppedLooks(client, 'member-1');
    await vi.runAllTimersAsync();
    expect(mine.asked).toHaveLength(1);
    expect(await found).toBeNull();
    expect(await other).not.toBeNull();
  });
});
