/**
 * The query-cache writes a turn makes for the account it was sent by (`owner`), by the chat's keys
 * (`api/query-keys.ts`): the model that answered, a new conversation (its empty thread and its place
 * at the top of the list), the list's title and preview as the turn goes, the conversation's
 * messages once it ends, and what is marked stale for the server to say again.
 */
import type { ChatModelInfo } from '@bela/contracts/chat';
import type { QueryClient } from '@tanstack/react-query';
import { memoryKeys } from '../../../resources/memories/keys';
import { moveConversationToTop, refreshConversations } from '../api/get-conversations';
import { singlePage, withNewestMessages, withNewestPage, type MessagePages, type ThreadPage } from '../api/get-messages';
import { setChatModel } from '../api/get-model';
import { chatKeys } from '../api/query-keys';
import type { DisplayMessage } from '../utils/display-message';

/** What the list shows of the turn's conversation: the server's title, the turn's preview (null: unchanged). */
export interface ListedTurn {
  title: string;
  preview: string | null;
}

export function turnCache(client: QueryClient, owner: string) {
  const messagesKey = (conversationId: string) => chatKeys.messages(owner, conversationId);
  return {
    model: (model: ChatModelInfo) => setChatModel(client, owner, model),

    /**
     * A new chat's first turn created `conversationId`: its thread starts empty (the exchange goes in
     * when the turn is done) and it heads the list.
     */
    created(conversationId: string, { title, preview }: ListedTurn): void {
      client.setQueryData<MessagePages>(messagesKey(conversationId), (data) => data ?? singlePage({ messages: [], hasMore: false, nextBefore: null }));
      const at = new Date().toISOString();
      moveConversationToTop(client, owner, conversationId, () => ({ id: conversationId, title, createdAt: at, updatedAt: at, preview: preview ?? '' }));
    },

    /** The turn's conversation goes to the top of the list, with the server's title and the turn's preview. */
    touched(conversationId: string, { title, preview }: ListedTurn): void {
      const at = new Date().toISOString();
      moveConversationToTop(client, owner, conversationId, (listed) =>
        listed ? { ...listed, title: title || listed.title, preview: preview ?? listed.preview, updatedAt: at } : undefined,
      );
    },

    /** The conversation's newest messages once the turn is over (`settle`: from those it had). */
    settled(conversationId: string, settle: (messages: DisplayMessage[]) => DisplayMessage[]): void {
      client.setQueryData<MessagePages>(messagesKey(conversationId), (data) => withNewestMessages(data, settle));
    },

    /** The conversation's newest page as the server answered it (the older pages kept). */
    newestPage(conversationId: string, page: ThreadPage): void {
      client.setQueryData<MessagePages>(messagesKey(conversationId), (data) => withNewestPage(data, page));
    },

    /** What is shown of the conversation is not the server's latest: it is asked for again. */
    threadStale(conversationId: string): void {
      void client.invalidateQueries({ queryKey: messagesKey(conversationId) });
    },

    /** What Bela knows was changed by the turn: the memory page asks again when next shown. */
    memoriesStale(): void {
      void client.invalidateQueries({ queryKey: memoryKeys.all(owner) });
    },

    /** The list catches up with the server (titles, order) in the background. */
    listStale: () => refreshConversations(client, owner),

    /** The conversation's pages as cached now (what the thread shows of it). */
    thread: (conversationId: string) => client.getQueryData<MessagePages>(messagesKey(conversationId)),
  };
}

export type TurnCache = ReturnType<typeof turnCache>;
