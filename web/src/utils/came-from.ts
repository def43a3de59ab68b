/**
 * "Where the member came from", carried in the router's state of a link (`<Link state={…}>`): a page
 * reached from another one can lead back to the very address it was left at (the memories page's
 * "Back to chat" returns to the conversation that was open, not to a new chat). The state lives in
 * the browser's history entry, so it survives a reload; an entry without it (typed, bookmarked)
 * leads to the page's own default.
 */
import { routePath } from '../config/paths';

export interface CameFromState {
  /** The address left: path, query and hash. */
  from: string;
}

/** The state a link puts in history: the address shown now. */
export function cameFromState(location: { pathname: string; search: string; hash: string }): CameFromState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The address to go back to: the one the state names when it is on `path` (one of the app's own
 * addresses, never another origin), else `fallback`.
 */
export function cameFrom(state: unknown, path: string, fallback: string = path): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<CameFromState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  return routePath(pathname) === path ? from : fallback;
}
