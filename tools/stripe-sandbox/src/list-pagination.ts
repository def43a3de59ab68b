/**
 * Stripe's list envelope and cursor pagination: newest first, `limit` (1–100, default 10),
 * `starting_after` / `ending_before` naming an object of the same list.
 */
import { parameterInvalid, resourceMissing } from './errors';
import type { StripeList } from './stripe-objects';

export const LIST_PARAMS = { limit: 'integer', starting_after: 'string', ending_before: 'string' } as const;

export interface PageParams {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
}

/** `items` in creation order (oldest first), already filtered. */
export function paginate<T extends { id: string }>(
  items: T[],
  params: PageParams,
  url: string,
  objectName: string,
): StripeList<T> {
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) throw parameterInvalid('limit', 'This value must be between 1 and 100.', 'parameter_invalid_integer');
  const newestFirst = [...items].reverse();
  const position = (id: string, param: string) => {
    const index = newestFirst.findIndex((item) => item.id === id);
    if (index === -1) throw resourceMissing(objectName, id, param);
    return index;
  };
  if (params.ending_before) {
    const end = position(params.ending_before, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: newestFirst.slice(start, end), has_more: start > 0, url };
  }
  const start = params.starting_after ? position(params.starting_after, 'starting_after') + 1 : 0;
  const data = newestFirst.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < newestFirst.length, url };
}
