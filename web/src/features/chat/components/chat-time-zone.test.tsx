/**
 * Every chat turn carries the member's time zone, as their browser reports it, so that Bela knows
 * their local day and time of day; a browser that cannot tell sends none.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, eventStream } from '../../../testing/api-handlers';
import { chatHandlers, chatStreamHandler, conversation, loadChatPage, message, messagePage, replyEvents } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';

const FIRST_PAINT_MS = 8_000;
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

beforeAll(loadChatPage, 60_000);
afterEach(() => vi.restoreAllMocks());

/** The browser reports `zone` as its time zone (everything else about Intl stays real). */
function browserZone(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

async function sendFrom(route: string, text: string, data: Parameters<typeof chatHandlers>[0] = {}) {
  signInAs(memberInfo());
  server.use(chatStreamHandler(eventStream(replyEvents(['Hello!'], { conversationId: 'c1' }), { close: true })), ...chatHandlers(data));
  const { user } = renderApp(route);
  await waitFor(() => expect(messageBox()).toBeEnabled(), { timeout: FIRST_PAINT_MS });
  await user.type(messageBox(), text);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(callsTo('/ai/chat/stream')).toHaveLength(1));
  return callsTo('/ai/chat/stream')[0]!.body as Record<string, unknown>;
}

describe('the time zone of a chat turn', () => {
  it("sends the browser's IANA time zone with a new conversation's first message", async () => {
    browserZone('Asia/Tokyo');
    expect(await sendFrom('/chat', 'Good morning')).toEqual({ messages: [{ role: 'user', content: 'Good morning' }], timeZone: 'Asia/Tokyo' });
  });

  it('sends it in an open conversation too', async () => {
    browserZone('America/Argentina/Buenos_Aires');
    const body = await sendFrom('/chat?c=c1', 'Back again', {
      conversations: [conversation('c1', 'Lisbon at night')],
      messages: { c1: [messagePage([message('m1', 'user', 'Hi'), message('m2', 'assistant', 'Hello you.')])] },
    });
    expect(body).toEqual({ messages: [{ role: 'user', content: 'Back again' }], conversationId: 'c1', timeZone: 'America/Argentina/Buenos_Aires' });
  });

  it('sends none when the browser cannot tell its time zone', async () => {
    browserZone('Etc/Unknown');
    const body = await sendFrom('/chat', 'Hello');
    expect(body).toEqual({ messages: [{ role: 'user', content: 'Hello' }] });
  });
});
