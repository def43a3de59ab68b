/**
 * What Bela remembers, as values without zod (`memories.ts` re-exports them with its schemas): the
 * web app reads the kinds, their labels and the limits from here, so that zod stays out of its
 * bundle (the contracts are types only there), as `constants.ts` does for the other constants.
 */

/** Most memories a member keeps (learning stops adding past it; adding by hand is refused). */
export const MAX_MEMORIES = 500;
export const MEMORY_TEXT_MAX_CHARS = 300;
/** Earlier versions kept per memory, newest first (older ones drop off). */
export const MEMORY_HISTORY_MAX = 5;
export const MEMORY_PAGE_MAX = 100;

export const memoryKinds = ['identity', 'people', 'work', 'places', 'likes', 'plans', 'style'] as const;
export type MemoryKind = (typeof memoryKinds)[number];

/** The kinds as the member reads them, in the order the memory page groups them. */
export const memoryKindLabels: Record<MemoryKind, string> = {
  identity: 'Name and identity',
  people: 'People',
  work: 'Work and study',
  places: 'Places',
  likes: 'Likes and dislikes',
  plans: 'Plans and dates',
  style: 'How they like Bela to talk',
};
