/**
 * Owner of `users/{uid}/conversations/{id}` and their `messages/{id}`. Every path starts at the
 * caller's own uid, so another user's conversation is simply not found.
 */
import { randomBytes } from 'node:crypto';
import { FieldValues, type DocStore } from '../ports/doc-store';
import { AppError } from '../platform/app-error';
import type { ChatMessage, ConversationPage, MessagePage } from '@bela/contracts/chat';
import { allDocs, deleteAll, serialise } from './document-pages';
import { userPath } from './users';

export interface ConversationRecord {
  title: string;
  createdAt: Date;
  updatedAt: Date;
  preview: string;
  messageCount: number;
  [key: string]: unknown;
}

export interface MessageRecord {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
  model?: string;
  crisis?: boolean;
  promptTokens?: number;
  completionTokens?: number;
  [key: string]: unknown;
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

const conversationsPath = (uid: string) => `${userPath(uid)}/conversations`;
const conversationPath = (uid: string, id: string) => `${conversationsPath(uid)}/${id}`;
const messagesPath = (uid: string, conversationId: string) => `${conversationPath(uid, conversationId)}/messages`;

/** Ids that sort by creation time, so equal timestamps still keep their order. */
function timeOrderedId(at: Date): string {
  return `${at.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;
}

const PREVIEW_CHARS = 120;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : new Date(0).toISOString());

export class ConversationStore {
  constructor(private readonly docs: DocStore) {}

  /** Refuses with `conversation-not-found` when the caller has no such conversation. */
  async get(uid: string, id: string): Promise<ConversationRecord> {
    const doc = await this.docs.get<ConversationRecord>(conversationPath(uid, id));
    if (!doc) throw new AppError('conversation-not-found');
    return doc.data;
  }

  async create(uid: string, title: string, at: Date): Promise<string> {
    const id = timeOrderedId(at);
    await this.docs.create(conversationPath(uid, id), { title, createdAt: at, updatedAt: at, preview: '', messageCount: 0 });
    return id;
  }

  /** Stores a message and touches its conversation in one batch. */
  async append(uid: string, conversationId: string, message: MessageRecord): Promise<string> {
    const id = timeOrderedId(message.createdAt);
    await this.docs.batch((ops) => {
      ops.create(`${messagesPath(uid, conversationId)}/${id}`, message);
      ops.update(conversationPath(uid, conversationId), {
        updatedAt: message.createdAt,
        preview: message.content.slice(0, PREVIEW_CHARS),
        messageCount: FieldValues.increment(1),
      });
    });
    return id;
  }

  async list(uid: string, limit: number, startAfter?: string): Promise<ConversationPage> {
    if (startAfter) await this.get(uid, startAfter);
    const page = await this.docs.query<ConversationRecord>({
      collection: conversationsPath(uid),
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: limit + 1,
      startAfter,
    });
    const shown = page.slice(0, limit);
    return {
      conversations: shown.map((doc) => ({
        id: doc.id,
        title: doc.data.title,
        createdAt: iso(doc.data.createdAt),
        updatedAt: iso(doc.data.updatedAt),
        preview: doc.data.preview,
      })),
      hasMore: page.length > limit,
      nextCursor: page.length > limit ? shown.at(-1)!.id : null,
    };
  }

  /** The newest `limit` messages older than `before`, returned oldest first. */
  async messages(uid: string, conversationId: string, limit: number, before?: string): Promise<MessagePage> {
    await this.get(uid, conversationId);
    const page = await this.docs.query<MessageRecord>({
      collection: messagesPath(uid, conversationId),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: limit + 1,
      startAfter: before,
    });
    const shown = page.slice(0, limit);
    return {
      messages: shown.reverse().map(
        (doc): ChatMessage => ({
          id: doc.id,
          role: doc.data.role,
          content: doc.data.content,
          createdAt: iso(doc.data.createdAt),
          ...(doc.data.crisis ? { crisis: true } : {}),
        }),
      ),
      hasMore: page.length > limit,
      nextBefore: page.length > limit ? shown[0]!.id : null,
    };
  }

  /** Recent turns for the model: at most `turns` messages and `maxChars` characters, oldest first. */
  async history(uid: string, conversationId: string, turns: number, maxChars: number): Promise<HistoryTurn[]> {
    const page = await this.docs.query<MessageRecord>({
      collection: messagesPath(uid, conversationId),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: turns,
    });
    const kept: HistoryTurn[] = [];
    let budget = maxChars;
    for (const doc of page) {
      if (doc.data.crisis) continue;
      budget -= doc.data.content.length;
      if (budget < 0 && kept.length > 0) break;
      kept.push({ role: doc.data.role, content: doc.data.content });
    }
    return kept.reverse();
  }

  /** Deletes a conversation and its messages; returns how many messages went. */
  async delete(uid: string, conversationId: string): Promise<number> {
    await this.get(uid, conversationId);
    return this.deleteTree(uid, conversationId);
  }

  /** Every conversation of a user, each with its messages oldest first (for the data export). */
  async exportAll(uid: string): Promise<Record<string, unknown>[]> {
    const conversations = [];
    for await (const conversation of allDocs(this.docs, conversationsPath(uid))) {
      const messages: Record<string, unknown>[] = [];
      for await (const message of allDocs(this.docs, messagesPath(uid, conversation.id))) messages.push({ id: message.id, ...serialise(message.data) });
      messages.sort((a, b) => String(a['createdAt']).localeCompare(String(b['createdAt'])));
      conversations.push({ id: conversation.id, ...serialise(conversation.data), messages });
    }
    return conversations;
  }

  /** Deletes every conversation of a user; returns how many. */
  async deleteAllOf(uid: string): Promise<number> {
    let conversations = 0;
    for (;;) {
      const page = await this.docs.query({ collection: conversationsPath(uid), limit: 100 });
      if (page.length === 0) return conversations;
      for (const conversation of page) await this.deleteTree(uid, conversation.id);
      conversations += page.length;
    }
  }

  private async deleteTree(uid: string, conversationId: string): Promise<number> {
    const messages = await deleteAll(this.docs, messagesPath(uid, conversationId));
    await this.docs.delete(conversationPath(uid, conversationId));
    return messages;
  }
}
