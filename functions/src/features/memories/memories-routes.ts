/**
 * What Bela remembers, in the member's hands (docs/API.md, "Memories"): list, add, change, delete,
 * forget everything, and the "Bela remembers" switch. Open to every verified member whatever their
 * plan: seeing and deleting what is kept about them never depends on paying.
 */
import { memoryEndpoints } from '@bela/contracts/memories';
import { route, type RouteBinding } from '../../http/route';
import type { MemoryStore } from '../../stores/memories';
import type { ConversationStore } from '../../stores/conversations';
import type { MemoryExtractor } from '../../ports/memory-extractor';
import { AppError } from '../../platform/app-error';
import { guessKind } from '../../domain/memory/guess-kind';
import { readsAsInstruction } from '../../domain/memory/instruction-like';
import { containsSensitiveData } from '../../domain/memory/sensitive-data';
import { assertMayKeep, type MemoryGuardDeps } from '../../domain/memory/memory-guard';
import { readHandWritten } from './hand-written';

export interface MemoriesRouteDeps extends MemoryGuardDeps {
  memories: MemoryStore;
  /** Where Bela's replies keep copies of memories: forgetting a memory takes them off too. */
  conversations: Pick<ConversationStore, 'forgetMemoryCopies'>;
  /** Reads what the member writes by hand as it reads the chat: its kind and its words in the memories' voice (hand-written.ts). */
  memoryExtractor: Pick<MemoryExtractor, 'propose'>;
  now: () => Date;
}

export function memoriesRoutes(deps: MemoriesRouteDeps): RouteBinding[] {
  const { memories, conversations } = deps;
  /**
   * The member's words read after they passed the guard (nothing refused reaches the extractor). The
   * reading is kept, so its own words pass what the chat's learning checks of an extractor's
   * (memory-guard.ts, keepableOperations): no secret, no instruction; a style note read from them
   * passes it as one.
   */
  const read = async (words: string, chosen: Parameters<typeof readHandWritten>[2], at: Date) => {
    const note = await readHandWritten(deps.memoryExtractor, words, chosen, at);
    if (containsSensitiveData(note.text)) throw new AppError('memory-sensitive');
    if (readsAsInstruction(note.text, note.kind) || readsAsInstruction(words, note.kind)) throw new AppError('memory-instruction');
    return note;
  };
  return [
    route(memoryEndpoints.list, async ({ body, caller }) => memories.list(caller.uid, body.limit, body.cursor)),

    route(memoryEndpoints.create, async ({ body, caller }) => {
      // Through the chat's guard (memory-guard.ts): a memory reaches the model with every reply.
      await assertMayKeep(deps, body.text, body.kind ?? guessKind(body.text), { uid: caller.uid, route: 'create' });
      const at = deps.now();
      if (body.restore) {
        // An Undo of a deletion: its words and kind as they were, and how it began (never a day to come).
        const { origin, source, createdAt, editedAt } = body.restore;
        const began = (iso: string) => new Date(Math.min(Date.parse(iso), at.getTime()));
        const memory = await memories.create(
          caller.uid,
          { text: body.text, kind: body.kind ?? guessKind(body.text), origin, source, createdAt: began(createdAt), editedAt: editedAt ? began(editedAt) : null },
          at,
        );
        return { memory };
      }
      const note = await read(body.text, body.kind, at);
      const memory = await memories.create(caller.uid, { ...note, origin: 'member', source: null }, at);
      return { memory };
    }),

    route(memoryEndpoints.update, async ({ body, caller }) => {
      // A new text, or a new kind for the text it has (a kind decides what a style memory may say), passes the guard.
      const text = body.text ?? (body.kind !== undefined ? (await memories.overview(caller.uid)).memories.find((memory) => memory.id === body.memoryId)?.text : undefined);
      if (text !== undefined) await assertMayKeep(deps, text, body.kind ?? guessKind(text), { uid: caller.uid, route: 'update' });
      const { memoryId, ...edit } = body;
      const at = deps.now();
      // New words are kept in the memories' voice too; the kind stays unless the member changes it.
      const reading = body.text !== undefined ? { text: (await read(body.text, body.kind, at)).text, asWritten: body.text } : {};
      return { memory: await memories.update(caller.uid, memoryId, { ...edit, ...reading }, at) };
    }),

    route(memoryEndpoints.delete, async ({ body, caller }) => {
      await memories.delete(caller.uid, body.memoryId);
      await conversations.forgetMemoryCopies(caller.uid, new Set([body.memoryId]));
      return { deleted: true as const };
    }),

    route(memoryEndpoints.clear, async ({ caller }) => {
      const deleted = await memories.clear(caller.uid, deps.now());
      await conversations.forgetMemoryCopies(caller.uid, 'all');
      return { deleted };
    }),

    route(memoryEndpoints.settings, async ({ body, caller }) => {
      await memories.setEnabled(caller.uid, body.enabled);
      return { enabled: body.enabled };
    }),
  ];
}
