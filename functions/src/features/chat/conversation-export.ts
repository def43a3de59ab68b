/**
 * The conversations export as a Markdown document, and the export file's name. The document itself
 * (`toExport`, and `writeExportJson` which writes it as it is read) is built in the domain layer,
 * which the account's data export shares.
 *
 * What members and Bela wrote is text, not Markdown to render: HTML in it is escaped and links
 * other than http(s) ones are broken, so that no Markdown viewer runs or follows it (decision 0024).
 */
import type {
  ConversationsExport,
  ExportedAlternative,
  ExportedMessage,
  ExportedVersionReply,
} from '@bela/contracts/chat-export';
import { walkExport, type ExportedConversationHead, type ExportSink, type ExportSource } from '../../domain/conversation-export';

export { toExport, writeExportJson } from '../../domain/conversation-export';

export const UNTITLED = 'Untitled conversation';

/** `2026-11-26 14:05 UTC`: the same for every reader, wherever they are. */
export function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * A text written in the chat, made inert as Markdown: `<` and `>` as entities (no raw HTML, no
 * `<scheme:...>` autolink), and a link or link reference definition whose destination is not an
 * http(s) URL broken by escaping its bracket (`[x](javascript:...)` stays visible as text). An
 * http(s) link stays a link.
 */
export function inertText(text: string): string {
  return text
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\]\((?!\s*https?:\/\/)/gi, '\\](')
    .replace(/^([ \t]*)\[([^\]\n]*)\]:(?!\s*https?:\/\/)/gm, '$1\\[$2]:');
}

/** The text as a block quote, every line of it (an empty text is said so). */
function quote(content: string, indent = ''): string {
  const lines = content.trim() ? inertText(content.replace(/\r\n?/g, '\n').trimEnd()).split('\n') : ['*(empty)*'];
  return lines.map((line) => `${indent}>${line ? ` ${line}` : ''}`).join('\n');
}

const headingText = (title: string) => inertText(title.replace(/\s+/g, ' ').trim()) || UNTITLED;
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
    ...(message.photo ? [`> *Photo: ${inertText(message.photo.title)}*`, ''] : []),
    ...(message.role === 'assistant' ? otherReplies(message.alternatives, message.chosen, '') : otherVersions(message)),
  ];
}

/** A conversation's heading: its title, dates and count; `last` is its last message's time. */
function conversationHeading(conversation: ExportedConversationHead, messages: number, last: string): string[] {
  return [
    '---',
    '',
    `## ${headingText(conversation.title)}`,
    '',
    `Started ${readableTime(conversation.createdAt)} · last message ${readableTime(last)} · ${messages} ${messages === 1 ? 'message' : 'messages'}`,
    '',
    ...(messages === 0 ? ['*No messages.*', ''] : []),
  ];
}

/** The document's heading: its title, the export's date and how many conversations follow. */
function documentHeading(exportedAt: string, count: number): string[] {
  return [
    '# Bela — conversations',
    '',
    `Exported ${readableTime(exportedAt)} · ${count} ${count === 1 ? 'conversation' : 'conversations'}`,
    '',
    ...(count === 0 ? ['*No conversations yet.*', ''] : []),
  ];
}

const isSpace = (char: string) => /\s/.test(char);

/**
 * Markdown made block by block (each block's lines, then a newline) as one document: one blank line
 * at most between blocks, and one newline at the end. `block` answers the text to write now: the
 * whitespace at the end of what came so far is held back until more text follows it, or `end`.
 */
function markdownBlocks() {
  let held = '';
  return {
    block(lines: string[]): string {
      if (lines.length === 0) return '';
      const text = `${held}${lines.join('\n')}\n`;
      let end = text.length;
      while (end > 0 && isSpace(text[end - 1]!)) end -= 1;
      held = text.slice(end);
      return text.slice(0, end).replace(/\n{3,}/g, '\n\n');
    },
    end: (): string => '\n',
  };
}

/** The export as a document to read: a title, the export's date, then each conversation in turn. */
export function toMarkdown(document: ConversationsExport): string {
  const blocks = markdownBlocks();
  const parts = [blocks.block(documentHeading(document.exportedAt, document.conversations.length))];
  for (const conversation of document.conversations) {
    const last = conversation.messages.at(-1)?.createdAt ?? conversation.updatedAt;
    parts.push(blocks.block(conversationHeading(conversation, conversation.messages.length, last)));
    for (const message of conversation.messages) parts.push(blocks.block(messageMarkdown(message)));
  }
  parts.push(blocks.end());
  return parts.join('');
}

/** `toMarkdown` of the export, written as it is read: a conversation at a time, a message at a time. */
export async function writeMarkdown(source: ExportSource, exportedAt: Date, write: ExportSink): Promise<void> {
  const blocks = markdownBlocks();
  const put = async (lines: string[]) => {
    const text = blocks.block(lines);
    if (text) await write(text);
  };
  await put(documentHeading(exportedAt.toISOString(), await source.conversationCount()));
  await walkExport(source, {
    conversation: (head, messages, last) => put(conversationHeading(head, messages, last?.createdAt ?? head.updatedAt)),
    message: (message) => put(messageMarkdown(message)),
    endConversation: async () => {},
  });
  await write(blocks.end());
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
