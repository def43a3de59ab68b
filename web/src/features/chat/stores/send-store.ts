/**
 * The turn in flight: the user's message goes into the thread, Bela's reply streams into the
 * stream store, and the outcome lands in the thread (the reply, the stopped text or the apology)
 * or here (a refusal's notice). Data flows one way: this store writes to the thread, list, stream
 * and model stores, and none of them knows about it.
 */
import type { ConversationSummary } from '@shared/contracts/chat';
import { chatRefusalCodes, type ChatRefusalCode } from '@shared/contracts/errors';
import { create } from 'zustand';
import { isApiError } from '../../../lib/api-error';
import { streamChat, type ReceivedMeta } from '../api/chat-stream';
import { localId, localMessage } from '../utils/display-message';
import { useConversationListStore } from './conversation-list-store';
import { useModelStore } from './model-store';
import { useStreamStore } from './stream-store';
import { useThreadStore } from './thread-store';

export const APOLOGY = 'Sorry, I had trouble responding. Please try again.';

/** A refusal shown above the input. */
export interface ChatNotice {
  code: ChatRefusalCode;
  message: string;
  /** When the limit lifts (epoch ms), from Retry-After. */
  retryAt: number | null;
}

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'stopped' }
  | { status: 'ignored' }
  /** Nothing was stored: the text goes back into the input. */
  | { status: 'refused'; code: ChatRefusalCode; message: string }
  /** The apology was appended; the user's message stays shown. */
  | { status: 'failed' };

export interface SendHooks {
  /** The first reply of a new chat created this conversation. */
  onConversationCreated?: (conversationId: string) => void;
}

interface Turn {
  controller: AbortController;
}

/** What the events of a turn teach it: the stored id of the user's message, the conversation. */
interface TurnFacts {
  userMessageId: string;
  conversationId: string | null;
  content: string;
}

interface SendState {
  sending: boolean;
  notice: ChatNotice | null;
  /** The turn in flight: `stop` aborts it; a reset (or a switch of thread) drops it. */
  turn: Turn | null;
  send: (content: string, hooks?: SendHooks) => Promise<SendOutcome>;
  stop: () => void;
  dismissNotice: () => void;
  reset: () => void;
}

function isRefusal(code: string): code is ChatRefusalCode {
  return (chatRefusalCodes as readonly string[]).includes(code);
}

/** Applies a `meta` event: the user message's stored id, the model, and the conversation in the list. */
function applyMeta(meta: ReceivedMeta, turn: TurnFacts, hooks: SendHooks): void {
  if (meta.userMessageId && meta.userMessageId !== turn.userMessageId) {
    useThreadStore.getState().renameMessage(turn.userMessageId, meta.userMessageId);
    turn.userMessageId = meta.userMessageId;
  }
  if (meta.model) useModelStore.getState().setModel(meta.model);
  const stamp = new Date().toISOString();
  const list = useConversationListStore.getState();
  if (!turn.conversationId && meta.conversationId) {
    const id = meta.conversationId;
    turn.conversationId = id;
    useThreadStore.getState().adoptConversation(id);
    const created: ConversationSummary = { id, title: meta.title, createdAt: stamp, updatedAt: stamp, preview: turn.content };
    list.addCreated(created);
    hooks.onConversationCreated?.(id);
  } else if (turn.conversationId) {
    list.touch(turn.conversationId, { title: meta.title, preview: turn.content, updatedAt: stamp });
  }
}

export const useSendStore = create<SendState>()((set, get) => ({
  sending: false,
  notice: null,
  turn: null,

  send: async (content, hooks = {}) => {
    const thread = useThreadStore.getState();
    if (get().sending || !content.trim() || thread.status !== 'ready') return { status: 'ignored' };
    const turn: Turn = { controller: new AbortController() };
    const isCurrent = () => get().turn === turn;
    const stream = useStreamStore.getState();
    const refreshList = () => void useConversationListStore.getState().refresh();
    const known: TurnFacts = { userMessageId: localId('local-user'), conversationId: thread.conversationId, content };

    thread.append({ id: known.userMessageId, role: 'user', content, createdAt: new Date().toISOString() });
    set({ sending: true, notice: null, turn });
    stream.start();

    try {
      const done = await streamChat(
        { content, conversationId: known.conversationId },
        (event) => {
          if (!isCurrent()) return;
          if (event.type === 'token') stream.append(event.text);
          else if (event.type === 'meta') applyMeta(event.meta, known, hooks);
        },
        turn.controller.signal,
      );
      if (isCurrent()) {
        const reply = localMessage('assistant', done.content || stream.snapshot(), done.crisis ? 'crisis' : undefined);
        useThreadStore.getState().append(done.messageId ? { ...reply, id: done.messageId } : reply);
        set({ sending: false });
        stream.reset();
      }
      refreshList();
      return { status: 'sent' };
    } catch (error) {
      if (!isCurrent()) return { status: 'ignored' };
      const partial = stream.snapshot();
      stream.reset();

      if (turn.controller.signal.aborted) {
        // Stopped by the user: keep what Bela had written (it is not stored).
        if (partial.trim()) useThreadStore.getState().append(localMessage('assistant', partial, 'stopped'));
        set({ sending: false });
        refreshList();
        return { status: 'stopped' };
      }

      const code = isApiError(error) ? error.code : '';
      if (isApiError(error) && error.status >= 400 && isRefusal(code)) {
        // Refused before the stream: nothing was stored, so the message goes back into the input.
        useThreadStore.getState().removeMessage(known.userMessageId);
        const retryAfter = error.retryAfterSeconds ?? null;
        set({ sending: false, notice: { code, message: error.message, retryAt: retryAfter === null ? null : Date.now() + retryAfter * 1000 } });
        return { status: 'refused', code, message: error.message };
      }

      console.warn('Chat reply failed', isApiError(error) ? `${error.code}: ${error.message}` : error);
      useThreadStore.getState().append(localMessage('assistant', APOLOGY, 'apology'));
      set({ sending: false });
      if (known.conversationId) refreshList();
      return { status: 'failed' };
    } finally {
      if (get().turn === turn) set({ turn: null });
    }
  },

  stop: () => get().turn?.controller.abort(),

  dismissNotice: () => set({ notice: null }),

  reset: () => {
    get().turn?.controller.abort();
    useStreamStore.getState().reset();
    set({ sending: false, notice: null, turn: null });
  },
}));

// A turn belongs to the thread it was sent in: opening another thread (or a reset) ends it.
useThreadStore.subscribe((thread, previous) => {
  if (thread.threadKey !== previous.threadKey) useSendStore.getState().reset();
});
