/**
 * An account's conversations and their messages in the query cache. The chat reads and writes
 * them; the memory page marks the threads stale when a memory is forgotten (the server takes its
 * copies off Bela's replies). Every key names the account (`uid`): another account signed in on
 * the same browser never reads the first one's cached conversations.
 */
export const conversationKeys = {
  conversations: (uid: string) => ['chat', uid, 'conversations'] as const,
  /** Every cached thread of the account (a prefix of `messages`). */
  threads: (uid: string) => ['chat', uid, 'messages'] as const,
  messages: (uid: string, conversationId: string) => ['chat', uid, 'messages', conversationId] as const,
  /** A search across the conversations, by its trimmed query. */
  search: (uid: string, query: string) => ['chat', uid, 'search', query] as const,
  /** Every cached search of the account (a prefix of `search`). */
  searches: (uid: string) => ['chat', uid, 'search'] as const,
};
