import { capitalise } from './text-helpers';

/** The first word of a display name, if it looks like a name. */
export function friendlyName(displayName: string | undefined): string | undefined {
  const first = (displayName ?? '').trim().split(/\s+/)[0] ?? '';
  const cleaned = first.replace(/[^\p{L}\p{M}'-]/gu, '').slice(0, 24);
  if (!/\p{L}/u.test(cleaned)) return undefined;
  return capitalise(cleaned);
}
