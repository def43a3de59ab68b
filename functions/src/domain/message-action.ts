/**
 * What the server does with a member's text, by its safety verdict (ports/chat-model.ts): the one
 * reading shared by every route that takes a member's words, the chat's (features/chat/moderation.ts)
 * and the memories' (domain/memory/memory-guard.ts), so that no route is a side door.
 */
import type { SafetyFlag, SafetyVerdict } from '../ports/chat-model';

/** What a turn does with the member's message. */
export type MessageAction = 'refuse' | 'crisis' | 'harm-to-others' | 'decline' | 'answer';

export const hasFlag = (verdict: SafetyVerdict, ...flags: SafetyFlag[]): boolean => flags.some((flag) => verdict.flags.includes(flag));

/** The action for the member's message, the gravest first. */
export function messageAction(verdict: SafetyVerdict): MessageAction {
  if (hasFlag(verdict, 'sexual-minors')) return 'refuse';
  if (verdict.selfHarm || hasFlag(verdict, 'self-harm', 'self-harm-instructions')) return 'crisis';
  if (hasFlag(verdict, 'harm-to-others')) return 'harm-to-others';
  if (hasFlag(verdict, 'harassment', 'hate', 'violence', 'illicit')) return 'decline';
  return 'answer';
}
