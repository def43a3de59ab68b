/**
 * The gallery's pages as the grid shows them (the paging itself, 15 then 12 a page, is the photos
 * resource's: `resources/photos/paging.ts`).
 */
import type { GalleryPhoto, PhotoPage } from '@bela/contracts/gallery';

/**
 * The next page appended to the photos shown. Pages are windows over a list that grows at the top,
 * so a photo uploaded meanwhile pushes one already shown onto the next page: it is kept once.
 */
export function appendPhotos(shown: GalleryPhoto[], next: GalleryPhoto[]): GalleryPhoto[] {
  const known = new Set(shown.map((photo) => photo.id));
  return [...shown, ...next.filter((photo) => !known.has(photo.id))];
}

/** The photos of every page read so far, in order, each once (see `appendPhotos`). */
export function photosOfPages(pages: readonly Pick<PhotoPage, 'photos'>[]): GalleryPhoto[] {
  return pages.reduce<GalleryPhoto[]>((shown, page) => appendPhotos(shown, page.photos), []);
}

/** Width over height, for reserving a photo's box before it loads; square when the size is unknown. */
export function aspectRatio({ width, height }: Pick<GalleryPhoto, 'width' | 'height'>): number {
  return width > 0 && height > 0 ? width / height : 1;
}
