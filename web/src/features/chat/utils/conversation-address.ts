/** Where the open conversation lives in the address: `/chat?c=<id>`. */
import { paths } from '../../../config/paths';

/** The query parameter that keeps the open conversation in the URL. */
export const CONVERSATION_PARAM = 'c';

/** The conversation a chat address names, or null (another page, or a new chat). */
export function addressedConversation(location: Pick<Location, 'pathname' | 'search'>): string | null {
  if (location.pathname !== paths.chat) return null;
  return new URLSearchParams(location.search).get(CONVERSATION_PARAM) || null;
}
