/**
 * The chat's query keys: the account's conversations, threads and searches are the conversations
 * resource's (`resources/conversations/keys.ts`, which the memory page shares), the rest only the
 * chat reads. Every key that holds an account's data names the account (`uid`).
 */
import { conversationKeys } from '../../../resources/conversations/keys';

export const chatKeys = {
  ...conversationKeys,
  model: (uid: string) => ['chat', uid, 'model'] as const,
  deletions: (uid: string) => ['chat', uid, 'delete'] as const,
  exports: (uid: string) => ['chat', uid, 'export'] as const,
  waitlist: (uid: string, email: string) => ['chat', uid, 'waitlist', email] as const,
  /** A look at a conversation after a stop (`turn/stopped-look.ts`): each look a key of its own. */
  stoppedLook: (uid: string, conversationId: string, look: number) => ['chat', uid, 'stopped-look', conversationId, look] as const,
  /** Every look of the account (a prefix of `stoppedLook`). */
  stoppedLooks: (uid: string) => ['chat', uid, 'stopped-look'] as const,
  /**
   * The answer of the request sent with the kept ID token as the page started (`early-newest-page.ts`).
   * It names the account it was accepted for, and holds the page only until the thread takes it.
   */
  earlyNewestPage: (conversationId: string) => ['chat', 'early-newest-page', conversationId] as const,
};
