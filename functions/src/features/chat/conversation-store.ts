/**
 * Conversations and messages of one user, under `users/{uid}/conversations/{id}/messages/{id}`.
 * Every path starts at the caller's own uid, so another user's conversation is simply not found.
 */
import { randomBytes } from 'node:crypto';
import type { DocStore } from '../../ports/doc-store';
import { FieldValues } from '../../ports/doc-store';
import type { ChatMessage, ConversationSummary } from '../../shared/schemas';
import { HttpError } from '../../http/http-error';
import { conversationsPath, deleteConversationTree, messagesPath } from '../account/user-data';

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

/** Ids that sort by creation time, so equal timestamps still keep their order. */
function timeOrderedId(at: Date): string {
  return `${at.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;
}

const PREVIEW_CHARS = 120;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : new Date(0).toISOString());

export class ConversationStore {
  constructor(
    private readonly docs: DocStore,
    private readonly uid: string,
  ) {}

  private conversationPath(id: string) {
    return `${conversationsPath(this.uid)}/${id}`;
  }

  async get(id: string): Promise<ConversationRecord> {
    const doc = await this.docs.get<ConversationRecord>(this.conversationPath(id));
    if (!doc) throw HttpError.notFound('Conversation not found.');
    return doc.data;
  }

  async create(title: string, at: Date): Promise<string> {
    const id = timeOrderedId(at);
    await this.docs.create(this.conversationPath(id), { title, createdAt: at, updatedAt: at, preview: '', messageCount: 0 });
    return id;
  }

  /** Stores a message and touches its conversation in one batch. */
  async append(conversationId: string, message: MessageRecord): Promise<string> {
    const id = timeOrderedId(message.createdAt);
    await this.docs.batch((ops) => {
      ops.create(`${messagesPath(this.uid, conversationId)}/${id}`, message);
      ops.update(this.conversationPath(conversationId), {
        updatedAt: message.createdAt,
        preview: message.content.slice(0, PREVIEW_CHARS),
        messageCount: FieldValues.increment(1),
      });
    });
    return id;
  }

  async list(limit: number, startAfter?: string): Promise<{ conversations: ConversationSummary[]; hasMore: boolean; nextCursor: string | null }> {
    if (startAfter) await this.get(startAfter);
    const page = await this.docs.query<ConversationRecord>({
      collection: conversationsPath(this.uid),
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
  async messages(conversationId: string, limit: number, before?: string): Promise<{ messages: ChatMessage[]; hasMore: boolean; nextBefore: string | null }> {
    await this.get(conversationId);
    const page = await this.docs.query<MessageRecord>({
      collection: messagesPath(this.uid, conversationId),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: limit + 1,
      startAfter: before,
    });
    const shown = page.slice(0, limit);
    return {
      messages: shown.reverse().map((doc) => ({
        id: doc.id,
        role: doc.data.role,
        content: doc.data.content,
        createdAt: iso(doc.data.createdAt),
        ...(doc.data.crisis ? { crisis: true } : {}),
      })),
      hasMore: page.length > limit,
      nextBefore: page.length > limit ? shown[0]!.id : null,
    };
  }

  /** Recent turns for the model: at most `turns` messages and `maxChars` characters, oldest first. */
  async history(conversationId: string, turns: number, maxChars: number): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
    const page = await this.docs.query<MessageRecord>({
      collection: messagesPath(this.uid, conversationId),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: turns,
    });
    const kept: { role: 'user' | 'assistant'; content: string }[] = [];
    let budget = maxChars;
    for (const doc of page) {
      if (doc.data.crisis) continue;
      budget -= doc.data.content.length;
      if (budget < 0 && kept.length > 0) break;
      kept.push({ role: doc.data.role, content: doc.data.content });
    }
    return kept.reverse();
  }

  async delete(conversationId: string): Promise<number> {
    await this.get(conversationId);
    return deleteConversationTree(this.docs, this.uid, conversationId);
  }
}
