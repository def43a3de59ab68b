/**
 * The conversations export as a member uses it: the open conversation from the chat's menu, all of
 * them from the button Account Information shows; the request's body, the spinner meanwhile, the
 * saved file, and a failure said plainly.
 */
import { chatExportEndpoints } from '@bela/contracts/chat-export';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { chatHandlers, conversation, loadChatPage, message, messagePage } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { ExportConversationsButton } from './export-conversations-menu';

const FIRST_PAINT_MS = 8_000;

beforeAll(loadChatPage, 60_000);
// The download's spies (URL.createObjectURL, an anchor's click) end with their test.
afterEach(() => vi.restoreAllMocks());

/** Files the page saves through an object URL and an `<a download>`, as the browser would. */
function watchDownloads() {
  const saved: Array<{ name: string; data: Blob }> = [];
  let next = 0;
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((data) => {
    const url = `blob:bela-${(next += 1)}`;
    blobs.set(url, data as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const data = blobs.get(this.href);
    if (data) saved.push({ name: this.download, data });
  });
  return saved;
}

/** The file the export endpoint answers with. */
const file = (text: string, contentType: string, fileName: string) =>
  new Response(text, { headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"` } });

async function openConversation() {
  signInAs(memberInfo());
  server.use(
    ...chatHandlers({
      conversations: [conversation('c1', 'Lisbon at night')],
      messages: { c1: [messagePage([message('m1', 'user', 'Tell me about Lisbon'), message('m2', 'assistant', 'Trams and fado.')])] },
    }),
  );
  const rendered = renderApp('/chat?c=c1');
  await screen.findByText('Trams and fado.', {}, { timeout: FIRST_PAINT_MS });
  return rendered;
}

describe("the chat's menu", () => {
  it('exports the open conversation in the chosen format, with a spinner until the file is saved', async () => {
    const saved = watchDownloads();
    let answer!: (response: Response) => void;
    server.use(onApi(chatExportEndpoints.export, () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user } = await openConversation();

    await user.click(screen.getByRole('button', { name: 'Conversation menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Export conversation as Markdown/ }));

    await waitFor(() => expect(callsTo('/ai/conversations/export')).toEqual([{ path: '/ai/conversations/export', body: { conversationId: 'c1', format: 'markdown' } }]));
    const busy = screen.getByRole('button', { name: 'Exporting conversation…' });
    expect(busy).toBeDisabled();
    expect(within(busy).getByRole('progressbar', { hidden: true })).toBeInTheDocument();

    answer(file('# Bela — conversations\n', 'text/markdown; charset=utf-8', 'bela-lisbon-at-night-2026-11-26.md'));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('bela-lisbon-at-night-2026-11-26.md');
    expect(await saved[0]!.data.text()).toBe('# Bela — conversations\n');
    expect(await screen.findByRole('button', { name: 'Conversation menu' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the conversation cannot be exported, and saves nothing', async () => {
    const saved = watchDownloads();
    server.use(onApi(chatExportEndpoints.export, () => apiFailure(404, 'conversation-not-found', 'Conversation not found.')));
    const { user } = await openConversation();

    await user.click(screen.getByRole('button', { name: 'Conversation menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Export conversation as JSON/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation could not be exported. Conversation not found.');
    expect(callsTo('/ai/conversations/export')[0]!.body).toEqual({ conversationId: 'c1', format: 'json' });
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Conversation menu' })).toBeEnabled();
  });

  it('is not there for a new chat, which has nothing to export yet', async () => {
    signInAs(memberInfo());
    server.use(...chatHandlers({ conversations: [conversation('c1', 'Lisbon at night')] }));
    renderApp('/chat');
    await screen.findByText('Lisbon at night', {}, { timeout: FIRST_PAINT_MS });
    expect(screen.queryByRole('button', { name: 'Conversation menu' })).not.toBeInTheDocument();
  });
});

describe('Export conversations (Account Information)', () => {
  it('exports every conversation as JSON, saved under the name the server gives', async () => {
    const saved = watchDownloads();
    const document = { format: 'bela-conversations', version: 1, exportedAt: '2026-11-26T02:00:00.000Z', conversations: [] };
    server.use(onApi(chatExportEndpoints.export, () => file(JSON.stringify(document), 'application/json; charset=utf-8', 'bela-conversations-2026-11-26.json')));
    signInAs(memberInfo());
    const { user } = renderWithProviders(<ExportConversationsButton />);

    await user.click(screen.getByRole('button', { name: 'Export conversations' }));
    await user.click(await screen.findByRole('menuitem', { name: /As JSON/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo('/ai/conversations/export')).toEqual([{ path: '/ai/conversations/export', body: { format: 'json' } }]);
    expect(saved[0]!.name).toBe('bela-conversations-2026-11-26.json');
    expect(JSON.parse(await saved[0]!.data.text())).toEqual(document);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the export fails, and lets the member try again', async () => {
    const saved = watchDownloads();
    server.use(onApi(chatExportEndpoints.export, () => apiFailure(500, 'internal', 'Something went wrong. Please try again.')));
    signInAs(memberInfo());
    const { user } = renderWithProviders(<ExportConversationsButton />);

    await user.click(screen.getByRole('button', { name: 'Export conversations' }));
    await user.click(await screen.findByRole('menuitem', { name: /As Markdown/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be exported. Something went wrong. Please try again.');
    expect(callsTo('/ai/conversations/export')[0]!.body).toEqual({ format: 'markdown' });
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export conversations' })).toBeEnabled();
  });
});
