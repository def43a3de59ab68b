/**
 * The chat controls as a member uses them, against the mock API: Stop (button and Escape) keeping
 * the partial reply, Regenerate streaming a new alternative in place and the arrows between
 * alternatives (buttons and the composer's Left/Right keys), Edit of the latest message with its
 * versions, Copy, and the refusals of a change that is no longer possible.
 */
import { chatEndpoints, type ChatMessage, type StreamDone, type StreamMeta } from '@bela/contracts/chat';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFailure, callsTo, eventStream, onApi, type SseEventSpec } from '../../../testing/api-handlers';
import { chatHandlers, chatStreamHandler, conversation, loadChatPage, message, messagePage, onlineModel, replyEvents } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const FIRST_PAINT_MS = 8_000;

beforeAll(loadChatPage, 60_000);

const JOKE = 'Why did the chicken cross the road?';
const asked = message('u1', 'user', 'Tell me a joke', 12);
const answered = message('a1', 'assistant', JOKE, 11);
const thread = [message('u0', 'user', 'Hi Bela', 20), message('a0', 'assistant', 'Hi you!', 19), asked, answered];

/** Opens conversation c1 holding `messages`, the API also answering with `handlers`. */
async function openConversation(messages: ChatMessage[] = thread, handlers: HttpHandler[] = []) {
  signInAs(memberInfo());
  server.use(...handlers, ...chatHandlers({ conversations: [conversation('c1', 'Jokes')], messages: { c1: [messagePage(messages)] } }));
  const rendered = renderApp('/chat?c=c1');
  await waitFor(() => expect(messageBox()).toBeEnabled(), { timeout: FIRST_PAINT_MS });
  await screen.findByText(messages.at(-1)!.content);
  return rendered;
}

/** A turn's events in conversation c1: `meta`, the tokens, then `done` with `done`'s fields. */
function turnEvents(tokens: string[], done: Partial<StreamDone> = {}): SseEventSpec[] {
  const meta: StreamMeta = { conversationId: 'c1', userMessageId: 'u1', title: 'Jokes', model: onlineModel };
  const end: StreamDone = { messageId: 'a1', conversationId: 'c1', content: tokens.join(''), crisis: false, ...done };
  return [{ event: 'meta', data: meta }, ...tokens.map((text) => ({ event: 'token', data: { text } })), { event: 'done', data: end }];
}

const belaRows = () => screen.getAllByTestId('message-bela');
const lastBela = () => belaRows().at(-1)!;

describe('Stop', () => {
  it('Escape stops the reply: the partial text stays, labelled Stopped, and is kept until the server shows it', async () => {
    const stream = eventStream();
    let looks = 0;
    const stored = { ...message('a2', 'assistant', 'Once upon', 0), stopped: true };
    const { user } = await openConversation(thread, [
      chatStreamHandler(stream),
      // The second look at the conversation finds the stopped reply stored; the first does not.
      onApi(chatEndpoints.messages, () => {
        looks += 1;
        if (looks === 1) return messagePage(thread);
        const sent = message('u2', 'user', 'A story please', 0);
        return messagePage(looks === 2 ? [...thread, sent] : [...thread, sent, stored]);
      }),
    ]);
    await user.type(messageBox(), 'A story please');
    await user.keyboard('{Enter}');
    const [meta, once] = replyEvents(['Once upon'], { conversationId: 'c1', userMessageId: 'u2', done: false });
    stream.push(meta!);
    stream.push(once!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Once upon');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument());
    // The server is told, wherever its side of the stream runs, with how much of the reply was shown.
    await waitFor(() => expect(callsTo('/ai/chat/stop').map((call) => call.body)).toEqual([{ conversationId: 'c1', shownChars: 'Once upon'.length }]));
    expect(lastBela()).toHaveTextContent('Once upon');
    expect(lastBela().parentElement).toHaveTextContent('Stopped');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    // Asked again a moment later: the first answer lacks the reply, which stays shown...
    await waitFor(() => expect(looks).toBe(2), { timeout: 3_000 });
    expect(lastBela()).toHaveTextContent('Once upon');
    // ...and the next one has it, stored and marked stopped: the row is now the server's.
    await waitFor(() => expect(looks).toBe(3), { timeout: 4_000 });
    await waitFor(() => expect(document.querySelector('[data-message-id="a2"]')).not.toBeNull());
    expect(lastBela()).toHaveTextContent('Once upon');
    expect(lastBela().parentElement).toHaveTextContent('Stopped');
  }, 15_000);
});

describe('Regenerate', () => {
  it('streams a new alternative in place of the last reply, then the arrows flip between them (buttons and keys)', async () => {
    const stream = eventStream();
    const choices: number[] = [];
    const alternatives = [JOKE, 'Knock knock.'];
    const { user } = await openConversation(thread, [
      onApi(chatEndpoints.regenerate, () => stream.response),
      onApi(chatEndpoints.choose, ({ body }) => {
        const chosen = body.alternative ?? 0;
        choices.push(chosen);
        return { messages: [asked, { ...answered, content: alternatives[chosen]!, alternatives: 2, chosen }] };
      }),
    ]);
    // Only the latest reply has Regenerate, and no arrows before it was regenerated.
    expect(screen.getAllByRole('button', { name: 'Regenerate reply' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Previous reply' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));

    expect(callsTo('/ai/chat/regenerate')[0]!.body).toMatchObject({ conversationId: 'c1' });
    // While it runs: Stop, no controls, and the old reply gives way to the new one.
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate reply' })).not.toBeInTheDocument();
    const [meta, knock, more, done] = turnEvents(['Knock ', 'knock.'], { alternatives: 2, chosen: 1 });
    stream.push(meta!);
    stream.push(knock!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Knock');
    expect(screen.queryByText(JOKE)).not.toBeInTheDocument();
    expect(belaRows()).toHaveLength(1);
    stream.push(more!);
    stream.push(done!);
    stream.end();

    await waitFor(() => expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument());
    expect(lastBela()).toHaveTextContent('Knock knock.');
    expect(belaRows()).toHaveLength(2);
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next reply' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous reply' }));
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    expect(lastBela()).toHaveTextContent(JOKE);
    expect(screen.getByRole('button', { name: 'Previous reply' })).toBeDisabled();
    expect(choices).toEqual([0]);
    expect(callsTo('/ai/chat/choose')[0]!.body).toEqual({ conversationId: 'c1', messageId: 'a1', alternative: 0 });

    // The empty composer's Right key shows the next one; Left at the first one does nothing.
    await user.click(messageBox());
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('2/2')).toBeInTheDocument();
    expect(lastBela()).toHaveTextContent('Knock knock.');
    expect(choices).toEqual([0, 1]);
    await user.keyboard('{ArrowRight}');
    // With text in it, the keys move the caret instead.
    await user.type(messageBox(), 'hm');
    await user.keyboard('{ArrowLeft}');
    expect(choices).toEqual([0, 1]);
    expect(screen.getByText('2/2')).toBeInTheDocument();
  }, 15_000);

  it('regenerating a reply stopped a moment ago (still shown under its local id) shows the arrows of the stored one', async () => {
    const sendStream = eventStream();
    const regenerateStream = eventStream();
    const { user } = await openConversation(thread, [chatStreamHandler(sendStream), onApi(chatEndpoints.regenerate, () => regenerateStream.response)]);
    await user.type(messageBox(), 'A story please');
    await user.keyboard('{Enter}');
    const [meta, once] = replyEvents(['Once upon'], { conversationId: 'c1', userMessageId: 'u2', done: false });
    sendStream.push(meta!);
    sendStream.push(once!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Once upon');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument());

    // At once, before the thread has the server's copy of the stopped reply.
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));
    const events = turnEvents(['A whole ', 'story.'], { messageId: 'a2', alternatives: 2, chosen: 1 }).map((event) =>
      event.event === 'meta' ? { ...event, data: { ...(event.data as StreamMeta), userMessageId: 'u2' } } : event,
    );
    for (const event of events) regenerateStream.push(event);
    regenerateStream.end();

    expect(await screen.findByText('2/2')).toBeInTheDocument();
    expect(lastBela()).toHaveTextContent('A whole story.');
    expect(document.querySelector('[data-message-id="a2"]')).not.toBeNull();
  }, 15_000);

  it('after a reload, the reply shows the alternative chosen and the arrows', async () => {
    await openConversation([...thread.slice(0, 3), { ...answered, content: 'The second try.', alternatives: 3, chosen: 1 }]);
    expect(lastBela()).toHaveTextContent('The second try.');
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous reply' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next reply' })).toBeEnabled();
  });

  it('a refused regenerate shows the refusal, and the reply stays', async () => {
    const { user } = await openConversation(thread, [
      onApi(chatEndpoints.regenerate, () => apiFailure(409, 'too-many-alternatives', 'This reply already has 10 alternatives. Choose one or edit your message.')),
    ]);
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reply already has 10 alternatives. Choose one or edit your message.');
    expect(lastBela()).toHaveTextContent(JOKE);
    expect(screen.getByRole('button', { name: 'Regenerate reply' })).toBeInTheDocument();
  });

  it('a failed choice says so and keeps the reply shown', async () => {
    const { user } = await openConversation([...thread.slice(0, 3), { ...answered, alternatives: 2, chosen: 1 }], [
      onApi(chatEndpoints.choose, () => apiFailure(503, 'service-unavailable', 'Down.')),
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't show that reply. Please try again.");
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(lastBela()).toHaveTextContent(JOKE);
  });
});

describe('Edit', () => {
  it('opens the latest message in place; Save sends the new text, the new reply streams, and the versions get arrows', async () => {
    const stream = eventStream();
    const { user } = await openConversation(thread, [
      onApi(chatEndpoints.edit, () => stream.response),
      onApi(chatEndpoints.choose, ({ body }) => ({
        messages: [
          { ...asked, versions: 2, version: body.version ?? 0 },
          { ...answered, id: 'a1-old', content: JOKE },
        ],
      })),
    ]);
    // Only the latest message of the member's can be edited.
    expect(screen.getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit message' }));

    const form = screen.getByRole('form', { name: 'Edit your message' });
    const box = within(form).getByRole('textbox', { name: 'Edited message' });
    expect(box).toHaveValue('Tell me a joke');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Escape cancels: the message is as it was.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('message-user').at(-1)).toHaveTextContent('Tell me a joke');

    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    const again = within(screen.getByRole('form', { name: 'Edit your message' })).getByRole('textbox', { name: 'Edited message' });
    await user.clear(again);
    await user.type(again, 'Tell me a pun');
    await user.keyboard('{Enter}');

    expect(callsTo('/ai/chat/edit')[0]!.body).toMatchObject({ conversationId: 'c1', messageId: 'u1', content: 'Tell me a pun' });
    // The message shows its new text where it was; the old reply gives way to the new one.
    await waitFor(() => expect(screen.getAllByTestId('message-user').at(-1)).toHaveTextContent('Tell me a pun'));
    expect(screen.getAllByTestId('message-user')).toHaveLength(2);
    expect(screen.queryByText(JOKE)).not.toBeInTheDocument();
    const [meta, pun, done] = turnEvents(['Puns are my thing.'], { messageId: 'a3' });
    stream.push(meta!);
    stream.push(pun!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Puns are my thing.');
    stream.push(done!);
    stream.end();

    await waitFor(() => expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument());
    expect(lastBela()).toHaveTextContent('Puns are my thing.');
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next version' })).toBeDisabled();

    // Back to the first version: the message and the reply it had.
    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    expect(callsTo('/ai/chat/choose')[0]!.body).toEqual({ conversationId: 'c1', messageId: 'u1', version: 0 });
    expect(screen.getAllByTestId('message-user').at(-1)).toHaveTextContent('Tell me a joke');
    expect(lastBela()).toHaveTextContent(JOKE);
    expect(screen.queryByText('Puns are my thing.')).not.toBeInTheDocument();
  }, 15_000);

  it("a refused edit says why and opens the form again with the member's text", async () => {
    const { user } = await openConversation(thread, [
      onApi(chatEndpoints.edit, () => apiFailure(409, 'not-latest-exchange', 'Only the latest message and reply can be changed.')),
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    const box = screen.getByRole('textbox', { name: 'Edited message' });
    await user.clear(box);
    await user.type(box, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only the latest message and reply can be changed.');
    expect(await screen.findByRole('textbox', { name: 'Edited message' })).toHaveValue('Something else');
    expect(lastBela()).toHaveTextContent(JOKE);
  });
});

describe('Copy', () => {
  it("copies any message's text and says so", async () => {
    const { user } = await openConversation();
    const first = screen.getAllByTestId('message-user')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Copy message' }));

    expect(await navigator.clipboard.readText()).toBe('Hi Bela');
    expect(within(first).getByRole('status')).toHaveTextContent('Copied');
    // Every message has one; the older exchange has no Edit or Regenerate.
    expect(screen.getAllByRole('button', { name: 'Copy message' })).toHaveLength(4);
    expect(within(first).queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument();
  });
});

describe('Focus after a change of the latest exchange (issue 40)', () => {
  const focused = () => document.activeElement;
  const notOnBody = () => expect(focused() === null || focused() === document.body).toBe(false);

  it('saving an edit keeps the focus off the page: on Stop while Bela answers, then back on Edit', async () => {
    const stream = eventStream();
    const { user } = await openConversation(thread, [onApi(chatEndpoints.edit, () => stream.response)]);
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    const box = screen.getByRole('textbox', { name: 'Edited message' });
    await user.clear(box);
    await user.type(box, 'Tell me a pun');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
    for (const event of turnEvents(['Puns are my thing.'], { messageId: 'a3' })) stream.push(event);
    stream.end();
    await waitFor(() => expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit message' })).toHaveFocus());
  });

  it('cancelling an edit puts the focus back on Edit', async () => {
    const { user } = await openConversation();
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit message' })).toHaveFocus());
  });

  it('"Previous version" keeps the focus on the arrows (the other one once it is the first)', async () => {
    const { user } = await openConversation([message('u0', 'user', 'Hi Bela', 20), message('a0', 'assistant', 'Hi you!', 19), { ...asked, versions: 2, version: 1 }, answered], [
      onApi(chatEndpoints.choose, ({ body }) => ({
        messages: [
          { ...asked, content: 'Tell me a story', versions: 2, version: body.version ?? 0 },
          { ...answered, id: 'a1-old', content: 'Once upon a time.' },
        ],
      })),
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    await screen.findByText('Once upon a time.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next version' })).toHaveFocus());
    notOnBody();
  });

  it('"Previous reply" keeps the focus on the arrows while the choice is made (never `disabled` under the focus)', async () => {
    const alternatives = [JOKE, 'Knock knock.', 'A pun.'];
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user } = await openConversation([...thread.slice(0, 3), { ...answered, content: alternatives[2]!, alternatives: 3, chosen: 2 }], [
      onApi(chatEndpoints.choose, async ({ body }) => {
        await held;
        return { messages: [asked, { ...answered, content: alternatives[body.alternative ?? 0]!, alternatives: 3, chosen: body.alternative ?? 0 }] };
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous reply' }));
    await waitFor(() => expect(callsTo('/ai/chat/choose')).toHaveLength(1));
    // A browser moves the focus of a button that becomes `disabled` to the page: while the choice
    // is made the arrows are only marked busy, and a second press does nothing.
    const previous = screen.getByRole('button', { name: 'Previous reply' });
    expect(previous).toHaveFocus();
    expect(previous).not.toHaveAttribute('disabled');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    answer();
    expect(await screen.findByText('2/3')).toBeInTheDocument();
    expect(callsTo('/ai/chat/choose')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous reply' })).toHaveFocus();
  });

  it('regenerating keeps the focus off the page: on Stop while Bela writes, then back on Regenerate', async () => {
    const stream = eventStream();
    const { user } = await openConversation(thread, [onApi(chatEndpoints.regenerate, () => stream.response)]);
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
    for (const event of turnEvents(['Knock ', 'knock.'], { alternatives: 2, chosen: 1 })) stream.push(event);
    stream.end();
    await waitFor(() => expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate reply' })).toHaveFocus());
  });
});
