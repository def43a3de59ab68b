/** The admin gallery's pure rules: moving an item, checking a title and caption, the teaser choice. */
import { LANDING_PREVIEW_COUNT, PHOTO_CAPTION_MAX, PHOTO_TITLE_MAX } from '@bela/contracts/constants';

/** `items` with the one at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  if (from < 0 || from >= items.length) return moved;
  const target = Math.min(Math.max(0, to), items.length - 1);
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** Why a title cannot be saved, or null. */
export function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'A title is required.';
  if (trimmed.length > PHOTO_TITLE_MAX) return `A title is at most ${PHOTO_TITLE_MAX} characters.`;
  return null;
}

/** Why a caption cannot be saved, or null. */
export function captionProblem(caption: string): string | null {
  return caption.trim().length > PHOTO_CAPTION_MAX ? `A caption is at most ${PHOTO_CAPTION_MAX} characters.` : null;
}

/** How many teasers the landing needs: three, or every photo while the gallery has fewer. */
export const teasersNeeded = (galleryTotal: number) => Math.min(LANDING_PREVIEW_COUNT, galleryTotal);

/** The server takes exactly three teasers, or fewer only while the gallery holds fewer than three photos. */
export const teasersSavable = (count: number, galleryTotal: number) => count === LANDING_PREVIEW_COUNT || galleryTotal < LANDING_PREVIEW_COUNT;

/** The teasers with `id` added at the end or taken out; never more than three. */
export function toggleTeaser(teaserIds: readonly string[], id: string): string[] {
  if (teaserIds.includes(id)) return teaserIds.filter((other) => other !== id);
  return teaserIds.length >= LANDING_PREVIEW_COUNT ? [...teaserIds] : [...teaserIds, id];
}
