/**
 * What each kind of turn is, as data (no React, no cache): a message sent, Bela's last reply
 * regenerated, the member's latest message edited. Each says what it asks the server for, what it
 * shows while it runs, how its end changes the conversation's messages, and how the server's copy
 * of a stopped turn is recognised. Then the reply a turn ends with, and what a choice between
 * alternatives (or versions) asks for. The hook (`use-chat-turn.ts`) runs them.
 */
import type { StreamDone } from '@bela/contracts/chat';
import { chatRefusalCodes, type ChatRefusalCode } from '@bela/contracts/errors';
import type { MemoryChange } from '@bela/contracts/memories';
import type { ChooseRequest } from '../api/choose-reply';
import { editRequest, regenerateRequest, sendRequest, type TurnStreamRequest } from '../api/chat-stream';
import { appendNew, replaceFrom } from '../api/get-messages';
import { isLocal, localId, localMessage, type DisplayMessage } from '../utils/display-message';
import { isApiError } from '../../../lib/api-error';
import { APOLOGY, changeRefusalCodes, type ChatNotice, type ThreadCut, type TurnKind, type TurnRefusalCode } from '../utils/turn-reducer';

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'stopped' }
  | { status: 'ignored' }
  /** Nothing was stored: the text goes back into the input (or the edit form). */
  | { status: 'refused'; code: TurnRefusalCode; message: string }
  /** The apology was appended; the member's message stays shown. */
  | { status: 'failed' };

/** What a turn is: its kind, its request, what it shows while it runs, and how its end changes the thread. */
export interface TurnSpec {
  kind: TurnKind;
  request: (conversationId: string | null) => TurnStreamRequest;
  /** The member's message the turn shows (sent, or edited in place). */
  userMessage: DisplayMessage | null;
  cut: ThreadCut | null;
  /** The preview the conversation list shows for it (null: unchanged). */
  preview: string | null;
  /**
   * The conversation's messages once the turn is over, from those it had: `reply` is Bela's reply
   * (null when none was written), `userId` the member's message as the server named it.
   */
  settle: (messages: DisplayMessage[], reply: DisplayMessage | null, userId: string) => DisplayMessage[];
  /** The server's messages hold what the turn stored (a stopped reply is found there). */
  stored: (messages: DisplayMessage[], reply: DisplayMessage | null, userId: string) => boolean;
}

/** The message after the one `id` in `messages` is one of Bela's. */
export const replyFollows = (messages: DisplayMessage[], id: string): boolean => {
  const at = messages.findIndex((message) => message.id === id);
  return at >= 0 && messages[at + 1]?.role === 'assistant';
};

/** The member's message `content`, sent (`userMessage`: as shown until the server names it). */
export function sendSpec(content: string, userMessage: DisplayMessage = { id: localId('local-user'), role: 'user', content, createdAt: new Date().toISOString() }): TurnSpec {
  const sent = (userId: string) => ({ ...userMessage, id: userId || userMessage.id });
  return {
    kind: 'send',
    request: (conversation) => sendRequest({ content, conversationId: conversation }),
    userMessage,
    cut: null,
    preview: content,
    settle: (messages, reply, userId) => appendNew(messages, reply ? [sent(userId), reply] : [sent(userId)]),
    stored: (messages, reply, userId) => (reply ? replyFollows(messages, userId) : messages.some((message) => message.id === userId)),
  };
}

/** A new alternative of Bela's last reply (`target`), streamed where it is shown. */
export function regenerateSpec(target: DisplayMessage): TurnSpec {
  // The reply's alternatives once this one is added (the shown one counts as the first).
  const alternatives = (target.alternatives ?? 1) + 1;
  return {
    kind: 'regenerate',
    request: (conversation) => regenerateRequest(conversation ?? ''),
    userMessage: null,
    cut: { id: target.id, keep: false },
    preview: null,
    settle: (messages, reply) => {
      // Nothing written: the reply stays as it was. A failure's apology comes after it.
      if (!reply) return messages;
      if (reply.kind === 'apology') return appendNew(messages, [reply]);
      const regenerated: DisplayMessage = {
        // The server's id: a reply stopped a moment ago may still carry the one it was shown under.
        id: isLocal(reply) ? target.id : reply.id,
        role: 'assistant',
        content: reply.content,
        createdAt: target.createdAt,
        ...(reply.kind ? { kind: reply.kind } : {}),
        alternatives: reply.alternatives ?? alternatives,
        chosen: reply.chosen ?? alternatives - 1,
        ...(reply.memories ? { memories: reply.memories } : {}),
        ...(reply.learned ? { learned: reply.learned } : {}),
        ...(reply.attachments ? { attachments: reply.attachments } : {}),
      };
      return replaceFrom(messages, target.id, [regenerated]);
    },
    stored: (messages, reply) =>
      !reply || messages.some((message) => (message.id === target.id || message.id === reply.id) && (message.alternatives ?? 1) >= alternatives),
  };
}

/** The member's latest message (`target`) says `content` instead: a new version, and a new reply. */
export function editSpec(target: DisplayMessage, content: string): TurnSpec {
  const versions = (target.versions ?? 1) + 1;
  const edited: DisplayMessage = { ...target, content, versions, version: versions - 1 };
  return {
    kind: 'edit',
    request: (conversation) => editRequest(conversation ?? '', target.id, content),
    userMessage: edited,
    cut: { id: target.id, keep: true },
    preview: content,
    settle: (messages, reply) => replaceFrom(messages, target.id, reply ? [edited, reply] : [edited]),
    stored: (messages, reply) =>
      messages.some((message) => message.id === target.id && (message.versions ?? 1) >= versions) && (!reply || replyFollows(messages, target.id)),
  };
}

/** Bela's reply as a turn's `done` names it (`written`: the tokens, when `done` carries no text). */
export function finishedReply(done: StreamDone, written: string, learned: MemoryChange[]): DisplayMessage {
  const reply = localMessage('assistant', done.content || written, done.crisis ? 'crisis' : undefined);
  return {
    ...reply,
    ...(done.messageId ? { id: done.messageId } : {}),
    ...(done.alternatives !== undefined && done.alternatives >= 2 ? { alternatives: done.alternatives, chosen: done.chosen ?? done.alternatives - 1 } : {}),
    ...(done.memories?.length ? { memories: done.memories } : {}),
    ...(learned.length > 0 ? { learned } : {}),
    ...(done.attachments?.length ? { attachments: done.attachments } : {}),
  };
}

/** What stays of a reply the member stopped: what Bela had written, marked (null: not a word yet). */
export const stoppedReply = (written: string): DisplayMessage | null => (written.trim() ? localMessage('assistant', written, 'stopped') : null);

/** The bubble shown when a reply failed. */
export const apologyReply = (): DisplayMessage => localMessage('assistant', APOLOGY, 'apology');

/** How a stopped turn recognises its messages in the server's page, and puts them back over it. */
export interface StoppedLook {
  stored: (server: DisplayMessage[]) => boolean;
  overlay: (server: DisplayMessage[]) => DisplayMessage[];
}

export const stoppedLook = (spec: TurnSpec, reply: DisplayMessage | null, userId: string): StoppedLook => ({
  stored: (server) => spec.stored(server, reply, userId),
  overlay: (server) => spec.settle(server, reply, userId),
});

/** A failure's code as a refusal the screen explains (null: not a refusal, the reply failed). */
export function refusalCode(code: string, status: number): TurnRefusalCode | null {
  if ((chatRefusalCodes as readonly string[]).includes(code)) return code as ChatRefusalCode;
  if ((changeRefusalCodes as readonly string[]).includes(code)) return code as TurnRefusalCode;
  return status === 409 ? 'conflict' : null;
}

/** A failure that is a refusal (nothing was stored): its status and the notice shown above the input; null otherwise. */
export function refusalOf(error: unknown, at = Date.now()): { status: number; notice: ChatNotice } | null {
  if (!isApiError(error) || error.status < 400) return null;
  const code = refusalCode(error.code, error.status);
  if (!code) return null;
  const retryAfter = error.retryAfterSeconds ?? null;
  return { status: error.status, notice: { code, message: error.message, retryAt: retryAfter === null ? null : at + retryAfter * 1000, at } };
}

/** A choice's control: Bela's alternatives ('reply') or the member's versions ('version'). */
export type ChoiceNoun = 'reply' | 'version';

/** Where a message stands among its alternatives (or versions): the one shown and how many. */
export function choiceStep(message: DisplayMessage, noun: ChoiceNoun): { index: number; count: number } {
  const count = (noun === 'reply' ? message.alternatives : message.versions) ?? 1;
  const shown = noun === 'reply' ? message.chosen : message.version;
  return { index: Math.min(shown ?? count - 1, count - 1), count };
}

/** Bela's reply can flip between its alternatives: it has several, and is stored. */
export const canStepReply = (message: DisplayMessage): boolean => choiceStep(message, 'reply').count >= 2 && !isLocal(message);

/** The alternative one step (`direction`) from the one shown, or null past either end. */
export function stepTarget(message: DisplayMessage, noun: ChoiceNoun, direction: -1 | 1): number | null {
  const { index, count } = choiceStep(message, noun);
  const next = index + direction;
  return next >= 0 && next < count ? next : null;
}

/** What choosing the alternative (or version) `index` of `message` asks the server for. */
export function chooseRequest(conversationId: string, message: DisplayMessage, noun: ChoiceNoun, index: number): ChooseRequest {
  return { conversationId, messageId: message.id, ...(noun === 'reply' ? { alternative: index } : { version: index }) };
}
