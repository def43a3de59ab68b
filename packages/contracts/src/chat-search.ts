/**
 * Search across the caller's conversations (docs/API.md, "Chat"): every shown message of both sides,
 * matched word by word, case- and accent-insensitively, newest first.
 */
import { z } from 'zod';
import { isoTime } from './common';
import { endpoint } from './endpoint';

export const SEARCH_QUERY_MAX_CHARS = 200;
export const SEARCH_LIMIT_MAX = 50;

/** A letter or a digit in any script: what makes a query searchable. */
const hasWord = /[\p{L}\p{N}]/u;

export const searchMessagesRequest = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Type something to search for.')
    .max(SEARCH_QUERY_MAX_CHARS, `A search can be at most ${SEARCH_QUERY_MAX_CHARS} characters.`)
    .refine((text) => hasWord.test(text), 'Type a word to search for.'),
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(20),
  /** `nextCursor` of the previous page, as it was given. */
  cursor: z.string().min(1).max(1_000).optional(),
});
export type SearchMessagesRequest = z.input<typeof searchMessagesRequest>;

export const searchHit = z.object({
  conversationId: z.string(),
  /** The title of the conversation the message is in, as its list shows it ('' when it has none). */
  title: z.string(),
  messageId: z.string(),
  role: z.enum(['user', 'assistant']),
  /**
   * About 160 characters around the first match, HTML-escaped, each matched word wrapped in
   * `<mark>`…`</mark>`: split on those tags to render it, never as HTML.
   */
  snippet: z.string(),
  createdAt: isoTime,
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchMessagesAnswer = z.object({
  /** Newest first. */
  hits: z.array(searchHit),
  /** Where to go on from; null when every match has been returned. */
  nextCursor: z.string().nullable(),
});
export type SearchMessagesAnswer = z.infer<typeof searchMessagesAnswer>;

export const chatSearchEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/ai/conversations/search',
    access: 'verified',
    summary: "The caller's messages holding every word of the query, newest first, with a marked snippet.",
    body: searchMessagesRequest,
    response: searchMessagesAnswer,
  }),
};
