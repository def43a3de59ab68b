/**
 * POST /images/photos as the admin reads it: every photo unlocked, with its file name, in the
 * member order (position 0 first). Loaded a page at a time (15, then 12 a page, as the server pages).
 */
import { PHOTO_FIRST_PAGE, PHOTO_NEXT_PAGE } from '@bela/contracts/constants';
import type { GalleryPhoto, galleryEndpoints, PhotoPage } from '@bela/contracts/gallery';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { moveItem } from '../utils/curation-draft';

export async function fetchAdminPhotoPage(page: number, signal?: AbortSignal): Promise<PhotoPage> {
  const answer: Partial<PhotoPage> = await apiPost<typeof galleryEndpoints.photos>('/images/photos', { page, limit: page === 1 ? PHOTO_FIRST_PAGE : PHOTO_NEXT_PAGE }, { signal });
  const photos = (Array.isArray(answer.photos) ? answer.photos : []).filter((photo) => Boolean(photo?.id));
  const pagination = answer.pagination ?? { page, totalPages: page, total: photos.length, hasMore: false };
  return { photos, pagination };
}

/**
 * Under 'gallery', so an upload or a deletion (which refresh every 'gallery' query) reloads it too.
 * The photo URLs are signed for minutes: the pages are forgotten once the page is left.
 */
export const adminPhotosKey = ['gallery', 'admin-order'] as const;

export const getAdminPhotosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminPhotosKey,
    queryFn: ({ pageParam, signal }) => fetchAdminPhotoPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PhotoPage) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    gcTime: 0,
  });

export const useAdminPhotos = () => useInfiniteQuery(getAdminPhotosQueryOptions());

type Pages = InfiniteData<PhotoPage, unknown>;

/** The key with the pages' type, for reading and writing the cache. */
export const adminPhotosDataKey = () => getAdminPhotosQueryOptions().queryKey;

/** Every loaded photo, in the member order. */
export const loadedPhotos = (data: Pages | undefined): GalleryPhoto[] => data?.pages.flatMap((page) => page.photos) ?? [];

/** The pages with one photo moved from `from` to `to` of the loaded photos, each page keeping its length. */
export function movePhotoInPages<P extends Pages>(data: P, from: number, to: number): P {
  const moved = moveItem(loadedPhotos(data), from, to);
  let start = 0;
  const pages = data.pages.map((page) => {
    const photos = moved.slice(start, start + page.photos.length);
    start += page.photos.length;
    return { ...page, photos };
  });
  return { ...data, pages };
}

/** The pages with one photo's fields changed. */
export function patchPhotoInPages<P extends Pages>(data: P, id: string, patch: Partial<GalleryPhoto>): P {
  return { ...data, pages: data.pages.map((page) => ({ ...page, photos: page.photos.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)) })) };
}
