/** 'Recent uploads': the gallery's first page as an admin sees it (every photo unlocked). */
import { PHOTO_FIRST_PAGE } from '@bela/contracts/constants';
import type { GalleryPhoto, galleryEndpoints, PhotoPage } from '@bela/contracts/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface RecentPhotos {
  photos: GalleryPhoto[];
  /** Every photo of the gallery, not only the ones listed. */
  total: number;
}

/** The gallery's first page, newest first; photos without a thumbnail left out. */
export async function fetchRecentPhotos(signal?: AbortSignal): Promise<RecentPhotos> {
  const answer: Partial<PhotoPage> = await apiPost<typeof galleryEndpoints.photos>('/images/photos', { page: 1, limit: PHOTO_FIRST_PAGE }, { signal });
  const photos = (Array.isArray(answer.photos) ? answer.photos : []).filter((photo) => Boolean(photo?.id && photo.publicThumbnailUrl));
  return { photos, total: answer.pagination?.total ?? photos.length };
}

export const recentPhotosKey = ['admin-upload', 'recent-photos'] as const;

export const getRecentPhotosQueryOptions = () =>
  queryOptions({
    queryKey: recentPhotosKey,
    queryFn: ({ signal }) => fetchRecentPhotos(signal),
  });

export const useRecentPhotos = () => useQuery(getRecentPhotosQueryOptions());
