/**
 * "What Bela knows" (/memories) as a member uses it, through the app's route table, against a
 * stand-in of the memories API (`testing/memory-fixtures.ts`): the memories grouped by kind, each
 * with its date and the message it came from; edit, pin, delete with Undo, add; the "Bela
 * remembers" switch; "Forget everything"; the empty, loading and failed states; further pages.
 */
import type { Memory } from '@bela/contracts/memories';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFailure, apiUrl, callsTo } from '../../../testing/api-handlers';
import { chatHandlers, conversation, loadChatPage, message, messagePage } from '../../../testing/chat-fixtures';
import { loadMemoriesPage, memory, memoryServer, ownMemory } from '../../../testing/memory-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { queryClient } from '../../../lib/query/query-client';
import { conversationKeys } from '../../../resources/conversations/keys';

beforeAll(loadMemoriesPage, 60_000);

const PAGE_LOADED = { timeout: 8_000 };

/** Opens /memories for a signed-in member, the stand-in server holding `memories`. */
async function openMemories(memories: Memory[], options: Parameters<typeof memoryServer>[1] = {}) {
  signInAs(memberInfo());
  const api = memoryServer(memories, options);
  server.use(...api.handlers);
  const rendered = renderApp('/memories');
  await screen.findByRole('heading', { level: 1, name: 'What Bela knows' }, PAGE_LOADED);
  return { ...rendered, api };
}

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const group = (label: string) => screen.getByRole('list', { name: label });
const itemTexts = (label: string) => within(group(label)).getAllByTestId('memory').map((item) => item.querySelector('p')?.textContent);
const itemOf = (text: string) => screen.getByText(text).closest('li')!;
const count = () => screen.getByTestId('memory-count');

const sister = memory('m1', 'Their sister is Ana; she lives in Porto.', { kind: 'people', daysAgo: 3 });
const boss = memory('m2', 'Their manager is called Rui.', { kind: 'people', daysAgo: 1 });
const nurse = memory('m3', 'They work as a nurse in Lisbon.', { kind: 'work', daysAgo: 2 });
const name = ownMemory('m4', 'Their name is Marta.', { kind: 'identity', daysAgo: 5 });
const dog = memory('m5', 'Their dog is called Pepper.', { kind: 'likes', daysAgo: 4, pinned: false });

describe('What Bela knows', () => {
  it('groups the memories by kind in the labels’ order, newest first within a group, each dated, with the count', async () => {
    await openMemories([sister, boss, nurse, name, dog]);

    expect(await screen.findByText(sister.text, {}, PAGE_LOADED)).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Name and identity', 'People', 'Work and study', 'Likes and dislikes']);
    expect(itemTexts('People')).toEqual([boss.text, sister.text]);
    expect(count()).toHaveTextContent('5 of 500 memories');
    const learnedOn = new Date(sister.createdAt).toLocaleDateString(undefined, { month: 'long', day: 'numeric' });
    expect(itemOf(sister.text)).toHaveTextContent(`Learned ${learnedOn}`);
    expect(itemOf(name.text)).toHaveTextContent(/^Their name is Marta\.Added by you on /);
    // A memory the member wrote came from no message.
    expect(within(itemOf(name.text)).queryByRole('link', { name: 'From this message' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Bela remembers' })).toBeChecked();
  });

  it('links a learned memory to the message it came from, and the chat opens at that message', async () => {
    await loadChatPage();
    const { user, location } = await openMemories([sister]);
    server.use(
      ...chatHandlers({
        conversations: [conversation('c1', 'Family')],
        messages: { c1: [messagePage([message('u-m1', 'user', 'My sister Ana lives in Porto', 30), message('a-m1', 'assistant', 'Porto is lovely!', 29)])] },
      }),
    );
    await screen.findByText(sister.text, {}, PAGE_LOADED);
    const link = within(itemOf(sister.text)).getByRole('link', { name: 'From this message' });
    expect(link).toHaveAttribute('href', '/chat?c=c1&message=u-m1');

    await user.click(link);

    await waitFor(() => expect(location()).toMatch(/^\/chat\?c=c1/));
    // The chat scrolls to the message and highlights it.
    await waitFor(() => expect(document.querySelector('[data-message-id="u-m1"]')).toHaveAttribute('data-focused', 'true'), { timeout: 8_000 });
  });

  it('"Back to chat" returns to the conversation the member came from (issue 40)', async () => {
    await loadChatPage();
    signInAs(memberInfo());
    server.use(
      ...memoryServer([sister]).handlers,
      ...chatHandlers({ conversations: [conversation('c1', 'Family')], messages: { c1: [messagePage([message('a-1', 'assistant', 'Porto is lovely!', 29)])] } }),
    );
    const { user, location } = renderApp('/chat?c=c1');
    await screen.findByText('Porto is lovely!', {}, PAGE_LOADED);
    await user.click(screen.getByRole('link', { name: 'What Bela knows' }));
    await screen.findByRole('heading', { level: 1, name: 'What Bela knows' }, PAGE_LOADED);

    const back = screen.getByRole('link', { name: 'Back to chat' });
    expect(back).toHaveAttribute('href', '/chat?c=c1');
    await user.click(back);
    await waitFor(() => expect(location()).toBe('/chat?c=c1'));
    expect(await screen.findByText('Porto is lovely!', {}, PAGE_LOADED)).toBeInTheDocument();
  });

  it('"Back to chat" of the memories page opened by its address leads to a new chat', async () => {
    await openMemories([sister]);
    expect(screen.getByRole('link', { name: 'Back to chat' })).toHaveAttribute('href', '/chat');
  });

  it('says Bela knows nothing yet when there is nothing', async () => {
    await openMemories([]);
    expect(await screen.findByText("Bela doesn't know anything about you yet.", {}, PAGE_LOADED)).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 of 500 memories');
    expect(screen.getByRole('button', { name: 'Forget everything' })).toBeDisabled();
  });

  it('shows a skeleton while loading, the server’s message when loading fails, and loads again with Retry', async () => {
    signInAs(memberInfo());
    let fail = true;
    const api = memoryServer([sister]);
    server.use(
      http.post(apiUrl('/ai/memories'), async () => {
        await delay(150);
        return fail ? apiFailure(403, 'email-not-verified', 'Please verify your email to continue.') : undefined;
      }),
      ...api.handlers,
    );
    const { user } = renderApp('/memories');

    expect(await screen.findByTestId('memories-loading', {}, PAGE_LOADED)).toBeInTheDocument();
    expect(await screen.findByText('Please verify your email to continue.', {}, PAGE_LOADED)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(sister.text)).toBeInTheDocument();
    expect(screen.queryByTestId('memories-loading')).not.toBeInTheDocument();
  });

  it('edits a memory in place: Enter saves, Escape cancels, and a refusal shows the server’s message', async () => {
    const refusal = 'Bela never keeps card numbers, passwords, e-mail addresses, phone numbers or bank account numbers.';
    const { user, api } = await openMemories([sister, boss]);
    await screen.findByText(sister.text, {}, PAGE_LOADED);

    // Escape leaves it as it was, and the keyboard is back on Edit.
    await user.click(within(itemOf(sister.text)).getByRole('button', { name: 'Edit memory' }));
    const field = screen.getByRole('textbox', { name: 'Memory' });
    expect(field).toHaveFocus();
    await user.type(field, ' And a cat.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Memory' })).not.toBeInTheDocument();
    expect(within(itemOf(sister.text)).getByRole('button', { name: 'Edit memory' })).toHaveFocus();
    expect(callsTo('/ai/memories/update')).toHaveLength(0);

    // Enter saves the new text.
    await user.click(within(itemOf(sister.text)).getByRole('button', { name: 'Edit memory' }));
    await user.clear(screen.getByRole('textbox', { name: 'Memory' }));
    await user.type(screen.getByRole('textbox', { name: 'Memory' }), 'Their sister is Ana; she moved to Braga.');
    expect(screen.getByTestId('memory-counter')).toHaveTextContent('40/300');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Their sister is Ana; she moved to Braga.')).toBeInTheDocument();
    expect(callsTo('/ai/memories/update').map((call) => call.body)).toEqual([{ memoryId: 'm1', text: 'Their sister is Ana; she moved to Braga.' }]);
    expect(api.state.memories.find((item) => item.id === 'm1')?.text).toBe('Their sister is Ana; she moved to Braga.');
    // Still the memory Bela learned, on its day, from its message (decision 0036).
    const edited = itemOf('Their sister is Ana; she moved to Braga.');
    expect(edited).toHaveTextContent(`Learned ${new Date(sister.createdAt).toLocaleDateString(undefined, { month: 'long', day: 'numeric' })}, edited by you`);
    expect(within(edited).getByRole('link', { name: 'From this message' })).toHaveAttribute('href', '/chat?c=c1&message=u-m1');

    // The server refuses: its message shows and the form stays open with the text.
    server.use(...memoryServer([], { refuse: { update: () => apiFailure(400, 'memory-sensitive', refusal) } }).handlers);
    await user.click(within(itemOf(boss.text)).getByRole('button', { name: 'Edit memory' }));
    await user.type(screen.getByRole('textbox', { name: 'Memory' }), ' His number is 555 0101.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Memory' })).toHaveValue(`${boss.text} His number is 555 0101.`);
  });

  it('deletes a memory, and Undo writes it again with its text and kind, as it began (decision 0036)', async () => {
    const { user, api } = await openMemories([sister, nurse]);
    await screen.findByText(nurse.text, {}, PAGE_LOADED);

    await user.click(within(itemOf(nurse.text)).getByRole('button', { name: 'Delete memory' }));

    await waitFor(() => expect(screen.queryByText(nurse.text)).not.toBeInTheDocument());
    expect(callsTo('/ai/memories/delete').map((call) => call.body)).toEqual([{ memoryId: 'm3' }]);
    expect(count()).toHaveTextContent('1 of 500 memories');
    expect(screen.queryByRole('heading', { name: 'Work and study' })).not.toBeInTheDocument();
    expect(await screen.findByText('Memory deleted.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText(nurse.text)).toBeInTheDocument();
    const restore = { origin: nurse.origin, createdAt: nurse.createdAt, source: nurse.source, editedAt: nurse.editedAt };
    expect(callsTo('/ai/memories/create').map((call) => call.body)).toEqual([{ text: nurse.text, kind: 'work', restore }]);
    expect(api.state.memories.find((item) => item.text === nurse.text)).toMatchObject({ origin: nurse.origin, createdAt: nurse.createdAt, source: nurse.source });
    expect(count()).toHaveTextContent('2 of 500 memories');
  });

  it('meets a crisis statement the server would not keep with care, not in the error colour; an instruction is an error', async () => {
    const care = "Bela won't keep this as a memory, but she's glad you said it. Call or text 988.";
    const { user } = await openMemories([sister], { refuse: { create: () => apiFailure(422, 'memory-crisis', care) } });
    await screen.findByText(sister.text, {}, PAGE_LOADED);
    await user.click(screen.getByRole('button', { name: 'Add a memory' }));
    await user.type(screen.getByRole('textbox', { name: 'What should Bela remember?' }), 'I feel like giving up');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    const said = await screen.findByText(care);
    expect(said).toHaveAttribute('data-tone', 'care');
    expect(screen.getByRole('textbox', { name: 'What should Bela remember?' })).not.toHaveAttribute('aria-invalid', 'true');

    const refusal = 'Memories are things about you.';
    server.use(...memoryServer([], { refuse: { create: () => apiFailure(422, 'memory-instruction', refusal) } }).handlers);
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect(await screen.findByText(refusal)).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('textbox', { name: 'What should Bela remember?' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('pins a memory: it moves first in its group, marked, and Unpin puts it back', async () => {
    const { user } = await openMemories([sister, boss]);
    await screen.findByText(sister.text, {}, PAGE_LOADED);
    expect(itemTexts('People')).toEqual([boss.text, sister.text]);

    await user.click(within(itemOf(sister.text)).getByRole('button', { name: 'Pin memory' }));

    await waitFor(() => expect(itemTexts('People')).toEqual([`Pinned: ${sister.text}`, boss.text]));
    expect(callsTo('/ai/memories/update').map((call) => call.body)).toEqual([{ memoryId: 'm1', pinned: true }]);
    const pinned = screen.getByText(sister.text, { exact: false }).closest('li')!;
    await user.click(within(pinned).getByRole('button', { name: 'Unpin memory' }));
    await waitFor(() => expect(itemTexts('People')).toEqual([boss.text, sister.text]));
  });

  it('adds a memory by hand with its kind, and shows the server’s refusal', async () => {
    const tooMany = 'Bela can remember at most 500 things. Delete some memories to add more.';
    const { user, api } = await openMemories([sister]);
    await screen.findByText(sister.text, {}, PAGE_LOADED);

    await user.click(screen.getByRole('button', { name: 'Add a memory' }));
    expect(screen.getByRole('textbox', { name: 'What should Bela remember?' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Likes and dislikes');
    await user.type(screen.getByRole('textbox', { name: 'What should Bela remember?' }), 'They are learning the cello.{Enter}');

    expect(await screen.findByRole('list', { name: 'Likes and dislikes' })).toHaveTextContent('They are learning the cello.');
    expect(callsTo('/ai/memories/create').map((call) => call.body)).toEqual([{ text: 'They are learning the cello.', kind: 'likes' }]);
    expect(itemOf('They are learning the cello.')).toHaveTextContent('Added by you on');
    expect(count()).toHaveTextContent('2 of 500 memories');
    expect(api.state.memories).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add a memory' })).toHaveFocus();

    server.use(...memoryServer([], { refuse: { create: () => apiFailure(409, 'too-many-memories', tooMany) } }).handlers);
    await user.click(screen.getByRole('button', { name: 'Add a memory' }));
    await user.type(screen.getByRole('textbox', { name: 'What should Bela remember?' }), 'One more thing.');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What should Bela remember?' })).toHaveValue('One more thing.');
    // Left to Bela, the kind is not sent.
    expect(callsTo('/ai/memories/create').at(-1)!.body).toEqual({ text: 'One more thing.' });
  });

  it('turns "Bela remembers" off, saying what that means, and keeps the memories', async () => {
    const { user, api } = await openMemories([sister]);
    await screen.findByText(sister.text, {}, PAGE_LOADED);

    await user.click(screen.getByRole('switch', { name: 'Bela remembers' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Bela remembers' })).not.toBeChecked());
    expect(screen.getByTestId('memory-switch-note')).toHaveTextContent("Bela won't learn or use memories. What she knows is kept until you delete it.");
    expect(callsTo('/ai/memories/settings').map((call) => call.body)).toEqual([{ enabled: false }]);
    expect(api.state.enabled).toBe(false);
    expect(screen.getByText(sister.text)).toBeInTheDocument();
  });

  it('forgets everything only once confirmed', async () => {
    const { user, api } = await openMemories([sister, nurse]);
    await screen.findByText(sister.text, {}, PAGE_LOADED);

    await user.click(screen.getByRole('button', { name: 'Forget everything' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget everything?' });
    expect(dialog).toHaveTextContent("Bela will forget all 2 things she knows about you. This can't be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/ai/memories/clear')).toHaveLength(0);
    expect(screen.getByText(sister.text)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget everything' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Forget everything?' })).getByRole('button', { name: 'Forget everything' }));

    expect(await screen.findByText("Bela doesn't know anything about you yet.")).toBeInTheDocument();
    expect(callsTo('/ai/memories/clear')).toHaveLength(1);
    expect(api.state.memories).toHaveLength(0);
    expect(count()).toHaveTextContent('0 of 500 memories');
  });

  it('marks the chat’s cached threads stale once a memory is forgotten: their copies went with it on the server', async () => {
    const { user } = await openMemories([sister, nurse]);
    await screen.findByText(sister.text, {}, PAGE_LOADED);
    const thread = conversationKeys.messages(memberInfo().uid, 'c1');
    queryClient.setQueryData(thread, { pages: [], pageParams: [] });
    expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(false);
    await user.click(within(itemOf(sister.text)).getByRole('button', { name: 'Delete memory' }));
    await waitFor(() => expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(true));
  });

  it('loads further pages with Load more', async () => {
    const many = Array.from({ length: 53 }, (_, index) => memory(`p${index}`, `Memory number ${index}.`, { daysAgo: index + 1 }));
    const { user } = await openMemories(many);
    await screen.findByText('Memory number 0.', {}, PAGE_LOADED);
    expect(within(group('People')).getAllByTestId('memory')).toHaveLength(50);
    expect(screen.queryByText('Memory number 52.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Memory number 52.')).toBeInTheDocument();
    expect(within(group('People')).getAllByTestId('memory')).toHaveLength(53);
    expect(callsTo('/ai/memories').map((call) => call.body)).toEqual([{ limit: 50 }, { limit: 50, cursor: 'p49' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent('53 of 500 memories');
  });
});
