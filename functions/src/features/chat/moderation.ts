/**
 * What a chat turn does with a safety verdict (ports/chat-model.ts), for the member's message and for
 * Bela's own reply. Every flag a classifier reports has its action:
 *
 * | flag                   | the member's message                               | Bela's reply |
 * | ---------------------- | -------------------------------------------------- | ------------ |
 * | sexual-minors          | refused: nothing stored, logged for review          | replaced     |
 * | self-harm              | the crisis reply (988), counted for SB 243          | kept (her replies name the crisis line) |
 * | self-harm-instructions | the crisis reply                                    | replaced     |
 * | harm-to-others         | the harm-to-others reply (911, 988)                 | replaced     |
 * | harassment, hate       | a calm refusal                                      | replaced     |
 * | violence, illicit      | a calm refusal                                      | replaced     |
 * | sexual                 | the model answers, steering away (a line in its prompt) | replaced |
 * | graphic, depicted-harm | the model answers with care (a line in its prompt)  | replaced / kept |
 *
 * The member's message is read before it is stored, so a refused one is never stored anywhere:
 * not in the conversation, the search index, memory, a model call or a log (the log names the
 * categories, never the text).
 */
import type { SafetyVerdict } from '../../ports/chat-model';
import { hasFlag as has } from '../../domain/message-action';

export { messageAction, type MessageAction } from '../../domain/message-action';

/**
 * Bela's own reply is replaced when it is flagged for anything but self-harm (a caring reply names
 * suicide and the 988 line) or violence told about (a reply to the news, or to what the member lived).
 */
export const replyMustBeReplaced = (verdict: SafetyVerdict): boolean => verdict.flags.some((flag) => flag !== 'self-harm' && flag !== 'depicted-harm');

/**
 * How the model is asked to answer a message it may answer but with care: one line added to its
 * system prompt for this turn (a remote model reads it; the offline persona answers as she always does).
 */
export function moderationGuidance(verdict: SafetyVerdict): string | undefined {
  const lines: string[] = [];
  if (has(verdict, 'sexual')) {
    lines.push("The user's last message is sexually explicit. Stay tasteful: no explicit content. Steer back with humour and grace, without lecturing.");
  }
  if (has(verdict, 'graphic', 'depicted-harm')) {
    lines.push(
      "The user's last message tells of violence or abuse. Answer with care and without graphic detail. If it happened to them, believe them, say it was not their fault, and mention gently that talking to someone can help (in the US, RAINN at 1-800-656-4673 for sexual abuse, 911 if they are in danger).",
    );
  }
  return lines.length ? lines.join('\n') : undefined;
}
