/**
 * What Bela remembers, in the member's hands (docs/API.md, "Memories"): list, add, change, delete,
 * forget everything, and the "Bela remembers" switch. Open to every verified member whatever their
 * plan: seeing and deleting what is kept about them never depends on paying.
 */
import { memoryEndpoints } from '@bela/contracts/memories';
import { route, type RouteBinding } from '../../http/route';
import type { MemoryStore } from '../../stores/memories';
import type { ConversationStore } from '../../stores/conversations';
import { guessKind } from '../../domain/memory/guess-kind';
import { assertMayKeep, type MemoryGuardDeps } from '../../domain/memory/memory-guard';

export interface MemoriesRouteDeps extends MemoryGuardDeps {
  memories: MemoryStore;
  /** Where Bela's replies keep copies of memories: forgetting a memory takes them off too. */
  conversations: Pick<ConversationStore, 'forgetMemoryCopies'>;
  now: () => Date;
}

export function memoriesRoutes(deps: MemoriesRouteDeps): RouteBinding[] {
  const { memories, conversations } = deps;
  return [
    route(memoryEndpoints.list, async ({ body, caller }) => memories.list(caller.uid, body.limit, body.cursor)),

    route(memoryEndpoints.create, async ({ body, caller }) => {
      const kind = body.kind ?? guessKind(body.text);
      // Through the chat's guard (memory-guard.ts): a memory reaches the model with every reply.
      await assertMayKeep(deps, body.text, kind, { uid: caller.uid, route: 'create' });
      const memory = await memories.create(caller.uid, { text: body.text, kind, origin: 'member', source: null }, deps.now());
      return { memory };
    }),

    route(memoryEndpoints.update, async ({ body, caller }) => {
      // A new text, or a new kind for the text it has (a kind decides what a style memory may say), passes the guard.
      const text = body.text ?? (body.kind !== undefined ? (await memories.overview(caller.uid)).memories.find((memory) => memory.id === body.memoryId)?.text : undefined);
      if (text !== undefined) await assertMayKeep(deps, text, body.kind ?? guessKind(text), { uid: caller.uid, route: 'update' });
      const { memoryId, ...edit } = body;
      return { memory: await memories.update(caller.uid, memoryId, edit, deps.now()) };
    }),

    route(memoryEndpoints.delete, async ({ body, caller }) => {
      await memories.delete(caller.uid, body.memoryId);
      await conversations.forgetMemoryCopies(caller.uid, new Set([body.memoryId]));
      return { deleted: true as const };
    }),

    route(memoryEndpoints.clear, async ({ caller }) => {
      const deleted = await memories.clear(caller.uid);
      await conversations.forgetMemoryCopies(caller.uid, 'all');
      return { deleted };
    }),

    route(memoryEndpoints.settings, async ({ body, caller }) => {
      await memories.setEnabled(caller.uid, body.enabled);
      return { enabled: body.enabled };
    }),
  ];
}
