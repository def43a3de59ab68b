/**
 * The conversations export (docs/API.md, "Chat"): one conversation or all of them, as a JSON file
 * that re-reads into `conversationsExport`, or as a Markdown document. Every message keeps its
 * time, and a reply its alternatives and a member's message its versions (decision 0007).
 */
import { z } from 'zod';
import { documentId, isoTime } from './common';
import { endpoint } from './endpoint';

export const conversationExportFormats = ['json', 'markdown'] as const;
export type ConversationExportFormat = (typeof conversationExportFormats)[number];

export const exportConversationsRequest = z.object({
  /** Absent: every conversation of the caller. */
  conversationId: documentId.optional(),
  format: z.enum(conversationExportFormats, { message: "format must be 'json' or 'markdown'." }),
});
export type ExportConversationsRequest = z.infer<typeof exportConversationsRequest>;

/** One alternative of a reply, the shown one included. */
export const exportedAlternative = z.object({
  content: z.string(),
  createdAt: isoTime,
  model: z.string().optional(),
  stopped: z.boolean().optional(),
});
export type ExportedAlternative = z.infer<typeof exportedAlternative>;

/** The reply an earlier (or later) version of a member's message had. */
export const exportedVersionReply = z.object({
  content: z.string(),
  createdAt: isoTime,
  model: z.string().optional(),
  stopped: z.boolean().optional(),
  alternatives: z.array(exportedAlternative).optional(),
  chosen: z.number().int().min(0).optional(),
});
export type ExportedVersionReply = z.infer<typeof exportedVersionReply>;

/** One version of a member's message, the shown one included. */
export const exportedVersion = z.object({
  content: z.string(),
  createdAt: isoTime,
  reply: exportedVersionReply.optional(),
});
export type ExportedVersion = z.infer<typeof exportedVersion>;

export const exportedMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** The shown text. */
  content: z.string(),
  createdAt: isoTime,
  /** A crisis-protocol reply. */
  crisis: z.boolean().optional(),
  /** The member stopped the shown reply. */
  stopped: z.boolean().optional(),
  /** A reply's alternatives, and the index of the shown one. */
  alternatives: z.array(exportedAlternative).optional(),
  chosen: z.number().int().min(0).optional(),
  /** A member's message's versions, and the index of the shown one. */
  versions: z.array(exportedVersion).optional(),
  version: z.number().int().min(0).optional(),
  /** A photo Bela shared with the reply (issue 42): its title as it was then, never a URL. */
  photo: z.object({ title: z.string() }).optional(),
});
export type ExportedMessage = z.infer<typeof exportedMessage>;

export const exportedConversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** Oldest first. */
  messages: z.array(exportedMessage),
});
export type ExportedConversation = z.infer<typeof exportedConversation>;

/** The JSON file; `format` and `version` name it, so a reader can tell it from anything else. */
export const conversationsExport = z.object({
  format: z.literal('bela-conversations'),
  version: z.literal(1),
  exportedAt: isoTime,
  conversations: z.array(exportedConversation),
});
export type ConversationsExport = z.infer<typeof conversationsExport>;

/** The media types the export answers with, by format. */
export const conversationExportMediaTypes = {
  json: 'application/json; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
} as const satisfies Record<ConversationExportFormat, string>;

export const chatExportEndpoints = {
  export: endpoint({
    method: 'POST',
    path: '/ai/conversations/export',
    access: 'verified',
    summary:
      "One of the caller's conversations (conversationId) or all of them, as a file download: JSON (the conversationsExport schema) or Markdown.",
    body: exportConversationsRequest,
    response: conversationsExport,
    download: ['application/json', 'text/markdown'],
  }),
};
