/**
 * What Bela remembers, in the member's hands (docs/API.md, "Memories"): list, add, change, delete,
 * forget everything, and the "Bela remembers" switch. Open to every verified member whatever their
 * plan: seeing and deleting what is kept about them never depends on paying.
 */
import { memoryEndpoints } from '@bela/contracts/memories';
import { AppError } from '../../platform/app-error';
import { route, type RouteBinding } from '../../http/route';
import type { MemoryStore } from '../../stores/memories';
import { containsSensitiveData } from '../../domain/memory/sensitive-data';
import { guessKind } from '../../domain/memory/guess-kind';

export interface MemoryRouteDeps {
  memories: MemoryStore;
  now: () => Date;
}

function assertNotSensitive(text: string | undefined): void {
  if (text !== undefined && containsSensitiveData(text)) throw new AppError('memory-sensitive');
}

export function memoryRoutes(deps: MemoryRouteDeps): RouteBinding[] {
  const { memories } = deps;
  return [
    route(memoryEndpoints.list, async ({ body, caller }) => memories.list(caller.uid, body.limit, body.cursor)),

    route(memoryEndpoints.create, async ({ body, caller }) => {
      assertNotSensitive(body.text);
      const memory = await memories.create(caller.uid, { text: body.text, kind: body.kind ?? guessKind(body.text), origin: 'member', source: null }, deps.now());
      return { memory };
    }),

    route(memoryEndpoints.update, async ({ body, caller }) => {
      assertNotSensitive(body.text);
      const { memoryId, ...edit } = body;
      return { memory: await memories.update(caller.uid, memoryId, edit, deps.now()) };
    }),

    route(memoryEndpoints.delete, async ({ body, caller }) => {
      await memories.delete(caller.uid, body.memoryId);
      return { deleted: true as const };
    }),

    route(memoryEndpoints.clear, async ({ caller }) => ({ deleted: await memories.clear(caller.uid) })),

    route(memoryEndpoints.settings, async ({ body, caller }) => {
      await memories.setEnabled(caller.uid, body.enabled);
      return { enabled: body.enabled };
    }),
  ];
}
