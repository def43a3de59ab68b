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

/** The page after the last one read, or undefined when it was the last. */
export function nextPageNumber(last: Pick<PhotoPage, 'pagination'>): number | undefined {
  return hasMorePages(last.pagination) ? last.pagination.page + 1 : undefined;
}

/** A photo a list can show: one without a thumbnail URL is dropped (SPEC section 3, "Photo"). */
export function isShowablePhoto(value: unknown): value is GalleryPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const photo = value as Partial<GalleryPhoto>;
  return typeof photo.id === 'string' && typeof photo.publicThumbnailUrl === 'string' && photo.publicThumbnailUrl !== '';
}

/** A page with only the photos a list can show. */
export const showablePhotos = (page: PhotoPage): PhotoPage => ({ ...page, photos: page.photos.filter(isShowablePhoto) });
