/**
 * POST /ai/conversations/export (docs/API.md, "Chat"): one conversation, or all of them, saved as a
 * JSON or Markdown file under the name the server gives it.
 */
import type { chatExportEndpoints, ConversationExportFormat } from '@bela/contracts/chat-export';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../utils/save-file';
import { chatKeys } from './query-keys';

type ExportEndpoint = typeof chatExportEndpoints.export;

export interface ExportConversationsVariables {
  /** Absent: every conversation of the member. */
  conversationId?: string;
  format: ConversationExportFormat;
}

const EXPORT_TIMEOUT_MS = 60_000;

/** The name to save under when the server's could not be read (a header hidden by the browser). */
export function fallbackFileName({ conversationId, format }: ExportConversationsVariables, today = new Date()): string {
  return `bela-${conversationId ? 'conversation' : 'conversations'}-${today.toISOString().slice(0, 10)}.${format === 'json' ? 'json' : 'md'}`;
}

/** Fetches the export and saves it; a failure is an Error whose message is the one to show. */
export async function exportConversations(variables: ExportConversationsVariables): Promise<string> {
  const body = { format: variables.format, ...(variables.conversationId ? { conversationId: variables.conversationId } : {}) };
  try {
    const file = await apiDownload<ExportEndpoint>('/ai/conversations/export', body, ['application/json', 'text/markdown'], {
      timeoutMs: EXPORT_TIMEOUT_MS,
    });
    const fileName = file.fileName ?? fallbackFileName(variables);
    saveFile(file.blob, fileName);
    return fileName;
  } catch (error) {
    const what = variables.conversationId ? 'This conversation' : 'Your conversations';
    // The API's messages (the server's, or timeout and connection ones) are written for members.
    const reason = isApiError(error) && error.message ? ` ${error.message}` : ' Please try again.';
    throw new Error(`${what} could not be exported.${reason}`, { cause: error });
  }
}

export function useExportConversations(uid: string | null) {
  return useMutation({ mutationKey: chatKeys.exports(uid ?? ''), mutationFn: exportConversations });
}
