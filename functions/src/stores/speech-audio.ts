/**
 * Owner of the `speech/` blobs: Bela's replies as read aloud, made once and kept (decision 0038).
 * `speech/{uid}/{conversationId}/{messageId}/{text hash}.mp3`: the member first, so that deleting
 * an account deletes one prefix; the conversation next, so that deleting a conversation does too
 * (no list of its messages is read); the text's hash last, so that a reply whose shown text
 * changes (another alternative chosen) is never read aloud in its old words.
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

export class SpeechAudioStore {
  constructor(private readonly blobs: BlobStore) {}

  path(ref: SpeechRef): string {
    return `${messagePrefix(ref.uid, ref.conversationId, ref.messageId)}${speechKey(ref.text)}.mp3`;
  }

  /** The stored audio of this text of the reply, or null. */
  async get(ref: SpeechRef): Promise<{ data: Buffer; contentType: string } | null> {
    const found = await this.blobs.get(this.path(ref));
    return found ? { data: found.data, contentType: found.meta.contentType } : null;
  }

  /** Keeps the audio, and drops what the reply's earlier texts had (at most one a text it showed). */
  async put(ref: SpeechRef, data: Buffer, contentType: string): Promise<void> {
    const path = this.path(ref);
    await this.blobs.put(path, data, contentType);
    const others = (await this.blobs.list(messagePrefix(ref.uid, ref.conversationId, ref.messageId))).filter((other) => other !== path);
    await Promise.all(others.map((other) => this.blobs.delete(other)));
  }

  exists(ref: SpeechRef): Promise<boolean> {
    return this.blobs.exists(this.path(ref));
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
