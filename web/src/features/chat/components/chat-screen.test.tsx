/**
 * The chat screen as a member uses it, through the app's routes against the mock API: sending and
 * the reply's stream, Stop, failures and refusals, the thread and its earlier pages, the
 * conversation list, switching and deleting conversations, and the states of access.
 */
import { accountEndpoints } from '@bela/contracts/account';
import { authEndpoints } from '@bela/contracts/auth';
import { chatEndpoints, type ConversationSummary, type MessagePage } from '@bela/contracts/chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFailure, callsTo, eventStream, onApi } from '../../../testing/api-handlers';
import {
  chatHandlers,
  loadChatPage,
  chatStreamHandler,
  conversation,
  message,
  messagePage,
  modelHandler,
  replyEvents,
} from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs, type MemberOverrides } from '../../../testing/session';
import { timeZoneField } from '../utils/browser-time-zone';
import { GREETINGS, keepOpeningLine, openingLineOf } from '../utils/greetings';

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const thread = () => screen.getByRole('log', { name: 'Conversation with Bela' });
const conversationList = () => screen.findByRole('list', { name: 'Conversations' });
const FIRST_PAINT_MS = 8_000;

beforeAll(loadChatPage, 60_000);

/**
 * Signs a member in and opens the chat at `route`, the API answering with `data` (and `handlers`
 * before those); resolves once chat is possible.
 */
async function openChat(route = '/chat', data: Parameters<typeof chatHandlers>[0] = {}, handlers: HttpHandler[] = [], member: MemberOverrides = {}) {
  signInAs(memberInfo(member));
  // The first handler for a request answers it: the test's own come first.
  server.use(...handlers, ...chatHandlers(data));
  const rendered = renderApp(route);
  await waitFor(() => expect(messageBox()).toBeEnabled(), { timeout: FIRST_PAINT_MS });
  return rendered;
}

/** Types `text` and presses Enter. */
async function send(user: Awaited<ReturnType<typeof openChat>>['user'], text: string) {
  await user.type(messageBox(), text);
  await user.keyboard('{Enter}');
}

/** Pushes events to a stream the client may have given up on (aborted): those are simply lost. */
function pushLate(stream: ReturnType<typeof eventStream>, events: Parameters<ReturnType<typeof eventStream>['push']>[0][]) {
  for (const event of events) {
    try {
      stream.push(event);
    } catch {
      // The request was cancelled: its body takes nothing more.
    }
  }
}

const storedThread = (id: string, count: number, label = id) =>
  Array.from({ length: count }, (_, i) => message(`${id}-m${i}`, i % 2 ? 'assistant' : 'user', `${label} message ${i}`, 100 - i));

describe('sending a message', () => {
  it("shows the member's message, then 'Bela is typing...', then the reply as it streams", async () => {
    const stream = eventStream();
    server.use(chatStreamHandler(stream));
    const { user } = await openChat();

    await user.type(messageBox(), 'Hello Bela');
    await user.click(sendButton());

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
    expect(callsTo('/ai/chat/stream')[0]!.body).toEqual({ messages: [{ role: 'user', content: 'Hello Bela' }], ...timeZoneField() });
  });

  it('Shift+Enter writes a new line; Enter sends both lines', async () => {
    const stream = eventStream(replyEvents(['Two lines, got it.']), { close: true });
    const { user } = await openChat('/chat', {}, [chatStreamHandler(stream)]);
    await user.type(messageBox(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('first line\nsecond line');
    expect(callsTo('/ai/chat/stream')).toHaveLength(0);

    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('message-user')).toHaveTextContent('second line');
    expect(callsTo('/ai/chat/stream')[0]!.body).toEqual({ messages: [{ role: 'user', content: 'first line\nsecond line' }], ...timeZoneField() });
  });

  it('Stop keeps what Bela had written, marked stopped, and Send comes back', async () => {
    const stream = eventStream();
    server.use(chatStreamHandler(stream));
    const { user } = await openChat();
    await send(user, 'Tell me a story');
    const [meta, once] = replyEvents(['Once upon a time'], { done: false });
    stream.push(meta!);
    stream.push(once!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Once upon a time');

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    const stopped = await screen.findByTestId('message-bela');
    expect(stopped).toHaveTextContent('Once upon a time');
    expect(stopped.parentElement).toHaveTextContent(/Stopped/);
    expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    await user.type(messageBox(), 'Go on');
    expect(sendButton()).toBeEnabled();
  });

  it('an error event keeps the message and adds the apology', async () => {
    const stream = eventStream();
    server.use(chatStreamHandler(stream));
    const { user } = await openChat();
    await send(user, 'Hello');
    const [meta, partial] = replyEvents(['Hel'], { done: false });
    stream.push(meta!);
    stream.push(partial!);
    stream.push({ event: 'error', data: { code: 'model-error', message: 'The model failed.' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, I had trouble responding. Please try again.');
    expect(screen.getByTestId('message-apology')).toBeInTheDocument();
    expect(screen.getByTestId('message-user')).toHaveTextContent('Hello');
    expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument();
  });

  it('a refusal for sending too fast shows the notice with the wait, and puts the text back', async () => {
    server.use(onApi(chatEndpoints.chatStream, () => apiFailure(429, 'rate-limited', 'Too many messages.', { retryAfterSeconds: 30 })));
    const { user } = await openChat();
    await send(user, 'Are you there?');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("You're sending messages a little fast. Please wait a moment.");
    expect(notice).toHaveTextContent(/You can send again in (30|29) seconds\./);
    expect(messageBox()).toHaveValue('Are you there?');
    expect(screen.queryByTestId('message-user')).not.toBeInTheDocument();
  });

  it("the daily limit's refusal offers a trial member the upgrade", async () => {
    server.use(onApi(chatEndpoints.chatStream, () => apiFailure(429, 'daily-limit-reached', 'Daily limit reached.', { retryAfterSeconds: 3_600 })));
    const { user } = await openChat();
    await send(user, 'One more');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("You've reached today's message limit. It resets in about 1 hour");
    expect(within(notice).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('One more');
  });

  it('a refusal because the trial has ended blocks the chat with the upgrade prompt, the text kept', async () => {
    server.use(
      onApi(chatEndpoints.chatStream, () => apiFailure(403, 'trial-expired', 'Your free trial has ended.')),
      onApi(authEndpoints.userInfo, () => memberInfo({ access: { status: 'expired', canUseChat: false, daysRemaining: 0 } })),
    );
    const { user } = await openChat();
    await send(user, 'Still here?');

    // The upgrade dialog opens; closed, the chat stays blocked behind the upgrade prompt.
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade to Premium' }, { timeout: FIRST_PAINT_MS });
    await user.click(within(upgrade).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('region', { name: 'Upgrade to keep chatting' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Still here?');
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveAttribute('placeholder', 'Trial expired - upgrade to continue chatting');
  });

  it('a crisis reply comes with the support links', async () => {
    const reply = "I'm really glad you told me. You deserve support right now.";
    const stream = eventStream(replyEvents([reply], { crisis: true }), { close: true });
    server.use(chatStreamHandler(stream));
    const { user } = await openChat();
    await send(user, 'I feel hopeless');

    const crisis = await screen.findByRole('note', { name: 'Support resources from Bela' });
    expect(crisis).toHaveTextContent(reply);
    expect(crisis).toHaveTextContent('988');
    expect(within(crisis).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(crisis).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(crisis).getByRole('link', { name: 'Our crisis protocol' })).toHaveAttribute('href', '/safety');
  });
});

describe('a new chat', () => {
  it('opens with a greeting and the empty state, and the list says there is none yet', async () => {
    await openChat();
    expect(screen.getByText('Start a new chat with Bela, your AI companion!')).toBeInTheDocument();
    const greeting = screen.getByTestId('message-greeting');
    expect(GREETINGS).toContain(greeting.textContent);
    expect(messageBox()).toHaveAttribute('placeholder', 'Start a new conversation...');
    expect(await screen.findByText('No conversations yet. Say hi to Bela!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exclusive Gallery/ })).toBeInTheDocument();
  });

  it('is named by its first reply: the conversation joins the list and the address gets ?c=', async () => {
    const listed: ConversationSummary[] = [conversation('c-old', 'An older chat', 60)];
    const stream = eventStream();
    const { user, location } = await openChat('/chat', {}, [
      chatStreamHandler(stream),
      onApi(chatEndpoints.conversations, () => ({ conversations: listed, hasMore: false, nextCursor: null })),
    ]);
    expect(await within(await conversationList()).findByText('An older chat')).toBeInTheDocument();
    await send(user, 'Hi Bela, I just finished a long day at work.');

    const [meta, token, done] = replyEvents(['Welcome back!'], { conversationId: 'c-new', title: 'A long day at work' });
    stream.push(meta!);
    await waitFor(() => expect(location()).toBe('/chat?c=c-new'));
    const titles = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByTestId('conversation-item').map((item) => item.textContent);
    await waitFor(() => expect(titles()[0]).toMatch(/^A long day at work/));
    // The server now lists it too.
    listed.unshift(conversation('c-new', 'A long day at work', 0));
    stream.push(token!);
    stream.push(done!);
    stream.end();

    expect(await screen.findByTestId('message-bela')).toHaveTextContent('Welcome back!');
    // Still the same thread: the greeting and the member's message stay; the line is kept for a reload.
    expect(screen.getByTestId('message-greeting')).toBeInTheDocument();
    expect(openingLineOf('c-new')).toBe(screen.getByTestId('message-greeting').textContent);
    localStorage.removeItem('bela.openingLines');
    expect(screen.getByTestId('message-user')).toHaveTextContent('long day at work');
    expect(messageBox()).toHaveAttribute('placeholder', 'Type a message...');
    // The thread was not asked for: it was written here.
    expect(callsTo('/ai/conversations/messages')).toHaveLength(0);
    await waitFor(() => expect(titles()).toHaveLength(2));
  });

  it('a conversation created after the member has left the chat does not bring them back to it', async () => {
    const stream = eventStream();
    const { user, location } = await openChat('/chat', {}, [chatStreamHandler(stream)]);
    await send(user, 'Hi Bela');
    expect(await screen.findByText('Bela is typing...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See my photos' }));
    await waitFor(() => expect(location()).toBe('/image-feed-demo'));

    const [meta, token, done] = replyEvents(['Welcome back!'], { conversationId: 'c-late', title: 'A late one' });
    pushLate(stream, [meta!, token!, done!]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location()).toBe('/image-feed-demo');
  });
});

describe('a conversation', () => {
  it('opens on its newest page; asking for earlier messages puts the older page above', async () => {
    const newest = messagePage(storedThread('c1', 4, 'Newer'), 'c1-m0');
    const older = messagePage(storedThread('c0', 2, 'Older'));
    const { user } = await openChat('/chat?c=c1', { conversations: [conversation('c1', 'Our chat')], messages: { c1: [newest, older] } });
    await waitFor(() => expect(within(thread()).getByText('Newer message 3')).toBeInTheDocument());
    expect(messageBox()).toHaveAttribute('placeholder', 'Type a message...');

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));

    await waitFor(() => expect(within(thread()).getByText('Older message 0')).toBeInTheDocument());
    const texts = [...thread().querySelectorAll('.thread-bubble')].map((bubble) => bubble.textContent);
    expect(texts).toEqual(['Older message 0', 'Older message 1', 'Newer message 0', 'Newer message 1', 'Newer message 2', 'Newer message 3']);
    expect(callsTo('/ai/conversations/messages').map((call) => call.body)).toEqual([
      { conversationId: 'c1', limit: 50 },
      { conversationId: 'c1', limit: 50, before: 'c1-m0' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('opens with the line it was started with on this device, at the head of the thread once its first page is loaded', async () => {
    keepOpeningLine('c1', GREETINGS[3]);
    const newest = messagePage(storedThread('c1', 2, 'Newer'), 'c1-m0');
    const older = messagePage(storedThread('c0', 2, 'Older'));
    const { user } = await openChat('/chat?c=c1', { conversations: [conversation('c1', 'Our chat')], messages: { c1: [newest, older] } });
    await waitFor(() => expect(within(thread()).getByText('Newer message 1')).toBeInTheDocument());
    expect(screen.queryByTestId('message-greeting')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));

    await waitFor(() => expect(within(thread()).getByText('Older message 0')).toBeInTheDocument());
    const texts = [...thread().querySelectorAll('.thread-bubble, [data-testid="message-greeting"]')].map((bubble) => bubble.textContent);
    expect(texts[0]).toBe(GREETINGS[3]);
    localStorage.removeItem('bela.openingLines');
  });

  it('scrolling near the top loads the earlier page', async () => {
    const newest = messagePage(storedThread('c1', 2, 'Newer'), 'c1-m0');
    const older = messagePage(storedThread('c0', 2, 'Older'));
    await openChat('/chat?c=c1', { conversations: [conversation('c1', 'Our chat')], messages: { c1: [newest, older] } });
    await waitFor(() => expect(within(thread()).getByText('Newer message 1')).toBeInTheDocument());

    thread().scrollTop = 0;
    thread().dispatchEvent(new Event('scroll'));

    await waitFor(() => expect(within(thread()).getByText('Older message 1')).toBeInTheDocument());
    expect(callsTo('/ai/conversations/messages')).toHaveLength(2);
  });

  it('a failed load says so, and Retry loads it', async () => {
    let failing = true;
    const { user } = await openChat('/chat?c=c1', { conversations: [conversation('c1', 'Our chat')] }, [
      onApi(chatEndpoints.messages, () =>
        failing ? apiFailure(404, 'not-found', 'Conversation not found.') : messagePage([message('m1', 'assistant', 'Here again!')]),
      ),
    ]);
    expect(await screen.findByText('Failed to load messages for this conversation.')).toBeInTheDocument();

    failing = false;
    await user.click(within(thread()).getByRole('button', { name: 'Retry' }));

    expect(await within(thread()).findByText('Here again!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load messages for this conversation.')).not.toBeInTheDocument();
  });

  it('a reply moves the conversation to the top of the list with its new title', async () => {
    const stream = eventStream();
    server.use(chatStreamHandler(stream));
    const { user } = await openChat('/chat?c=c2', {
      conversations: [conversation('c1', 'Newest chat', 1), conversation('c2', 'Older chat', 30)],
      messages: { c2: [messagePage([message('m1', 'user', 'Earlier words')])] },
    });
    const list = await conversationList();
    await waitFor(() => expect(within(list).getAllByTestId('conversation-item')[0]).toHaveTextContent('Newest chat'));
    await send(user, 'Back again');

    stream.push(replyEvents(['Hello!'], { conversationId: 'c2', title: 'Renamed chat' })[0]!);

    await waitFor(() => expect(within(list).getAllByTestId('conversation-item')[0]).toHaveTextContent('Renamed chat'));
    expect(callsTo('/ai/chat/stream')[0]!.body).toEqual({ messages: [{ role: 'user', content: 'Back again' }], conversationId: 'c2', ...timeZoneField() });
  });
});

describe('the conversation list', () => {
  it('shows the titles, 20 a page, and loads more', async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => conversation(`c${i}`, `Chat number ${i}`, i + 1));
    const secondPage = [conversation('c20', 'The oldest chat', 500)];
    const { user } = await openChat('/chat', {}, [
      onApi(chatEndpoints.conversations, ({ body }) =>
        body.startAfter === 'c19'
          ? { conversations: secondPage, hasMore: false, nextCursor: null }
          : { conversations: firstPage, hasMore: true, nextCursor: 'c19' },
      ),
    ]);
    const list = await conversationList();
    await waitFor(() => expect(within(list).getAllByTestId('conversation-item')).toHaveLength(20));
    expect(within(list).getByText('Chat number 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByText('The oldest chat')).toBeInTheDocument();
    expect(within(list).getAllByTestId('conversation-item')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo('/ai/conversations').map((call) => call.body)).toEqual([{ limit: 20 }, { limit: 20, startAfter: 'c19' }]);
  });

  it("opening another conversation mid-reply shows only that conversation; the reply's later words never appear there", async () => {
    const stream = eventStream();
    server.use(chatStreamHandler(stream));
    const { user, location } = await openChat('/chat?c=c1', {
      conversations: [conversation('c1', 'First chat', 1), conversation('c2', 'Second chat', 2)],
      messages: { c1: [messagePage([message('a0', 'assistant', 'From the first chat')])], c2: [messagePage([message('b0', 'assistant', 'From the second chat')])] },
    });
    await within(thread()).findByText('From the first chat');
    await send(user, 'A question for the first chat');
    const [meta, token, done] = replyEvents(['Words for the first chat'], { conversationId: 'c1', done: true });
    stream.push(meta!);
    stream.push(token!);
    expect(await screen.findByTestId('message-streaming')).toHaveTextContent('Words for the first chat');

    await user.click(within(await conversationList()).getByText('Second chat'));

    expect(await within(thread()).findByText('From the second chat')).toBeInTheDocument();
    expect(location()).toBe('/chat?c=c2');
    pushLate(stream, [{ event: 'token', data: { text: ' and more' } }, done!]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(thread()).queryByText(/first chat/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('message-streaming')).not.toBeInTheDocument();
    expect(screen.queryByText('Bela is typing...')).not.toBeInTheDocument();
    expect(sendButton()).toBeInTheDocument();
  });

  it('a slow answer for a conversation left behind never replaces the one now open', async () => {
    let answerFirst!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    /** How many answers for the first chat went out (a busy machine may see it asked again). */
    let firstAnswers = 0;
    const pages: Record<string, MessagePage> = {
      c1: messagePage([message('a0', 'assistant', 'Slow first chat')]),
      c2: messagePage([message('b0', 'assistant', 'Quick second chat')]),
    };
    const { user } = await openChat('/chat', { conversations: [conversation('c1', 'First chat', 1), conversation('c2', 'Second chat', 2)] }, [
      onApi(chatEndpoints.messages, async ({ body }) => {
        if (body.conversationId === 'c1') {
          await firstAnswered;
          firstAnswers += 1;
        }
        return pages[body.conversationId]!;
      }),
    ]);
    const list = await conversationList();
    await user.click(within(list).getByText('First chat'));
    expect(await within(thread()).findByText('Loading messages...')).toBeInTheDocument();
    await user.click(within(list).getByText('Second chat'));
    expect(await within(thread()).findByText('Quick second chat')).toBeInTheDocument();

    answerFirst();
    await waitFor(() => expect(firstAnswers).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(thread()).getByText('Quick second chat')).toBeInTheDocument();
    expect(within(thread()).queryByText('Slow first chat')).not.toBeInTheDocument();
  });

  it('deleting the open conversation asks first, shows a spinner, then goes to a new chat', async () => {
    let answerDelete!: () => void;
    const deleted = new Promise<void>((resolve) => (answerDelete = resolve));
    server.use(
      onApi(chatEndpoints.deleteConversation, async () => {
        await deleted;
        return { deleted: true as const, messagesDeleted: 2 };
      }),
    );
    const { user, location } = await openChat('/chat?c=c1', {
      conversations: [conversation('c1', 'First chat', 1), conversation('c2', 'Second chat', 2)],
      messages: { c1: [messagePage([message('a0', 'assistant', 'Soon gone')])] },
    });
    await within(thread()).findByText('Soon gone');
    const list = await conversationList();
    await user.click(within(list).getByRole('button', { name: 'Delete conversation First chat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete conversation?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this conversation? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(list).findByRole('progressbar', { name: 'Deleting First chat' })).toBeInTheDocument();
    answerDelete();

    await waitFor(() => expect(location()).toBe('/chat'));
    expect(await screen.findByText('Start a new chat with Bela, your AI companion!')).toBeInTheDocument();
    expect(within(thread()).queryByText('Soon gone')).not.toBeInTheDocument();
    expect(within(list).queryByText('First chat')).not.toBeInTheDocument();
    expect(within(list).getByText('Second chat')).toBeInTheDocument();
    expect(callsTo('/ai/conversations/delete')[0]!.body).toEqual({ conversationId: 'c1' });
    // The deleted conversation is not asked for again (another may be, ahead of the member's click).
    const askedFor = (id: string) => callsTo('/ai/conversations/messages').filter((call) => (call.body as { conversationId: string }).conversationId === id);
    expect(askedFor('c1')).toHaveLength(1);
  });

  it('a delete answered after the member opened another conversation leaves that one open', async () => {
    let answerDelete!: () => void;
    const deleted = new Promise<void>((resolve) => (answerDelete = resolve));
    const { user, location } = await openChat(
      '/chat?c=c1',
      {
        conversations: [conversation('c1', 'First chat', 1), conversation('c2', 'Second chat', 2)],
        messages: { c1: [messagePage([message('a0', 'assistant', 'Soon gone')])], c2: [messagePage([message('b0', 'assistant', 'Staying here')])] },
      },
      [
        onApi(chatEndpoints.deleteConversation, async () => {
          await deleted;
          return { deleted: true as const, messagesDeleted: 1 };
        }),
      ],
    );
    const list = await conversationList();
    await user.click(within(list).getByRole('button', { name: 'Delete conversation First chat' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete conversation?' })).getByRole('button', { name: 'Delete' }));
    await within(list).findByRole('progressbar', { name: 'Deleting First chat' });
    await user.click(within(list).getByText('Second chat'));
    expect(await within(thread()).findByText('Staying here')).toBeInTheDocument();

    answerDelete();

    await waitFor(() => expect(within(list).queryByText('First chat')).not.toBeInTheDocument());
    // The answer's own handling (and any navigation it would start) has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location()).toBe('/chat?c=c2');
    expect(within(thread()).getByText('Staying here')).toBeInTheDocument();
  });

  it('a failed delete says why and keeps the conversation', async () => {
    server.use(onApi(chatEndpoints.deleteConversation, () => apiFailure(404, 'not-found', 'Conversation not found.')));
    const { user } = await openChat('/chat', { conversations: [conversation('c1', 'First chat', 1)] });
    const list = await conversationList();
    await user.click(within(list).getByRole('button', { name: 'Delete conversation First chat' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete conversation?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete conversation: Conversation not found.')).toBeInTheDocument();
    expect(within(list).getByText('First chat')).toBeInTheDocument();
  });
});

describe('access', () => {
  it('a member whose trial has ended sees the upgrade prompt and cannot send', async () => {
    signInAs(memberInfo({ access: { status: 'expired', canUseChat: false, daysRemaining: 0 } }));
    server.use(...chatHandlers());
    renderApp('/chat');

    expect(await screen.findByRole('region', { name: 'Upgrade to keep chatting' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Trial expired - upgrade to continue chatting');
    expect(messageBox()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(within(await screen.findByTestId('trial-status')).getByText('Your free trial has ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Exclusive Gallery/ })).not.toBeInTheDocument();
  });

  it('an unverified member sees the verify state: no conversations, Bela waiting, the input blocked', async () => {
    signInAs(memberInfo({ emailVerified: false }));
    server.use(modelHandler());
    renderApp('/chat');

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText("Bela can't wait to meet you. Verify your email and your first chat starts right here.")).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Please verify your email to chat');
    expect(messageBox()).toBeDisabled();
    expect(await screen.findByText('Your conversations will appear here once your email is verified.')).toBeInTheDocument();
    expect(callsTo('/ai/conversations')).toHaveLength(0);
    expect(callsTo('/ai/conversations/messages')).toHaveLength(0);
  });

  it("another account signed in on the same screen never sees the first one's conversations", async () => {
    let asked = 0;
    let listed = 0;
    await openChat('/chat?c=c1', {}, [
      // The first account's conversation; to the second, that address is not found.
      onApi(chatEndpoints.messages, () =>
        asked++ === 0 ? messagePage([message('s1', 'assistant', 'Secret of the first member')]) : apiFailure(404, 'not-found', 'Conversation not found.'),
      ),
      onApi(chatEndpoints.conversations, () => ({
        conversations: listed++ === 0 ? [conversation('c1', 'A private chat')] : [],
        hasMore: false,
        nextCursor: null,
      })),
    ]);
    expect(await within(thread()).findByText('Secret of the first member')).toBeInTheDocument();
    expect(await screen.findByText('A private chat')).toBeInTheDocument();

    act(() => signInAs(memberInfo({ uid: 'member-2', displayName: 'Second Member', email: 'second@example.com' })));

    expect(await screen.findByText('Failed to load messages for this conversation.')).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet. Say hi to Bela!')).toBeInTheDocument();
    expect(screen.queryByText(/Secret of/)).not.toBeInTheDocument();
    expect(screen.queryByText('A private chat')).not.toBeInTheDocument();
  });

  it("replies from the offline demo model say so in the header", async () => {
    signInAs(memberInfo());
    server.use(modelHandler({ id: 'demo', label: 'Demo', offline: true }), ...chatHandlers());
    renderApp('/chat');
    expect(await screen.findByTestId('offline-model', {}, { timeout: FIRST_PAINT_MS })).toHaveTextContent('Offline demo model');
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent('AI companion');
  });
});

describe('the trial panel', () => {
  it('checks the waitlist: the answer, and on checking again a later entry, which the panel then shows', async () => {
    let onList = false;
    const { user } = await openChat('/chat', {}, [
      onApi(accountEndpoints.checkWaitlist, () => ({ exists: onList })),
      onApi(authEndpoints.userInfo, () =>
        memberInfo({ access: { isWaitlistUser: true, trialDurationDays: 14, daysRemaining: 13 } }),
      ),
    ]);
    const panel = await screen.findByTestId('trial-status');
    expect(panel).toHaveTextContent('2 days left in your free trial');
    await user.click(within(panel).getByRole('button', { name: 'Check the waitlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Waitlist check' });
    expect(within(dialog).getByTestId('waitlist-email')).toHaveTextContent('ana@example.com');
    expect(await within(dialog).findByTestId('waitlist-answer')).toHaveTextContent('Not on the waitlist');

    onList = true;
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(within(dialog).getByTestId('waitlist-answer')).toHaveTextContent("You're on the waitlist"));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.getByTestId('trial-status')).toHaveTextContent('13 days left in your free trial'));
    expect(screen.getByTestId('trial-status')).toHaveTextContent('Waitlist bonus: 14-day trial');
    expect(callsTo('/data/check-waitlist')).toHaveLength(2);
  });
  it('a failed waitlist check says so, and Try again asks once more', async () => {
    let reachable = false;
    const { user } = await openChat('/chat', {}, [
      onApi(accountEndpoints.checkWaitlist, () => (reachable ? { exists: false } : HttpResponse.error())),
    ]);
    await user.click(within(await screen.findByTestId('trial-status')).getByRole('button', { name: 'Check the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waitlist check' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not reach the server. Please check your connection and try again.');
    expect(within(dialog).queryByTestId('waitlist-answer')).not.toBeInTheDocument();

    reachable = true;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('waitlist-answer')).toHaveTextContent('Not on the waitlist');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('on a phone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  /** Narrow screen: every width query answers no. */
  const onPhone = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );

  it('the gallery strip shows in a new chat, goes once the chat runs, and hidden by hand stays hidden', async () => {
    onPhone();
    const stream = eventStream(replyEvents(['Hello you!']), { close: true });
    const { user } = await openChat('/chat', {}, [chatStreamHandler(stream)]);
    const strip = () => screen.queryByRole('button', { name: /Exclusive Gallery/ });
    expect(strip()).toHaveTextContent('Tap to view photos');

    await send(user, 'Hello Bela!');
    expect(await screen.findByTestId('message-bela')).toHaveTextContent('Hello you!');
    await waitFor(() => expect(strip()).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Show conversations' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Chat navigation' })).getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(strip()).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Hide the gallery banner' }));
    await waitFor(() => expect(strip()).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('bela.galleryBannerHidden')).toBe('1');
  });
});
