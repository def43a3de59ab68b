/**
 * The member's changes to what Bela knows (POST /ai/memories/create, /update, /delete, /clear,
 * /settings), for the memory page and for the chat's Undo under a reply, and what each does to the
 * cache: the memory list is changed in place with the server's answer, and a memory forgotten
 * leaves the chat's cached threads at once and marks them stale (the server takes its copies off
 * Bela's replies).
 */
import type { Memory, memoryEndpoints } from '@bela/contracts/memories';
import type { RequestBody } from '@bela/contracts/endpoint';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { conversationKeys } from '../conversations/keys';
import { memoryKeys } from './keys';
import { threadWithoutCopies, type Forgotten } from './memory-copies';
import { withMemoryAdded, withMemoryRemoved, withMemoryReplaced, withNothingRemembered, withSwitch, type MemoryPages } from './memory-pages';

type CreateEndpoint = typeof memoryEndpoints.create;
type UpdateEndpoint = typeof memoryEndpoints.update;
export type CreateMemoryRequest = RequestBody<CreateEndpoint>;
export type UpdateMemoryRequest = RequestBody<UpdateEndpoint>;

/** A memory the member writes by hand (or one written again by an Undo); it appears at the top of the list. */
export async function createMemory(request: CreateMemoryRequest): Promise<Memory> {
  const { memory } = await apiPost<CreateEndpoint>('/ai/memories/create', request);
  return memory;
}

/** A memory's text, kind or pin changed; the list shows the server's answer. */
export async function updateMemory(request: UpdateMemoryRequest): Promise<Memory> {
  const { memory } = await apiPost<UpdateEndpoint>('/ai/memories/update', request);
  return memory;
}

export async function deleteMemory(memoryId: string): Promise<void> {
  await apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId });
}

/** "Forget everything": resolves with how many were deleted. */
export async function clearMemories(): Promise<number> {
  const { deleted } = await apiPost<typeof memoryEndpoints.clear>('/ai/memories/clear', undefined);
  return deleted;
}

/**
 * The "Bela remembers" switch; resolves with it as the server now has it. Off, Bela neither learns
 * nor uses memories; the ones she has are kept until the member deletes them.
 */
export async function setMemorySwitch(enabled: boolean): Promise<boolean> {
  const answer = await apiPost<typeof memoryEndpoints.settings>('/ai/memories/settings', { enabled });
  return answer.enabled;
}

const editList = (client: QueryClient, uid: string, change: (data: MemoryPages) => MemoryPages) =>
  client.setQueryData<MemoryPages>(memoryKeys.list(uid), (data) => data && change(data));

/**
 * The server has taken the forgotten memories' copies off Bela's replies: the cached threads lose
 * them now (memory-copies.ts), and are fetched again when next shown.
 */
function forgetCopies(client: QueryClient, uid: string, forgotten: Forgotten) {
  client.setQueriesData<unknown>({ queryKey: conversationKeys.threads(uid) }, (data: unknown) => threadWithoutCopies(data, forgotten));
  void client.invalidateQueries({ queryKey: conversationKeys.threads(uid) });
}

/** What each change does to `uid`'s cached data, once the server has made it. */
export const memoryCache = {
  added: (client: QueryClient, uid: string, memory: Memory) => editList(client, uid, (data) => withMemoryAdded(data, memory)),
  replaced: (client: QueryClient, uid: string, memory: Memory) => editList(client, uid, (data) => withMemoryReplaced(data, memory)),
  removed(client: QueryClient, uid: string, memoryId: string) {
    editList(client, uid, (data) => withMemoryRemoved(data, memoryId));
    forgetCopies(client, uid, new Set([memoryId]));
  },
  cleared(client: QueryClient, uid: string) {
    editList(client, uid, withNothingRemembered);
    forgetCopies(client, uid, 'all');
  },
  switched: (client: QueryClient, uid: string, enabled: boolean) => editList(client, uid, (data) => withSwitch(data, enabled)),
};

export function useCreateMemory(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMemory,
    onSuccess: (memory) => {
      if (uid) memoryCache.added(client, uid, memory);
    },
  });
}

export function useUpdateMemory(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMemory,
    onSuccess: (memory) => {
      if (uid) memoryCache.replaced(client, uid, memory);
    },
  });
}

/** The memory leaves the list once the server has deleted it. */
export function useDeleteMemory(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: (_answer, memoryId) => {
      if (uid) memoryCache.removed(client, uid, memoryId);
    },
  });
}

export function useClearMemories(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearMemories,
    onSuccess: () => {
      if (uid) memoryCache.cleared(client, uid);
    },
  });
}

export function useSetMemorySwitch(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMemorySwitch,
    onSuccess: (enabled) => {
      if (uid) memoryCache.switched(client, uid, enabled);
    },
  });
}
