/**
 * POST /ai/chat/choose: which alternative of Bela's last reply, or which version of the member's
 * latest message, is shown (and goes on into what Bela remembers of the conversation). The answer
 * is the latest exchange as now shown; it replaces the one in the conversation's cache.
 */
import type { chatEndpoints } from '@bela/contracts/chat';
import type { RequestBody } from '@bela/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { toDisplay, type DisplayMessage } from '../utils/display-message';
import { withLatestExchange, type MessagePages } from './get-messages';
import { chatKeys } from './query-keys';

type ChooseEndpoint = typeof chatEndpoints.choose;
export type ChooseRequest = RequestBody<ChooseEndpoint>;

/** Shows another alternative or version; resolves with the latest exchange (the member's message first). */
export async function chooseReply(request: ChooseRequest): Promise<DisplayMessage[]> {
  const answer = await apiPost<ChooseEndpoint>('/ai/chat/choose', request);
  return Array.isArray(answer.messages) ? answer.messages.map(toDisplay) : [];
}

/** A choice in one of `uid`'s conversations; the cache changes once the server has answered. */
export function useChooseReply(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: chooseReply,
    onSuccess: (messages, request) => {
      const first = messages[0];
      if (!uid || !first) return;
      client.setQueryData<MessagePages>(chatKeys.messages(uid, request.conversationId), (data) => withLatestExchange(data, first.id, messages));
    },
  });
}
