/**
 * New York's notice that Bela is an AI, as the chat shows it: a line of its own after the member's
 * message whose turn carried it (the stream's `meta`), before Bela's reply, kept in the thread;
 * nothing when the turn carries none.
 */
import { chatEndpoints } from '@bela/contracts/chat';
import { screen, waitFor } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFailure, eventStream, onApi, type SseEventSpec } from '../../../testing/api-handlers';
import { chatHandlers, loadChatPage, replyEvents } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';

const NOTICE = { kind: 'not-human', text: "Reminder: Bela is an AI, not a human. You're chatting with a computer program, not a person." } as const;
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

beforeAll(loadChatPage, 60_000);

/** A reply's events whose `meta` carries the notice. */
function withNotice(events: SseEventSpec[], notice: unknown = NOTICE): SseEventSpec[] {
  const [meta, ...rest] = events;
  return [{ ...meta!, data: { ...(meta!.data as object), notice } }, ...rest];
}

/** Opens the chat; each message sent is answered by the next of `replies`. */
async function openChat(replies: (SseEventSpec[] | Response)[]) {
  signInAs(memberInfo());
  let call = 0;
  const stream: HttpHandler = onApi(chatEndpoints.chatStream, () => {
    const reply = replies[call++] ?? [];
    return reply instanceof Response ? reply : eventStream(reply, { close: true }).response;
  });
  server.use(stream, ...chatHandlers());
  const rendered = renderApp('/chat');
  await waitFor(() => expect(messageBox()).toBeEnabled(), { timeout: 8_000 });
  return rendered;
}

async function send(user: Awaited<ReturnType<typeof openChat>>['user'], text: string) {
  await user.type(messageBox(), text);
  await user.keyboard('{Enter}');
}

const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the notice that Bela is an AI', () => {
  it("shows the turn's notice as a note after the member's message and before the reply, and keeps it", async () => {
    const { user } = await openChat([withNotice(replyEvents(['Hi there!'])), replyEvents(['Again!'], { userMessageId: 'u-2', messageId: 'a-2' })]);
    await send(user, 'Hello Bela');

    const notice = await screen.findByRole('note', { name: 'Notice' });
    expect(notice).toHaveTextContent(NOTICE.text);
    expect(notice).toHaveAttribute('data-testid', 'ai-notice');
    const reply = await screen.findByTestId('message-bela');
    expect(reply).toHaveTextContent('Hi there!');
    expect(follows(screen.getByTestId('message-user'), notice)).toBe(true);
    expect(follows(notice, reply)).toBe(true);

    // The next turn carries none: the first notice stays, and no other comes.
    await send(user, 'Me again');
    expect(await screen.findByText('Again!')).toBeInTheDocument();
    expect(screen.getAllByTestId('ai-notice')).toHaveLength(1);
    expect(screen.getByTestId('ai-notice')).toHaveTextContent(NOTICE.text);
  });

  it('shows nothing when the turn carries no notice, or one without a text', async () => {
    const { user } = await openChat([replyEvents(['Hi!']), withNotice(replyEvents(['Hello!'], { userMessageId: 'u-2', messageId: 'a-2' }), { kind: 'not-human' })]);
    await send(user, 'Hello');
    expect(await screen.findByText('Hi!')).toBeInTheDocument();
    await send(user, 'Hello again');
    expect(await screen.findByText('Hello!')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-notice')).not.toBeInTheDocument();
  });
});

describe('a message moderation refuses', () => {
  it('is not shown in the thread: the refusal says why, and the text goes back into the input', async () => {
    const refusal = "Bela can't respond to that. Nothing sexual involving anyone under 18, ever: your message was not sent or saved.";
    const { user } = await openChat([apiFailure(422, 'message-refused', refusal)]);
    await send(user, 'something refused');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(messageBox()).toHaveValue('something refused');
    expect(screen.queryByTestId('message-user')).not.toBeInTheDocument();
    expect(screen.queryByTestId('message-apology')).not.toBeInTheDocument();
  });
});
