/** POST /images/photos (docs/API.md, "Gallery"): the gallery's pages, read one 'View More' at a time. */
import type { galleryEndpoints, PhotoPage } from '@bela/contracts/gallery';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { isShowablePhoto, nextPageNumber, photoPageRequest } from '../utils/photo-paging';

/** A page of the gallery in the order the admin set; read defensively, photos without a thumbnail left out. */
export async function fetchPhotoPage(page: number, signal?: AbortSignal): Promise<PhotoPage> {
  const answer: Partial<PhotoPage> = await apiPost<typeof galleryEndpoints.photos>('/images/photos', photoPageRequest(page), { signal });
  const pagination: Partial<PhotoPage['pagination']> = answer.pagination ?? {};
  const photos = Array.isArray(answer.photos) ? answer.photos.filter(isShowablePhoto) : [];
  return {
    photos,
    pagination: {
      page: pagination.page ?? page,
      totalPages: pagination.totalPages ?? page,
      total: pagination.total ?? photos.length,
      hasMore: Boolean(pagination.hasMore),
    },
  };
}

/** The start of every query of the gallery's photos: an upload or a deletion invalidates them all. */
export const galleryPhotosKey = ['gallery', 'photos'] as const;

/**
 * The pages of `uid`'s gallery (what is locked depends on who asks). The photo URLs are signed for
 * minutes only, so the pages are forgotten once the gallery is left (`gcTime: 0`): every visit
 * loads afresh, from the first page.
 */
export const getPhotosQueryOptions = (uid: string | null) =>
  infiniteQueryOptions({
    queryKey: [...galleryPhotosKey, uid],
    queryFn: ({ pageParam, signal }) => fetchPhotoPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled: uid !== null,
    gcTime: 0,
  });

export const usePhotos = (uid: string | null) => useInfiniteQuery(getPhotosQueryOptions(uid));
