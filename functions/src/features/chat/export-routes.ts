/**
 * POST /ai/conversations/export (docs/API.md, "Chat"): one of the caller's conversations, or all
 * of them, as a file: the `conversationsExport` JSON document or a Markdown one.
 */
import { chatExportEndpoints, conversationExportMediaTypes } from '@bela/contracts/chat-export';
import type { ConversationStore } from '../../stores/conversations';
import { route, type RouteBinding } from '../../http/route';
import { assertChatAccess, type EntitlementDeps } from './entitlements';
import { exportFileName, toExport, toMarkdown } from './conversation-export';

export interface ExportDeps extends EntitlementDeps {
  conversations: ConversationStore;
}

export function chatExportRoutes(deps: ExportDeps): RouteBinding[] {
  return [
    route(chatExportEndpoints.export, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      const { conversationId, format } = body;
      // Another member's conversation is not found, like an unknown one (the store reads the caller's own).
      const records = conversationId ? [await deps.conversations.exportOne(caller.uid, conversationId)] : await deps.conversations.exportAll(caller.uid);
      const at = deps.now();
      const document = toExport(records, at);
      const title = conversationId ? (document.conversations[0]?.title ?? '') : undefined;
      return {
        fileName: exportFileName({ title, format, at }),
        contentType: conversationExportMediaTypes[format],
        body: format === 'json' ? `${JSON.stringify(document, null, 2)}\n` : toMarkdown(document),
      };
    }),
  ];
}
