/**
 * A chat opened by its address on a page load (`/chat?c=<id>`): the page's entry has already asked
 * for the conversation's newest page with the ID token this browser keeps (`early-newest-page.ts`;
 * its answer, `lib/boot/first-page.ts`, is stood in for here). The thread shows that answer,
 * before Firebase has restored the session and without asking again; an answer for another account
 * is never shown.
 */
import { chatEndpoints, type MessagePage } from '@bela/contracts/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { conversation, conversationsHandler, loadChatPage, message, messagePage, modelHandler } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { takeFirstPage } from '../../../lib/boot/first-page';

vi.mock('../../../lib/boot/first-page', () => ({ takeFirstPage: vi.fn() }));
// Firebase Auth never reports here: the page is shown on the early answer's word alone.
vi.mock('../../../lib/firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/firebase')>()),
  loadAuth: vi.fn(() => new Promise(() => undefined)),
}));

const FIRST_PAINT_MS = 8_000;

beforeAll(loadChatPage, 60_000);
const thread = () => screen.getByRole('log', { name: 'Conversation with Bela' });

/** The early request's answer: `page`, accepted for `uid`'s kept token. */
function earlyAnswer(uid: string, page: MessagePage) {
  vi.mocked(takeFirstPage).mockImplementation((key) => Promise.resolve(key === 'newest-page:c1' ? { uid, data: page } : null));
}

const newestPage = messagePage([message('m1', 'user', 'Good morning'), message('m2', 'assistant', 'The newest words of the thread')]);

beforeEach(() => {
  vi.mocked(takeFirstPage).mockReset();
  server.use(modelHandler(), conversationsHandler([conversation('c1', 'A private chat')]));
});

describe('a conversation opened by its address', () => {
  it('shows the early answer before Firebase has restored the session, without asking for it again', async () => {
    // The session is being restored: nobody is known yet.
    useSessionStore.setState({ user: null, status: 'loading', authChecked: false, provisionalUid: null });
    earlyAnswer('member-1', newestPage);
    server.use(onApi(chatEndpoints.messages, () => messagePage([message('x', 'assistant', 'Asked again')])));
    renderApp('/chat?c=c1');

    expect(await screen.findByText('The newest words of the thread', {}, { timeout: FIRST_PAINT_MS })).toBeVisible();
    expect(within(thread()).getByText('Good morning')).toBeInTheDocument();
    // The session learnt whose page it is.
    expect(useSessionStore.getState().provisionalUid).toBe('member-1');
    expect(await screen.findByText('A private chat')).toBeInTheDocument();
    expect(callsTo('/ai/conversations/messages')).toHaveLength(0);
    expect(screen.queryByText('Asked again')).not.toBeInTheDocument();
  });

  it('never shows an answer given for another account than the one signed in', async () => {
    signInAs(memberInfo({ uid: 'member-2' }));
    earlyAnswer('member-1', messagePage([message('s1', 'assistant', 'Secret of the first member')]));
    server.use(onApi(chatEndpoints.messages, () => apiFailure(404, 'not-found', 'Conversation not found.')));
    renderApp('/chat?c=c1');

    expect(await screen.findByText('Failed to load messages for this conversation.', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.queryByText(/Secret of/)).not.toBeInTheDocument();
    expect(callsTo('/ai/conversations/messages')).toHaveLength(1);
  });

  it('asks the ordinary way when the early request was refused', async () => {
    signInAs(memberInfo());
    // A refusal is read as no early page (`lib/boot/first-page.ts`).
    vi.mocked(takeFirstPage).mockImplementation(() => Promise.resolve(null));
    server.use(onApi(chatEndpoints.messages, () => newestPage));
    renderApp('/chat?c=c1');

    expect(await screen.findByText('The newest words of the thread', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/ai/conversations/messages')).toHaveLength(1));
    expect(callsTo('/ai/conversations/messages')[0]!.body).toEqual({ conversationId: 'c1', limit: 50 });
  });
});
