/** Answers in Stripe's shapes: one object, or a page of a list, with `expand[]` applied to a copy. */
import { expandAnswer } from '../expand';
import { paginate, type PageParams } from '../list-pagination';
import { json, type RouteResult } from '../router';
import type { SandboxContext } from '../sandbox-context';

export function respondWith(ctx: SandboxContext, object: object, expand?: readonly string[]): RouteResult {
  return json(expandAnswer(structuredClone(object), expand, (id) => ctx.store.lookup(id)));
}

/** `items` oldest first; expansions inside lists are written `data.<field>`, as on Stripe. */
export function respondWithList<T extends { id: string }>(
  ctx: SandboxContext,
  items: T[],
  params: PageParams & { expand?: readonly string[] },
  url: string,
  objectName: string,
): RouteResult {
  return respondWith(ctx, paginate(items, params, url, objectName), params.expand);
}
