/** GET /ai/model: the model that answers (the header's offline badge, the About dialog). */
import type { ChatModelInfo, chatEndpoints } from '@bela/contracts/chat';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

export function fetchChatModel(signal?: AbortSignal): Promise<ChatModelInfo> {
  return apiGet<typeof chatEndpoints.model>('/ai/model', undefined, { signal });
}

export function getChatModelQueryOptions(uid: string) {
  // Asked once per account; every reply's `meta` keeps it current.
  return queryOptions({ queryKey: chatKeys.model(uid), queryFn: ({ signal }) => fetchChatModel(signal), staleTime: Infinity });
}

export function useChatModel(uid: string | null) {
  return useQuery({ ...getChatModelQueryOptions(uid ?? ''), enabled: uid !== null });
}

/** A reply named the model that wrote it. */
export function setChatModel(client: QueryClient, uid: string, model: ChatModelInfo): void {
  client.setQueryData(chatKeys.model(uid), model);
}
