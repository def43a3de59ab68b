/**
 * The thread as the screen shows it, from the conversation's cached pages and the turn's messages
 * (pure): the messages in order, the latest exchange (the one that can be changed), and Bela's
 * reply in it that the composer's Left/Right keys flip.
 */
import type { MessagePages } from '../api/get-messages';
import type { DisplayMessage } from '../utils/display-message';
import { mergeThread, type ThreadCut } from '../utils/turn-reducer';
import { canStepReply } from './turn-specs';

/** A conversation's pages (newest first) as the thread shows them: oldest first, each message once. */
export function storedMessages(data: MessagePages | undefined): DisplayMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages].reverse().flatMap((page) => page.messages.filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id))));
}

/** The member's latest message and Bela's reply after it (not an apology, which is not stored). */
export function latestExchangeIds(messages: DisplayMessage[]): ReadonlySet<string> {
  let at = messages.length - 1;
  while (at >= 0 && messages[at]!.role !== 'user') at -= 1;
  const ids = new Set<string>();
  if (at >= 0) ids.add(messages[at]!.id);
  const reply = messages.at(-1);
  if (reply && reply.role === 'assistant' && reply.kind !== 'apology' && messages.indexOf(reply) > at) ids.add(reply.id);
  return ids;
}

/**
 * Bela's reply of the latest exchange when it can flip between alternatives (the one whose arrows
 * the thread shows), from the cached pages and the turn's messages; null when there is none.
 */
export function steppableReply(data: MessagePages | undefined, turnMessages: DisplayMessage[], cut: ThreadCut | null): DisplayMessage | null {
  const messages = mergeThread(storedMessages(data), turnMessages, cut);
  const reply = messages.at(-1);
  if (!reply || reply.role !== 'assistant' || !latestExchangeIds(messages).has(reply.id)) return null;
  return canStepReply(reply) ? reply : null;
}
