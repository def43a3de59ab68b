/**
 * The chat's query keys. Every key that holds an account's data names the account (`uid`): another
 * account signed in on the same browser never reads the first one's cached conversations.
 */
export const chatKeys = {
  conversations: (uid: string) => ['chat', uid, 'conversations'] as const,
  messages: (uid: string, conversationId: string) => ['chat', uid, 'messages', conversationId] as const,
  model: (uid: string) => ['chat', uid, 'model'] as const,
  /** A search across the conversations, by its trimmed query. */
  search: (uid: string, query: string) => ['chat', uid, 'search', query] as const,
  /** Every cached search of the account (a prefix of `search`). */
  searches: (uid: string) => ['chat', uid, 'search'] as const,
  deletions: (uid: string) => ['chat', uid, 'delete'] as const,
  waitlist: (uid: string, email: string) => ['chat', uid, 'waitlist', email] as const,
  /**
   * The answer of the request sent with the kept ID token as the page started (`early-newest-page.ts`).
   * It names the account it was accepted for, and holds the page only until the thread takes it.
   */
  earlyNewestPage: (conversationId: string) => ['chat', 'early-newest-page', conversationId] as const,
};
