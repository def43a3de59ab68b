/** /v1/events: retrieve and list (by `type` or `types[]`), for integrations that re-fetch events. */
import { resourceMissing } from '../errors';
import { LIST_PARAMS } from '../list-pagination';
import { readParams } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import { respondWith, respondWithList } from './respond';

export function eventRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/events/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const record = ctx.events.find(pathParams.id!);
        if (!record) throw resourceMissing('event', pathParams.id!);
        return respondWith(ctx, record.event, readParams(params, {}).expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/events',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, type: 'string', types: 'strings' });
        // `type` may end in `.*`, e.g. customer.subscription.*
        const matches = (type: string, pattern: string) =>
          pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
        const events = ctx.store.state.events
          .map((record) => record.event)
          .filter(
            (event) =>
              (input.type === undefined || matches(event.type, input.type)) &&
              (input.types === undefined || input.types.includes(event.type)),
          );
        return respondWithList(ctx, events, input, '/v1/events', 'event');
      },
    },
  ];
}
