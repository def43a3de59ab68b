/**
 * What Bela remembers about the member (docs/API.md, "Memories"): short statements in Bela's words,
 * learned from what the member said or written by the member, each with its kind, dates, source and
 * earlier versions. Only the member reads or changes them; "Bela remembers" switches learning and
 * using them off without deleting any.
 */
import { z } from 'zod';
import { documentId, isoTime } from './common';
import { endpoint } from './endpoint';
import { MEMORY_PAGE_MAX, MEMORY_TEXT_MAX_CHARS, memoryKinds } from './constants';

// The kinds, their labels and the limits are values without zod (the web app imports them alone).
export { MAX_MEMORIES, MEMORY_HISTORY_MAX, MEMORY_PAGE_MAX, MEMORY_TEXT_MAX_CHARS, memoryKindLabels, memoryKinds, type MemoryKind } from './constants';

export const memoryText = z
  .string()
  .trim()
  .min(1, 'Write what Bela should remember.')
  .max(MEMORY_TEXT_MAX_CHARS, `A memory can be at most ${MEMORY_TEXT_MAX_CHARS} characters.`);

/** Where a learned memory came from: the member's message that said it. */
export const memorySource = z.object({ conversationId: z.string(), messageId: z.string() });
export type MemorySource = z.infer<typeof memorySource>;

/** Who made a memory or a version of it: learned from a message, or written by the member. */
export const memoryOrigins = ['learned', 'member'] as const;
export type MemoryOrigin = (typeof memoryOrigins)[number];

/**
 * How a memory began, as an Undo of its deletion writes it back (decision 0036): learned or written by
 * the member, on its first day, linked to its message, and whether the member had rewritten it.
 */
export const memoryBeginning = z.object({
  origin: z.enum(memoryOrigins),
  createdAt: z.iso.datetime({ offset: true }),
  source: z.object({ conversationId: documentId, messageId: documentId }).nullable(),
  editedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type MemoryBeginning = z.infer<typeof memoryBeginning>;

export const memoryVersion = z.object({
  text: z.string(),
  kind: z.enum(memoryKinds),
  /** When this version was replaced. */
  replacedAt: isoTime,
  origin: z.enum(memoryOrigins),
  source: memorySource.nullable(),
});
export type MemoryVersion = z.infer<typeof memoryVersion>;

export const memory = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(memoryKinds),
  pinned: z.boolean(),
  /** How the memory began: learned from a message, or written by the member. An edit or an Undo keeps it (decision 0036). */
  origin: z.enum(memoryOrigins),
  /** When Bela first learned it (or the member wrote it). */
  createdAt: isoTime,
  /** When its text, kind or pin last changed. */
  updatedAt: isoTime,
  /** The message it was last learned from, which an edit by the member keeps; null for one the member wrote that Bela never learned again. */
  source: memorySource.nullable(),
  /** When the member last rewrote its text or kind; null while its words are as learned or as first written. */
  editedAt: isoTime.nullable(),
  /** Earlier versions, newest first, at most MEMORY_HISTORY_MAX. */
  history: z.array(memoryVersion),
});
export type Memory = z.infer<typeof memory>;

export const listMemoriesRequest = z.object({
  limit: z.number().int().min(1).max(MEMORY_PAGE_MAX).default(50),
  /** `nextCursor` of the previous page, as it was given. */
  cursor: documentId.optional(),
});
export type ListMemoriesRequest = z.input<typeof listMemoriesRequest>;

export const memoryPage = z.object({
  /** Newest first (by when they last changed). */
  memories: z.array(memory),
  nextCursor: z.string().nullable(),
  /** How many the member has in all. */
  count: z.number().int(),
  /** The "Bela remembers" switch. */
  enabled: z.boolean(),
});
export type MemoryPage = z.infer<typeof memoryPage>;

export const createMemoryRequest = z.object({
  text: memoryText,
  kind: z.enum(memoryKinds).optional(),
  /**
   * An Undo of a deletion (the memory page's, or the chat's Undo of "Bela forgot"): the memory comes
   * back as it began rather than as one written now, its words kept as they were.
   */
  restore: memoryBeginning.optional(),
});
export type CreateMemoryRequest = z.input<typeof createMemoryRequest>;

export const updateMemoryRequest = z
  .object({
    memoryId: documentId,
    text: memoryText.optional(),
    kind: z.enum(memoryKinds).optional(),
    pinned: z.boolean().optional(),
  })
  .refine((body) => body.text !== undefined || body.kind !== undefined || body.pinned !== undefined, 'Say what to change: text, kind or pinned.');
export type UpdateMemoryRequest = z.input<typeof updateMemoryRequest>;

export const memoryIdRequest = z.object({ memoryId: documentId });

export const memorySettingsRequest = z.object({ enabled: z.boolean() });

/**
 * What one exchange changed (the `memory` event of a streamed turn, before `done`): each change with
 * the memory's text after it (for `delete`, the text that was forgotten), so the chat can say so and
 * offer Undo.
 */
export const memoryChange = z.object({
  op: z.enum(['add', 'update', 'delete']),
  memoryId: z.string(),
  text: z.string(),
  kind: z.enum(memoryKinds),
  /** For `update`: the text before, which Undo puts back. */
  previousText: z.string().optional(),
  /** For `delete`: how the forgotten memory began, which Undo writes back with it. */
  began: memoryBeginning.optional(),
});
export type MemoryChange = z.infer<typeof memoryChange>;

/** A memory a reply was composed with, as its message shows it. */
export const usedMemory = z.object({ id: z.string(), text: z.string() });
export type UsedMemory = z.infer<typeof usedMemory>;

export const memoryEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/ai/memories',
    access: 'verified',
    summary: 'What Bela remembers about the caller, newest first, a page at a time, with the "Bela remembers" switch.',
    body: listMemoriesRequest,
    response: memoryPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/ai/memories/create',
    access: 'verified',
    summary: 'A memory the caller writes by hand (at most 500 in all, 300 characters each).',
    body: createMemoryRequest,
    response: z.object({ memory }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/ai/memories/update',
    access: 'verified',
    summary: "Changes one of the caller's memories (text, kind, pinned); the earlier text is kept as a version.",
    body: updateMemoryRequest,
    response: z.object({ memory }),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/ai/memories/delete',
    access: 'verified',
    summary: "Deletes one of the caller's memories, with its versions.",
    body: memoryIdRequest,
    response: z.object({ deleted: z.literal(true) }),
  }),
  clear: endpoint({
    method: 'POST',
    path: '/ai/memories/clear',
    access: 'verified',
    summary: "Deletes every one of the caller's memories (Forget everything).",
    response: z.object({ deleted: z.number().int() }),
  }),
  settings: endpoint({
    method: 'POST',
    path: '/ai/memories/settings',
    access: 'verified',
    summary: 'The "Bela remembers" switch: off, nothing is learned or used; memories are kept until deleted.',
    body: memorySettingsRequest,
    response: z.object({ enabled: z.boolean() }),
  }),
};
