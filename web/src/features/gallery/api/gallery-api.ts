/** POST /images/photos (docs/API.md, "Gallery"). */
import type { galleryEndpoints, PhotoPage } from '@shared/contracts/gallery';
import { apiPost } from '../../../lib/api-client';
import { isShowablePhoto, photoPageRequest } from '../utils/photo-paging';

/** A page of the gallery, newest first; read defensively, photos without a thumbnail left out. */
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
