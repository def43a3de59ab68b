/**
 * Owner of the `speech/` blobs: Bela's replies as read aloud, made once and kept (decision 0038).
 * `speech/{uid}/{conversationId}/{messageId}/{text hash}.mp3`: the member first, so that deleting
 * an account deletes one prefix; the conversation next, so that deleting a conversation does too
 * (no list of its messages is read); the text's hash last, so that a reply whose shown text
 * changes (another alternative chosen) is never read aloud in its old words. Bela's notices, the
 * same for everyone, are kept once under `speech/notices/`.
 */
import { createHash } from 'node:crypto';
import type { BlobStore } from '../ports/blob-store';

export const SPEECH_ROOT = 'speech/';

const memberPrefix = (uid: string) => `${SPEECH_ROOT}${uid}/`;
const conversationPrefix = (uid: string, conversationId: string) => `${memberPrefix(uid)}${conversationId}/`;
const messagePrefix = (uid: string, conversationId: string, messageId: string) => `${conversationPrefix(uid, conversationId)}${messageId}/`;

export const speechKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

export interface SpeechRef {
  uid: string;
  conversationId: string;
  messageId: string;
  /** The reply's shown text, as it is read. */
  text: string;
}

/** A notice's audio: the same for every member (`speech/notices/`, which no member's prefix holds). */
export interface NoticeRef {
  notice: string;
  text: string;
}

/** A reply's blob (its earlier texts' are dropped once it is kept), or a notice's. */
const isReply = (ref: SpeechRef | NoticeRef): ref is SpeechRef => 'messageId' in ref;

export class SpeechAudioStore {
  constructor(private readonly blobs: BlobStore) {}

  path(ref: SpeechRef | NoticeRef): string {
    if (!isReply(ref)) return `${SPEECH_ROOT}notices/${ref.notice}-${speechKey(ref.text)}.mp3`;
    return `${messagePrefix(ref.uid, ref.conversationId, ref.messageId)}${speechKey(ref.text)}.mp3`;
  }

  /** The stored audio of this text, or null. */
  async get(ref: SpeechRef | NoticeRef): Promise<{ data: Buffer; contentType: string } | null> {
    const found = await this.blobs.get(this.path(ref));
    return found ? { data: found.data, contentType: found.meta.contentType } : null;
  }

  /** Keeps the audio, and drops what a reply's earlier texts had (at most one a text it showed). */
  async put(ref: SpeechRef | NoticeRef, data: Buffer, contentType: string): Promise<void> {
    const path = this.path(ref);
    await this.blobs.put(path, data, contentType);
    if (!isReply(ref)) return;
    const others = (await this.blobs.list(messagePrefix(ref.uid, ref.conversationId, ref.messageId))).filter((other) => other !== path);
    await Promise.all(others.map((other) => this.blobs.delete(other)));
  }

  /** With the conversation: every reply of it read aloud. */
  deleteConversation(uid: string, conversationId: string): Promise<number> {
    return this.blobs.deletePrefix(conversationPrefix(uid, conversationId));
  }

  /** With the account. */
  deleteAllOf(uid: string): Promise<number> {
    return this.blobs.deletePrefix(memberPrefix(uid));
  }

  /** Every blob of the member's conversation (for tests and the bench). */
  listConversation(uid: string, conversationId: string): Promise<string[]> {
    return this.blobs.list(conversationPrefix(uid, conversationId));
  }
}
