/**
 * The conversations export as a Markdown document, and the export file's name. The document itself
 * (`toExport`) is built in the domain layer, which the account's data export shares.
 */
import type {
  ConversationsExport,
  ExportedAlternative,
  ExportedConversation,
  ExportedMessage,
  ExportedVersionReply,
} from '@bela/contracts/chat-export';

export { toExport } from '../../domain/conversation-export';

export const UNTITLED = 'Untitled conversation';

/** `2026-11-26 14:05 UTC`: the same for every reader, wherever they are. */
export function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The text as a block quote, every line of it (an empty text is said so). */
function quote(content: string, indent = ''): string {
  const lines = content.trim() ? content.replace(/\r\n?/g, '\n').trimEnd().split('\n') : ['*(empty)*'];
  return lines.map((line) => `${indent}>${line ? ` ${line}` : ''}`).join('\n');
}

const headingText = (title: string) => title.replace(/\s+/g, ' ').trim() || UNTITLED;
const speaker = (role: ExportedMessage['role']) => (role === 'user' ? 'You' : 'Bela');

/** The other alternatives of a reply, as a numbered list under it. */
function otherReplies(alternatives: ExportedAlternative[] | undefined, chosen: number | undefined, indent: string): string[] {
  if (!alternatives || alternatives.length < 2) return [];
  const shown = chosen ?? alternatives.length - 1;
  const items = alternatives.flatMap((alternative, i) =>
    i === shown
      ? []
      : [
          `${indent}${i + 1}. *Reply ${i + 1} of ${alternatives.length}* · ${readableTime(alternative.createdAt)}${alternative.stopped ? ' (stopped)' : ''}`,
          '',
          quote(alternative.content, `${indent}   `),
          '',
        ],
  );
  return [`${indent}*Other replies:*`, '', ...items];
}

function versionReply(reply: ExportedVersionReply, indent: string): string[] {
  return [
    `${indent}**Bela** · ${readableTime(reply.createdAt)}${reply.stopped ? ' (stopped)' : ''}`,
    '',
    quote(reply.content, indent),
    '',
    ...otherReplies(reply.alternatives, reply.chosen, indent),
  ];
}

/** The other versions of a member's message, each with the reply it had. */
function otherVersions(message: ExportedMessage): string[] {
  const { versions } = message;
  if (!versions || versions.length < 2) return [];
  const shown = message.version ?? versions.length - 1;
  const items = versions.flatMap((version, i) =>
    i === shown
      ? []
      : [
          `${i + 1}. *Version ${i + 1} of ${versions.length}* · ${readableTime(version.createdAt)}`,
          '',
          quote(version.content, '   '),
          '',
          ...(version.reply ? versionReply(version.reply, '   ') : []),
        ],
  );
  return ['*Other versions:*', '', ...items];
}

function messageMarkdown(message: ExportedMessage): string[] {
  const notes = [
    message.role === 'assistant' && message.alternatives && message.alternatives.length > 1
      ? `reply ${(message.chosen ?? message.alternatives.length - 1) + 1} of ${message.alternatives.length}`
      : null,
    message.role === 'user' && message.versions && message.versions.length > 1
      ? `version ${(message.version ?? message.versions.length - 1) + 1} of ${message.versions.length}`
      : null,
    message.crisis ? 'safety message' : null,
  ].filter((note): note is string => note !== null);
  return [
    `**${speaker(message.role)}** · ${readableTime(message.createdAt)}${notes.map((note) => ` · ${note}`).join('')}${message.stopped ? ' (stopped)' : ''}`,
    '',
    quote(message.content),
    '',
    ...(message.role === 'assistant' ? otherReplies(message.alternatives, message.chosen, '') : otherVersions(message)),
  ];
}

function conversationMarkdown(conversation: ExportedConversation): string[] {
  const last = conversation.messages.at(-1)?.createdAt ?? conversation.updatedAt;
  return [
    `## ${headingText(conversation.title)}`,
    '',
    `Started ${readableTime(conversation.createdAt)} · last message ${readableTime(last)} · ${conversation.messages.length} ${conversation.messages.length === 1 ? 'message' : 'messages'}`,
    '',
    ...(conversation.messages.length === 0 ? ['*No messages.*', ''] : conversation.messages.flatMap(messageMarkdown)),
  ];
}

/** The export as a document to read: a title, the export's date, then each conversation in turn. */
export function toMarkdown(document: ConversationsExport): string {
  const count = document.conversations.length;
  const lines = [
    '# Bela — conversations',
    '',
    `Exported ${readableTime(document.exportedAt)} · ${count} ${count === 1 ? 'conversation' : 'conversations'}`,
    '',
    ...(count === 0 ? ['*No conversations yet.*', ''] : document.conversations.flatMap((conversation) => ['---', '', ...conversationMarkdown(conversation)])),
  ];
  // One blank line at most between blocks, and one newline at the end.
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------------------------------------
// The file

/** A title as a file-name part: lower-case ASCII letters and digits joined by '-', at most 40. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'conversation';
}

/** `bela-<title slug, or 'conversations' for all>-YYYY-MM-DD.json|md`. */
export function exportFileName(options: { title?: string; format: 'json' | 'markdown'; at: Date }): string {
  const name = options.title === undefined ? 'conversations' : slugOf(options.title);
  return `bela-${name}-${options.at.toISOString().slice(0, 10)}.${options.format === 'json' ? 'json' : 'md'}`;
}
