/**
 * The memory page's query keys, each naming the account (`uid`). The chat marks an account's
 * memories stale after a turn that changed them by the prefix `['memories', uid]` (features stay
 * apart, so it names the prefix itself): keep every key under it.
 */
export const memoryKeys = {
  all: (uid: string) => ['memories', uid] as const,
  list: (uid: string) => ['memories', uid, 'list'] as const,
};

/**
 * The chat's cached threads of an account, by the prefix the chat keys them under
 * (`['chat', uid, 'messages', conversationId]`): forgetting a memory takes its copies off Bela's
 * replies on the server, so the threads are marked stale and read again when next shown.
 */
export const chatThreadsPrefix = (uid: string) => ['chat', uid, 'messages'] as const;
