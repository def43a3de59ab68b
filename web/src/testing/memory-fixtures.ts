/**
 * The memories API for component tests: memories as the API sends them, and a small stand-in of
 * the server that keeps them (listed newest change first, a page at a time; created, updated,
 * deleted, cleared; the "Bela remembers" switch), so a test acts on the page and reads what the
 * server was asked and now holds.
 */
import { memoryEndpoints, type Memory } from '@bela/contracts/memories';
import type { HttpHandler } from 'msw';
import { apiFailure, onApi } from './api-handlers';

const DAY = 86_400_000;

/** A memory Bela learned `daysAgo` from message `u-<id>` of conversation c1, unless `overrides` says otherwise. */
export function memory(id: string, text: string, overrides: Partial<Memory> & { daysAgo?: number } = {}): Memory {
  const { daysAgo = 1, ...rest } = overrides;
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  return {
    id,
    text,
    kind: 'people',
    pinned: false,
    origin: 'learned',
    createdAt: at,
    updatedAt: at,
    source: { conversationId: 'c1', messageId: `u-${id}` },
    editedAt: null,
    history: [],
    ...rest,
  };
}

/** A memory the member wrote. */
export const ownMemory = (id: string, text: string, overrides: Partial<Memory> & { daysAgo?: number } = {}) =>
  memory(id, text, { origin: 'member', source: null, ...overrides });

export interface MemoryServerOptions {
  enabled?: boolean;
  /** Answers instead of the stand-in, by endpoint (a refusal, a failure). */
  refuse?: Partial<Record<keyof typeof memoryEndpoints, () => Response>>;
}

/** The stand-in server: its handlers (`server.use(...memories.handlers)`) and what it holds. */
export function memoryServer(initial: Memory[], { enabled = true, refuse = {} }: MemoryServerOptions = {}) {
  const state = { memories: [...initial], enabled, created: 0 };
  const newestFirst = () => [...state.memories].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  const find = (memoryId: string) => state.memories.find((item) => item.id === memoryId);
  const notFound = () => apiFailure(404, 'memory-not-found', 'Memory not found.');
  const handlers: HttpHandler[] = [
    onApi(memoryEndpoints.list, ({ body }) => {
      if (refuse.list) return refuse.list();
      const all = newestFirst();
      const from = body.cursor ? all.findIndex((item) => item.id === body.cursor) + 1 : 0;
      const memories = all.slice(from, from + body.limit);
      const more = from + body.limit < all.length;
      return { memories, nextCursor: more ? (memories.at(-1)?.id ?? null) : null, count: all.length, enabled: state.enabled };
    }),
    onApi(memoryEndpoints.create, ({ body }) => {
      if (refuse.create) return refuse.create();
      state.created += 1;
      const now = new Date().toISOString();
      const created: Memory = {
        id: `new-${state.created}`,
        text: body.text,
        kind: body.kind ?? 'identity',
        pinned: false,
        // An Undo of a deletion writes it back as it began.
        origin: body.restore?.origin ?? 'member',
        createdAt: body.restore?.createdAt ?? now,
        updatedAt: now,
        source: body.restore?.source ?? null,
        editedAt: body.restore?.editedAt ?? null,
        history: [],
      };
      state.memories.push(created);
      return { memory: created };
    }),
    onApi(memoryEndpoints.update, ({ body }) => {
      if (refuse.update) return refuse.update();
      const found = find(body.memoryId);
      if (!found) return notFound();
      const changed: Memory = {
        ...found,
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.kind !== undefined ? { kind: body.kind } : {}),
        ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
        // As the server: a new text or kind is the member's edit; the origin and message stay.
        ...(body.text !== undefined || body.kind !== undefined ? { editedAt: new Date().toISOString() } : {}),
        updatedAt: new Date().toISOString(),
      };
      state.memories = state.memories.map((item) => (item.id === found.id ? changed : item));
      return { memory: changed };
    }),
    onApi(memoryEndpoints.delete, ({ body }) => {
      if (refuse.delete) return refuse.delete();
      if (!find(body.memoryId)) return notFound();
      state.memories = state.memories.filter((item) => item.id !== body.memoryId);
      return { deleted: true as const };
    }),
    onApi(memoryEndpoints.clear, () => {
      if (refuse.clear) return refuse.clear();
      const deleted = state.memories.length;
      state.memories = [];
      return { deleted };
    }),
    onApi(memoryEndpoints.settings, ({ body }) => {
      if (refuse.settings) return refuse.settings();
      state.enabled = body.enabled;
      return { enabled: state.enabled };
    }),
  ];
  return { handlers, state };
}

/**
 * Loads the memory page's code (its guard and route), so that a test file's first test does not
 * spend its time compiling it: call in `beforeAll`, with a generous timeout.
 */
export async function loadMemoriesPage(): Promise<void> {
  await Promise.all([import('../app/routes/memories'), import('../app/guards/require-auth')]);
}
