/**
 * POST /ai/conversations/export (docs/API.md, "Chat"): one of the caller's conversations, or all
 * of them, as a file: the `conversationsExport` JSON document or a Markdown one. The file is
 * written as the conversations are read, a page at a time, whatever the history's size; a member
 * may ask for a few a minute (decision 0024).
 */
import { chatExportEndpoints, conversationExportMediaTypes } from '@bela/contracts/chat-export';
import type { ConversationStore } from '../../stores/conversations';
import { exportRule } from '../../domain/read-throttles';
import { route, StreamedFile, type RouteBinding } from '../../http/route';
import { assertChatAccess, type EntitlementDeps } from './entitlements';
import { exportFileName, writeExportJson, writeMarkdown } from './conversation-export';

export interface ExportDeps extends EntitlementDeps {
  conversations: ConversationStore;
}

export function chatExportRoutes(deps: ExportDeps): RouteBinding[] {
  return [
    route(chatExportEndpoints.export, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      await deps.rateLimiter.consume(exportRule, caller.uid);
      const { conversationId, format } = body;
      // Another member's conversation is not found, like an unknown one (the store reads the caller's own), before a byte is sent.
      const source = await deps.conversations.exportSource(caller.uid, conversationId);
      const at = deps.now();
      return new StreamedFile(exportFileName({ title: source.title, format, at }), conversationExportMediaTypes[format], (write) =>
        format === 'json' ? writeExportJson(source, at, write) : writeMarkdown(source, at, write),
      );
    }),
  ];
}
