/**
 * POST /images/photos (docs/API.md, "Gallery"): the gallery's photos in the member order, a page at
 * a time. The one fetcher for the three screens that list them, each with its query: a member's
 * gallery (what is locked depends on who asks), the admin's order (every photo unlocked, with its
 * file name) and the admin's recent uploads (the first page). The photo URLs are signed for minutes
 * only, so the paged lists are forgotten once their screen is left (`gcTime: 0`).
 */
import type { GalleryPhoto, galleryEndpoints, PhotoPage } from '@bela/contracts/gallery';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { photoKeys } from './keys';
import { nextPageNumber, photoPageRequest, showablePhotos, type Pagination } from './paging';

export type PhotoPages = InfiniteData<PhotoPage, unknown>;

/** A page, read defensively: a photo without an id is left out, a pagination field missing reads as the last page. */
export async function fetchPhotoPage(page: number, signal?: AbortSignal): Promise<PhotoPage> {
  const answer: Partial<PhotoPage> = await apiPost<typeof galleryEndpoints.photos>('/images/photos', photoPageRequest(page), { signal });
  const pagination: Partial<Pagination> = answer.pagination ?? {};
  const photos = (Array.isArray(answer.photos) ? answer.photos : []).filter((photo) => Boolean(photo?.id));
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

/** `uid`'s gallery, one 'View More' at a time; photos without a thumbnail left out. */
export const memberPhotosQueryOptions = (uid: string | null) =>
  infiniteQueryOptions({
    queryKey: photoKeys.memberPages(uid),
    queryFn: async ({ pageParam, signal }) => showablePhotos(await fetchPhotoPage(pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled: uid !== null,
    gcTime: 0,
  });

export const useMemberPhotos = (uid: string | null) => useInfiniteQuery(memberPhotosQueryOptions(uid));

/** Every photo as the admin orders them (position 0 first), loaded a page at a time. */
export const adminPhotosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: photoKeys.adminOrder(),
    queryFn: ({ pageParam, signal }) => fetchPhotoPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PhotoPage) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    gcTime: 0,
  });

export const useAdminPhotos = () => useInfiniteQuery(adminPhotosQueryOptions());

/** Every loaded photo of a paged list, in order. */
export const loadedPhotos = (data: PhotoPages | undefined): GalleryPhoto[] => data?.pages.flatMap((page) => page.photos) ?? [];

export interface RecentPhotos {
  photos: GalleryPhoto[];
  /** Every photo of the gallery, not only the ones listed. */
  total: number;
}

/** 'Recent uploads': the admin's newest uploads, newest first (an upload joins the end of the order); photos without a thumbnail left out. */
export const recentPhotosQueryOptions = () =>
  queryOptions({
    queryKey: photoKeys.recent(),
    queryFn: async ({ signal }): Promise<RecentPhotos> => {
      const answer = await apiPost<typeof galleryEndpoints.photos>('/images/photos', { ...photoPageRequest(1), newest: true }, { signal });
      const { photos, pagination } = showablePhotos({ photos: Array.isArray(answer.photos) ? answer.photos : [], pagination: answer.pagination });
      return { photos, total: pagination.total };
    },
  });

export const useRecentPhotos = () => useQuery(recentPhotosQueryOptions());
