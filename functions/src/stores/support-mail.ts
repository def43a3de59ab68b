/**
 * Owner of `contactMessages/{id}` and `mail/{id}`. Mail documents follow the format of Firebase's
 * Trigger Email extension, which delivers them in production.
 */
import type { DocStore } from '../ports/doc-store';
import { allDocs, deleteAll, serialise } from './document-pages';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export class SupportMailStore {
  constructor(
    private readonly docs: DocStore,
    private readonly supportEmail: string,
  ) {}

  /** Stores the message and queues its mail to support, together. */
  async submit(id: string, contact: ContactMessage, createdAt: Date, requestId: string): Promise<void> {
    await this.docs.batch((ops) => {
      ops.create(`contactMessages/${id}`, { ...contact, createdAt, requestId });
      ops.create(`mail/${id}`, {
        to: [this.supportEmail],
        replyTo: contact.email,
        message: {
          subject: `[Bela support] ${contact.subject}`,
          text: `From: ${contact.name} <${contact.email}>\n\n${contact.message}`,
        },
        createdAt,
      });
    });
  }

  private byEmail(email: string) {
    return [{ field: 'email', op: '==' as const, value: email }];
  }

  async exportFrom(email: string): Promise<Record<string, unknown>[]> {
    const found = [];
    for await (const doc of allDocs(this.docs, 'contactMessages', this.byEmail(email))) found.push({ id: doc.id, ...serialise(doc.data) });
    return found;
  }

  async deleteFrom(email: string): Promise<number> {
    return deleteAll(this.docs, 'contactMessages', this.byEmail(email));
  }
}
