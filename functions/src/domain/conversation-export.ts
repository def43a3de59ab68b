/**
 * Stored conversations (with their messages) as the `conversationsExport` document, shared by the
 * chat's export and the account's data export. Every message keeps its time, a reply its
 * alternatives and a member's message its versions (decision 0007); what only the server needs
 * (token counts, the model of the shown reply) stays out.
 */
import type {
  ConversationsExport,
  ExportedAlternative,
  ExportedConversation,
  ExportedMessage,
  ExportedVersion,
  ExportedVersionReply,
} from '@bela/contracts/chat-export';
import type { ExportReads } from '../stores/conversations';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const index = (value: unknown, length: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length ? value : undefined;

/** A stored time (a Date, an ISO string once serialised, or a Timestamp-like) as an ISO string. */
export function isoOf(value: unknown, fallback = new Date(0)): string {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  else if (isRecord(value) && typeof value['toDate'] === 'function') date = (value['toDate'] as () => Date)();
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : fallback.toISOString();
}

function alternativesOf(value: unknown, fallbackTime: string): ExportedAlternative[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isRecord).map((alternative) => ({
    content: text(alternative['content']),
    createdAt: isoOf(alternative['createdAt'], new Date(fallbackTime)),
    ...(typeof alternative['model'] === 'string' ? { model: alternative['model'] } : {}),
    ...(alternative['stopped'] === true ? { stopped: true } : {}),
  }));
}

/** A reply's alternatives and the shown one's index, when it has them. */
function withAlternatives(raw: Raw, createdAt: string): Pick<ExportedMessage, 'alternatives' | 'chosen'> {
  const alternatives = alternativesOf(raw['alternatives'], createdAt);
  if (!alternatives || alternatives.length === 0) return {};
  const chosen = index(raw['chosen'], alternatives.length);
  return { alternatives, ...(chosen !== undefined ? { chosen } : {}) };
}

function versionReplyOf(value: unknown, fallbackTime: string): ExportedVersionReply | undefined {
  if (!isRecord(value)) return undefined;
  const createdAt = isoOf(value['createdAt'], new Date(fallbackTime));
  return {
    content: text(value['content']),
    createdAt,
    ...(typeof value['model'] === 'string' ? { model: value['model'] } : {}),
    ...(value['stopped'] === true ? { stopped: true } : {}),
    ...withAlternatives(value, createdAt),
  };
}

function versionsOf(raw: Raw, fallbackTime: string): Pick<ExportedMessage, 'versions' | 'version'> {
  if (!Array.isArray(raw['versions'])) return {};
  const versions: ExportedVersion[] = raw['versions'].filter(isRecord).map((version) => {
    const createdAt = isoOf(version['createdAt'], new Date(fallbackTime));
    const reply = versionReplyOf(version['reply'], createdAt);
    return { content: text(version['content']), createdAt, ...(reply ? { reply } : {}) };
  });
  if (versions.length === 0) return {};
  const shown = index(raw['version'], versions.length);
  return { versions, ...(shown !== undefined ? { version: shown } : {}) };
}

/** One stored message (its document's fields and its `id`) as exported. */
export function toExportedMessage(raw: Raw): ExportedMessage {
  const createdAt = isoOf(raw['createdAt']);
  const role = raw['role'] === 'user' ? 'user' : 'assistant';
  return {
    id: text(raw['id']),
    role,
    content: text(raw['content']),
    createdAt,
    ...(raw['crisis'] === true ? { crisis: true } : {}),
    ...(raw['stopped'] === true ? { stopped: true } : {}),
    ...(role === 'assistant' ? withAlternatives(raw, createdAt) : versionsOf(raw, createdAt)),
    // A shared photo (issue 42): its title only, never a URL.
    ...(role === 'assistant' && typeof raw['photoId'] === 'string' && raw['photoId'] ? { photo: { title: text(raw['photoTitle']) || 'A photo' } } : {}),
  };
}

const byTimeThenId = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** A conversation as exported, without its messages. */
export type ExportedConversationHead = Omit<ExportedConversation, 'messages'>;

/**
 * One stored conversation's fields (and `id`) as exported, without its messages: `first` and
 * `last` are its first and last messages as exported, for a time the conversation lacks.
 */
export function toExportedConversationHead(raw: Raw, first: ExportedMessage | undefined, last: ExportedMessage | undefined): ExportedConversationHead {
  const createdAt = isoOf(raw['createdAt'], first ? new Date(first.createdAt) : undefined);
  return {
    id: text(raw['id']),
    title: text(raw['title']),
    createdAt,
    updatedAt: isoOf(raw['updatedAt'], new Date(last?.createdAt ?? createdAt)),
  };
}

/** One stored conversation, with `id` and `messages` (its messages' fields and ids), as exported. */
export function toExportedConversation(raw: Raw): ExportedConversation {
  const messages = (Array.isArray(raw['messages']) ? raw['messages'] : []).filter(isRecord).map(toExportedMessage).sort(byTimeThenId);
  return { ...toExportedConversationHead(raw, messages[0], messages.at(-1)), messages };
}

/**
 * The export document of stored conversations (as `ConversationStore.exportAll` and `exportOne`
 * give them): conversations by when they were started, messages oldest first.
 */
export function toExport(records: Raw[], exportedAt: Date): ConversationsExport {
  return {
    format: 'bela-conversations',
    version: 1,
    exportedAt: exportedAt.toISOString(),
    conversations: records.map(toExportedConversation).sort(byTimeThenId),
  };
}

// ---------------------------------------------------------------------------------------------
// The export, written as it is read (decision 0024)

/**
 * Where an export reads from, a page at a time (ConversationStore.exportSource): the conversations
 * in the export's order (by start, then id), each one's messages in theirs (oldest first, then id),
 * and what a conversation's heading says before its messages are read.
 */
export type ExportSource = ExportReads;

/** Writes a chunk of the answer; resolves once it may take more. */
export type ExportSink = (chunk: string) => Promise<void>;

/** A conversation's heading, then each of its messages as exported: what every export format writes. */
export interface ExportVisitor {
  conversation(head: ExportedConversationHead, messageCount: number, last: ExportedMessage | undefined, index: number): Promise<void>;
  message(message: ExportedMessage, index: number): Promise<void>;
  endConversation(messageCount: number): Promise<void>;
}

/** Walks the source in the export's order: each conversation's heading, then its messages one by one. */
export async function walkExport(source: ExportSource, visitor: ExportVisitor): Promise<number> {
  let conversations = 0;
  for await (const raw of source.conversations()) {
    const id = text(raw['id']);
    const summary = await source.messageSummary(id);
    const first = summary.first ? toExportedMessage(summary.first) : undefined;
    const last = summary.last ? toExportedMessage(summary.last) : undefined;
    await visitor.conversation(toExportedConversationHead(raw, first, last), summary.count, last, conversations);
    let messages = 0;
    for await (const message of source.messages(id)) await visitor.message(toExportedMessage(message), messages++);
    await visitor.endConversation(messages);
    conversations += 1;
  }
  return conversations;
}

/**
 * JSON as `JSON.stringify(value, null, space)` writes it at `depth` levels of nesting (`space` 0:
 * compact), so that a document written piece by piece reads exactly as one stringified whole.
 */
export function jsonPieces(space: 0 | 2) {
  const newline = (depth: number) => (space ? `\n${' '.repeat(space * depth)}` : '');
  const value = (v: unknown, depth: number) => (space ? JSON.stringify(v, null, space).replace(/\n/g, newline(depth)) : JSON.stringify(v));
  return {
    newline,
    value,
    /** `"key": value` (or `"key":value`) at `depth`, after the newline that precedes it. */
    field: (key: string, v: unknown, depth: number) => `${newline(depth)}${JSON.stringify(key)}${space ? ': ' : ':'}${value(v, depth)}`,
    /** The opening of `"key": [` whose items sit at depth + 1. */
    key: (key: string, depth: number) => `${newline(depth)}${JSON.stringify(key)}${space ? ': ' : ':'}`,
  };
}

/**
 * The `conversations` array of the export document, as JSON, written conversation by conversation
 * and message by message: the same text as stringifying `toExport(...).conversations` at `depth`.
 */
export async function writeConversationsJson(source: ExportSource, write: ExportSink, options: { space: 0 | 2; depth: number }): Promise<void> {
  const { space, depth } = options;
  const json = jsonPieces(space);
  await write('[');
  const conversations = await walkExport(source, {
    conversation: async (head, _count, _last, index) => {
      const fields = Object.entries(head).map(([key, v]) => json.field(key, v, depth + 2));
      await write(`${index ? ',' : ''}${json.newline(depth + 1)}{${fields.join(',')},${json.key('messages', depth + 2)}[`);
    },
    message: (message, index) => write(`${index ? ',' : ''}${json.newline(depth + 3)}${json.value(message, depth + 3)}`),
    endConversation: (messages) => write(`${messages ? json.newline(depth + 2) : ''}]${json.newline(depth + 1)}}`),
  });
  await write(`${conversations ? json.newline(depth) : ''}]`);
}

/** The whole `conversationsExport` JSON file (pretty, with a final newline), written as it is read. */
export async function writeExportJson(source: ExportSource, exportedAt: Date, write: ExportSink): Promise<void> {
  const json = jsonPieces(2);
  const head = { format: 'bela-conversations', version: 1, exportedAt: exportedAt.toISOString() } satisfies Omit<ConversationsExport, 'conversations'>;
  await write(`{${Object.entries(head).map(([key, v]) => json.field(key, v, 1)).join(',')},${json.key('conversations', 1)}`);
  await writeConversationsJson(source, write, { space: 2, depth: 1 });
  await write(`${json.newline(0)}}\n`);
}
