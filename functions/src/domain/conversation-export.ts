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
  };
}

const byTimeThenId = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** One stored conversation, with `id` and `messages` (its messages' fields and ids), as exported. */
export function toExportedConversation(raw: Raw): ExportedConversation {
  const messages = (Array.isArray(raw['messages']) ? raw['messages'] : []).filter(isRecord).map(toExportedMessage).sort(byTimeThenId);
  const createdAt = isoOf(raw['createdAt'], messages[0] ? new Date(messages[0].createdAt) : undefined);
  return {
    id: text(raw['id']),
    title: text(raw['title']),
    createdAt,
    updatedAt: isoOf(raw['updatedAt'], new Date(messages.at(-1)?.createdAt ?? createdAt)),
    messages,
  };
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
