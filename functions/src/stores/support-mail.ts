/**
 * Owner of `contactMessages/{id}` and `mail/{id}`. Mail documents follow the format of Firebase's
 * Trigger Email extension, which delivers them in production.
 *
 * A message names the account it was sent from (`uid`, null when sent signed out). The address in
 * it is whatever the sender typed, so it proves nothing: a member's messages are the ones sent from
 * their account, and, when they have verified their address, the ones with that address and no
 * account (sent signed out, or before messages named their sender).
 */
import type { Doc, DocStore } from '../ports/doc-store';
import { allDocs, deleteAll, serialise } from './document-pages';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Who asks for their messages: the account, and its address only once verified. */
export interface MessageOwner {
  uid: string;
  verifiedEmail: string | null;
}

export class SupportMailStore {
  constructor(
    private readonly docs: DocStore,
    private readonly supportEmail: string,
  ) {}

  /** Stores the message and queues its mail to support, together; `uid` is the signed-in sender's. */
  async submit(id: string, contact: ContactMessage & { uid?: string | null }, createdAt: Date, requestId: string): Promise<void> {
    const { uid = null, ...message } = contact;
    await this.docs.batch((ops) => {
      ops.create(`contactMessages/${id}`, { ...message, uid, createdAt, requestId });
      ops.create(`mail/${id}`, {
        to: [this.supportEmail],
        replyTo: message.email,
        message: {
          subject: `[Bela support] ${message.subject}`,
          text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
        },
        createdAt,
      });
    });
  }

  /** The owner's messages, each once: sent from the account, or from the verified address without one. */
  private async *messagesOf(owner: MessageOwner): AsyncGenerator<Doc> {
    const seen = new Set<string>();
    for await (const doc of allDocs(this.docs, 'contactMessages', [{ field: 'uid', op: '==', value: owner.uid }])) {
      seen.add(doc.id);
      yield doc;
    }
    if (!owner.verifiedEmail) return;
    for await (const doc of allDocs(this.docs, 'contactMessages', [{ field: 'email', op: '==', value: owner.verifiedEmail }])) {
      // A message sent from another account is that account's, whatever address it gave.
      if (seen.has(doc.id) || (doc.data['uid'] ?? null) !== null) continue;
      yield doc;
    }
  }

  /**
   * The owner's newest `limit` messages, newest first, for an admin's support lookup (issue 25).
   * Walks them page by page and keeps only the newest, so a long history costs reads, not memory.
   */
  async recentOf(owner: MessageOwner, limit: number): Promise<Array<{ id: string; at: Date | null; subject: string; message: string }>> {
    const time = (value: unknown) => (value instanceof Date ? value.getTime() : 0);
    let kept: Doc[] = [];
    for await (const doc of this.messagesOf(owner)) {
      kept.push(doc);
      if (kept.length > limit * 2) kept = kept.sort((a, b) => time(b.data['createdAt']) - time(a.data['createdAt'])).slice(0, limit);
    }
    return kept
      .sort((a, b) => time(b.data['createdAt']) - time(a.data['createdAt']))
      .slice(0, limit)
      .map(({ id, data }) => ({
        id,
        at: data['createdAt'] instanceof Date ? data['createdAt'] : null,
        subject: typeof data['subject'] === 'string' ? data['subject'] : '',
        message: typeof data['message'] === 'string' ? data['message'] : '',
      }));
  }

  async exportOf(owner: MessageOwner): Promise<Record<string, unknown>[]> {
    const found = [];
    for await (const doc of this.messagesOf(owner)) found.push({ id: doc.id, ...serialise(doc.data) });
    return found;
  }

  /** Deletes the owner's messages and their mail documents; returns how many messages. */
  async deleteOf(owner: MessageOwner): Promise<number> {
    const ids: string[] = [];
    for await (const doc of this.messagesOf(owner)) ids.push(doc.id);
    // Two writes a message, in batches within the limit.
    for (let start = 0; start < ids.length; start += 200) {
      const page = ids.slice(start, start + 200);
      await this.docs.batch((ops) => {
        for (const id of page) {
          ops.delete(`contactMessages/${id}`);
          ops.delete(`mail/${id}`);
        }
      });
    }
    return ids.length;
  }

  /**
   * Deletes queued mail documents once they are no longer needed: delivered ones (the Trigger Email
   * extension marks them `delivery.state: SUCCESS`) at once, any other once queued at or before
   * `queuedBefore`. Returns how many.
   */
  async purgeMail(queuedBefore: Date): Promise<number> {
    const delivered = await deleteAll(this.docs, 'mail', [{ field: 'delivery.state', op: '==', value: 'SUCCESS' }]);
    const old = await deleteAll(this.docs, 'mail', [{ field: 'createdAt', op: '<=', value: queuedBefore }]);
    return delivered + old;
  }
}
