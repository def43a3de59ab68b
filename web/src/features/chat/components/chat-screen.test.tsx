/** The chat screen as a member uses it: sending, the reply's stream, refusals, the thread and the list. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, eventStream } from '../../../testing/api-handlers';
import { chatHandlers, chatStreamHandler, replyEvents } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

/** Signs a member in and opens the chat at `route` with the given list and pages. */
async function openChat(route = '/chat', data: Parameters<typeof chatHandlers>[0] = {}) {
  signInAs(memberInfo());
  server.use(...chatHandlers(data));
  const rendered = renderApp(route);
  await waitFor(() => expect(messageBox()).toBeEnabled(), { timeout: 8_000 });
  return rendered;
}

describe('sending a message', () => {
  it("shows the member's message, then 'Bela is typing...', then the reply as it streams", async () => {
    const stream = eventStream();
    server.use(chatStreamHandler(stream));
    const { user } = await openChat();

    await user.type(messageBox(), 'Hello Bela');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByTestId('message-user')).toHaveTextContent('Hello Bela');
    expect(await screen.findByText('Bela is typing...', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');

    const [meta, hi, there, done] = replyEvents(['Hi ', 'there!']);
    stream.push(meta!);
    stream.push(hi!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Hi');
    stream.push(there!);
    stream.push(done!);
    stream.end();

    expect(await screen.findByTestId('message-bela')).toHaveTextContent('Hi there!');
    expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument();
    expect(screen.queryByText('Bela is typing...')).not.toBeInTheDocument();
    expect(callsTo('/ai/chat/stream')[0]!.body).toEqual({ messages: [{ role: 'user', content: 'Hello Bela' }] });
  });
});
