/**
 * Storing Bela's reply once it is complete (or stopped where the member saw it): as the answer of
 * the member's message, or as a new alternative of the reply it regenerates. A step that fails
 * closes the conversation's reply mark, so that the next turn is not kept waiting for it.
 */
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import { alternativeOf } from '../../stores/reply-alternatives';
import type { ComposedReply } from './compose-reply';
import type { TurnDeps } from './turn-types';

/** Runs a step of a reply; when it fails (no reply, a stop before any word, a refused store), the conversation's reply mark is closed. */
export async function closingOnFailure<T>(deps: TurnDeps, uid: string, conversationId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await deps.conversations.closeReply(uid, conversationId).catch((closeError: unknown) => deps.logger.warn('reply mark not closed', { error: closeError }));
    throw error;
  }
}

/** A reply's time: now, and always after the message it answers. */
export const replyTime = (deps: TurnDeps, after: Date) => new Date(Math.max(deps.now().getTime(), after.getTime() + 1));

/** The stored fields of a composed reply, with the memories it used and what was learned. */
export function replyFields(reply: ComposedReply, at: Date, memory: { memories?: UsedMemory[]; learned?: MemoryChange[] } = {}) {
  return {
    ...(memory.memories?.length ? { memories: memory.memories } : {}),
    ...(memory.learned?.length ? { learned: memory.learned } : {}),
    role: 'assistant' as const,
    content: reply.content,
    createdAt: at,
    model: reply.model,
    ...(reply.crisis ? { crisis: true } : {}),
    ...(reply.stopped ? { stopped: true } : {}),
    ...(reply.usage && !reply.crisis ? { promptTokens: reply.usage.promptTokens, completionTokens: reply.usage.completionTokens } : {}),
    // A shared photo: its id and Bela's caption only, never a URL (issue 42).
    ...(reply.photo ? { photoId: reply.photo.photoId, photoCaption: reply.photo.caption, photoTitle: reply.photo.title ?? '' } : {}),
  };
}

/** The reply stored as the answer of the member's latest message; its id. */
export function storeReply(deps: TurnDeps, uid: string, conversationId: string, reply: ComposedReply, at: Date, memory: { memories?: UsedMemory[]; learned?: MemoryChange[] } = {}): Promise<string> {
  return deps.conversations.append(uid, conversationId, replyFields(reply, at, memory), 'closes');
}

/** The reply stored as a new alternative of `replyId` (shown); the alternatives as they now are. */
export function storeAlternative(deps: TurnDeps, uid: string, conversationId: string, replyId: string, messageCount: number, reply: ComposedReply, at: Date) {
  return closingOnFailure(deps, uid, conversationId, () => deps.conversations.addAlternative(uid, conversationId, replyId, messageCount, alternativeOf(replyFields(reply, at))));
}
