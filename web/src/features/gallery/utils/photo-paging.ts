/** Gallery paging (SPEC section 4): 15 photos on the first page, 12 on every later one. */
import { PHOTO_FIRST_PAGE, PHOTO_NEXT_PAGE } from '@bela/contracts/constants';
import type { GalleryPhoto, PhotoPage } from '@bela/contracts/gallery';

export type Pagination = PhotoPage['pagination'];

export function photoPageRequest(page: number): { page: number; limit: number } {
  return { page, limit: page === 1 ? PHOTO_FIRST_PAGE : PHOTO_NEXT_PAGE };
}

/** More pages exist while the page just read is before the last one. */
export function hasMorePages({ page, totalPages }: Pick<Pagination, 'page' | 'totalPages'>): boolean {
  return page < totalPages;
}

/** A photo the grid can show: one without a thumbnail URL is dropped (SPEC section 3, "Photo"). */
export function isShowablePhoto(value: unknown): value is GalleryPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const photo = value as Partial<GalleryPhoto>;
  return typeof photo.id === 'string' && typeof photo.publicThumbnailUrl === 'string' && photo.publicThumbnailUrl !== '';
}

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

/** The page after the last one read, or undefined when it was the last. */
export function nextPageNumber(last: Pick<PhotoPage, 'pagination'>): number | undefined {
  return hasMorePages(last.pagination) ? last.pagination.page + 1 : undefined;
}

/** Width over height, for reserving a photo's box before it loads; square when the size is unknown. */
export function aspectRatio({ width, height }: Pick<GalleryPhoto, 'width' | 'height'>): number {
  return width > 0 && height > 0 ? width / height : 1;
}
