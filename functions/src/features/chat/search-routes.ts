/** Search across the caller's conversations (docs/API.md, "Chat"). */
import { chatSearchEndpoints } from '@bela/contracts/chat-search';
import { route, type RouteBinding } from '../../http/route';
import type { MessageSearchIndex } from '../../stores/message-search';
import { searchRule } from '../../domain/read-throttles';
import { assertChatAccess, type EntitlementDeps } from './entitlements';

export interface SearchDeps extends EntitlementDeps {
  messageSearch: MessageSearchIndex;
}

export function chatSearchRoutes(deps: SearchDeps): RouteBinding[] {
  return [
    route(chatSearchEndpoints.search, async ({ body, caller }) => {
      await assertChatAccess(deps, caller);
      await deps.rateLimiter.consume(searchRule, caller.uid);
      return deps.messageSearch.search(caller.uid, body.query, body.limit, body.cursor);
    }),
  ];
}
