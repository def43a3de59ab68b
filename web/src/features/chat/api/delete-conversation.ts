/** POST /ai/conversations/delete: the conversation leaves the list once the server has deleted it. */
import type { chatEndpoints } from '@bela/contracts/chat';
import type { ResponseData } from '@bela/contracts/endpoint';
import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { withoutConversation, type ConversationPages } from './get-conversations';
import { chatKeys } from './query-keys';
import type { SearchPages } from './search-messages';

type DeleteEndpoint = typeof chatEndpoints.deleteConversation;

/** Deletes one conversation; a failure is an Error whose message is the one to show. */
export async function deleteConversation(conversationId: string): Promise<ResponseData<DeleteEndpoint>> {
  try {
    return await apiPost<DeleteEndpoint>('/ai/conversations/delete', { conversationId });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
    throw new Error(`Failed to delete conversation: ${reason}`, { cause: error });
  }
}

export function useDeleteConversation(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.deletions(uid ?? ''),
    mutationFn: deleteConversation,
    onSuccess: (_answer, conversationId) => {
      if (!uid) return;
      dropConversation(client, uid, conversationId);
      // Its thread, unless it is shown: the screen leaves it first (`forgetMessages`), so that it
      // is not asked for again meanwhile.
      client.removeQueries({ queryKey: chatKeys.messages(uid, conversationId), type: 'inactive' });
    },
  });
}

/**
 * A conversation that is no more (deleted here, or found gone on the server) leaves every cached
 * list: the conversation list and the hits of every search typed (a search typed again within its
 * minute answers from the cache, and would offer to open it).
 */
export function dropConversation(client: QueryClient, uid: string, conversationId: string): void {
  client.setQueryData<ConversationPages>(chatKeys.conversations(uid), (data) => data && withoutConversation(data, conversationId));
  client.setQueriesData<SearchPages>({ queryKey: chatKeys.searches(uid) }, (data) =>
    data?.pages.some((page) => page.hits.some((hit) => hit.conversationId === conversationId))
      ? { ...data, pages: data.pages.map((page) => ({ ...page, hits: page.hits.filter((hit) => hit.conversationId !== conversationId) })) }
      : data,
  );
}

/** Forgets a deleted conversation's thread, once the screen no longer shows it. */
export function forgetMessages(client: QueryClient, uid: string, conversationId: string): void {
  client.removeQueries({ queryKey: chatKeys.messages(uid, conversationId) });
}

/** The conversations whose deletion is under way (each shows a spinner). */
export function useDeletingConversations(uid: string | null): string[] {
  return useMutationState({
    filters: { mutationKey: chatKeys.deletions(uid ?? ''), status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
}
